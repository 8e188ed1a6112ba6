/**
 * /paymentOrder and /receiptOrder: payment orders (unpaid → paid) and collection orders (to be
 * received → received) (spec 02 §2 'Finance', §3, §4; issue 22 item 2). One screen driven by a small
 * per-kind table (KINDS): status tabs with counts, filters, add by hand, and per open row the settle
 * dialog (pay from / receive into an account on a date).
 */
import { Badge } from '@chakra-ui/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import {
  COLLECTION_ORDER_CATEGORIES,
  COLLECTION_ORDER_STATUSES,
  COLLECTION_ORDER_TRANSITIONS,
  PAYMENT_ORDER_CATEGORIES,
  PAYMENT_ORDER_SOURCES,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_ORDER_TRANSITIONS,
  oneOf,
  type PaymentOrderSource,
  type PermissionName,
} from '@erp/schema';
import { choiceField, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  CountedTabs,
  LifecycleActions,
  ListPage,
  statusTabs,
  useDialog,
  useListScreen,
  type ListLike,
  type NodeOf,
  type TransitionTable,
} from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { FinanceOrderDialog } from './components/FinanceOrderDialog';
import { SettleDialog } from './components/SettleDialog';
import { collectionOrderList, paymentOrderList } from './hooks';
import { financeMessages, type FinanceMessageId } from './messages';
import { money } from './money';

/** What both kinds of order show, whatever their field names. */
interface OrderView {
  id: number;
  orderNo: string;
  status: string;
  party: string;
  category: string;
  /** Payment orders only: from a purchase request or typed in. */
  source: string | null;
  amount: string;
  currency: string;
  remark: string;
  accountId: number | null | undefined;
  accountName: string;
  /** Paid / received, in the account's currency. */
  settledAmount: string | null | undefined;
  settledAt: string | null | undefined;
  settledByName: string;
  createdAt: string;
}

interface Kind<Q, V extends OperationVariables, L extends ListLike> {
  list: { document: TypedDocumentNode<Q, V>; pick: (d: Q) => L | null | undefined };
  counts: (d: Q) => readonly { status: string; count: number }[] | null | undefined;
  view: (row: NodeOf<L>) => OrderView;
  name: 'paymentOrder' | 'receiptOrder';
  /** The party column's key (payee / payer). */
  partyKey: string;
  /** Message group: financePage.payment.* / financePage.collection.* */
  group: 'payment' | 'collection';
  dialog: 'payment' | 'collection';
  statuses: readonly string[];
  transitions: TransitionTable<string, string>;
  /** The status an order ends in (shown green). */
  done: string;
  categories: readonly string[];
  /** Payment orders: the source filter. */
  sources?: readonly string[];
  settle: { kind: 'pay' | 'receive'; label: FinanceMessageId; permission: PermissionName };
  createPermission: PermissionName;
  partyHeader: FinanceMessageId;
  settledAtHeader: FinanceMessageId;
}

/** The table of one kind, its row type inferred from its list. */
const kindOf = <Q, V extends OperationVariables, L extends ListLike>(kind: Kind<Q, V, L>) => kind;
const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));

const PAYMENT = kindOf({
  list: paymentOrderList,
  counts: (d) => d.paymentOrderStatusCounts,
  view: (r) => ({
    ...r,
    amount: text(r.amount),
    party: r.payee,
    source: r.source,
    settledAmount: r.paidAmount == null ? null : text(r.paidAmount),
    settledAt: r.paidAt,
    settledByName: r.paidByName,
  }),
  name: 'paymentOrder',
  partyKey: 'payee',
  group: 'payment',
  dialog: 'payment',
  statuses: PAYMENT_ORDER_STATUSES,
  transitions: PAYMENT_ORDER_TRANSITIONS,
  done: 'paid',
  categories: PAYMENT_ORDER_CATEGORIES,
  sources: PAYMENT_ORDER_SOURCES,
  settle: { kind: 'pay', label: 'financePage.payment.pay', permission: 'paymentOrder.pay' },
  createPermission: 'paymentOrder.create',
  partyHeader: 'financePage.col.payee',
  settledAtHeader: 'financePage.col.paidAt',
});

const COLLECTION = kindOf({
  list: collectionOrderList,
  counts: (d) => d.collectionOrderStatusCounts,
  view: (r) => ({
    ...r,
    amount: text(r.amount),
    party: r.payer,
    source: null,
    settledAmount: r.receivedAmount == null ? null : text(r.receivedAmount),
    settledAt: r.receivedAt,
    settledByName: r.receivedByName,
  }),
  name: 'receiptOrder',
  partyKey: 'payer',
  group: 'collection',
  dialog: 'collection',
  statuses: COLLECTION_ORDER_STATUSES,
  transitions: COLLECTION_ORDER_TRANSITIONS,
  done: 'received',
  categories: COLLECTION_ORDER_CATEGORIES,
  settle: { kind: 'receive', label: 'financePage.collection.receive', permission: 'collectionOrder.receive' },
  createPermission: 'collectionOrder.create',
  partyHeader: 'financePage.col.payer',
  settledAtHeader: 'financePage.col.receivedAt',
});

type Dialog = { kind: 'create' } | { kind: 'settle'; order: OrderView };

const PaymentOrderScreen = () => <FinanceOrdersScreen kind={PAYMENT} />;
const ReceiptOrderScreen = () => <FinanceOrdersScreen kind={COLLECTION} />;
export const PaymentOrderPage = featurePage(financeMessages, PaymentOrderScreen);
export const ReceiptOrderPage = featurePage(financeMessages, ReceiptOrderScreen);

function FinanceOrdersScreen<Q, V extends OperationVariables, L extends ListLike>({ kind }: { kind: Kind<Q, V, L> }) {
  const t = useFeatureText(financeMessages);
  const msg = (key: string, values?: Record<string, string | number>) => t(`financePage.${kind.group}.${key}` as FinanceMessageId, values);
  const statusLabel = (s: string) => msg(`status.${s}`);
  const categoryLabel = (c: string) => (kind.categories.includes(c) ? t(`financePage.category.${c}` as FinanceMessageId) : c);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('financePage.filter.orderKeyword'), type: 'text' },
    choiceField('category', t('financePage.filter.category'), kind.categories, categoryLabel),
    ...(kind.sources ? [choiceField('source', t('financePage.filter.source'), kind.sources, (s) => t(`financePage.source.${s}` as FinanceMessageId))] : []),
  ];
  const toFilter = (v: FilterValues) => ({
    keyword: textOrUndefined(v.keyword),
    category: textOrUndefined(v.category),
    ...(kind.sources ? { source: textOrUndefined(v.source) } : {}),
  });
  const screen = useListScreen({
    ...kind.list,
    fields,
    toFilter,
    tabs: statusTabs(kind.statuses).tabs,
    variables: (filter, _sort, tab) => ({ filter: { ...filter, status: oneOf(kind.statuses, tab) }, countFilter: filter }) as unknown as V,
  });
  const dialog = useDialog<Dialog>(screen.reload);

  const columns: DataTableColumn<NodeOf<L>>[] = [
    codeColumn('orderNo', t('financePage.col.orderNo'), (r) => kind.view(r).orderNo),
    { key: kind.partyKey, header: t(kind.partyHeader), cell: (r) => <TwoLines strong main={kind.view(r).party} sub={kind.view(r).remark} /> },
    {
      key: 'category',
      header: t('financePage.col.category'),
      cell: (r) => {
        const o = kind.view(r);
        const main = categoryLabel(o.category);
        return o.source === null ? (
          main
        ) : (
          <TwoLines
            main={main}
            sub={t(`financePage.source.${(PAYMENT_ORDER_SOURCES as readonly string[]).includes(o.source) ? (o.source as PaymentOrderSource) : 'manual'}`)}
          />
        );
      },
    },
    { key: 'amount', header: t('financePage.col.amount'), cell: (r) => `${money(kind.view(r).amount)} ${kind.view(r).currency}` },
    {
      key: 'status',
      header: t('financePage.col.status'),
      cell: (r) => {
        const { status } = kind.view(r);
        return <Badge colorPalette={status === kind.done ? 'green' : 'orange'}>{statusLabel(status)}</Badge>;
      },
    },
    {
      key: 'account',
      header: t('financePage.col.account'),
      cell: (r) => {
        const o = kind.view(r);
        return o.accountId ? <TwoLines main={o.accountName} sub={o.settledAmount != null ? money(o.settledAmount) : undefined} /> : '—';
      },
    },
    {
      key: kind.settle.kind === 'pay' ? 'paidAt' : 'receivedAt',
      header: t(kind.settledAtHeader),
      cell: (r) => <TwoLines main={formatDateTime(kind.view(r).settledAt)} sub={kind.view(r).settledByName || undefined} />,
    },
    { key: 'createdAt', header: t('financePage.col.createdAt'), cell: (r) => formatDateTime(kind.view(r).createdAt) },
    actionsColumn(t('financePage.col.actions'), (r) => {
      const o = kind.view(r);
      return (
        <LifecycleActions
          transitions={kind.transitions}
          status={o.status}
          record={o.orderNo}
          actions={[
            {
              action: kind.settle.kind,
              label: t(kind.settle.label),
              permission: kind.settle.permission,
              onClick: () => dialog.open({ kind: 'settle', order: o }),
            },
          ]}
        />
      );
    }),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={{
        title: msg('title'),
        description: msg('description'),
        emptyText: msg('empty'),
        name: kind.name,
        create: { permission: kind.createPermission, label: msg('add'), onClick: () => dialog.open({ kind: 'create' }) },
      }}
      screen={screen}
      columns={columns}
      above={
        <CountedTabs
          screen={screen}
          statuses={kind.statuses}
          counts={screen.data ? kind.counts(screen.data) : null}
          texts={{ all: t('financePage.tab.all'), label: statusLabel, ariaLabel: t('financePage.tabs') }}
        />
      }
    >
      {open?.kind === 'create' ? <FinanceOrderDialog kind={kind.dialog} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'settle' ? (
        <SettleDialog
          kind={kind.settle.kind}
          order={{ id: open.order.id, orderNo: open.order.orderNo, amount: open.order.amount, currency: open.order.currency, party: open.order.party }}
          onClose={dialog.close}
          onDone={dialog.done}
        />
      ) : null}
    </ListPage>
  );
}

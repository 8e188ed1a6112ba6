/**
 * /receiptOrder: collection orders (spec 02 §2 'Finance', §3, §4 to be received → received; issue 22 item 2).
 * Status tabs with counts, filters, add by hand, and per pending row the receive dialog (receiving account, date).
 */
import { Badge } from '@chakra-ui/react';
import { COLLECTION_ORDER_CATEGORIES, COLLECTION_ORDER_STATUSES, COLLECTION_ORDER_TRANSITIONS, oneOf, type CollectionOrderStatus } from '@erp/schema';
import type { CollectionOrderCountFilter } from '../../api/generated/types';
import { choiceField, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, LifecycleActions, ListPage, StatusTabs, useDialog, useListScreen } from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { CollectionOrderDialog } from './components/FinanceOrderDialog';
import { SettleDialog } from './components/SettleDialog';
import { countsOf, collectionOrderList, type CollectionOrderRow } from './hooks';
import { financeMessages } from './messages';
import { money } from './money';

type Tab = 'all' | CollectionOrderStatus;
const TABS: readonly Tab[] = ['all', ...COLLECTION_ORDER_STATUSES];
type Dialog = { kind: 'create' } | { kind: 'receive'; order: CollectionOrderRow };

const toFilter = (v: FilterValues): CollectionOrderCountFilter => ({
  keyword: textOrUndefined(v.keyword),
  category: textOrUndefined(v.category),
});

export const ReceiptOrderPage = featurePage(financeMessages, ReceiptOrderScreen);

function ReceiptOrderScreen() {
  const t = useFeatureText(financeMessages);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('financePage.filter.orderKeyword'), type: 'text' },
    choiceField('category', t('financePage.filter.category'), COLLECTION_ORDER_CATEGORIES, (c) => t(`financePage.category.${c}`)),
  ];
  const screen = useListScreen({
    ...collectionOrderList,
    fields,
    toFilter,
    tabs: { values: TABS },
    variables: (filter, _sort, tab) => ({ filter: { ...filter, status: oneOf(COLLECTION_ORDER_STATUSES, tab) }, countFilter: filter }),
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const counts = countsOf(screen.data?.collectionOrderStatusCounts);
  const countOf = (s: string) => (s === 'all' ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(s) ?? 0));

  const columns: DataTableColumn<CollectionOrderRow>[] = [
    codeColumn('orderNo', t('financePage.col.orderNo'), (r) => r.orderNo),
    { key: 'payer', header: t('financePage.col.payer'), cell: (r) => <TwoLines strong main={r.payer} sub={r.remark} /> },
    {
      key: 'category',
      header: t('financePage.col.category'),
      cell: (r) => ((COLLECTION_ORDER_CATEGORIES as readonly string[]).includes(r.category) ? t(`financePage.category.${r.category as 'other'}`) : r.category),
    },
    { key: 'amount', header: t('financePage.col.amount'), cell: (r) => `${money(r.amount)} ${r.currency}` },
    {
      key: 'status',
      header: t('financePage.col.status'),
      cell: (r) => <Badge colorPalette={r.status === 'received' ? 'green' : 'orange'}>{t(`financePage.collection.status.${r.status}`)}</Badge>,
    },
    {
      key: 'account',
      header: t('financePage.col.account'),
      cell: (r) => (r.accountId ? <TwoLines main={r.accountName} sub={r.receivedAmount != null ? money(r.receivedAmount) : undefined} /> : '—'),
    },
    {
      key: 'receivedAt',
      header: t('financePage.col.receivedAt'),
      cell: (r) => <TwoLines main={formatDateTime(r.receivedAt)} sub={r.receivedByName || undefined} />,
    },
    { key: 'createdAt', header: t('financePage.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    actionsColumn(t('financePage.col.actions'), (r) => (
      <LifecycleActions
        transitions={COLLECTION_ORDER_TRANSITIONS}
        status={r.status}
        record={r.orderNo}
        actions={[
          {
            action: 'receive',
            label: t('financePage.collection.receive'),
            permission: 'collectionOrder.receive',
            onClick: () => dialog.open({ kind: 'receive', order: r }),
          },
        ]}
      />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={{
        title: t('financePage.collection.title'),
        description: t('financePage.collection.description'),
        emptyText: t('financePage.collection.empty'),
        name: 'receiptOrder',
        create: { permission: 'collectionOrder.create', label: t('financePage.collection.add'), onClick: () => dialog.open({ kind: 'create' }) },
      }}
      screen={screen}
      columns={columns}
      above={
        <StatusTabs
          value={screen.tab}
          tabs={TABS}
          label={(s) => (s === 'all' ? t('financePage.tab.all') : t(`financePage.collection.status.${s as CollectionOrderStatus}`))}
          count={countOf}
          onChange={screen.setTab}
          aria-label={t('financePage.tabs')}
        />
      }
    >
      {open?.kind === 'create' ? <CollectionOrderDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'receive' ? (
        <SettleDialog
          kind="receive"
          order={{ id: open.order.id, orderNo: open.order.orderNo, amount: open.order.amount, currency: open.order.currency, party: open.order.payer }}
          onClose={dialog.close}
          onDone={dialog.done}
        />
      ) : null}
    </ListPage>
  );
}

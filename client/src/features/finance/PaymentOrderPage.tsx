/**
 * /paymentOrder: payment orders (spec 02 §2 'Finance', §3, §4 unpaid → paid; issue 22 item 2).
 * Status tabs with counts, filters, add by hand, and per unpaid row the pay dialog (account, date).
 */
import { Badge } from '@chakra-ui/react';
import {
  PAYMENT_ORDER_CATEGORIES,
  PAYMENT_ORDER_SOURCES,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_ORDER_TRANSITIONS,
  oneOf,
  type PaymentOrderStatus,
} from '@erp/schema';
import type { PaymentOrderCountFilter } from '../../api/generated/types';
import { choiceField, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, LifecycleActions, ListPage, StatusTabs, useDialog, useListScreen } from '../../ui/resource';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { PaymentOrderDialog } from './components/FinanceOrderDialog';
import { SettleDialog } from './components/SettleDialog';
import { countsOf, paymentOrderList, type PaymentOrderRow } from './hooks';
import { financeMessages } from './messages';
import { money } from './money';

type Tab = 'all' | PaymentOrderStatus;
const TABS: readonly Tab[] = ['all', ...PAYMENT_ORDER_STATUSES];
type Dialog = { kind: 'create' } | { kind: 'pay'; order: PaymentOrderRow };

const toFilter = (v: FilterValues): PaymentOrderCountFilter => ({
  keyword: textOrUndefined(v.keyword),
  category: textOrUndefined(v.category),
  source: textOrUndefined(v.source),
});

export const PaymentOrderPage = featurePage(financeMessages, PaymentOrderScreen);

function PaymentOrderScreen() {
  const t = useFeatureText(financeMessages);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('financePage.filter.orderKeyword'), type: 'text' },
    choiceField('category', t('financePage.filter.category'), PAYMENT_ORDER_CATEGORIES, (c) => t(`financePage.category.${c}`)),
    choiceField('source', t('financePage.filter.source'), PAYMENT_ORDER_SOURCES, (s) => t(`financePage.source.${s}`)),
  ];
  const screen = useListScreen({
    ...paymentOrderList,
    fields,
    toFilter,
    tabs: { values: TABS },
    variables: (filter, _sort, tab) => ({ filter: { ...filter, status: oneOf(PAYMENT_ORDER_STATUSES, tab) }, countFilter: filter }),
  });
  const dialog = useDialog<Dialog>(screen.reload);
  const counts = countsOf(screen.data?.paymentOrderStatusCounts);
  const countOf = (s: string) => (s === 'all' ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(s) ?? 0));

  const columns: DataTableColumn<PaymentOrderRow>[] = [
    codeColumn('orderNo', t('financePage.col.orderNo'), (r) => r.orderNo),
    { key: 'payee', header: t('financePage.col.payee'), cell: (r) => <TwoLines strong main={r.payee} sub={r.remark} /> },
    {
      key: 'category',
      header: t('financePage.col.category'),
      cell: (r) => (
        <TwoLines
          main={(PAYMENT_ORDER_CATEGORIES as readonly string[]).includes(r.category) ? t(`financePage.category.${r.category as 'other'}`) : r.category}
          sub={t(`financePage.source.${r.source === 'purchase' ? 'purchase' : 'manual'}`)}
        />
      ),
    },
    { key: 'amount', header: t('financePage.col.amount'), cell: (r) => `${money(r.amount)} ${r.currency}` },
    {
      key: 'status',
      header: t('financePage.col.status'),
      cell: (r) => <Badge colorPalette={r.status === 'paid' ? 'green' : 'orange'}>{t(`financePage.payment.status.${r.status}`)}</Badge>,
    },
    {
      key: 'account',
      header: t('financePage.col.account'),
      cell: (r) => (r.accountId ? <TwoLines main={r.accountName} sub={r.paidAmount != null ? money(r.paidAmount) : undefined} /> : '—'),
    },
    { key: 'paidAt', header: t('financePage.col.paidAt'), cell: (r) => <TwoLines main={formatDateTime(r.paidAt)} sub={r.paidByName || undefined} /> },
    { key: 'createdAt', header: t('financePage.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    actionsColumn(t('financePage.col.actions'), (r) => (
      <LifecycleActions
        transitions={PAYMENT_ORDER_TRANSITIONS}
        status={r.status}
        record={r.orderNo}
        actions={[
          { action: 'pay', label: t('financePage.payment.pay'), permission: 'paymentOrder.pay', onClick: () => dialog.open({ kind: 'pay', order: r }) },
        ]}
      />
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={{
        title: t('financePage.payment.title'),
        description: t('financePage.payment.description'),
        emptyText: t('financePage.payment.empty'),
        name: 'paymentOrder',
        create: { permission: 'paymentOrder.create', label: t('financePage.payment.add'), onClick: () => dialog.open({ kind: 'create' }) },
      }}
      screen={screen}
      columns={columns}
      above={
        <StatusTabs
          value={screen.tab}
          tabs={TABS}
          label={(s) => (s === 'all' ? t('financePage.tab.all') : t(`financePage.payment.status.${s as PaymentOrderStatus}`))}
          count={countOf}
          onChange={screen.setTab}
          aria-label={t('financePage.tabs')}
        />
      }
    >
      {open?.kind === 'create' ? <PaymentOrderDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'pay' ? (
        <SettleDialog
          kind="pay"
          order={{ id: open.order.id, orderNo: open.order.orderNo, amount: open.order.amount, currency: open.order.currency, party: open.order.payee }}
          onClose={dialog.close}
          onDone={dialog.done}
        />
      ) : null}
    </ListPage>
  );
}

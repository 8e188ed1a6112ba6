/** /invoice (payment requests) and /refundNote (refund orders): status tabs, create with the maximum shown, batch audit. */
import { Badge } from '@chakra-ui/react';
import { PAYMENT_STATUSES, PAYMENT_TRANSITIONS, type PaymentStatus } from '@erp/schema';
import { useMemo } from 'react';
import type { PurchasePaymentFilter, PurchasePaymentKind } from '../../api/generated/types';
import { toastError, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { countsOf, statusTabs, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { AuditDialog } from './components/AuditDialog';
import { PaymentFormDialog } from './components/PaymentFormDialog';
import { ReviewListPage } from './ReviewListPage';
import { paymentList, type PaymentRow } from './hooks';
import { purchaseOrdersMessages, type PurchaseOrdersMessageId } from './messages';
import { codeColumn, TwoLines } from '../../ui/cells';

export const InvoicePage = featurePage(purchaseOrdersMessages, () => <PaymentsScreen kind="payment" />);

export const RefundNotePage = featurePage(purchaseOrdersMessages, () => <PaymentsScreen kind="refund" />);

const COLORS: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red' };
type Tab = 'all' | PaymentStatus;
const TABS = statusTabs(PAYMENT_STATUSES);
const toFilter = (v: FilterValues): Omit<PurchasePaymentFilter, 'status'> => ({ keyword: textOrUndefined(v.keyword) });

/** A name with the remark under it (requester, auditor). */
function PersonCell({ name, remark }: { name: string; remark: string }) {
  return <TwoLines main={name || '—'} sub={remark} />;
}

function PaymentsScreen({ kind }: { kind: PurchasePaymentKind }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const p = kind === 'payment' ? 'invoice' : 'refund';
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('pay.filter.keyword'), type: 'text' }], [t]);
  const screen = useListScreen({
    ...paymentList,
    fields,
    toFilter,
    tabs: TABS.tabs,
    variables: (filter, sort, tab) => ({ kind, ...TABS.variables(filter, sort, tab) }),
  });
  const dialog = useDialog<{ kind: 'create' } | { kind: 'audit'; ids: number[] }>(screen.reload);
  const counts = countsOf(screen.data?.purchasePaymentStatusCounts);
  const countOf = (s: Tab) => (s === 'all' ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(s) ?? 0));

  const columns: DataTableColumn<PaymentRow>[] = [
    codeColumn('billNo', t('pay.col.billNo'), (r) => r.billNo),
    { key: 'orderNo', header: t('pay.col.orderNo'), cell: (r) => r.purchaseOrderNo },
    { key: 'amount', header: t('pay.col.amount'), align: 'end', cell: (r) => String(r.amount) },
    {
      key: 'status',
      header: t('pay.col.status'),
      cell: (r) => <Badge colorPalette={COLORS[r.status] ?? 'gray'}>{t(`pay.status.${r.status}` as PurchaseOrdersMessageId)}</Badge>,
    },
    { key: 'requester', header: t('pay.col.requester'), cell: (r) => <PersonCell name={r.requesterName} remark={r.remark} /> },
    { key: 'auditor', header: t('pay.col.auditor'), cell: (r) => <PersonCell name={r.auditorName} remark={r.auditRemark} /> },
    { key: 'createdAt', header: t('pay.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
  ];

  const open = dialog.current;
  return (
    <ReviewListPage
      page={{
        title: t(`pay.${p}.title`),
        description: t(`pay.${p}.description`),
        emptyText: t(`pay.${p}.empty`),
        create: { permission: 'purchasePayment.create', label: t(`pay.${p}.create`), onClick: () => dialog.open({ kind: 'create' }) },
      }}
      screen={screen}
      columns={columns}
      columnsStorageKey={`table.${kind === 'payment' ? 'invoice' : 'refundNote'}.columns`}
      transitions={PAYMENT_TRANSITIONS}
      tabs={TABS.tabs.values}
      tabLabel={(s) => t(`pay.tab.${s}` as PurchaseOrdersMessageId)}
      count={countOf}
      review={{
        key: 'audit',
        label: t('pay.audit'),
        permission: 'purchasePayment.audit',
        actions: ['approve', 'reject'],
        allowEmpty: true,
        onClick: (_rows, keys) => (keys.length ? dialog.open({ kind: 'audit', ids: keys.map(Number) }) : toastError(t('po.tickFirst'))),
      }}
    >
      {open?.kind === 'create' ? <PaymentFormDialog kind={kind} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'audit' ? <AuditDialog target="payment" ids={open.ids} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ReviewListPage>
  );
}

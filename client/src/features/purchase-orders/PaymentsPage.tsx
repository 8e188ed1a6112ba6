/** /invoice (payment requests) and /refundNote (refund orders): status tabs, create with the maximum shown, batch audit. */
import { Badge, Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { PurchasePaymentFilter, PurchasePaymentKind } from '../../api/generated/graphql';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastError,
  type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { AuditDialog } from './components/AuditDialog';
import { PaymentFormDialog } from './components/PaymentFormDialog';
import { usePaymentActions, usePurchasePayments, type PaymentRow } from './hooks';
import { purchaseOrdersMessages, type PurchaseOrdersMessageId } from './messages';

export function InvoicePage() {
  return (
    <FeatureScope messages={purchaseOrdersMessages}>
      <PaymentsScreen kind="payment" />
    </FeatureScope>
  );
}

export function RefundNotePage() {
  return (
    <FeatureScope messages={purchaseOrdersMessages}>
      <PaymentsScreen kind="refund" />
    </FeatureScope>
  );
}

const COLORS: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red' };
type Tab = 'all' | PaymentStatus;

function PaymentsScreen({ kind }: { kind: PurchasePaymentKind }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const p = kind === 'payment' ? 'invoice' : 'refund';
  const actions = usePaymentActions();
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('pay.filter.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<Omit<PurchasePaymentFilter, 'status'>>({});
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, counts, loading, error, refetch } = usePurchasePayments(kind, page, pageSize, { ...filter, ...(tab === 'all' ? {} : { status: tab }) });
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'audit'; ids: number[] } | null>(null);
  const done = () => {
    setDialog(null);
    refetch();
  };
  const countOf = (s: Tab) => (s === 'all' ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(s) ?? 0));

  const columns: DataTableColumn<PaymentRow>[] = [
    { key: 'billNo', header: t('pay.col.billNo'), hideable: false, cell: (r) => <Text fontFamily="mono" fontWeight="medium">{r.billNo}</Text> },
    { key: 'orderNo', header: t('pay.col.orderNo'), cell: (r) => r.purchaseOrderNo },
    { key: 'amount', header: t('pay.col.amount'), align: 'end', cell: (r) => String(r.amount) },
    { key: 'status', header: t('pay.col.status'), cell: (r) => <Badge colorPalette={COLORS[r.status] ?? 'gray'}>{t(`pay.status.${r.status}` as PurchaseOrdersMessageId)}</Badge> },
    {
      key: 'requester', header: t('pay.col.requester'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.requesterName || '—'}</Text>
          {r.remark ? <Text textStyle="xs" color="fg.muted" lineClamp={1}>{r.remark}</Text> : null}
        </Stack>
      ),
    },
    {
      key: 'auditor', header: t('pay.col.auditor'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.auditorName || '—'}</Text>
          {r.auditRemark ? <Text textStyle="xs" color="fg.muted" lineClamp={1}>{r.auditRemark}</Text> : null}
        </Stack>
      ),
    },
    { key: 'createdAt', header: t('pay.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <PageFrame title={t(`pay.${p}.title`)} description={t(`pay.${p}.description`)}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(d) => {
          setTab(d.value as Tab);
          setPage(FIRST_PAGE);
        }}
        variant="line"
      >
        <Tabs.List>
          {(['all', ...PAYMENT_STATUSES] as const).map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {t(`pay.tab.${s}` as PurchaseOrdersMessageId, { count: countOf(s) })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DataTable
        aria-label={t(`pay.${p}.title`)}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(pg, size) => {
          setPage(pg);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t(`pay.${p}.empty`)}
        columnsStorageKey={`table.${kind === 'payment' ? 'invoice' : 'refundNote'}.columns`}
        batchActions={[
          {
            key: 'audit', label: t('pay.audit'), permission: 'purchasePayment.audit', allowEmpty: true,
            onClick: (_rows, keys) => (keys.length ? setDialog({ kind: 'audit', ids: keys.map(Number) }) : toastError(t('po.tickFirst'))),
          },
        ]}
        toolbar={
          <PermissionGuard permission="purchasePayment.create">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t(`pay.${p}.create`)}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog?.kind === 'create' ? <PaymentFormDialog kind={kind} onClose={() => setDialog(null)} onSaved={done} /> : null}
      {dialog?.kind === 'audit' ? (
        <AuditDialog
          ids={dialog.ids}
          title={t('pay.auditTitle', { count: dialog.ids.length })}
          rejectLabel={t('pay.status.rejected')}
          doneText={(count) => t('pay.audit.done', { count })}
          onAudit={async (input) => {
            const o = await actions.audit(input);
            return o.ok ? { ok: true, data: { refused: o.data.refused } } : o;
          }}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
    </PageFrame>
  );
}

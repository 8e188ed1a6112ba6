/** /unusualReceipt: exception forms by status tab; create, batch review, process, complete (spec 02 §4). */
import { Badge, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { ABNORMAL_STATUSES, ABNORMAL_TRANSITIONS, ABNORMAL_TYPES, type AbnormalStatus } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { AbnormalReceiptFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastError,
  toastSuccess,
  useConfirm,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { AbnormalFormDialog } from './components/AbnormalFormDialog';
import { useAbnormalReceipts, useReceivingActions, type AbnormalRow } from './hooks';
import { receivingMessages, type ReceivingMessageId } from './messages';

export function UnusualReceiptPage() {
  return (
    <FeatureScope messages={receivingMessages}>
      <UnusualScreen />
    </FeatureScope>
  );
}

const COLORS: Record<string, string> = { pendingReview: 'orange', approved: 'green', processing: 'blue', completed: 'gray' };
const can = (action: keyof typeof ABNORMAL_TRANSITIONS, status: string) => (ABNORMAL_TRANSITIONS[action].from as readonly string[]).includes(status);

function UnusualScreen() {
  const t = useFeatureText(receivingMessages);
  const confirm = useConfirm();
  const actions = useReceivingActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('rcv.ab.filter.keyword'), type: 'text' },
      { name: 'type', label: t('rcv.ab.filter.type'), type: 'select', options: ABNORMAL_TYPES.map((v) => ({ value: v, label: t(`rcv.ab.type.${v}`) })) },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [search, setSearch] = useState<AbnormalReceiptFilter>({});
  const [tab, setTab] = useState<'all' | AbnormalStatus>('all');
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const filter = useMemo(() => ({ ...search, status: tab === 'all' ? undefined : tab }), [search, tab]);
  const { rows, total, counts, loading, error, refetch } = useAbnormalReceipts(page, pageSize, filter);
  const [creating, setCreating] = useState(false);
  const countOf = (s: string) => (s === 'all' ? (counts?.all ?? 0) : (counts?.byStatus.find((c) => c.status === s)?.count ?? 0));

  const run = async (row: AbnormalRow, question: ReceivingMessageId, action: () => Promise<Outcome<unknown>>, success: ReceivingMessageId) => {
    if (!(await confirm({ message: t(question, { billNo: row.billNo }) }))) return;
    const outcome = await action();
    if (outcome.ok) {
      toastSuccess(t(success));
      refetch();
    } else showFailure(outcome, t('rcv.failed'));
  };

  const review = async (selected: AbnormalRow[]) => {
    if (!selected.length) return;
    if (!(await confirm({ message: t('rcv.ab.confirmReview', { count: selected.length }) }))) return;
    const outcome = await actions.reviewAbnormal(selected.map((r) => r.id));
    if (!outcome.ok) return showFailure(outcome, t('rcv.failed'));
    if (outcome.data.receipts.length) toastSuccess(t('rcv.ab.reviewed', { count: outcome.data.receipts.length }));
    if (outcome.data.refused.length) toastError(outcome.data.refused.map((r) => t('rcv.ab.reviewRefused', { billNo: r.billNo, message: r.message })).join('\n'));
    refetch();
  };

  const button = (row: AbnormalRow, label: ReceivingMessageId, onClick: () => void) => (
    <Button size="xs" variant="ghost" colorPalette="teal" onClick={onClick} aria-label={t('rcv.ab.actionLabel', { action: t(label), billNo: row.billNo })}>
      {t(label)}
    </Button>
  );

  const columns: DataTableColumn<AbnormalRow>[] = [
    { key: 'billNo', header: t('rcv.ab.col.billNo'), hideable: false, cell: (r) => <Text fontFamily="mono" fontWeight="medium">{r.billNo}</Text> },
    {
      key: 'order',
      header: t('rcv.ab.col.order'),
      cell: (r) => (
        <Stack gap="0">
          <Text fontFamily="mono">{r.purchaseOrderNo}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.supplierName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('rcv.ab.col.type'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{t(`rcv.ab.type.${r.type}` as ReceivingMessageId)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {t(`rcv.ab.method.${r.method}` as ReceivingMessageId)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'lines',
      header: t('rcv.ab.col.lines'),
      cell: (r) => (
        <Stack gap="0">
          {r.lines.map((l) => (
            <Text key={l.id} textStyle="sm">
              {l.sku} × {l.quantity} · {l.waybillNos.join(', ')}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'amounts',
      header: t('rcv.ab.col.amounts'),
      cell: (r) => (
        <Stack gap="0">
          {r.lines.map((l) => (
            <Text key={l.id} textStyle="sm">
              {Number(l.receiptPrice).toFixed(2)} / {Number(l.refundAmount).toFixed(2)}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'status', header: t('rcv.ab.col.status'), cell: (r) => <Badge colorPalette={COLORS[r.status] ?? 'gray'}>{t(`rcv.ab.status.${r.status}` as ReceivingMessageId)}</Badge> },
    {
      key: 'created',
      header: t('rcv.ab.col.created'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.creatorName || '—'}</Text>
          <Text textStyle="xs" color="fg.muted">
            {formatDateTime(r.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('rcv.ab.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="0">
          <PermissionGuard permission="abnormalReceipt.review">
            {can('approve', r.status) ? button(r, 'rcv.ab.review', () => void review([r])) : null}
          </PermissionGuard>
          <PermissionGuard permission="abnormalReceipt.update">
            {can('process', r.status) ? button(r, 'rcv.ab.process', () => void run(r, 'rcv.ab.confirmProcess', () => actions.processAbnormal(r.id), 'rcv.ab.processed')) : null}
            {can('complete', r.status) ? button(r, 'rcv.ab.complete', () => void run(r, 'rcv.ab.confirmComplete', () => actions.completeAbnormal(r.id), 'rcv.ab.completed')) : null}
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t('rcv.ab.title')} description={t('rcv.ab.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setSearch({ keyword: textOrUndefined(v.keyword), type: textOrUndefined(v.type) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(d) => {
          setTab(d.value as 'all' | AbnormalStatus);
          setPage(FIRST_PAGE);
        }}
        variant="line"
      >
        <Tabs.List>
          {(['all', ...ABNORMAL_STATUSES] as const).map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {t(`rcv.ab.tab.${s}` as ReceivingMessageId, { count: countOf(s) })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DataTable
        aria-label={t('rcv.ab.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('rcv.ab.empty')}
        columnsStorageKey="table.unusualReceipt.columns"
        batchActions={[{ key: 'review', label: t('rcv.ab.review'), permission: 'abnormalReceipt.review', onClick: (selected) => review(selected) }]}
        toolbar={
          <PermissionGuard permission="abnormalReceipt.update">
            <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
              <LuPlus />
              {t('rcv.ab.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {creating ? (
        <AbnormalFormDialog
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}

/** /unusualReceipt: exception forms by status tab; create, batch review, process, complete (spec 02 §4). */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { oneOf, ABNORMAL_STATUSES, ABNORMAL_TRANSITIONS, ABNORMAL_TYPES, type AbnormalStatus } from '@erp/schema';
import type { AbnormalReceiptFilter } from '../../api/generated/types';
import { toastError, toastSuccess, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { pageOf, confirmedItem, actionsColumn, LifecycleActions, type LifecycleItem, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ReviewListPage } from '../purchase-orders/ReviewListPage';
import { AbnormalFormDialog } from './components/AbnormalFormDialog';
import { abnormalList, useReceivingCommands, type AbnormalRow } from './hooks';
import { receivingMessages, type ReceivingMessageId } from './messages';
import { codeColumn, TwoLines } from '../../ui/cells';

export const UnusualReceiptPage = featurePage(receivingMessages, UnusualScreen);

const COLORS: Record<string, string> = { pendingReview: 'orange', approved: 'green', processing: 'blue', completed: 'gray' };
type Tab = 'all' | AbnormalStatus;
const TABS: readonly Tab[] = ['all', ...ABNORMAL_STATUSES];
type Action = keyof typeof ABNORMAL_TRANSITIONS;
const toFilter = (v: FilterValues): AbnormalReceiptFilter => ({ keyword: textOrUndefined(v.keyword), type: textOrUndefined(v.type) });

function UnusualScreen() {
  const t = useFeatureText(receivingMessages);
  const commands = useReceivingCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('rcv.ab.filter.keyword'), type: 'text' },
    choiceField('type', t('rcv.ab.filter.type'), ABNORMAL_TYPES, (v) => t(`rcv.ab.type.${v}`)),
  ];
  const screen = useListScreen({
    ...abnormalList,
    fields,
    toFilter,
    tabs: { values: TABS },
    variables: (filter, _sort, tab) => ({ filter: { ...filter, status: oneOf(ABNORMAL_STATUSES, tab) } }),
  });
  const dialog = useDialog<'create'>(screen.reload);
  const counts = screen.data?.abnormalReceiptCounts;
  const countOf = (s: Tab) => (s === 'all' ? (counts?.all ?? 0) : (counts?.byStatus.find((c) => c.status === s)?.count ?? 0));
  const failure = t('rcv.failed');

  /** Approve the forms (one row or the ticked ones): the approved counted, the refused named. */
  const review = (rows: AbnormalRow[]) =>
    screen.run(
      async () => {
        const outcome = await commands.reviewAbnormal({ ids: rows.map((r) => r.id) }, { failure });
        if (outcome.ok) {
          if (outcome.data.receipts.length) toastSuccess(t('rcv.ab.reviewed', { count: outcome.data.receipts.length }));
          if (outcome.data.refused.length)
            toastError(outcome.data.refused.map((r) => t('rcv.ab.reviewRefused', { billNo: r.billNo, message: r.message })).join('\n'));
        }
        return outcome;
      },
      { confirm: t('rcv.ab.confirmReview', { count: rows.length }) },
    );

  const actionsOf = (r: AbnormalRow): LifecycleItem<Action>[] => [
    { action: 'approve', label: t('rcv.ab.review'), permission: 'abnormalReceipt.review', onClick: () => void review([r]) },
    confirmedItem(
      screen.run,
      { action: 'process', label: t('rcv.ab.process'), permission: 'abnormalReceipt.update', confirm: t('rcv.ab.confirmProcess', { billNo: r.billNo }) },
      () => commands.processAbnormal({ id: r.id }, { success: t('rcv.ab.processed'), failure }),
    ),
    confirmedItem(
      screen.run,
      { action: 'complete', label: t('rcv.ab.complete'), permission: 'abnormalReceipt.update', confirm: t('rcv.ab.confirmComplete', { billNo: r.billNo }) },
      () => commands.completeAbnormal({ id: r.id }, { success: t('rcv.ab.completed'), failure }),
    ),
  ];

  const columns: DataTableColumn<AbnormalRow>[] = [
    codeColumn('billNo', t('rcv.ab.col.billNo'), (r) => r.billNo),
    {
      key: 'order',
      header: t('rcv.ab.col.order'),
      cell: (r) => <TwoLines main={r.purchaseOrderNo} sub={r.supplierName} mono />,
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
    {
      key: 'status',
      header: t('rcv.ab.col.status'),
      cell: (r) => <Badge colorPalette={COLORS[r.status] ?? 'gray'}>{t(`rcv.ab.status.${r.status}` as ReceivingMessageId)}</Badge>,
    },
    {
      key: 'created',
      header: t('rcv.ab.col.created'),
      cell: (r) => <TwoLines main={r.creatorName || '—'} sub={formatDateTime(r.createdAt)} />,
    },
    actionsColumn(t('rcv.ab.col.actions'), (r) => (
      <LifecycleActions transitions={ABNORMAL_TRANSITIONS} status={r.status} record={r.billNo} actions={actionsOf(r)} />
    )),
  ];

  return (
    <ReviewListPage
      page={pageOf(t, 'rcv.ab', 'unusualReceipt', undefined, {
        create: { permission: 'abnormalReceipt.update', label: t('rcv.ab.create'), onClick: () => dialog.open('create') },
      })}
      screen={screen}
      columns={columns}
      transitions={ABNORMAL_TRANSITIONS}
      tabs={TABS}
      tabLabel={(s) => t(`rcv.ab.tab.${s}` as ReceivingMessageId)}
      count={countOf}
      review={{
        key: 'review',
        label: t('rcv.ab.review'),
        permission: 'abnormalReceipt.review',
        actions: 'approve',
        onClick: (rows: AbnormalRow[]) => review(rows),
      }}
    >
      {dialog.current === 'create' ? <AbnormalFormDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ReviewListPage>
  );
}

/**
 * /distributePackage: processing orders get their shipping warehouse and carrier channel. By
 * default only the orders still missing one of the two are listed (filter `unassigned`). Choices
 * are kept on the page (per row, or for all selected rows at once) until "save", which sends
 * updateOrder for each changed order with a progress count; refused orders are listed with the
 * server's message. The shell warns before leaving this page (spec 01 §2); while assignments are
 * unsaved the browser's own leave prompt is armed as well.
 */
import { Badge, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useLeaveWarning } from '../../ui/useLeaveWarning';
import { FilterBar, FIRST_PAGE, PermissionGuard, toastSuccess, useHasPermission, type DataTableColumn } from '../../ui';
import { useListScreen, type BatchFailure, type BatchSummary } from '../../ui/resource';
import { ChannelSelect } from '../logistics/ChannelSelect';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { BatchResultDialog } from './components/BatchResultDialog';
import { OrderDetailDialog } from './components/OrderDetailDialog';
import { OrdersTable } from './components/OrdersTable';
import { compactFilter, toOrderFilter, useOrderFilterFields } from './filters';
import { announceOrdersChanged, orderList, useOrderCommands, type OrderRow } from './hooks';
import { ordersMessages } from './messages';
import { ProgressBar } from '../../ui/ProgressBar';

export const DistributePackagePage = featurePage(ordersMessages, DistributeScreen);

interface Assignment {
  warehouseId: number | null;
  channelId: number | null;
}

function DistributeScreen() {
  const t = useFeatureText(ordersMessages);
  const fields = useOrderFilterFields();
  const [onlyUnassigned, setOnlyUnassigned] = useState(true);
  const screen = useListScreen({
    ...orderList,
    fields,
    toFilter: toOrderFilter,
    variables: (search) => ({ filter: compactFilter({ ...search, status: 'processing' as const, unassigned: onlyUnassigned ? true : undefined }) }),
  });
  const { rows } = screen;
  const selected = screen.selection.keys;
  const { update } = useOrderCommands();
  const canEdit = useHasPermission('order.update');

  const [pending, setPending] = useState<Record<number, Assignment & { orderNo: string }>>({});
  const [bulk, setBulk] = useState<Assignment>({ warehouseId: null, channelId: null });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BatchSummary | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const count = Object.keys(pending).length;
  useLeaveWarning(count > 0, t('orderScreen.form.leave'));

  const current = (r: OrderRow): Assignment => pending[r.id] ?? { warehouseId: r.warehouseId ?? null, channelId: r.logisticsChannelId ?? null };
  const assign = (r: OrderRow, patch: Partial<Assignment>) =>
    setPending((prev) => {
      const next = { ...current(r), ...patch };
      const copy = { ...prev };
      if (next.warehouseId === (r.warehouseId ?? null) && next.channelId === (r.logisticsChannelId ?? null)) delete copy[r.id];
      else copy[r.id] = { ...next, orderNo: r.orderNo };
      return copy;
    });

  const applyBulk = () => {
    for (const r of rows) {
      if (!selected.includes(r.id)) continue;
      assign(r, { ...(bulk.warehouseId ? { warehouseId: bulk.warehouseId } : {}), ...(bulk.channelId ? { channelId: bulk.channelId } : {}) });
    }
  };

  const saveAll = async () => {
    const list = Object.entries(pending);
    if (list.length === 0) return;
    setProgress({ done: 0, total: list.length });
    const failures: BatchFailure[] = [];
    let ok = 0;
    const saved: number[] = [];
    for (const [idText, a] of list) {
      const id = Number(idText);
      const input: { warehouseId?: number; logisticsChannelId?: number } = {};
      if (a.warehouseId) input.warehouseId = a.warehouseId;
      if (a.channelId) input.logisticsChannelId = a.channelId;
      // refused orders are listed together afterwards (BatchResultDialog)
      const outcome = await update({ id, input }, { quiet: true });
      if (outcome.ok) {
        ok += 1;
        saved.push(id);
      } else
        failures.push({ id, label: a.orderNo, message: outcome.message || Object.values(outcome.fieldErrors).flat().join(' ') || t('orderScreen.failed') });
      setProgress((p) => (p ? { ...p, done: p.done + 1 } : p));
    }
    setPending((prev) => {
      const copy = { ...prev };
      for (const id of saved) delete copy[id];
      return copy;
    });
    setProgress(null);
    screen.reload();
    announceOrdersChanged();
    if (failures.length) setResult({ succeeded: ok, failures });
    else toastSuccess(t('orderScreen.batchDone', { action: t('orderScreen.save'), ok }));
  };

  const assignColumn: DataTableColumn<OrderRow> = useMemo(
    () => ({
      key: 'assign',
      header: t('orderScreen.col.assign'),
      hideable: false,
      cell: (r: OrderRow) => {
        const a = pending[r.id] ?? { warehouseId: r.warehouseId ?? null, channelId: r.logisticsChannelId ?? null };
        return (
          <Stack gap="1" minW="48">
            <WarehouseSelect
              size="xs"
              value={a.warehouseId}
              onChange={(id) => assign(r, { warehouseId: id })}
              disabled={!canEdit || progress !== null}
              aria-label={t('orderScreen.distribute.warehouseOf', { orderNo: r.orderNo })}
            />
            <ChannelSelect
              size="xs"
              value={a.channelId}
              onChange={(id) => assign(r, { channelId: id })}
              forWarehouseId={a.warehouseId}
              disabled={!canEdit || progress !== null}
              aria-label={t('orderScreen.distribute.channelOf', { orderNo: r.orderNo })}
            />
            {pending[r.id] ? (
              <Badge size="xs" colorPalette="orange" alignSelf="start">
                {t('orderScreen.distribute.pending')}
              </Badge>
            ) : null}
          </Stack>
        );
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pending, canEdit, progress, t],
  );

  return (
    <PageFrame title={t('orderScreen.title.distribute')} description={t('orderScreen.desc.distribute')}>
      <FilterBar {...screen.filterBar} />
      <Checkbox.Root
        size="sm"
        checked={onlyUnassigned}
        onCheckedChange={(d) => {
          setOnlyUnassigned(d.checked === true);
          screen.setPage(FIRST_PAGE);
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('orderScreen.distribute.onlyUnassigned')}</Checkbox.Label>
      </Checkbox.Root>
      <PermissionGuard permission="order.update">
        <HStack gap="2" wrap="wrap" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
          <BulkChoice label={t('orderScreen.distribute.warehouse')}>
            <WarehouseSelect
              size="sm"
              value={bulk.warehouseId}
              onChange={(id) => setBulk((b) => ({ ...b, warehouseId: id }))}
              aria-label={t('orderScreen.distribute.warehouse')}
            />
          </BulkChoice>
          <BulkChoice label={t('orderScreen.distribute.channel')}>
            <ChannelSelect
              size="sm"
              value={bulk.channelId}
              onChange={(id) => setBulk((b) => ({ ...b, channelId: id }))}
              forWarehouseId={bulk.warehouseId ?? undefined}
              aria-label={t('orderScreen.distribute.channel')}
            />
          </BulkChoice>
          <Button
            size="sm"
            variant="outline"
            alignSelf="end"
            disabled={selected.length === 0 || (!bulk.warehouseId && !bulk.channelId) || progress !== null}
            onClick={applyBulk}
          >
            {t('orderScreen.distribute.apply')}
          </Button>
          <HStack gap="2" alignSelf="end" ms="auto">
            <Button size="sm" variant="ghost" disabled={count === 0 || progress !== null} onClick={() => setPending({})}>
              {t('orderScreen.distribute.discard')}
            </Button>
            <Button size="sm" colorPalette="teal" disabled={count === 0} loading={progress !== null} onClick={() => void saveAll()}>
              {t('orderScreen.distribute.saveAll', { count })}
            </Button>
          </HStack>
        </HStack>
      </PermissionGuard>
      {progress ? (
        <Stack gap="1" aria-live="polite">
          <Text textStyle="sm">{t('orderScreen.distribute.progress', { done: progress.done, total: progress.total })}</Text>
          <ProgressBar value={(progress.done / Math.max(progress.total, 1)) * 100} size="sm" colorPalette="teal" />
        </Stack>
      ) : null}
      <OrdersTable
        {...screen.table}
        aria-label={t('orderScreen.title.distribute')}
        onOpen={(r) => setDetailId(r.id)}
        selectable={canEdit}
        hideColumns={['shipping', 'status']}
        extraColumns={[assignColumn]}
        extraColumnsFirst
        columnsStorageKey="table.distributePackage.columns"
      />
      {detailId !== null ? <OrderDetailDialog orderId={detailId} onClose={() => setDetailId(null)} onChanged={screen.reload} /> : null}
      {result ? <BatchResultDialog title={t('orderScreen.title.distribute')} result={result} onClose={() => setResult(null)} /> : null}
    </PageFrame>
  );
}

/** A select of the bulk bar under its small muted label. */
function BulkChoice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="48">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

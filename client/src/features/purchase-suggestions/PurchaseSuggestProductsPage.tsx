/**
 * /purchaseSuggestProducts: the stocking recommendation per SKU × warehouse with its terms and a
 * 'how computed' dialog per row; join the plan, generate purchase orders, batch safety stock,
 * global settings (weights, coefficient ranges) and a SKU's advanced settings.
 */
import { Badge, Button, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { SUGGESTION_WINDOWS } from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import { LuPlus, LuSettings, LuTrash2 } from 'react-icons/lu';
import type { PurchaseSuggestionFilter, PurchaseSuggestionSettingInput } from '../../api/generated/types';
import { PermissionGuard, toastError, toastSuccess, type BatchAction, type DataTableColumn, type FilterValues } from '../../ui';
import { SkuCell } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { actionsColumn, FormDialog, RowActions, useDialog, useListScreen, ListPage, titledPage } from '../../ui/resource';
import {
  baseFilter,
  BreakdownDialog,
  GenerateDialog,
  NumberField,
  generateAction,
  requireTicked,
  SupplierCell,
  useBaseFilterFields,
  useText,
  WarehouseSelect,
  type GenerateItem,
} from './components';
import { pairKeyOf, suggestionList, usePurchaseSuggestionCommands, useSuggestionSettings, type SuggestionRow } from './hooks';
import { purchaseSuggestionsMessages } from './messages';

export const PurchaseSuggestProductsPage = featurePage(purchaseSuggestionsMessages, SuggestScreen);

type Dialog =
  | { kind: 'breakdown'; row: SuggestionRow }
  | { kind: 'generate'; items: GenerateItem[] }
  | { kind: 'safety'; rows: SuggestionRow[] }
  | { kind: 'settings' }
  | { kind: 'advanced'; row: SuggestionRow };

const toFilter = (v: FilterValues): PurchaseSuggestionFilter => ({ ...baseFilter(v), onlyNeeded: v.onlyNeeded === 'true' ? true : undefined });

function SuggestScreen() {
  const t = useText();
  const commands = usePurchaseSuggestionCommands();
  const neededField = useMemo(
    () => [{ name: 'onlyNeeded', label: t('ps.filter.onlyNeeded'), type: 'select' as const, options: [{ value: 'true', label: t('ps.filter.yes') }] }],
    [t],
  );
  const fields = useBaseFilterFields(neededField);
  const screen = useListScreen({ ...suggestionList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);

  const join = async (picked: SuggestionRow[]) => {
    if (!requireTicked(picked, t)) return;
    await screen.run(async () => {
      const outcome = await commands.join(
        { input: { source: 'suggestion', items: picked.map((r) => ({ skuId: r.skuId, warehouseId: r.warehouseId })) } },
        { failure: t('ps.failed') },
      );
      if (outcome.ok) toastSuccess(t('ps.joined', { count: outcome.data }));
      return outcome;
    });
  };
  const batchActions: BatchAction<SuggestionRow>[] = [
    { key: 'join', label: t('ps.joinPlan'), permission: 'purchasePlan.update', allowEmpty: true, onClick: (r) => join(r) },
    generateAction<SuggestionRow>(
      t,
      (x) => Math.max(x.suggestedQuantity, x.moq, 1),
      (items) => dialog.open({ kind: 'generate', items }),
    ),
    {
      key: 'safety',
      label: t('ps.batchSafety'),
      permission: 'purchaseSetting.update',
      allowEmpty: true,
      onClick: (r) => {
        if (requireTicked(r, t)) dialog.open({ kind: 'safety', rows: r });
      },
    },
  ];

  const columns: DataTableColumn<SuggestionRow>[] = [
    { key: 'product', header: t('ps.col.product'), hideable: false, cell: (r) => <SkuCell {...r} mono /> },
    { key: 'warehouse', header: t('ps.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'supplier', header: t('ps.col.supplier'), cell: (r) => <SupplierCell name={r.supplierName} type={r.supplierType} /> },
    { key: 'sellable', header: t('ps.col.sellable'), align: 'end', cell: (r) => r.sellable },
    { key: 'preSale', header: t('ps.col.preSale'), align: 'end', cell: (r) => r.preSale, hiddenByDefault: true },
    { key: 'pending', header: t('ps.col.pendingReceipt'), align: 'end', cell: (r) => r.pendingReceipt },
    { key: 'waiting', header: t('ps.col.waiting'), align: 'end', cell: (r) => r.outOfStockDemand },
    { key: 'avg', header: t('ps.col.avg'), align: 'end', cell: (r) => `${r.avg3.toFixed(2)} / ${r.avg90.toFixed(2)}` },
    { key: 'daily', header: t('ps.col.daily'), align: 'end', cell: (r) => r.dailySales.toFixed(2) },
    { key: 'safety', header: t('ps.col.safety'), align: 'end', cell: (r) => r.safetyStock },
    { key: 'demandSupply', header: t('ps.col.demandSupply'), align: 'end', cell: (r) => `${r.demand} / ${r.supply}` },
    { key: 'cover', header: t('ps.col.coverDays'), align: 'end', cell: (r) => (r.coverDays == null ? '—' : r.coverDays) },
    {
      key: 'suggested',
      header: t('ps.col.suggested'),
      align: 'end',
      cell: (r) => (
        <Stack gap="0" align="end">
          <Text fontWeight="bold" color={r.needed ? 'teal.600' : 'fg.muted'}>
            {r.needed ? r.suggestedQuantity : t('ps.notNeeded')}
          </Text>
          {r.inPlan ? (
            <Badge size="sm" colorPalette="blue">
              {t('ps.inPlan')}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    actionsColumn(t('ps.col.actions'), (r) => {
      // both buttons open a dialog on the row; their names say the action and the SKU
      const opens = (kind: 'breakdown' | 'advanced', label: string) => ({
        key: kind,
        label,
        colorPalette: 'gray',
        ariaLabel: t('ps.actionLabel', { action: label, sku: r.sku }),
        onClick: () => dialog.open({ kind, row: r }),
      });
      return (
        <RowActions
          record={r.sku}
          actions={[opens('breakdown', t('ps.howComputed')), { ...opens('advanced', t('ps.advanced')), permission: 'purchaseSetting.update' }]}
        />
      );
    }),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={titledPage(t, 'ps.suggest', 'purchaseSuggestProducts', t('ps.empty.suggest'), {
        toolbar: (
          <PermissionGuard permission="purchaseSetting.update">
            <Button size="sm" variant="outline" onClick={() => dialog.open({ kind: 'settings' })}>
              <LuSettings />
              {t('ps.settings')}
            </Button>
          </PermissionGuard>
        ),
      })}
      screen={screen}
      columns={columns}
      rowKey={pairKeyOf}
      batchActions={batchActions}
    >
      {open?.kind === 'breakdown' ? <BreakdownDialog sku={open.row.sku} terms={open.row.breakdown} onClose={dialog.close} /> : null}
      {open?.kind === 'generate' ? <GenerateDialog items={open.items} source="suggestion" onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'safety' ? <BatchSafetyDialog rows={open.rows} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'settings' ? <SettingsDialog onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'advanced' ? <SettingsDialog row={open.row} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}

const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

function BatchSafetyDialog({ rows, onClose, onDone }: { rows: SuggestionRow[]; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const { safety, busy } = usePurchaseSuggestionCommands();
  const warehouses = [...new Set(rows.map((r) => r.warehouseId))];
  const [warehouseId, setWarehouseId] = useState(warehouses.length === 1 ? String(warehouses[0]) : '');
  const [v, setV] = useState({ safetyStock: '', stockFloor: '0', safeDays: '', moq: '' });
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  const submit = async () => {
    if (!warehouseId) return toastError(t('ps.gen.chooseWarehouse'));
    const input = {
      skuIds: [...new Set(rows.map((r) => r.skuId))],
      warehouseId: Number(warehouseId),
      safetyStock: num(v.safetyStock),
      stockFloor: num(v.stockFloor),
      safeDays: num(v.safeDays),
      moq: num(v.moq),
    };
    const outcome = await safety({ input }, { success: t('ps.saved'), failure: t('ps.failed') });
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog title={t('ps.safety.title')} onClose={onClose} onSubmit={() => void submit()} busy={busy} cancelText={t('ps.cancel')} submitText={t('ps.save')}>
      <Text color="fg.muted">{t('ps.safety.count', { count: new Set(rows.map((r) => r.skuId)).size })}</Text>
      <WarehouseSelect label={t('ps.safety.warehouse')} value={warehouseId} onChange={setWarehouseId} />
      <Grid templateColumns="repeat(2, 1fr)" gap="3">
        <NumberField label={t('ps.safety.safetyStock')} value={v.safetyStock} onChange={set('safetyStock')} />
        <NumberField label={t('ps.safety.stockFloor')} value={v.stockFloor} onChange={set('stockFloor')} />
        <NumberField label={t('ps.safety.safeDays')} value={v.safeDays} onChange={set('safeDays')} />
        <NumberField label={t('ps.safety.moq')} value={v.moq} onChange={set('moq')} min={1} />
      </Grid>
    </FormDialog>
  );
}

interface RangeDraft {
  start: string;
  end: string;
  minQuantity: string;
  maxQuantity: string;
  coefficient: string;
}
const day = (iso: string) => iso.slice(0, 10);
const emptyRange: RangeDraft = { start: '', end: '', minQuantity: '', maxQuantity: '', coefficient: '' };

/** Global settings (numbers, weights per window, coefficient ranges) or a SKU's advanced numbers. */
function SettingsDialog({ row, onClose, onDone }: { row?: SuggestionRow; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const { setting, busy } = usePurchaseSuggestionCommands();
  const { record: settings, loading } = useSuggestionSettings();
  const [v, setV] = useState({ minStockingDays: '', maxStockingDays: '', safeDays: '', moq: '', minOrderDays: '', stockFloor: '' });
  const [weights, setWeights] = useState<Record<number, string>>({});
  const [orders, setOrders] = useState<RangeDraft[]>([]);
  const [sales, setSales] = useState<RangeDraft[]>([]);
  useEffect(() => {
    if (!settings) return;
    const base = row
      ? { ...settings, minStockingDays: row.minStockingDays, maxStockingDays: row.maxStockingDays, moq: row.moq, stockFloor: row.stockFloor }
      : settings;
    setV({
      minStockingDays: String(base.minStockingDays),
      maxStockingDays: String(base.maxStockingDays),
      safeDays: String(base.safeDays),
      moq: String(base.moq),
      minOrderDays: String(base.minOrderDays),
      stockFloor: String(base.stockFloor),
    });
    setWeights(Object.fromEntries(settings.salesWeights.map((w) => [w.days, String(w.weight)])));
    setOrders(
      settings.orderCoefficients.map((c) => ({
        start: day(c.start),
        end: day(c.end),
        minQuantity: String(c.minQuantity),
        maxQuantity: String(c.maxQuantity),
        coefficient: String(c.coefficient),
      })),
    );
    setSales(settings.salesCoefficients.map((c) => ({ ...emptyRange, start: day(c.start), end: day(c.end), coefficient: String(c.coefficient) })));
  }, [settings, row]);
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  const submit = async () => {
    const input: PurchaseSuggestionSettingInput = {
      skuId: row?.skuId,
      minStockingDays: num(v.minStockingDays) ?? -1,
      maxStockingDays: num(v.maxStockingDays) ?? -1,
      safeDays: num(v.safeDays) ?? -1,
      moq: num(v.moq),
      minOrderDays: num(v.minOrderDays),
      stockFloor: num(v.stockFloor),
      ...(row
        ? {}
        : {
            salesWeights: SUGGESTION_WINDOWS.filter((d) => (weights[d] ?? '').trim() !== '').map((d) => ({ days: d, weight: Number(weights[d]) })),
            orderCoefficients: orders.map((o) => ({
              start: o.start,
              end: o.end,
              minQuantity: Number(o.minQuantity),
              maxQuantity: Number(o.maxQuantity),
              coefficient: Number(o.coefficient),
            })),
            salesCoefficients: sales.map((o) => ({ start: o.start, end: o.end, coefficient: Number(o.coefficient) })),
          }),
    };
    const outcome = await setting({ input }, { success: t('ps.saved'), failure: t('ps.failed') });
    if (outcome.ok) onDone();
  };
  const rangeEditor = (list: RangeDraft[], setList: (l: RangeDraft[]) => void, withQuantity: boolean, title: string) => (
    <Stack gap="2">
      <HStack justify="space-between">
        <Text fontWeight="medium">{title}</Text>
        <Button size="xs" variant="outline" onClick={() => setList([...list, { ...emptyRange }])}>
          <LuPlus />
          {t('ps.set.add')}
        </Button>
      </HStack>
      {list.map((r, i) => {
        const upd = (k: keyof RangeDraft) => (value: string) => setList(list.map((x, j) => (j === i ? { ...x, [k]: value } : x)));
        return (
          <HStack key={i} align="end" gap="2">
            <DateField label={t('ps.set.start')} value={r.start} onChange={upd('start')} />
            <DateField label={t('ps.set.end')} value={r.end} onChange={upd('end')} />
            {withQuantity ? <NumberField label={t('ps.set.minQuantity')} value={r.minQuantity} onChange={upd('minQuantity')} /> : null}
            {withQuantity ? <NumberField label={t('ps.set.maxQuantity')} value={r.maxQuantity} onChange={upd('maxQuantity')} /> : null}
            <NumberField label={t('ps.set.coefficient')} value={r.coefficient} onChange={upd('coefficient')} step="0.01" />
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('ps.set.removeRange')}
              onClick={() => setList(list.filter((_, j) => j !== i))}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        );
      })}
    </Stack>
  );
  return (
    <FormDialog
      title={row ? t('ps.advancedOf', { sku: row.sku }) : t('ps.settings')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      size={row ? 'md' : 'xl'}
      cancelText={t('ps.cancel')}
      submitText={t('ps.save')}
    >
      {loading && !settings ? <Text color="fg.muted">{t('ps.set.loading')}</Text> : null}
      <Grid templateColumns="repeat(3, 1fr)" gap="3">
        <NumberField label={t('ps.set.minStockingDays')} value={v.minStockingDays} onChange={set('minStockingDays')} />
        <NumberField label={t('ps.set.maxStockingDays')} value={v.maxStockingDays} onChange={set('maxStockingDays')} />
        <NumberField label={t('ps.set.safeDays')} value={v.safeDays} onChange={set('safeDays')} />
        <NumberField label={t('ps.set.moq')} value={v.moq} onChange={set('moq')} min={1} />
        <NumberField label={t('ps.set.minOrderDays')} value={v.minOrderDays} onChange={set('minOrderDays')} />
        <NumberField label={t('ps.set.stockFloor')} value={v.stockFloor} onChange={set('stockFloor')} />
      </Grid>
      {row ? null : (
        <>
          <Text fontWeight="medium">{t('ps.set.weights')}</Text>
          <Grid templateColumns="repeat(5, 1fr)" gap="3">
            {SUGGESTION_WINDOWS.map((d) => (
              <NumberField
                key={d}
                label={t('ps.set.weightOf', { days: d })}
                value={weights[d] ?? ''}
                onChange={(value) => setWeights((w) => ({ ...w, [d]: value }))}
                step="0.1"
              />
            ))}
          </Grid>
          {rangeEditor(orders, setOrders, true, t('ps.set.orderCoefficients'))}
          {rangeEditor(sales, setSales, false, t('ps.set.salesCoefficients'))}
        </>
      )}
    </FormDialog>
  );
}

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Stack gap="1" flex="1">
      <Text textStyle="xs">{label}</Text>
      <input
        type="date"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ border: '1px solid var(--chakra-colors-border)', borderRadius: 4, padding: '4px 6px', fontSize: 14 }}
      />
    </Stack>
  );
}

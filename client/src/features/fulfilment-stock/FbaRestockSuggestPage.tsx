/**
 * /fbaWarehouseRestockSuggest: FBA restock suggestion per marketplace SKU of one Amazon shop (issue
 * 23 item 6; spec 02 §9 sales windows 7/15/30/90 days, forecast windows 3/7/14/30 days): the shop's
 * sales in each window, the daily sales of the chosen window, the lead days and the target days of
 * cover, less what FBA holds fulfillable and inbound, with a 'how computed' dialog per row. Ticked
 * rows open manual restock (the FBA shipments' screen) with their marketplace SKUs.
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { RESTOCK_DEFAULTS, RESTOCK_FORECAST_WINDOWS, RESTOCK_SALES_WINDOWS } from '@erp/schema';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { FbaRestockFilter } from '../../api/generated/types';
import { toastError, type BatchAction, type DataTableColumn, type FilterValues } from '../../ui';
import { SkuCell, TwoLines } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, useDialog, useListScreen } from '../../ui/resource';
import { BreakdownDialog } from '../purchase-suggestions/components';
import { manualRestockPath, restockList, useFulfilmentShops, useText, type RestockRow } from './hooks';
import { fulfilmentStockMessages, type FulfilmentStockMessageId } from './messages';

export const FbaRestockSuggestPage = featurePage(fulfilmentStockMessages, RestockEntry);

/** A whole number typed in the filter bar, or undefined (the server then uses its default; a bad one is refused there). */
const intOf = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s === '' ? undefined : Number(s);
};

/** Waits for the Amazon shops: the list needs one (the first is chosen until another is). */
function RestockEntry() {
  const t = useText();
  const { shops, loading } = useFulfilmentShops('fba');
  if (loading) return <Text color="fg.muted">…</Text>;
  if (!shops.length)
    return (
      <Stack gap={2} p={4}>
        <Text fontWeight="bold">{t('fs.restock.title')}</Text>
        <Text color="fg.muted">{t('fs.restock.noShops')}</Text>
      </Stack>
    );
  return <RestockScreen shops={shops.map((s) => ({ value: String(s.id), label: s.shopName }))} />;
}

function RestockScreen({ shops }: { shops: { value: string; label: string }[] }) {
  const t = useText();
  const navigate = useNavigate();
  const days = (d: number) => ({ value: String(d), label: t('fs.days', { days: d }) });
  const fields = useMemo(
    () => [
      { name: 'shopId', label: t('fs.filter.shop'), type: 'select' as const, options: shops, allLabel: shops[0]?.label },
      {
        name: 'salesWindow',
        label: t('fs.filter.salesWindow'),
        type: 'select' as const,
        options: RESTOCK_SALES_WINDOWS.map(days),
        allLabel: t('fs.days', { days: 30 }),
      },
      {
        name: 'forecastDays',
        label: t('fs.filter.forecastDays'),
        type: 'select' as const,
        options: RESTOCK_FORECAST_WINDOWS.map(days),
        allLabel: t('fs.days', { days: 14 }),
      },
      { name: 'leadDays', label: t('fs.filter.leadDays'), type: 'number' as const, min: 0, max: 365, step: 1 },
      { name: 'targetCoverDays', label: t('fs.filter.targetCoverDays'), type: 'number' as const, min: 1, max: 365, step: 1 },
      { name: 'keyword', label: t('fs.filter.restockKeyword'), type: 'text' as const },
      { name: 'onlyNeeded', label: t('fs.filter.onlyNeeded'), type: 'select' as const, options: [{ value: 'true', label: t('fs.filter.yes') }] },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, shops],
  );
  const defaultValues = useMemo(
    () => ({
      shopId: '',
      salesWindow: '',
      forecastDays: '',
      leadDays: String(RESTOCK_DEFAULTS.leadDays),
      targetCoverDays: String(RESTOCK_DEFAULTS.targetCoverDays),
      keyword: '',
      onlyNeeded: '',
    }),
    [],
  );
  const toFilter = (v: FilterValues): FbaRestockFilter => ({
    shopId: Number(v.shopId || shops[0]?.value),
    salesWindow: intOf(v.salesWindow),
    forecastDays: intOf(v.forecastDays),
    leadDays: intOf(v.leadDays),
    targetCoverDays: intOf(v.targetCoverDays),
    keyword: textOrUndefined(v.keyword),
    onlyNeeded: v.onlyNeeded === 'true' ? true : undefined,
  });
  const screen = useListScreen({ ...restockList, fields, toFilter, defaultValues });
  const dialog = useDialog<{ row: RestockRow }>(screen.reload);
  const termLabel = (term: string) => t(`fs.term.${term}` as FulfilmentStockMessageId);

  const batchActions: BatchAction<RestockRow>[] = [
    {
      key: 'manualRestock',
      label: t('fs.manualRestock'),
      allowEmpty: true,
      colorPalette: 'teal',
      onClick: (rows) => {
        if (!rows.length) return void toastError(t('fs.tickAtLeastOne'));
        void navigate(
          manualRestockPath(
            rows[0]!.shopId,
            rows.map((r) => ({ sku: r.sku, suggestedQuantity: r.suggestedQuantity })),
          ),
        );
      },
    },
  ];

  const columns: DataTableColumn<RestockRow>[] = [
    {
      key: 'product',
      header: t('fs.col.product'),
      hideable: false,
      cell: (r) => (
        <Stack gap={0.5} align="start">
          <Text fontFamily="mono" fontWeight="medium">
            {r.marketplaceSku}
          </Text>
          {r.skuId != null ? <SkuCell sku={r.sku} productName={r.productName} image={r.image} /> : <Badge colorPalette="orange">{t('fs.unmapped')}</Badge>}
        </Stack>
      ),
    },
    { key: 'sales', header: t('fs.col.sales'), align: 'end', cell: (r) => r.sales.map((s) => s.units).join(' / ') },
    { key: 'daily', header: t('fs.col.daily'), align: 'end', cell: (r) => r.dailySales.toFixed(2) },
    {
      key: 'fulfillable',
      header: t('fs.col.fulfillable'),
      align: 'end',
      cell: (r) => <TwoLines main={String(r.fulfillable)} sub={r.centres.join(', ') || undefined} />,
    },
    { key: 'inbound', header: t('fs.col.inbound'), align: 'end', cell: (r) => r.inbound },
    {
      key: 'forecast',
      header: t('fs.col.forecast'),
      align: 'end',
      cell: (r) =>
        r.stockoutInForecast ? (
          <Badge colorPalette="red" title={t('fs.stockout')}>
            {r.forecast}
          </Badge>
        ) : (
          r.forecast
        ),
    },
    { key: 'demandSupply', header: t('fs.col.demandSupply'), align: 'end', cell: (r) => `${r.demand} / ${r.supply}` },
    { key: 'cover', header: t('fs.col.coverDays'), align: 'end', cell: (r) => (r.coverDays == null ? '—' : r.coverDays) },
    {
      key: 'aged',
      header: t('fs.col.ageOver365'),
      align: 'end',
      cell: (r) => (r.ageOver365 > 0 ? <Badge colorPalette="red">{r.ageOver365}</Badge> : 0),
      hiddenByDefault: true,
    },
    {
      key: 'suggested',
      header: t('fs.col.suggested'),
      align: 'end',
      cell: (r) => (
        <Text fontWeight="bold" color={r.suggestedQuantity > 0 ? 'teal.600' : 'fg.muted'}>
          {r.suggestedQuantity > 0 ? r.suggestedQuantity : t('fs.notNeeded')}
        </Text>
      ),
    },
    actionsColumn(t('fs.col.actions'), (r) => (
      <Button
        size="xs"
        variant="ghost"
        aria-label={t('fs.actionLabel', { action: t('fs.howComputed'), sku: r.marketplaceSku })}
        onClick={() => dialog.open({ row: r })}
      >
        {t('fs.howComputed')}
      </Button>
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={{ title: t('fs.restock.title'), description: t('fs.restock.description'), emptyText: t('fs.restock.empty'), name: 'fbaWarehouseRestockSuggest' }}
      screen={screen}
      columns={columns}
      rowKey="key"
      batchActions={batchActions}
    >
      {open ? <BreakdownDialog sku={open.row.marketplaceSku} terms={open.row.breakdown} label={termLabel} onClose={dialog.close} /> : null}
    </ListPage>
  );
}

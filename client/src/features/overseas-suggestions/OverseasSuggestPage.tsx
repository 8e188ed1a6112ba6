/**
 * /overseasSuggest: restock suggestion per overseas warehouse × SKU with its terms and a 'how
 * computed' dialog per row; the first-mile channel filter sets the lead time; ticked rows become
 * draft stock orders (one per overseas warehouse) or get their safety-stock settings.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useState } from 'react';
import type { OverseasSuggestionFilter } from '../../api/generated/types';
import { toastError, toastSuccess, type BatchAction, type DataTableColumn, type FilterValues } from '../../ui';
import { SkuCell } from '../../ui/cells';
import { ChoiceField } from '../../ui/ChoiceSelect';
import { featurePage } from '../../ui/FeatureScope';
import { idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, FormDialog, ListPage, useDialog, useListScreen } from '../../ui/resource';
import { BreakdownDialog } from '../purchase-suggestions/components';
import { useChannelOptions } from '../stock-orders/hooks';
import { SafetyDialog } from './SafetyDialog';
import { pairKeyOf, suggestionList, useOverseasCommands, useText, useWarehousesOfType, type OverseasRow } from './hooks';
import { overseasSuggestionsMessages, type OverseasSuggestionsMessageId } from './messages';

export const OverseasSuggestPage = featurePage(overseasSuggestionsMessages, SuggestScreen);

type Dialog = { kind: 'breakdown'; row: OverseasRow } | { kind: 'order'; rows: OverseasRow[]; channelId: string } | { kind: 'safety'; rows: OverseasRow[] };

const toFilter = (v: FilterValues): OverseasSuggestionFilter => ({
  warehouseId: idOrUndefined(v.warehouseId),
  channelId: idOrUndefined(v.channelId),
  keyword: textOrUndefined(v.keyword),
  onlyNeeded: v.onlyNeeded === 'true' ? true : undefined,
});

/** Shown by batch buttons when nothing is ticked. */
export function requireTicked<T>(rows: T[], t: ReturnType<typeof useText>): boolean {
  if (rows.length > 0) return true;
  toastError(t('os.tickAtLeastOne'));
  return false;
}

/** Overseas warehouse and keyword filters (and the lead-time channel on the suggestions). */
export function useFilterFields(extra: boolean) {
  const t = useText();
  const warehouses = useWarehousesOfType('overseas');
  const { options: channels } = useChannelOptions();
  return useMemo(
    () => [
      { name: 'warehouseId', label: t('os.filter.warehouse'), type: 'select' as const, options: warehouses },
      ...(extra
        ? [
            {
              name: 'channelId',
              label: t('os.filter.channel'),
              type: 'select' as const,
              options: channels.map((c) => ({ value: String(c.id), label: c.name })),
            },
          ]
        : []),
      { name: 'keyword', label: t('os.filter.keyword'), type: 'text' as const },
      ...(extra
        ? [{ name: 'onlyNeeded', label: t('os.filter.onlyNeeded'), type: 'select' as const, options: [{ value: 'true', label: t('os.filter.yes') }] }]
        : []),
    ],
    [t, warehouses, channels, extra],
  );
}

function SuggestScreen() {
  const t = useText();
  const fields = useFilterFields(true);
  const screen = useListScreen({ ...suggestionList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  const termLabel = (term: string) => t(`os.term.${term}` as OverseasSuggestionsMessageId);

  const batchActions: BatchAction<OverseasRow>[] = [
    {
      key: 'order',
      label: t('os.createOrders'),
      permission: 'overseasSuggest.createStockOrder',
      allowEmpty: true,
      colorPalette: 'teal',
      onClick: (rows) => {
        if (!requireTicked(rows, t)) return;
        const withQuantity = rows.filter((r) => r.suggestedQuantity > 0);
        if (!withQuantity.length) return void toastError(t('os.nothingSuggested'));
        dialog.open({ kind: 'order', rows: withQuantity, channelId: String(screen.values.channelId ?? '') });
      },
    },
    {
      key: 'safety',
      label: t('os.setSafety'),
      permission: 'overseasSafetyStock.update',
      allowEmpty: true,
      onClick: (rows) => {
        if (requireTicked(rows, t)) dialog.open({ kind: 'safety', rows });
      },
    },
  ];

  const columns: DataTableColumn<OverseasRow>[] = [
    { key: 'product', header: t('os.col.product'), hideable: false, cell: (r) => <SkuCell {...r} mono /> },
    { key: 'warehouse', header: t('os.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'sellable', header: t('os.col.sellable'), align: 'end', cell: (r) => r.sellable },
    { key: 'inTransit', header: t('os.col.inTransit'), align: 'end', cell: (r) => r.inTransit },
    { key: 'pending', header: t('os.col.pending'), align: 'end', cell: (r) => r.pendingStockOrders },
    { key: 'avg', header: t('os.col.avg'), align: 'end', cell: (r) => `${r.avg3.toFixed(2)} / ${r.avg90.toFixed(2)}`, hiddenByDefault: true },
    { key: 'daily', header: t('os.col.daily'), align: 'end', cell: (r) => r.dailySales.toFixed(2) },
    { key: 'lead', header: t('os.col.lead'), align: 'end', cell: (r) => r.leadDays },
    { key: 'safety', header: t('os.col.safety'), align: 'end', cell: (r) => r.safetyStock },
    { key: 'demandSupply', header: t('os.col.demandSupply'), align: 'end', cell: (r) => `${r.demand} / ${r.supply}` },
    { key: 'cover', header: t('os.col.coverDays'), align: 'end', cell: (r) => (r.coverDays == null ? '—' : r.coverDays) },
    {
      key: 'suggested',
      header: t('os.col.suggested'),
      align: 'end',
      cell: (r) => (
        <Text fontWeight="bold" color={r.needed ? 'teal.600' : 'fg.muted'}>
          {r.needed ? r.suggestedQuantity : t('os.notNeeded')}
        </Text>
      ),
    },
    actionsColumn(t('os.col.actions'), (r) => (
      <Button
        size="xs"
        variant="ghost"
        aria-label={t('os.actionLabel', { action: t('os.howComputed'), sku: r.sku })}
        onClick={() => dialog.open({ kind: 'breakdown', row: r })}
      >
        {t('os.howComputed')}
      </Button>
    )),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={{ title: t('os.suggest.title'), description: t('os.suggest.description'), emptyText: t('os.empty.suggest'), name: 'overseasSuggest' }}
      screen={screen}
      columns={columns}
      rowKey={pairKeyOf}
      batchActions={batchActions}
    >
      {open?.kind === 'breakdown' ? <BreakdownDialog sku={open.row.sku} terms={open.row.breakdown} label={termLabel} onClose={dialog.close} /> : null}
      {open?.kind === 'order' ? <OrderDialog rows={open.rows} channelId={open.channelId} onClose={dialog.close} onDone={dialog.done} /> : null}
      {open?.kind === 'safety' ? <SafetyDialog rows={open.rows} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}

/** Source (own warehouse) and channel of the draft stock orders made from the ticked suggestions. */
function OrderDialog({ rows, channelId, onClose, onDone }: { rows: OverseasRow[]; channelId: string; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const { createOrders, busy } = useOverseasCommands();
  const sources = useWarehousesOfType('own');
  const { options: channels } = useChannelOptions();
  const [source, setSource] = useState('');
  const [channel, setChannel] = useState(channelId);
  const submit = async () => {
    if (!source) return toastError(t('os.order.chooseSource'));
    const input = {
      sourceWarehouseId: Number(source),
      channelId: channel ? Number(channel) : undefined,
      items: rows.map((r) => ({ warehouseId: r.warehouseId, skuId: r.skuId, quantity: r.suggestedQuantity })),
    };
    const outcome = await createOrders({ input }, { failure: t('os.failed') });
    if (!outcome.ok) return;
    toastSuccess(t('os.order.created', { orders: outcome.data.map((o) => o.orderNo).join(', ') }));
    onDone();
  };
  return (
    <FormDialog
      title={t('os.order.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      cancelText={t('os.cancel')}
      submitText={t('os.create')}
    >
      <Stack gap="3">
        <Text color="fg.muted">{t('os.order.hint')}</Text>
        <Text>{t('os.order.items', { count: rows.length, quantity: rows.reduce((s, r) => s + r.suggestedQuantity, 0) })}</Text>
        <ChoiceField label={t('os.order.source')} value={source} onChange={setSource} options={sources} empty={t('os.order.pick')} />
        <ChoiceField
          label={t('os.order.channel')}
          value={channel}
          onChange={setChannel}
          options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
          empty={t('os.order.noChannel')}
        />
      </Stack>
    </FormDialog>
  );
}

/**
 * /overseasWarehouseInventory: the provider's stock of every bound overseas warehouse beside the
 * ledger's, per SKU and warehouse, the difference flagged; "sync stock" reads a warehouse again
 * (issue 23 item 5; spec 02 §2).
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OverseasInventoryFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues, yesNoField, yesNoOf } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { SkuCell, TwoLines } from '../../ui/cells';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, actionsColumn, useListScreen, ListPage } from '../../ui/resource';
import { SyncChoice } from './components/SyncChoice';
import { inventoryList, useInventoryCommands, useInventoryWarehouses, type InventoryRow } from './hooks';
import { overseasMessages } from './messages';

export const OverseasInventoryPage = featurePage(overseasMessages, InventoryScreen);

const toFilter = (v: FilterValues): OverseasInventoryFilter => ({
  warehouseId: idOrUndefined(v.warehouseId),
  keyword: textOrUndefined(v.keyword),
  onlyDifferences: yesNoOf(v.differences) || undefined,
});

/** The details page of a row (mapped SKUs only: an unmapped provider SKU has no lots of the seller's). */
export const detailsPath = (r: { warehouseId: number; skuId?: number | null }) =>
  `/overseasWarehouseInventoryDetails?warehouseId=${r.warehouseId}&skuId=${r.skuId}`;

function InventoryScreen() {
  const t = useFeatureText(overseasMessages);
  const { warehouses } = useInventoryWarehouses();
  const fields = [
    {
      name: 'warehouseId',
      label: t('overseas.inv.filter.warehouse'),
      type: 'select' as const,
      options: warehouses.map((w) => ({ value: String(w.warehouseId), label: `${w.warehouseName} · ${w.code}` })),
    },
    { name: 'keyword', label: t('overseas.inv.filter.keyword'), type: 'text' as const },
    yesNoField('differences', t('overseas.inv.filter.differences'), t('overseas.inv.onlyDifferences'), t('overseas.inv.noDifferences')),
  ];
  const screen = useListScreen({ ...inventoryList, fields, toFilter });
  const commands = useInventoryCommands();
  const syncable = warehouses
    .filter((w) => w.authorizationStatus === 'activated' && w.available)
    .map((w) => ({ value: String(w.id), label: `${w.warehouseName} · ${w.code}` }));
  const onSync = (chosen: { value: string; label: string }) =>
    void screen.run(() => commands.sync({ providerWarehouseId: Number(chosen.value) }, { success: t('overseas.inv.synced', { name: chosen.label }) }));

  const figure = (n: number | null | undefined) => (n == null ? '—' : n);
  const columns: DataTableColumn<InventoryRow>[] = [
    {
      key: 'warehouse',
      header: t('overseas.inv.col.warehouse'),
      cell: (r) => <TwoLines main={r.warehouseName} sub={`${r.authorizationName} · ${r.providerWarehouseCode}`} />,
    },
    {
      key: 'sku',
      header: t('overseas.inv.col.sku'),
      hideable: false,
      cell: (r) =>
        r.mapped ? (
          <SkuCell sku={r.sku} productName={r.productName} image={r.image} />
        ) : (
          <Stack gap={0.5} align="start">
            <Text fontFamily="mono">{r.providerSku}</Text>
            <Badge colorPalette="orange" title={t('overseas.inv.unmappedHint')}>
              {t('overseas.inv.unmapped')}
            </Badge>
          </Stack>
        ),
    },
    {
      key: 'provider',
      header: t('overseas.inv.col.provider'),
      align: 'end',
      cell: (r) =>
        r.providerOnHand == null ? (
          <Text color="fg.muted">{t('overseas.inv.notSynced')}</Text>
        ) : (
          <TwoLines
            main={String(r.providerOnHand)}
            sub={t('overseas.inv.providerFigures', { available: r.providerAvailable ?? 0, reserved: r.providerReserved ?? 0 })}
          />
        ),
    },
    { key: 'providerInTransit', header: t('overseas.inv.col.providerInTransit'), align: 'end', cell: (r) => figure(r.providerInTransit) },
    {
      key: 'ledger',
      header: t('overseas.inv.col.ledger'),
      align: 'end',
      cell: (r) => (
        <TwoLines main={String(r.ledgerQuantity)} sub={t('overseas.inv.ledgerFigures', { occupied: r.ledgerOccupied, inTransit: r.ledgerInTransit })} />
      ),
    },
    {
      key: 'difference',
      header: t('overseas.inv.col.difference'),
      align: 'end',
      cell: (r) =>
        r.difference == null ? (
          '—'
        ) : r.flagged ? (
          <Badge colorPalette="red" data-flagged="true">
            {r.difference > 0 ? `+${r.difference}` : r.difference}
          </Badge>
        ) : (
          <Text color="fg.muted">0</Text>
        ),
    },
    actionsColumn(t('overseas.inv.col.actions'), (r) =>
      r.mapped ? (
        <Button asChild size="xs" variant="ghost" colorPalette="teal">
          <RouterLink to={detailsPath(r)} aria-label={`${t('overseas.inv.details')} ${r.sku}`}>
            {t('overseas.inv.details')}
          </RouterLink>
        </Button>
      ) : null,
    ),
  ];

  const lastSyncs =
    warehouses.length > 0 ? (
      <Stack gap={0.5}>
        {warehouses.map((w) => (
          <Text key={w.id} textStyle="xs" color="fg.muted">
            {w.inventorySyncedAt
              ? t('overseas.inv.lastSync', { warehouse: w.warehouseName, code: w.code, when: formatDateTime(w.inventorySyncedAt), count: w.inventoryCount })
              : t('overseas.inv.neverSynced', { warehouse: w.warehouseName, code: w.code })}
            {w.authorizationStatus === 'terminated' ? t('overseas.inv.terminatedAuth') : null}
          </Text>
        ))}
      </Stack>
    ) : null;

  return (
    <ListPage
      page={pageOf(t, 'overseas.inv', 'overseasWarehouseInventory', undefined, {
        toolbar: (
          <SyncChoice
            permission="overseasWarehouseInventory.sync"
            options={syncable}
            choose={t('overseas.inv.chooseWarehouse')}
            width="16rem"
            onSync={onSync}
            busy={commands.busy}
          >
            {t('overseas.inv.sync')}
          </SyncChoice>
        ),
      })}
      screen={screen}
      columns={columns}
      rowKey={(r) => `${r.warehouseId}:${r.skuId ?? ''}:${r.providerSku}`}
      above={lastSyncs}
    />
  );
}

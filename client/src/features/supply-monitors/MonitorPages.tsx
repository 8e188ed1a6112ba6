/**
 * The supply monitor screens (issue 23 item 8): /gigacloudStockMonitor, /vidaxlProductMonitor and
 * /sellMonitor share one screen by source. Tab 1 lists the monitored items (`?tab=1&id=…` of a
 * notice opens one item), tab 2 their change records; add / edit / delete (the monitoring person
 * only: other rows show why the buttons are off) and "check now" of the ticked rows with progress.
 */
import { Badge, Button, HStack, Progress, Text, VStack } from '@chakra-ui/react';
import { SUPPLY_CHANGE_KINDS, SUPPLY_SOURCE_PAGE, type PermissionName, type SupplySource } from '@erp/schema';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SupplyMonitorChangeFilter, SupplyMonitorItemFilter } from '../../api/generated/types';
import { Notice, toastSuccess, type BatchAction, type DataTableColumn, type FilterValues } from '../../ui';
import { choiceField } from '../../ui/FilterBar';
import { TwoLines } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, RowActions, StatusTabs, useDialog, useListScreen } from '../../ui/resource';
import { ItemDialog, type ShopOption } from './components/ItemDialog';
import { changeList, itemList, useItemCommands, useText, type ChangeRow, type ItemRow } from './hooks';
import { supplyMonitorsMessages } from './messages';

const TABS = ['1', '2'] as const;
type Tab = (typeof TABS)[number];
/** Items checked per request while "check now" shows its progress. */
export const CHECK_CHUNK = 10;

const writePermission = (source: SupplySource) => `${SUPPLY_SOURCE_PAGE[source]}.update` as PermissionName;
const money = (v: unknown, currency?: string) => (v == null || v === '' ? '—' : `${Number(v).toFixed(2)}${currency ? ` ${currency}` : ''}`);

/** The tab in the URL (`?tab=`), switching clears the other tab's filters. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === '2' ? '2' : '1';
  return [tab, (next) => setParams(new URLSearchParams({ tab: next }))];
}

export function MonitorScreen({ source, shops, titlePrefix }: { source: SupplySource; shops?: ShopOption[]; titlePrefix?: string }) {
  const [tab, setTab] = useTab();
  const t = useText();
  const tabs = <StatusTabs value={tab} tabs={TABS} label={(x) => t(`sm.tab.${x}`)} onChange={setTab} aria-label={t(`sm.${source}.title`)} />;
  return tab === '1' ? (
    <ItemsTab source={source} tabs={tabs} shops={shops} titlePrefix={titlePrefix} />
  ) : (
    <ChangesTab source={source} tabs={tabs} titlePrefix={titlePrefix} />
  );
}

const toItemFilter = (v: FilterValues): SupplyMonitorItemFilter => ({
  keyword: textOrUndefined(v.keyword),
  id: idOrUndefined(v.id),
  supplyShopId: idOrUndefined(v.supplyShopId),
  mine: v.mine === 'yes' ? true : undefined,
});

function pageTexts(t: ReturnType<typeof useText>, source: SupplySource, empty: string, titlePrefix?: string) {
  return { title: titlePrefix ?? t(`sm.${source}.title`), description: t(`sm.${source}.description`), emptyText: empty, name: SUPPLY_SOURCE_PAGE[source] };
}

function ItemsTab({ source, tabs, shops, titlePrefix }: { source: SupplySource; tabs: React.ReactNode; shops?: ShopOption[]; titlePrefix?: string }) {
  const t = useText();
  const fields = [
    { name: 'keyword', label: t('sm.filter.keyword'), type: 'text' as const },
    ...(shops ? [{ name: 'supplyShopId', label: t('sm.filter.shop'), type: 'select' as const, options: shops }] : []),
    choiceField('mine', t('sm.filter.mine'), ['yes'] as const, () => t('sm.yes')),
    { name: 'id', label: t('sm.filter.id'), type: 'text' as const },
  ];
  const screen = useListScreen({ ...itemList, fields, toFilter: toItemFilter, variables: (filter) => ({ source, filter }) });
  const commands = useItemCommands();
  const dialog = useDialog<{ item: ItemRow | null }>(screen.reload);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const permission = writePermission(source);
  const [params, setParams] = useSearchParams();
  const oneId = params.get('id');

  const check = async (rows: ItemRow[]) => {
    if (!rows.length) return;
    const sum = { checked: 0, changed: 0, failed: 0 };
    setProgress({ done: 0, total: rows.length });
    try {
      for (let i = 0; i < rows.length; i += CHECK_CHUNK) {
        const ids = rows.slice(i, i + CHECK_CHUNK).map((r) => r.id);
        const outcome = await commands.check({ source, ids });
        if (!outcome.ok) return;
        sum.checked += outcome.data.checked;
        sum.changed += outcome.data.changed;
        sum.failed += outcome.data.failed;
        setProgress({ done: Math.min(rows.length, i + CHECK_CHUNK), total: rows.length });
      }
      toastSuccess(t('sm.checked', sum));
    } finally {
      setProgress(null);
      screen.reload();
    }
  };

  const batchActions: BatchAction<ItemRow>[] = [
    { key: 'check', label: t('sm.checkNow'), permission, colorPalette: 'teal', onClick: (rows) => void check(rows) },
  ];

  const columns: DataTableColumn<ItemRow>[] = [
    {
      key: 'code',
      header: t('sm.col.code'),
      hideable: false,
      cell: (r) => <TwoLines strong mono main={r.code} sub={[r.title, r.supplyShopName].filter(Boolean).join(' · ')} />,
    },
    ...(source === 'emag'
      ? [
          { key: 'price', header: t('sm.col.price'), align: 'end' as const, cell: (r: ItemRow) => money(r.lastPrice, r.currency) },
          { key: 'lowest', header: t('sm.col.lowest'), align: 'end' as const, cell: (r: ItemRow) => money(r.lowestPrice, r.currency) },
          { key: 'competitors', header: t('sm.col.competitors'), align: 'end' as const, cell: (r: ItemRow) => r.competitorCount },
          {
            key: 'buyBox',
            header: t('sm.col.buyBox'),
            cell: (r: ItemRow) => (r.buyBox == null ? '—' : <Badge colorPalette={r.buyBox ? 'green' : 'orange'}>{t(r.buyBox ? 'sm.ours' : 'sm.other')}</Badge>),
          },
        ]
      : [
          { key: 'stock', header: t('sm.col.stock'), align: 'end' as const, cell: (r: ItemRow) => r.lastStock ?? '—' },
          { key: 'price', header: t('sm.col.price'), align: 'end' as const, cell: (r: ItemRow) => money(r.lastPrice, r.currency) },
          {
            key: 'status',
            header: t('sm.col.status'),
            cell: (r: ItemRow) => <Badge colorPalette={r.available ? 'green' : 'gray'}>{t(r.available ? 'sm.onSale' : 'sm.offShelf')}</Badge>,
          },
        ]),
    {
      key: 'thresholds',
      header: t('sm.col.thresholds'),
      cell: (r) => t('sm.thresholds', { stock: r.stockThreshold, pct: Number(r.priceThresholdPct) }),
      hiddenByDefault: source === 'emag',
    },
    { key: 'sku', header: t('sm.col.sku'), cell: (r) => r.skuCode || '—' },
    { key: 'monitor', header: t('sm.col.monitor'), cell: (r) => r.monitorName },
    {
      key: 'checked',
      header: t('sm.col.checked'),
      cell: (r) => (
        <VStack align="start" gap="0">
          <Text>{r.lastCheckedAt ? formatDateTime(r.lastCheckedAt) : t('sm.notChecked')}</Text>
          {r.lastError ? (
            <Text textStyle="xs" color="fg.error">
              {r.lastError}
            </Text>
          ) : null}
        </VStack>
      ),
    },
    actionsColumn(t('sm.col.actions'), (r) => (
      <VStack align="start" gap="0">
        <RowActions
          record={r.code}
          actions={[
            { key: 'check', label: t('sm.checkNow'), permission, onClick: () => void check([r]) },
            {
              key: 'history',
              label: t('sm.history'),
              onClick: () => setParams(new URLSearchParams({ tab: '2', itemId: String(r.id) })),
            },
            ...(r.mine
              ? [
                  { key: 'edit', label: t('sm.edit'), permission, onClick: () => dialog.open({ item: r }) },
                  deleteItem(screen.run, { label: t('sm.delete'), permission, confirm: t('sm.confirmDelete', { name: r.code }) }, () =>
                    commands.remove({ source, id: r.id }, { success: t('sm.deleted', { name: r.code }) }),
                  ),
                ]
              : []),
          ]}
        />
        {r.mine ? null : (
          <Text textStyle="xs" color="fg.muted">
            {t('sm.onlyMonitor')}
          </Text>
        )}
      </VStack>
    )),
  ];

  return (
    <ListPage
      page={{ ...pageTexts(t, source, t('sm.empty'), titlePrefix), create: { permission, label: t('sm.add'), onClick: () => dialog.open({ item: null }) } }}
      screen={screen}
      columns={columns}
      batchActions={batchActions}
      above={
        <VStack align="stretch" gap="2">
          {tabs}
          {oneId ? (
            <Notice
              title={t('sm.oneItem', { id: oneId })}
              action={
                <Button size="xs" variant="outline" onClick={() => setParams(new URLSearchParams({ tab: '1' }))}>
                  {t('sm.showAll')}
                </Button>
              }
            />
          ) : null}
          {progress ? (
            <HStack gap="3">
              <Progress.Root value={(progress.done / progress.total) * 100} size="xs" flex="1" colorPalette="teal" aria-label={t('sm.checking', progress)}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text textStyle="sm">{t('sm.checking', progress)}</Text>
            </HStack>
          ) : null}
        </VStack>
      }
    >
      {dialog.current ? <ItemDialog source={source} item={dialog.current.item} shops={shops} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

const toChangeFilter = (v: FilterValues): SupplyMonitorChangeFilter => ({ itemId: idOrUndefined(v.itemId), kind: textOrUndefined(v.kind) });

function ChangesTab({ source, tabs, titlePrefix }: { source: SupplySource; tabs: React.ReactNode; titlePrefix?: string }) {
  const t = useText();
  const fields = [
    choiceField('kind', t('sm.filter.kind'), SUPPLY_CHANGE_KINDS, (k) => t(`sm.kind.${k}`)),
    { name: 'itemId', label: t('sm.filter.itemId'), type: 'text' as const },
  ];
  const screen = useListScreen({ ...changeList, fields, toFilter: toChangeFilter, variables: (filter) => ({ source, filter }) });
  const word = (kind: string, v: string) =>
    kind === 'availability' ? t(v === 'onSale' ? 'sm.onSale' : 'sm.offShelf') : kind === 'buyBox' ? t(v === 'ours' ? 'sm.ours' : 'sm.other') : v || '—';
  const columns: DataTableColumn<ChangeRow>[] = [
    { key: 'code', header: t('sm.col.code'), hideable: false, cell: (c) => <TwoLines mono main={c.code} sub={`#${c.itemId}`} /> },
    { key: 'kind', header: t('sm.col.kind'), cell: (c) => <Badge>{t(`sm.kind.${c.kind as (typeof SUPPLY_CHANGE_KINDS)[number]}`)}</Badge> },
    { key: 'change', header: t('sm.col.change'), cell: (c) => `${word(c.kind, c.before)} → ${word(c.kind, c.after)}` },
    { key: 'notified', header: t('sm.col.notified'), align: 'end', cell: (c) => c.notified },
    { key: 'time', header: t('sm.col.time'), cell: (c) => formatDateTime(c.checkedAt) },
  ];
  return <ListPage page={pageTexts(t, source, t('sm.changes.empty'), titlePrefix)} screen={screen} columns={columns} above={tabs} rowKey="id" />;
}

export const GigacloudStockMonitorPage = featurePage(supplyMonitorsMessages, () => <MonitorScreen source="gigacloud" />);
export const VidaxlProductMonitorPage = featurePage(supplyMonitorsMessages, () => <MonitorScreen source="vidaxl" />);
export const SellMonitorPage = featurePage(supplyMonitorsMessages, () => <MonitorScreen source="emag" />);

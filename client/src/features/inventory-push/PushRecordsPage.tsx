/**
 * /inventoryPushRecord (issue 19 points 6 and 7): the push log (status tabs with counts, filters by
 * shop, SKU / listing id and status; each push's quantity, the available stock it came from, the
 * marketplace's answer and the retries), and the drift view: listings whose marketplace quantity
 * differs from what the rule says, with their cause, checked now and pushed now
 * (inventoryPushRecord.push).
 */
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { STOCK_PUSH_STATUSES, oneOf } from '@erp/schema';
import { useState } from 'react';
import type { InventoryPushDriftFilter, InventoryPushRecordFilter } from '../../api/generated/types';
import { PermissionGuard } from '../../ui/PermissionGuard';
import { toastSuccess, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { pageOf, actionsColumn, ListPage, RowActions, StatusTabs, useListScreen } from '../../ui/resource';
import { pushDriftList, pushRecordList, useDriftCommands, usePushShopOptions, type PushDriftRow, type PushRecordRow } from './hooks';
import { stockPushMessages, type StockPushMessageId } from './messages';

export const PushRecordsPage = featurePage(stockPushMessages, PushRecordsScreen);

const TABS = ['all', ...STOCK_PUSH_STATUSES] as const;
type Tab = (typeof TABS)[number];
const VIEWS = ['records', 'drift'] as const;
type View = (typeof VIEWS)[number];
const STATUS_COLORS: Record<string, string> = { pending: 'blue', success: 'green', failed: 'red', retrying: 'orange', superseded: 'gray' };

function PushRecordsScreen() {
  const t = useFeatureText(stockPushMessages);
  const [view, setView] = useState<View>('records');
  const tabs = <StatusTabs value={view} tabs={VIEWS} label={(v) => t(`stockPush.view.${v}`)} onChange={setView} aria-label={t('stockPush.views')} />;
  return view === 'records' ? <RecordsList above={tabs} /> : <DriftList above={tabs} />;
}

function useShopFields(): FilterField[] {
  const t = useFeatureText(stockPushMessages);
  const shops = usePushShopOptions();
  return [
    { name: 'shopId', label: t('stockPush.filter.shop'), type: 'select', options: shops },
    { name: 'keyword', label: t('stockPush.filter.keyword'), type: 'text' },
  ];
}

const shopAndKeyword = (v: FilterValues) => ({ shopId: idOrUndefined(v.shopId), keyword: textOrUndefined(v.keyword) });

function RecordsList({ above }: { above: React.ReactNode }) {
  const t = useFeatureText(stockPushMessages);
  const fields = useShopFields();
  const screen = useListScreen({
    ...pushRecordList,
    fields,
    toFilter: shopAndKeyword,
    tabs: { values: TABS },
    variables: (filter: InventoryPushRecordFilter, _sort, tab) => ({
      filter: { ...filter, status: tab === 'all' ? undefined : oneOf(STOCK_PUSH_STATUSES, tab) },
    }),
  });
  const counts = new Map((screen.data?.inventoryPushRecordCounts ?? []).map((c) => [c.status as string, c.count]));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);

  const columns: DataTableColumn<PushRecordRow>[] = [
    { key: 'time', header: t('stockPush.col.time'), cell: (r) => formatDateTime(r.createdAt) },
    { key: 'shop', header: t('stockPush.col.shop'), cell: (r) => r.shopName },
    {
      key: 'sku',
      header: t('stockPush.col.sku'),
      hideable: false,
      cell: (r) => <TwoLines main={r.sellerSku} sub={r.marketplaceListingId} mono strong />,
    },
    { key: 'quantity', header: t('stockPush.col.quantity'), cell: (r) => `${r.quantityBefore} → ${r.quantityAfter}` },
    { key: 'available', header: t('stockPush.col.available'), cell: (r) => r.available },
    {
      key: 'status',
      header: t('stockPush.col.status'),
      cell: (r) => (
        <Stack gap="0">
          <Badge colorPalette={STATUS_COLORS[r.status]}>{t(`stockPush.status.${r.status}` as StockPushMessageId)}</Badge>
          <Text textStyle="xs" color="fg.muted">
            {t(`stockPush.trigger.${r.trigger}` as StockPushMessageId)}
          </Text>
        </Stack>
      ),
    },
    { key: 'attempts', header: t('stockPush.col.attempts'), cell: (r) => r.attempts },
    {
      key: 'message',
      header: t('stockPush.col.message'),
      cell: (r) => (
        <Stack gap="0">
          <Text textStyle="sm">{r.message || '—'}</Text>
          {r.nextAttemptAt && r.status === 'retrying' ? (
            <Text textStyle="xs" color="fg.muted">
              {t('stockPush.nextAttempt', { time: formatDateTime(r.nextAttemptAt) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <ListPage
      page={pageOf(t, 'stockPush.records', 'inventoryPushRecords')}
      screen={screen}
      columns={columns}
      above={
        <>
          {above}
          <StatusTabs
            value={screen.tab as Tab}
            tabs={TABS}
            label={(s) => t(`stockPush.status.${s}` as StockPushMessageId)}
            count={(s: Tab) => (s === 'all' ? total : (counts.get(s) ?? 0))}
            onChange={screen.setTab}
            aria-label={t('stockPush.tabs')}
          />
        </>
      }
    />
  );
}

function DriftList({ above }: { above: React.ReactNode }) {
  const t = useFeatureText(stockPushMessages);
  const fields = useShopFields();
  const screen = useListScreen({ ...pushDriftList, fields, toFilter: (v): InventoryPushDriftFilter => shopAndKeyword(v), url: false });
  const commands = useDriftCommands();
  const fix = async (ids: number[]) => {
    const outcome = await commands.fix({ ids }, { failure: t('stockPush.actionFailed') });
    if (outcome.ok) toastSuccess(t('stockPush.drift.fixed', { count: outcome.data }));
    screen.reload();
  };
  const check = async () => {
    const outcome = await commands.check({}, { failure: t('stockPush.actionFailed') });
    if (outcome.ok) toastSuccess(t('stockPush.drift.checked', { count: outcome.data }));
    screen.reload();
  };

  const columns: DataTableColumn<PushDriftRow>[] = [
    { key: 'shop', header: t('stockPush.col.shop'), cell: (r) => r.shopName },
    {
      key: 'sku',
      header: t('stockPush.col.sku'),
      hideable: false,
      cell: (r) => <TwoLines main={r.sellerSku} sub={r.marketplaceListingId} mono strong />,
    },
    { key: 'expected', header: t('stockPush.col.expected'), cell: (r) => r.expected },
    { key: 'actual', header: t('stockPush.col.actual'), cell: (r) => <Text color="fg.error">{r.actual}</Text> },
    { key: 'cause', header: t('stockPush.col.cause'), cell: (r) => <Badge colorPalette="orange">{t(`stockPush.cause.${r.cause}`)}</Badge> },
    { key: 'time', header: t('stockPush.col.time'), cell: (r) => formatDateTime(r.detectedAt) },
    actionsColumn(t('stockPush.col.actions'), (r) => (
      <RowActions
        record={r.sellerSku}
        actions={[{ key: 'fix', label: t('stockPush.pushNow'), permission: 'inventoryPushRecord.push', onClick: () => void fix([r.id]) }]}
      />
    )),
  ];

  return (
    <ListPage
      page={{
        title: t('stockPush.records.title'),
        description: t('stockPush.records.description'),
        emptyText: t('stockPush.drift.empty'),
        name: 'inventoryPushDrifts',
        toolbar: (
          <PermissionGuard permission="inventoryPushRecord.push">
            <Box>
              <Button size="sm" variant="outline" loading={commands.busy} onClick={() => void check()}>
                {t('stockPush.drift.check')}
              </Button>
            </Box>
          </PermissionGuard>
        ),
      }}
      screen={screen}
      columns={columns}
      above={above}
    />
  );
}

/**
 * /logisticsTracking (spec 02 §4 'Tracking'): tracked parcels with status tabs and counts, search
 * and filters, batch re-query / resubmit / mark delete / cancel delete / auto tracking on-off, a
 * dialog to add a number by hand, each parcel's events, and the transit report panel.
 */
import { Badge, Button, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { TRACKING_STATUSES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { TrackingRecordFilter } from '../../api/generated/types';
import {
  DataTable, DEFAULT_PAGE_SIZE, emptyFilterValues, FilterBar, FIRST_PAGE, PermissionGuard, toastSuccess, useConfirm,
  type BatchAction, type DataTableColumn, type FilterField, type FilterValues,
} from '../../ui';
import { useChannelOptions } from '../logistics/pickers';
import { FeatureScope, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../../i18n/featureIntl';
import { AddTrackingDialog } from './components/AddTrackingDialog';
import { EventsDialog } from './components/EventsDialog';
import { TrackingReportPanel } from './components/TrackingReportPanel';
import { useTrackingActions, useTrackingRecords, type TrackingRow } from './hooks';
import { trackingMessages, type TrackingMessageId } from './messages';

export function LogisticsTrackingPage() {
  return (
    <FeatureScope messages={trackingMessages}>
      <TrackingScreen />
    </FeatureScope>
  );
}

const TABS = ['all', ...TRACKING_STATUSES, 'deleted'] as const;
type Tab = (typeof TABS)[number];
const STATUS_COLORS: Record<string, string> = {
  pending: 'gray', notFound: 'orange', inTransit: 'blue', arrived: 'purple', delivered: 'green', exception: 'red', expired: 'yellow',
};

function TrackingScreen() {
  const t = useFeatureText(trackingMessages);
  const confirm = useConfirm();
  const actions = useTrackingActions();
  const { options: channels } = useChannelOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('trackingPage.filter.keyword'), type: 'text' },
      { name: 'channelId', label: t('trackingPage.filter.channel'), type: 'select', options: channels.map((c) => ({ value: String(c.id), label: c.name })) },
      { name: 'country', label: t('trackingPage.filter.country'), type: 'text' },
      { name: 'autoTrack', label: t('trackingPage.filter.auto'), type: 'select', options: [{ value: 'yes', label: t('trackingPage.on') }, { value: 'no', label: t('trackingPage.off') }] },
    ],
    [t, channels],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [search, setSearch] = useState<TrackingRecordFilter>({});
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const filter: TrackingRecordFilter = { ...search, status: tab === 'all' || tab === 'deleted' ? undefined : tab, deleted: tab === 'deleted' ? true : undefined };
  const { rows, total, counts, loading, error, refetch } = useTrackingRecords(page, pageSize, filter);
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<TrackingRow | null>(null);

  const batch = async (label: TrackingMessageId, run: () => Promise<Outcome<readonly unknown[]>>) => {
    const outcome = await run();
    if (outcome.ok) toastSuccess(t('trackingPage.done', { action: t(label), count: outcome.data.length }));
    else showFailure(outcome, t('trackingPage.failed'));
  };
  const ids = (selected: TrackingRow[]) => selected.map((r) => r.id);
  const batchActions: BatchAction<TrackingRow>[] =
    tab === 'deleted'
      ? [{ key: 'restore', label: t('trackingPage.restore'), permission: 'tracking.update', onClick: (s) => batch('trackingPage.restore', () => actions.restore(ids(s))) }]
      : [
          { key: 'requery', label: t('trackingPage.requery'), permission: 'tracking.update', onClick: (s) => batch('trackingPage.requery', () => actions.requery(ids(s))) },
          { key: 'resubmit', label: t('trackingPage.resubmit'), permission: 'tracking.update', onClick: (s) => batch('trackingPage.resubmit', () => actions.resubmit(ids(s))) },
          { key: 'autoOn', label: t('trackingPage.autoOn'), permission: 'tracking.update', onClick: (s) => batch('trackingPage.autoOn', () => actions.setAuto(ids(s), true)) },
          { key: 'autoOff', label: t('trackingPage.autoOff'), permission: 'tracking.update', onClick: (s) => batch('trackingPage.autoOff', () => actions.setAuto(ids(s), false)) },
          {
            key: 'delete',
            label: t('trackingPage.delete'),
            colorPalette: 'red',
            permission: 'tracking.update',
            onClick: async (s) => {
              if (!(await confirm({ message: t('trackingPage.confirmDelete', { count: s.length }), danger: true }))) return;
              await batch('trackingPage.delete', () => actions.remove(ids(s)));
            },
          },
        ];

  const columns: DataTableColumn<TrackingRow>[] = [
    {
      key: 'trackingNo',
      header: t('trackingPage.col.trackingNo'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          {r.trackingLink ? (
            <Link href={r.trackingLink} target="_blank" rel="noreferrer" fontFamily="mono" fontWeight="medium" colorPalette="teal">
              {r.trackingNo}
            </Link>
          ) : (
            <Text fontFamily="mono" fontWeight="medium">
              {r.trackingNo}
            </Text>
          )}
          {r.orderNo ? (
            <Text textStyle="xs" color="fg.muted">
              {r.orderNo}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'channel',
      header: t('trackingPage.col.channel'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.channelName || r.carrier || '—'}</Text>
          {r.channelName && r.carrier && r.carrier !== r.channelName ? (
            <Text textStyle="xs" color="fg.muted">
              {r.carrier}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'country', header: t('trackingPage.col.country'), cell: (r) => r.country || '—' },
    {
      key: 'status',
      header: t('trackingPage.col.status'),
      cell: (r) => <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`trackingPage.status.${r.status}` as TrackingMessageId)}</Badge>,
    },
    { key: 'lastEvent', header: t('trackingPage.col.lastEvent'), cell: (r) => r.lastEventText || '—' },
    { key: 'shippedAt', header: t('trackingPage.col.shippedAt'), cell: (r) => formatDateTime(r.shippedAt) },
    { key: 'transit', header: t('trackingPage.col.transit'), align: 'end', cell: (r) => (r.transitDays != null ? Number(r.transitDays).toFixed(1) : '—') },
    { key: 'auto', header: t('trackingPage.col.auto'), cell: (r) => (r.autoTrack ? t('trackingPage.on') : t('trackingPage.off')) },
    { key: 'queried', header: t('trackingPage.col.queried'), hiddenByDefault: true, cell: (r) => `${r.queryCount} · ${formatDateTime(r.lastQueriedAt)}` },
    {
      key: 'actions',
      header: t('trackingPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="0">
          <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setShowing(r)} aria-label={t('trackingPage.actionLabel', { action: t('trackingPage.details'), trackingNo: r.trackingNo })}>
            {t('trackingPage.details')}
          </Button>
          <PermissionGuard permission="tracking.update">
            {r.deleted ? (
              <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => void batch('trackingPage.restore', () => actions.restore([r.id]))}
                aria-label={t('trackingPage.actionLabel', { action: t('trackingPage.restore'), trackingNo: r.trackingNo })}>
                {t('trackingPage.restore')}
              </Button>
            ) : (
              <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => void batch('trackingPage.requery', () => actions.requery([r.id]))}
                aria-label={t('trackingPage.actionLabel', { action: t('trackingPage.requery'), trackingNo: r.trackingNo })}>
                {t('trackingPage.requery')}
              </Button>
            )}
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  const tabLabel = (k: Tab) => (k === 'all' || k === 'deleted' ? t(`trackingPage.tab.${k}`) : t(`trackingPage.status.${k}` as TrackingMessageId));

  return (
    <PageFrame title={t('trackingPage.title')} description={t('trackingPage.description')}>
      <TrackingReportPanel />
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setSearch({
            keyword: textOrUndefined(v.keyword),
            channelId: v.channelId ? Number(v.channelId) : undefined,
            country: textOrUndefined(v.country),
            autoTrack: v.autoTrack === 'yes' ? true : v.autoTrack === 'no' ? false : undefined,
          });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <Tabs.Root value={tab} onValueChange={(d) => { setTab(d.value as Tab); setPage(FIRST_PAGE); }} size="sm">
        <Tabs.List flexWrap="wrap">
          {TABS.map((k) => (
            <Tabs.Trigger key={k} value={k}>
              {tabLabel(k)} ({counts.get(k) ?? 0})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DataTable
        aria-label={t('trackingPage.title')}
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
        emptyText={t('trackingPage.empty')}
        columnsStorageKey="table.logisticsTracking.columns"
        batchActions={batchActions}
        toolbar={
          <PermissionGuard permission="tracking.update">
            <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
              <LuPlus />
              {t('trackingPage.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {adding ? <AddTrackingDialog onClose={() => setAdding(false)} onSaved={() => { setAdding(false); refetch(); }} /> : null}
      {showing ? <EventsDialog record={showing} onClose={() => setShowing(null)} /> : null}
    </PageFrame>
  );
}

/**
 * /logisticsTracking (spec 02 §4 'Tracking'): tracked parcels with status tabs and counts, search
 * and filters, batch re-query / resubmit / mark delete / cancel delete / auto tracking on-off, a
 * dialog to add a number by hand, each parcel's events, and the transit report panel.
 */
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { TRACKING_STATUSES } from '@erp/schema';
import { useMemo } from 'react';
import type { TrackingRecordFilter } from '../../api/generated/types';
import { FilterBar, toastSuccess, yesNoField, yesNoOf, type BatchAction, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useChannelOptions } from '../logistics/pickers';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, type Outcome, pageOf, RowActions, StatusTabs, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { AddTrackingDialog } from './components/AddTrackingDialog';
import { EventsDialog } from './components/EventsDialog';
import { TrackingReportPanel } from './components/TrackingReportPanel';
import { trackingList, trackingVariables, useTrackingCommands, type TrackingRow } from './hooks';
import { trackingMessages, type TrackingMessageId } from './messages';

export const LogisticsTrackingPage = featurePage(trackingMessages, TrackingScreen);

const TABS = ['all', ...TRACKING_STATUSES, 'deleted'] as const;
type Tab = (typeof TABS)[number];
const STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  notFound: 'orange',
  inTransit: 'blue',
  arrived: 'purple',
  delivered: 'green',
  exception: 'red',
  expired: 'yellow',
};

function toFilter(v: FilterValues): TrackingRecordFilter {
  return { keyword: textOrUndefined(v.keyword), channelId: idOrUndefined(v.channelId), country: textOrUndefined(v.country), autoTrack: yesNoOf(v.autoTrack) };
}

/** A tab → the status / deleted parts of the filter. */
function tabFilter(tab: string): TrackingRecordFilter {
  if (tab === 'deleted') return { deleted: true };
  return tab === 'all' ? {} : { status: tab as TrackingRecordFilter['status'] };
}

function TrackingScreen() {
  const t = useFeatureText(trackingMessages);
  const commands = useTrackingCommands();
  const { options: channels } = useChannelOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('trackingPage.filter.keyword'), type: 'text' },
      { name: 'channelId', label: t('trackingPage.filter.channel'), type: 'select', options: channels.map((c) => ({ value: String(c.id), label: c.name })) },
      { name: 'country', label: t('trackingPage.filter.country'), type: 'text' },
      yesNoField('autoTrack', t('trackingPage.filter.auto'), t('trackingPage.on'), t('trackingPage.off')),
    ],
    [t, channels],
  );
  const screen = useListScreen({
    ...trackingList,
    fields,
    toFilter,
    tabs: { values: TABS },
    variables: (filter, _sort, tab) => trackingVariables({ ...filter, ...tabFilter(tab) }),
  });
  const dialog = useDialog<{ kind: 'add' } | { kind: 'events'; record: TrackingRow }>(screen.reload);
  const counts = useMemo(() => new Map((screen.data?.trackingStatusCounts ?? []).map((c) => [c.status, c.count])), [screen.data]);
  const tab = screen.tab as Tab;

  /** A command over records: "<action>: n records" when it went through, then the list again. */
  const batch = (label: TrackingMessageId, run: () => Promise<Outcome<readonly unknown[]>>, confirm?: string) =>
    screen.run(
      async () => {
        const outcome = await run();
        if (outcome.ok) toastSuccess(t('trackingPage.done', { action: t(label), count: outcome.data.length }));
        return outcome;
      },
      confirm ? { confirm, danger: true } : undefined,
    );
  const failure = t('trackingPage.failed');
  const ids = (selected: TrackingRow[]) => ({ ids: selected.map((r) => r.id) });
  const item = (key: string, label: TrackingMessageId, run: (s: TrackingRow[]) => Promise<Outcome<readonly unknown[]>>): BatchAction<TrackingRow> => ({
    key,
    label: t(label),
    permission: 'tracking.update',
    onClick: (s) => batch(label, () => run(s)),
  });
  const batchActions: BatchAction<TrackingRow>[] =
    tab === 'deleted'
      ? [item('restore', 'trackingPage.restore', (s) => commands.restore(ids(s), { failure }))]
      : [
          item('requery', 'trackingPage.requery', (s) => commands.requery(ids(s), { failure })),
          item('resubmit', 'trackingPage.resubmit', (s) => commands.resubmit(ids(s), { failure })),
          item('autoOn', 'trackingPage.autoOn', (s) => commands.setAuto({ ...ids(s), on: true }, { failure })),
          item('autoOff', 'trackingPage.autoOff', (s) => commands.setAuto({ ...ids(s), on: false }, { failure })),
          {
            key: 'delete',
            label: t('trackingPage.delete'),
            colorPalette: 'red',
            permission: 'tracking.update',
            onClick: (s) => batch('trackingPage.delete', () => commands.remove(ids(s), { failure }), t('trackingPage.confirmDelete', { count: s.length })),
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
    actionsColumn(t('trackingPage.col.actions'), (r) => (
      <RowActions
        record={r.trackingNo}
        actions={[
          { key: 'details', label: t('trackingPage.details'), onClick: () => dialog.open({ kind: 'events', record: r }) },
          {
            key: 'restore',
            label: t('trackingPage.restore'),
            permission: 'tracking.update',
            when: r.deleted,
            onClick: () => void batch('trackingPage.restore', () => commands.restore({ ids: [r.id] }, { failure })),
          },
          {
            key: 'requery',
            label: t('trackingPage.requery'),
            permission: 'tracking.update',
            when: !r.deleted,
            onClick: () => void batch('trackingPage.requery', () => commands.requery({ ids: [r.id] }, { failure })),
          },
        ]}
      />
    )),
  ];

  const tabLabel = (k: Tab) => (k === 'all' || k === 'deleted' ? t(`trackingPage.tab.${k}`) : t(`trackingPage.status.${k}` as TrackingMessageId));

  return (
    <ListPage
      page={pageOf(t, 'trackingPage', 'logisticsTracking', { permission: 'tracking.update', onClick: () => dialog.open({ kind: 'add' }) })}
      screen={screen}
      columns={columns}
      batchActions={batchActions}
      filterBar={
        <>
          <TrackingReportPanel />
          <FilterBar {...screen.filterBar} />
        </>
      }
      above={<StatusTabs value={tab} tabs={TABS} onChange={screen.setTab} label={tabLabel} count={(k) => (screen.data ? (counts.get(k) ?? 0) : undefined)} />}
    >
      {dialog.current?.kind === 'add' ? <AddTrackingDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
      {dialog.current?.kind === 'events' ? <EventsDialog record={dialog.current.record} onClose={dialog.close} /> : null}
    </ListPage>
  );
}

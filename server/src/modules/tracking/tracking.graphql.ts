// GraphQL of parcel tracking (/logisticsTracking) and the tracking report. Loading this module also
// registers the 'shipped' order listener that starts tracking shipped orders.
import { trackingLink, translate } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import { builder, type Types } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, rowCommandsOn } from '../../graphql/fields';
import { TrackingStatusEnum, TrackingStatusTabEnum, statusCountType } from '../../graphql/enums';
import { readList } from '../../graphql/pagination';
import { inputOf, plainInput } from '../../graphql/inputs';
import { loadRowBy } from '../../platform/row-loader';
import { loadOrderNo } from '../orders/orders.lookups';
import { onOrderEvent } from '../orders/orders.events';
import type { TrackingEvent as TrackingEventRow } from './tracker';
import * as tracking from './tracking.service';

onOrderEvent('shipped', async (ctx, { orderIds }) => {
  await tracking.recordsForShippedOrders(ctx, orderIds);
});

/** A channel's name and tracking URL, batched per request. */
function loadChannel(ctx: RequestContext, id: number | null) {
  if (id == null) return null;
  return loadRowBy(
    ctx,
    'trackingChannel',
    (ids) => ctx.db.logisticsChannel.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, trackingUrl: true } }),
    id,
  );
}

const TrackingEvent = builder.objectRef<TrackingEventRow>('TrackingEvent').implement({
  description: 'One carrier scan of a parcel',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (e) => new Date(e.at) }),
    code: t.exposeString('code', { description: 'accepted | departed | inTransit | arrived | outForDelivery | delivered | exception | notFound' }),
    text: t.string({ resolve: (e, _a, ctx) => translate(ctx.lang, `tracking.event.${e.code}`) }),
    location: t.exposeString('location'),
  }),
});

builder.prismaObject('TrackingRecord', {
  description: 'A tracked parcel (one per tracking number)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', trackingNo: 'String', orderId: 'Int?' }),
    orderNo: t.string({ nullable: true, resolve: (r, _a, ctx) => loadOrderNo(ctx, r.orderId) }),
    channelId: t.exposeInt('channelId', { nullable: true }),
    channelName: t.string({ resolve: async (r, _a, ctx) => (await loadChannel(ctx, r.channelId))?.name ?? '' }),
    trackingLink: t.string({
      description: "The carrier's tracking page of this parcel (from the channel's tracking URL), or empty",
      resolve: async (r, _a, ctx) => trackingLink((await loadChannel(ctx, r.channelId))?.trackingUrl ?? '', r.trackingNo),
    }),
    ...exposeFields(t, { carrier: 'String', country: 'String' }),
    status: t.expose('status', { type: TrackingStatusEnum }),
    lastEvent: t.exposeString('lastEvent', { description: 'Code of the newest event' }),
    lastEventText: t.string({ resolve: (r, _a, ctx) => (r.lastEvent ? translate(ctx.lang, `tracking.event.${r.lastEvent}`) : '') }),
    events: t.field({ type: [TrackingEvent], description: 'Oldest first', resolve: (r) => (r.events ?? []) as unknown as TrackingEventRow[] }),
    autoTrack: t.exposeBoolean('autoTrack'),
    deleted: t.boolean({ resolve: (r) => r.deletedAt != null }),
    ...exposeFields(t, {
      deletedAt: 'DateTime?',
      shippedAt: 'DateTime?',
      deliveredAt: 'DateTime?',
      transitDays: 'Decimal?: Days from shipped to delivered',
      queryCount: 'Int',
      lastQueriedAt: 'DateTime?',
      submittedAt: 'DateTime',
      createdAt: 'DateTime',
    }),
  }),
});

const StatusCount = statusCountType('TrackingStatusCount', TrackingStatusTabEnum);

const TransitBucket = builder.objectRef<{ key: string; count: number }>('TransitBucket').implement({
  description: 'Delivered parcels in a transit-time bucket: d0_1 (within 1 day), d1_3, d3_7, d7_10, d10_15, d15_30, d30_ (over 30)',
  fields: (t) => ({ key: t.exposeString('key'), count: t.exposeInt('count') }),
});
const statsFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, tracking.ReportGroup>) => ({
  count: t.exposeInt('count'),
  buckets: t.field({ type: [TransitBucket], resolve: (s: tracking.ReportGroup) => s.buckets }),
  p90: t.float({ nullable: true, description: '90th percentile of transit days (nearest rank)', resolve: (s: tracking.ReportGroup) => s.p90 }),
  p95: t.float({ nullable: true, description: '95th percentile of transit days (nearest rank)', resolve: (s: tracking.ReportGroup) => s.p95 }),
  average: t.float({ nullable: true, resolve: (s: tracking.ReportGroup) => s.average }),
});
const TransitStats = builder.objectRef<tracking.ReportGroup>('TransitStats').implement({ fields: (t) => statsFields(t) });
const TransitGroup = builder.objectRef<tracking.ReportGroup>('TransitGroup').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label'), ...statsFields(t) }),
});
const TrackingReport = builder.objectRef<tracking.TrackingReport>('TrackingReport').implement({
  description: 'Transit times of delivered parcels in a date range',
  fields: (t) => ({
    ...exposeFields(t, { from: 'DateTime', to: 'DateTime' }),
    overall: t.field({ type: TransitStats, resolve: (r) => ({ key: 'all', label: '', ...r.overall }) }),
    byChannel: t.field({ type: [TransitGroup], resolve: (r) => r.byChannel }),
    byCountry: t.field({ type: [TransitGroup], resolve: (r) => r.byCountry }),
  }),
});

const TrackingRecordFilter = plainInput('TrackingRecordFilter', {
  status: inputOf(TrackingStatusEnum),
  keyword: 'String: Tracking number or carrier',
  channelId: 'Int',
  country: 'String',
  deleted: 'Boolean: true: the records marked deleted',
  autoTrack: 'Boolean',
});
const TrackingReportFilter = plainInput('TrackingReportFilter', {
  from: 'DateTime: Delivered at or after (default: 90 days before to)',
  to: 'DateTime: Delivered at or before (default: now)',
  channelId: 'Int',
  country: 'String',
});
const AddTrackingRecordInput = plainInput('AddTrackingRecordInput', {
  trackingNo: 'String!',
  orderNo: 'String: The order number the parcel belongs to (optional)',
  channelId: 'Int',
  carrier: 'String',
  country: 'String',
  shippedAt: 'DateTime',
  autoTrack: 'Boolean',
});

builder.queryFields((t) => ({
  trackingRecords: t.prismaConnection(
    readList('TrackingRecord', 'logisticsTracking', TrackingRecordFilter, (ctx) => ctx.db.trackingRecord, tracking.trackingWhere, [
      { submittedAt: 'desc' },
      { id: 'desc' },
    ]),
  ),
  trackingStatusCounts: t.field(
    figuresOf(
      StatusCount,
      'logisticsTracking',
      TrackingRecordFilter,
      tracking.statusCounts,
      'Records per status (the filter without its status), plus all and deleted',
    ),
  ),
  trackingReport: t.field(commandsOn(TrackingReport).byFilter(command('logisticsTracking'), TrackingReportFilter, tracking.trackingReport)),
}));

const ext = { operateModule: 'logisticsTracking' };
const trackingUpdate = command('tracking.update', ext);
const onTrackingRecord = rowCommandsOn('TrackingRecord');
const onTrackingRecords = rowCommandsOn(['TrackingRecord']);
builder.mutationFields((t) => ({
  addTrackingRecord: t.prismaField(
    onTrackingRecord.byInput(trackingUpdate, AddTrackingRecordInput, tracking.addRecord, 'Adds a tracking number by hand and queries it once'),
  ),
  requeryTracking: t.prismaField(
    onTrackingRecords.byIds(trackingUpdate, tracking.requery, 'Queries the carrier again (records marked deleted are left alone)'),
  ),
  resubmitTracking: t.prismaField(onTrackingRecords.byIds(trackingUpdate, tracking.resubmit, 'Resets the records to pending and queries them again')),
  deleteTracking: t.prismaField(onTrackingRecords.byIds(trackingUpdate, tracking.markDeleted, 'Marks records deleted (can be undone with restoreTracking)')),
  restoreTracking: t.prismaField(onTrackingRecords.byIds(trackingUpdate, tracking.restore, 'Cancels the delete mark')),
  setTrackingAuto: t.prismaField(
    onTrackingRecords.byArgs(
      trackingUpdate,
      { ids: 'Int[]!', on: 'Boolean!' },
      (ctx, { ids, on }) => tracking.setAutoTrack(ctx, ids, on),
      'Turns automatic tracking on or off',
    ),
  ),
}));

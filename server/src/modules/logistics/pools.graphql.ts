// GraphQL of tracking-number pools (/segmentManagement) and their assignment to orders.
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, nameFields, onInt, reading } from '../../graphql/fields';
import { readList } from '../../graphql/pagination';
import { plainInput } from '../../graphql/inputs';
import { loadChannelName, loadOrderNo } from '../orders/orders.lookups';
import * as pools from './pools.service';

builder.prismaObject('TrackingNumber', {
  description: 'One number of a tracking-number pool',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', channelId: 'Int' }),
    ...nameFields(t, { channelName: ['channelId', loadChannelName] }),
    ...exposeFields(t, { number: 'String', used: 'Boolean', orderId: 'Int?' }),
    orderNo: t.string({ nullable: true, resolve: (n, _a, ctx) => loadOrderNo(ctx, n.orderId) }),
    ...exposeFields(t, { usedAt: 'DateTime?', createdAt: 'DateTime' }),
  }),
});

const PoolCounts = builder.objectRef<pools.PoolCounts>('TrackingNumberPoolCounts').implement({
  fields: (t) => ({ total: t.exposeInt('total'), used: t.exposeInt('used'), unused: t.exposeInt('unused') }),
});

const PoolImportResult = builder.objectRef<pools.PoolImportResult>('TrackingNumberImportResult').implement({
  fields: (t) => ({
    ...exposeFields(t, {
      channelId: 'Int',
      added: 'Int: Numbers added to the pool',
      duplicatesInFile: 'String[]: Repeated within the file (kept once)',
      alreadyInPool: 'String[]: Already in the pool (skipped)',
      blankLines: 'Int',
    }),
  }),
});

const AssignedNumber = builder.objectRef<pools.AssignedNumber>('AssignedTrackingNumber').implement({
  fields: (t) => ({
    ...exposeFields(t, { orderId: 'Int', orderNo: 'String', trackingNo: 'String', channelId: 'Int' }),
  }),
});
const SkippedOrder = builder.objectRef<pools.AssignResult['skipped'][number]>('TrackingNumberSkippedOrder').implement({
  fields: (t) => ({
    ...exposeFields(t, { orderId: 'Int', orderNo: 'String', reason: 'String: closed | hasNumber | noPoolChannel' }),
  }),
});
const AssignResult = builder.objectRef<pools.AssignResult>('AssignTrackingNumbersResult').implement({
  fields: (t) => ({
    assigned: t.field({ type: [AssignedNumber], resolve: (r) => r.assigned }),
    skipped: t.field({ type: [SkippedOrder], resolve: (r) => r.skipped }),
  }),
});

const TrackingNumberFilter = plainInput('TrackingNumberFilter', { channelId: 'Int', used: 'Boolean', keyword: 'String' });
const ImportTrackingNumbersInput = plainInput(
  'ImportTrackingNumbersInput',
  { channelId: 'Int!', fileName: 'String!', fileType: 'String: MIME type given by the browser, if any', content: 'String!' },
  'A .txt file read by the browser: one number per line',
);

const segmentUpdate = command('numberPool.update', { operateModule: 'segmentManagement' });
builder.queryFields((t) => ({
  trackingNumbers: t.prismaConnection(
    readList('TrackingNumber', 'segmentManagement', TrackingNumberFilter, (ctx) => ctx.db.trackingNumber, pools.numberWhere, [{ used: 'asc' }, { id: 'asc' }]),
  ),
  trackingNumberPoolCounts: t.field(
    commandsOn(PoolCounts).byArgs(reading('segmentManagement'), { channelId: 'Int' }, (ctx, { channelId }) => pools.poolCounts(ctx, channelId)),
  ),
}));

builder.mutationFields((t) => ({
  importTrackingNumbers: t.field(
    commandsOn(PoolImportResult).byInput(
      segmentUpdate,
      ImportTrackingNumbersInput,
      pools.importNumbers,
      'Imports a .txt file into a channel number pool; repeats and numbers already in the pool are reported and skipped',
    ),
  ),
  deleteTrackingNumbers: t.field(onInt.byIds(segmentUpdate, pools.deleteNumbers, 'Deletes unused numbers of a pool; returns how many')),
  assignTrackingNumbers: t.field(
    commandsOn(AssignResult).byArgs(
      command('order.ship', { operateModule: 'orders' }),
      { orderIds: 'Int[]!' },
      (ctx, { orderIds }) => pools.assignTrackingNumbers(ctx, orderIds),
      'Gives each open order of a number-pool channel without a tracking number the next unused number of the pool',
    ),
  ),
}));

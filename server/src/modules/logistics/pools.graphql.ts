// GraphQL of tracking-number pools (/segmentManagement) and their assignment to orders.
import { builder } from '../../graphql/builder';
import { command, pageList } from '../../graphql/fields';
import { filteredList } from '../../graphql/pagination';
import { compact } from '../../graphql/inputs';
import { requestLoader } from '../../platform/lookups';
import * as pools from './pools.service';

builder.prismaObject('TrackingNumber', {
  description: 'One number of a tracking-number pool',
  fields: (t) => ({
    id: t.exposeInt('id'),
    channelId: t.exposeInt('channelId'),
    channelName: t.string({
      resolve: async (n, _a, ctx) =>
        (await requestLoader<number, string>(ctx, 'logisticsChannelName', async (ids) => {
          const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
          const names = new Map(rows.map((r) => [r.id, r.name]));
          return ids.map((id) => names.get(id) ?? '');
        }).load(n.channelId)) ?? '',
    }),
    number: t.exposeString('number'),
    used: t.exposeBoolean('used'),
    orderId: t.exposeInt('orderId', { nullable: true }),
    orderNo: t.string({
      nullable: true,
      resolve: async (n, _a, ctx) =>
        n.orderId == null
          ? null
          : ((await requestLoader<number, string>(ctx, 'poolOrderNo', async (ids) => {
              const rows = await ctx.db.order.findMany({ where: { id: { in: [...ids] } }, select: { id: true, orderNo: true } });
              const nos = new Map(rows.map((r) => [r.id, r.orderNo]));
              return ids.map((id) => nos.get(id) ?? '');
            }).load(n.orderId)) ?? null),
    }),
    usedAt: t.expose('usedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PoolCounts = builder.objectRef<pools.PoolCounts>('TrackingNumberPoolCounts').implement({
  fields: (t) => ({ total: t.exposeInt('total'), used: t.exposeInt('used'), unused: t.exposeInt('unused') }),
});

const PoolImportResult = builder.objectRef<pools.PoolImportResult>('TrackingNumberImportResult').implement({
  fields: (t) => ({
    channelId: t.exposeInt('channelId'),
    added: t.exposeInt('added', { description: 'Numbers added to the pool' }),
    duplicatesInFile: t.exposeStringList('duplicatesInFile', { description: 'Repeated within the file (kept once)' }),
    alreadyInPool: t.exposeStringList('alreadyInPool', { description: 'Already in the pool (skipped)' }),
    blankLines: t.exposeInt('blankLines'),
  }),
});

const AssignedNumber = builder.objectRef<pools.AssignedNumber>('AssignedTrackingNumber').implement({
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    orderNo: t.exposeString('orderNo'),
    trackingNo: t.exposeString('trackingNo'),
    channelId: t.exposeInt('channelId'),
  }),
});
const SkippedOrder = builder.objectRef<pools.AssignResult['skipped'][number]>('TrackingNumberSkippedOrder').implement({
  fields: (t) => ({
    orderId: t.exposeInt('orderId'),
    orderNo: t.exposeString('orderNo'),
    reason: t.exposeString('reason', { description: 'closed | hasNumber | noPoolChannel' }),
  }),
});
const AssignResult = builder.objectRef<pools.AssignResult>('AssignTrackingNumbersResult').implement({
  fields: (t) => ({
    assigned: t.field({ type: [AssignedNumber], resolve: (r) => r.assigned }),
    skipped: t.field({ type: [SkippedOrder], resolve: (r) => r.skipped }),
  }),
});

const TrackingNumberFilter = builder.inputType('TrackingNumberFilter', {
  fields: (t) => ({ channelId: t.int(), used: t.boolean(), keyword: t.string() }),
});
const ImportTrackingNumbersInput = builder.inputType('ImportTrackingNumbersInput', {
  description: 'A .txt file read by the browser: one number per line',
  fields: (t) => ({
    channelId: t.int({ required: true }),
    fileName: t.string({ required: true }),
    fileType: t.string({ description: 'MIME type given by the browser, if any' }),
    content: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  trackingNumbers: t.prismaConnection({
    type: 'TrackingNumber',
    ...pageList,
    authScopes: { permission: 'segmentManagement' },
    ...filteredList(
      t,
      TrackingNumberFilter,
      (ctx) => ctx.db.trackingNumber,
      (ctx, f) => pools.numberWhere(ctx, compact(f ?? {})),
      [{ used: 'asc' }, { id: 'asc' }],
    ),
  }),
  trackingNumberPoolCounts: t.field({
    type: PoolCounts,
    authScopes: { permission: 'segmentManagement' },
    args: { channelId: t.arg.int() },
    resolve: (_r, { channelId }, ctx) => pools.poolCounts(ctx, channelId),
  }),
}));

builder.mutationFields((t) => ({
  importTrackingNumbers: t.field({
    type: PoolImportResult,
    ...command('numberPool.update', { operateModule: 'segmentManagement' }),
    description: 'Imports a .txt file into a channel number pool; repeats and numbers already in the pool are reported and skipped',
    args: { input: t.arg({ type: ImportTrackingNumbersInput, required: true }) },
    resolve: (_r, { input }, ctx) => pools.importNumbers(ctx, compact(input)),
  }),
  deleteTrackingNumbers: t.int({
    ...command('numberPool.update', { operateModule: 'segmentManagement' }),
    description: 'Deletes unused numbers of a pool; returns how many',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids }, ctx) => pools.deleteNumbers(ctx, ids),
  }),
  assignTrackingNumbers: t.field({
    type: AssignResult,
    ...command('order.ship', { operateModule: 'orders' }),
    description: 'Gives each open order of a number-pool channel without a tracking number the next unused number of the pool',
    args: { orderIds: t.arg.intList({ required: true }) },
    resolve: (_r, { orderIds }, ctx) => pools.assignTrackingNumbers(ctx, orderIds),
  }),
}));

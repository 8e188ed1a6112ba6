// GraphQL of tracking-number pools (/segmentManagement) and their assignment to orders.
import { builder } from '../../graphql/builder';
import { command, exposeFields, op } from '../../graphql/fields';
import { listOf } from '../../graphql/pagination';
import { inputFields } from '../../graphql/inputs';
import { requestLoader } from '../../platform/lookups';
import * as pools from './pools.service';

builder.prismaObject('TrackingNumber', {
  description: 'One number of a tracking-number pool',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', channelId: 'Int' }),
    channelName: t.string({
      resolve: async (n, _a, ctx) =>
        (await requestLoader<number, string>(ctx, 'logisticsChannelName', async (ids) => {
          const rows = await ctx.db.logisticsChannel.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
          const names = new Map(rows.map((r) => [r.id, r.name]));
          return ids.map((id) => names.get(id) ?? '');
        }).load(n.channelId)) ?? '',
    }),
    ...exposeFields(t, { number: 'String', used: 'Boolean', orderId: 'Int?' }),
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

const TrackingNumberFilter = builder.inputType('TrackingNumberFilter', {
  fields: (t) => ({ channelId: t.int(), used: t.boolean(), keyword: t.string() }),
});
const ImportTrackingNumbersInput = builder.inputType('ImportTrackingNumbersInput', {
  description: 'A .txt file read by the browser: one number per line',
  fields: (t) => ({
    ...inputFields(t, { channelId: 'Int!', fileName: 'String!', fileType: 'String: MIME type given by the browser, if any', content: 'String!' }),
  }),
});

builder.queryFields((t) => ({
  trackingNumbers: t.prismaConnection({
    type: 'TrackingNumber',
    authScopes: { permission: 'segmentManagement' },
    ...listOf(TrackingNumberFilter, (ctx) => ctx.db.trackingNumber, pools.numberWhere, [{ used: 'asc' }, { id: 'asc' }]),
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
    ...op.byInput(
      ImportTrackingNumbersInput,
      pools.importNumbers,
      'Imports a .txt file into a channel number pool; repeats and numbers already in the pool are reported and skipped',
    ),
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

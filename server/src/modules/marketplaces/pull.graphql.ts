// GraphQL of marketplace order pulls, pre-shipping and tracking uploads, and stock pushes.
import { platformName, translate } from '@erp/schema';
import { plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields } from '../../graphql/fields';
import { ordersByIds } from '../orders/orders.service';
import type { OrderBatchResult } from '../orders/orders.batch';
import { refusalType } from '../../graphql/results';
import * as pulls from './pull.service';
import { pushShopStock } from './stock-push';
import { preShipOrders, uploadOrderTracking } from './tracking-upload';

const ShopOrderPullRef = builder.objectRef<pulls.ShopPullRow>('ShopOrderPull').implement({
  description: "A shop's order pulls: schedule and the last run",
  fields: (t) => ({
    ...exposeFields(t, { shopId: 'Int', shopName: 'String', platformType: 'Int' }),
    platform: t.string({ description: 'Platform name (ebay, amazon, …)', resolve: (r) => platformName(r.platformType) ?? '' }),
    ...exposeFields(t, {
      shopStatus: 'Int: Shop authorization status; only authorized (1) shops are pulled',
      intervalMinutes: 'Int: Minutes between scheduled pulls (5-1440)',
      enabled: 'Boolean: Scheduled pulls on',
      lastPulledAt: 'DateTime?',
      nextPullAt: 'DateTime?',
      lastError: 'String: Message id of the last failure ("" after a successful pull)',
    }),
    lastErrorText: t.string({ resolve: (r, _a, ctx) => (r.lastError ? translate(ctx.lang, r.lastError, { shopName: r.shopName }) : '') }),
    ...exposeFields(t, { lastCount: 'Int: Orders new or changed in the last pull', running: 'Boolean: A pull holds the shop right now' }),
  }),
});

const PullResultRef = builder.objectRef<pulls.PullResult>('PullShopOrdersResult').implement({
  description: 'What a pull did',
  fields: (t) =>
    exposeFields(t, {
      shopId: 'Int',
      newCount: 'Int: Orders stored for the first time',
      updatedCount: 'Int: Stored orders the marketplace changed (payment, cancellation, …)',
      pages: 'Int',
    }),
});

const TrackingRefusalRef = refusalType('TrackingUploadRefusal', 'orderNo', 'An order whose tracking number was not uploaded, with why');

const TrackingUploadResultRef = builder.objectRef<OrderBatchResult>('TrackingUploadResult').implement({
  description: 'Orders whose tracking number reached the marketplace, and the ones refused',
  fields: (t) => ({
    orderIds: t.field({ type: ['Int'], resolve: (r) => r.ids }),
    orders: t.prismaField({ type: ['Order'], resolve: (query, r, _a, ctx) => ordersByIds(ctx, r.ids, query) }),
    refused: t.field({ type: [TrackingRefusalRef], resolve: (r) => r.refused }),
  }),
});

const ScheduleInput = plainInput('ShopPullScheduleInput', { shopId: 'Int!', intervalMinutes: 'Int!: 5-1440', enabled: 'Boolean!' });

builder.queryFields((t) => ({
  shopOrderPulls: t.field({
    type: [ShopOrderPullRef],
    authScopes: { permission: 'orders' },
    description: 'Every shop in reach with its order pull schedule and last run',
    resolve: (_r, _a, ctx) => pulls.shopOrderPulls(ctx),
  }),
}));

const ext = { operateModule: 'orders' };
const orderShip = command('order.ship', ext);
const onTrackingUploadResult = commandsOn(TrackingUploadResultRef);
builder.mutationFields((t) => ({
  pullShopOrders: t.field({
    type: PullResultRef,
    ...command('order.pull', ext),
    description: 'Pulls new and changed orders of an authorized shop now',
    args: { shopId: t.arg.int({ required: true }) },
    resolve: (_r, { shopId }, ctx) => pulls.pullShopOrders(ctx, shopId),
  }),
  setShopPullSchedule: t.field({
    type: ShopOrderPullRef,
    ...command('order.pull', ext),
    description: "Sets a shop's pull interval (5-1440 minutes) and switches scheduled pulls on or off",
    args: { input: t.arg({ type: ScheduleInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const row = await pulls.setShopPullSchedule(ctx, input);
      return (await pulls.shopPullRow(ctx, row.shopId))!;
    },
  }),
  preShipOrders: t.field(
    onTrackingUploadResult.byIds(orderShip, preShipOrders, 'Uploads the tracking number of orders processing or awaiting shipment before the parcel leaves'),
  ),
  uploadOrderTracking: t.field(
    onTrackingUploadResult.byIds(orderShip, uploadOrderTracking, 'Uploads the tracking number of shipped orders to the marketplace again'),
  ),
  pushShopStock: t.int({
    ...command('order.pull', ext),
    description: "Pushes the available quantity of the shop's SKUs (paired or seen on its orders) to the marketplace; answers how many were updated",
    args: { shopId: t.arg.int({ required: true }) },
    resolve: (_r, { shopId }, ctx) => pushShopStock(ctx, shopId),
  }),
}));

// Typed domain events (issue 17): the `DomainEvent` interface, one object type per catalogue entry
// (schema/src/events.ts), the `events` subscription (replay after a cursor, then live) and the
// `events` query (one page after a cursor, for partners who poll). Each event exposes its entity
// through the entity's own GraphQL type, loaded only when selected, through the subscriber's
// company-scoped client (null when it is gone or out of the subscriber's shops).
import { EVENT_TYPES, noticeType, translate, type EventTypeDef, type EventTypeName } from '@erp/schema';
import type { ObjectFieldsShape } from '@pothos/core';
import { exposeFields } from '../../graphql/fields';
import { builder, type Types } from '../../graphql/builder';
import { OrderStatusEnum, PurchaseOrderStatusEnum } from '../../graphql/enums';
import { allowedShopsWhere, requireActor, type RequestContext } from '../../platform/context';
import * as events from './events.service';
import { dataOf, type StoredEvent } from './events.service';

const eventTypeValues = {} as Record<EventTypeName, { value: EventTypeName; description: string }>;
for (const d of EVENT_TYPES) eventTypeValues[d.type] = { value: d.type, description: d.en };

export const EventTypeEnum = builder.enumType('EventType', {
  description: 'The domain event types of the catalogue (EVENT_TYPES of @erp/schema)',
  values: eventTypeValues,
});

export const DomainEventRef = builder.interfaceRef<StoredEvent>('DomainEvent').implement({
  description:
    'Something that happened in the company, recorded in the same transaction as the change. `id` is the replay cursor: pass the last id received as `after` to get every event since',
  resolveType: (e) => e.type,
  fields: (t) => ({
    id: t.id({ description: 'Unique and stable (for idempotent consumers); the replay cursor', resolve: (e) => e.id.toString() }),
    type: t.field({ type: EventTypeEnum, resolve: (e) => e.type }),
    occurredAt: t.field({ type: 'DateTime', description: 'When the change was made (its transaction started)', resolve: (e) => e.createdAt }),
    ...exposeFields(t, { shopId: 'Int?: The shop the event is bound to (subscribers restricted to some shops see only theirs)', warehouseId: 'Int?' }),
  }),
});

/** An object type of the catalogue entry `type`, implementing DomainEvent. */
function eventType(type: EventTypeName, fields: ObjectFieldsShape<Types, StoredEvent>) {
  const def = (EVENT_TYPES as readonly EventTypeDef[]).find((d) => d.type === type)!;
  const who = def.personal ? '; only the user it is addressed to receives it' : '';
  return builder.objectRef<StoredEvent>(type).implement({
    description: `${def.en}. Needs the permission: ${def.permission ?? 'none'}${who}`,
    interfaces: [DomainEventRef],
    fields,
  });
}

const visibleShops = (ctx: RequestContext, field = 'id') => allowedShopsWhere(requireActor(ctx), field);
const dateOr = (iso: string | null | undefined, fallback: Date) => (iso ? new Date(iso) : fallback);
const tr = (ctx: RequestContext, text: string, params: Record<string, unknown> = {}) => (text ? translate(ctx.lang, text, params) : '');

type OrderEvent = 'OrderCreated' | 'OrderStatusChanged' | 'OrderShipped';
type EventFields = Parameters<ObjectFieldsShape<Types, StoredEvent>>[0];
/** The order an order event is about: its id and number as recorded. */
function orderNumbers(t: EventFields, type: OrderEvent) {
  return { orderId: t.int({ resolve: (e) => dataOf(e, type).orderId }), orderNo: t.string({ resolve: (e) => dataOf(e, type).orderNo }) };
}
/** The order an order event is about as it is now (null when gone or out of the subscriber's shops). */
function orderNow(t: EventFields, type: OrderEvent) {
  return {
    order: t.prismaField({
      type: 'Order',
      nullable: true,
      description: 'The order now',
      resolve: (query, e, _a, ctx) => ctx.db.order.findFirst({ ...query, where: { AND: [visibleShops(ctx, 'shopId'), { id: dataOf(e, type).orderId }] } }),
    }),
  };
}

eventType('OrderCreated', (t) => ({
  ...orderNumbers(t, 'OrderCreated'),
  status: t.field({ type: OrderStatusEnum, description: 'The status it was stored with', resolve: (e) => dataOf(e, 'OrderCreated').status }),
  source: t.string({ description: 'pull | manual | import', resolve: (e) => dataOf(e, 'OrderCreated').source }),
  ...orderNow(t, 'OrderCreated'),
}));

eventType('OrderStatusChanged', (t) => ({
  ...orderNumbers(t, 'OrderStatusChanged'),
  fromStatus: t.field({ type: OrderStatusEnum, resolve: (e) => dataOf(e, 'OrderStatusChanged').fromStatus }),
  toStatus: t.field({ type: OrderStatusEnum, resolve: (e) => dataOf(e, 'OrderStatusChanged').toStatus }),
  action: t.string({ description: 'The lifecycle action (ORDER_TRANSITIONS of @erp/schema)', resolve: (e) => dataOf(e, 'OrderStatusChanged').action }),
  ...orderNow(t, 'OrderStatusChanged'),
}));

eventType('OrderShipped', (t) => ({
  ...orderNumbers(t, 'OrderShipped'),
  trackingNumber: t.string({ resolve: (e) => dataOf(e, 'OrderShipped').trackingNumber }),
  logisticsChannelId: t.int({ nullable: true, resolve: (e) => dataOf(e, 'OrderShipped').logisticsChannelId }),
  logisticsChannel: t.prismaField({
    type: 'LogisticsChannel',
    nullable: true,
    resolve: (query, e, _a, ctx) => {
      const id = dataOf(e, 'OrderShipped').logisticsChannelId;
      return id == null ? null : ctx.db.logisticsChannel.findFirst({ ...query, where: { id } });
    },
  }),
  weight: t.int({ nullable: true, description: 'Grams of the weighed parcel', resolve: (e) => dataOf(e, 'OrderShipped').weight }),
  via: t.string({ description: 'manual | scanToShip | outboundScan | import | overseasWarehouse', resolve: (e) => dataOf(e, 'OrderShipped').via }),
  shippedAt: t.field({ type: 'DateTime', resolve: (e) => dateOr(dataOf(e, 'OrderShipped').shippedAt, e.createdAt) }),
  ...orderNow(t, 'OrderShipped'),
}));

eventType('StockChanged', (t) => ({
  skuId: t.int({ resolve: (e) => dataOf(e, 'StockChanged').skuId }),
  quantityBefore: t.int({ description: 'On hand before the transaction', resolve: (e) => dataOf(e, 'StockChanged').quantityBefore }),
  quantityAfter: t.int({ resolve: (e) => dataOf(e, 'StockChanged').quantityAfter }),
  quantityDelta: t.int({ resolve: (e) => dataOf(e, 'StockChanged').quantityAfter - dataOf(e, 'StockChanged').quantityBefore }),
  occupiedBefore: t.int({ resolve: (e) => dataOf(e, 'StockChanged').occupiedBefore }),
  occupiedAfter: t.int({ resolve: (e) => dataOf(e, 'StockChanged').occupiedAfter }),
  availableBefore: t.int({
    description: 'quantity − occupied',
    resolve: (e) => dataOf(e, 'StockChanged').quantityBefore - dataOf(e, 'StockChanged').occupiedBefore,
  }),
  availableAfter: t.int({ resolve: (e) => dataOf(e, 'StockChanged').quantityAfter - dataOf(e, 'StockChanged').occupiedAfter }),
  reason: t.string({
    description: 'The ledger type of the first move: inbound, outbound, occupy, release, transferOut, transferIn, countProfit, …',
    resolve: (e) => dataOf(e, 'StockChanged').reasons[0] ?? '',
  }),
  reasons: t.stringList({ description: 'Every ledger type of the transaction, in order', resolve: (e) => dataOf(e, 'StockChanged').reasons }),
  billType: t.string({ resolve: (e) => dataOf(e, 'StockChanged').billType }),
  billNo: t.string({
    description: 'The bill that moved the stock (order, purchase, transfer, count number)',
    resolve: (e) => dataOf(e, 'StockChanged').billNo,
  }),
  sku: t.prismaField({
    type: 'Sku',
    nullable: true,
    resolve: (query, e, _a, ctx) => ctx.db.sku.findFirst({ ...query, where: { id: dataOf(e, 'StockChanged').skuId } }),
  }),
  warehouse: t.prismaField({
    type: 'Warehouse',
    nullable: true,
    resolve: (query, e, _a, ctx) => ctx.db.warehouse.findFirst({ ...query, where: { id: dataOf(e, 'StockChanged').warehouseId } }),
  }),
  stock: t.prismaField({
    type: 'Stock',
    nullable: true,
    description: 'The stock row now',
    resolve: (query, e, _a, ctx) => {
      const d = dataOf(e, 'StockChanged');
      return ctx.db.stock.findFirst({ ...query, where: { skuId: d.skuId, warehouseId: d.warehouseId } });
    },
  }),
}));

eventType('PurchaseOrderStatusChanged', (t) => ({
  purchaseOrderId: t.int({ resolve: (e) => dataOf(e, 'PurchaseOrderStatusChanged').purchaseOrderId }),
  orderNo: t.string({ resolve: (e) => dataOf(e, 'PurchaseOrderStatusChanged').orderNo }),
  fromStatus: t.field({
    type: PurchaseOrderStatusEnum,
    nullable: true,
    description: 'null: the purchase order was created',
    resolve: (e) => dataOf(e, 'PurchaseOrderStatusChanged').fromStatus,
  }),
  toStatus: t.field({ type: PurchaseOrderStatusEnum, resolve: (e) => dataOf(e, 'PurchaseOrderStatusChanged').toStatus }),
  action: t.string({ description: 'create, or the action of PURCHASE_ORDER_TRANSITIONS', resolve: (e) => dataOf(e, 'PurchaseOrderStatusChanged').action }),
  purchaseOrder: t.prismaField({
    type: 'PurchaseOrder',
    nullable: true,
    resolve: (query, e, _a, ctx) => ctx.db.purchaseOrder.findFirst({ ...query, where: { id: dataOf(e, 'PurchaseOrderStatusChanged').purchaseOrderId } }),
  }),
}));

eventType('ShopAuthorizationChanged', (t) => ({
  shopName: t.string({ resolve: (e) => dataOf(e, 'ShopAuthorizationChanged').shopName }),
  platformType: t.int({ resolve: (e) => dataOf(e, 'ShopAuthorizationChanged').platformType }),
  fromStatus: t.int({
    nullable: true,
    description: '0 unauthorized, 1 authorized, 2 expired, 3 disabled, 4 authorization failed; null: the shop was just connected',
    resolve: (e) => dataOf(e, 'ShopAuthorizationChanged').fromStatus,
  }),
  toStatus: t.int({ resolve: (e) => dataOf(e, 'ShopAuthorizationChanged').toStatus }),
  reason: t.string({
    description: "Why authorization failed, in the subscriber's language ('' when it did not)",
    resolve: (e, _a, ctx) => tr(ctx, dataOf(e, 'ShopAuthorizationChanged').reason),
  }),
  expiresAt: t.field({
    type: 'DateTime',
    nullable: true,
    resolve: (e) => {
      const at = dataOf(e, 'ShopAuthorizationChanged').expiresAt;
      return at ? new Date(at) : null;
    },
  }),
  shop: t.prismaField({
    type: 'Shop',
    nullable: true,
    resolve: (query, e, _a, ctx) =>
      ctx.db.shop.findFirst({ ...query, where: { AND: [visibleShops(ctx), { id: dataOf(e, 'ShopAuthorizationChanged').shopId }] } }),
  }),
}));

eventType('PlatformChatEvent', (t) => ({
  platformType: t.int({ nullable: true, resolve: (e) => dataOf(e, 'PlatformChatEvent').platformType }),
  unreadCount: t.int({ nullable: true, description: 'Unread chat messages of the shop', resolve: (e) => dataOf(e, 'PlatformChatEvent').unreadCount }),
  shop: t.prismaField({
    type: 'Shop',
    nullable: true,
    resolve: (query, e, _a, ctx) => (e.shopId == null ? null : ctx.db.shop.findFirst({ ...query, where: { AND: [visibleShops(ctx), { id: e.shopId }] } })),
  }),
}));

const MessageDetailRef = builder.objectRef<{ stringBody: string }>('EventMessageDetail').implement({
  fields: (t) => ({ stringBody: t.exposeString('stringBody') }),
});
const WebsiteConfigRef = builder.objectRef<{ level: string }>('EventWebsiteConfig').implement({
  fields: (t) => ({ level: t.exposeString('level', { description: 'HIGH, MIDDLE or LOW: the popup level the user chose for the type' }) }),
});
const LevelConfigRef = builder.objectRef<{ websiteConfig: { level: string } }>('EventLevelConfig').implement({
  fields: (t) => ({ websiteConfig: t.field({ type: WebsiteConfigRef, resolve: (c) => c.websiteConfig }) }),
});

eventType('MessageNoticeEvent', (t) => ({
  noticeId: t.int({ resolve: (e) => dataOf(e, 'MessageNoticeEvent').noticeId }),
  noticeType: t.string({ description: 'Notice type code (NOTICE_TYPES)', resolve: (e) => dataOf(e, 'MessageNoticeEvent').noticeType }),
  tag: t.string({ description: 'Group of the type (system, order, stock, product, task)', resolve: (e) => dataOf(e, 'MessageNoticeEvent').tag }),
  typeName: t.string({
    resolve: (e, _a, ctx) => {
      const d = dataOf(e, 'MessageNoticeEvent');
      return tr(ctx, d.typeName || (noticeType(d.noticeType)?.nameId ?? d.noticeType));
    },
  }),
  title: t.string({
    description: "In the subscriber's language",
    resolve: (e, _a, ctx) => tr(ctx, dataOf(e, 'MessageNoticeEvent').title, dataOf(e, 'MessageNoticeEvent').params),
  }),
  otherBillNum: t.string({ resolve: (e) => dataOf(e, 'MessageNoticeEvent').otherBillNum }),
  messageDetail: t.field({
    type: MessageDetailRef,
    resolve: (e, _a, ctx) => ({ stringBody: tr(ctx, dataOf(e, 'MessageNoticeEvent').body, dataOf(e, 'MessageNoticeEvent').params) }),
  }),
  levelConfig: t.field({ type: LevelConfigRef, resolve: (e) => ({ websiteConfig: { level: dataOf(e, 'MessageNoticeEvent').level } }) }),
  createTime: t.field({ type: 'DateTime', resolve: (e) => dateOr(dataOf(e, 'MessageNoticeEvent').createTime, e.createdAt) }),
  notice: t.prismaField({
    type: 'MessageNotice',
    nullable: true,
    resolve: (query, e, _a, ctx) =>
      ctx.db.messageNotice.findFirst({ ...query, where: { id: dataOf(e, 'MessageNoticeEvent').noticeId, userId: requireActor(ctx).userId } }),
  }),
}));

const ReportScheduleInfoRef = builder.objectRef<events.ReportScheduleData['otherInfo']>('ReportScheduleInfo').implement({
  fields: (t) => ({
    ...exposeFields(t, { total: 'Int?', done: 'Int?', fileName: 'String?' }),
  }),
});

const reportJobField = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, StoredEvent>) =>
  t.prismaField({
    type: 'ReportJob',
    nullable: true,
    resolve: (query, e, _a, ctx) => ctx.db.reportJob.findFirst({ ...query, where: { id: e.entityId ?? -1, userId: requireActor(ctx).userId } }),
  });

eventType('ReportJobEvent', (t) => ({
  reportId: t.int({ resolve: (e) => dataOf(e, 'ReportJobEvent').reportId }),
  title: t.string({ resolve: (e, _a, ctx) => tr(ctx, dataOf(e, 'ReportJobEvent').title, dataOf(e, 'ReportJobEvent').params) }),
  message: t.string({ resolve: (e, _a, ctx) => tr(ctx, dataOf(e, 'ReportJobEvent').message, dataOf(e, 'ReportJobEvent').params) }),
  downloadUrl: t.string({ nullable: true, resolve: (e) => dataOf(e, 'ReportJobEvent').downloadUrl }),
  reportJob: reportJobField(t),
}));

eventType('ReportScheduleEvent', (t) => ({
  reportId: t.int({ resolve: (e) => dataOf(e, 'ReportScheduleEvent').reportId }),
  percent: t.int({ resolve: (e) => dataOf(e, 'ReportScheduleEvent').percent }),
  message: t.string({ resolve: (e, _a, ctx) => tr(ctx, dataOf(e, 'ReportScheduleEvent').message, dataOf(e, 'ReportScheduleEvent').params) }),
  status: t.int({ description: '5 processing, 10 finished, 20 failed', resolve: (e) => dataOf(e, 'ReportScheduleEvent').status }),
  success: t.boolean({ resolve: (e) => dataOf(e, 'ReportScheduleEvent').success }),
  error: t.string({ resolve: (e, _a, ctx) => tr(ctx, dataOf(e, 'ReportScheduleEvent').error, dataOf(e, 'ReportScheduleEvent').params) }),
  otherInfo: t.field({ type: ReportScheduleInfoRef, resolve: (e) => dataOf(e, 'ReportScheduleEvent').otherInfo }),
  reportJob: reportJobField(t),
}));

// ---- query and subscription --------------------------------------------------------------------

const EventPageRef = builder.objectRef<events.EventPage>('EventPage').implement({
  description: 'Events after a cursor; pass endCursor as `after` for the next page',
  fields: (t) => ({
    events: t.field({ type: [DomainEventRef], resolve: (p) => p.events }),
    endCursor: t.id({ nullable: true, description: 'The last event of the page (else the cursor given)', resolve: (p) => p.endCursor }),
    hasMore: t.exposeBoolean('hasMore', { description: 'More events are stored after this page' }),
  }),
});

const filterArgs = builder.args((t) => ({
  after: t.id({ description: 'The id of the last event received: every event after it. "0": from the oldest stored one' }),
  types: t.field({ type: [EventTypeEnum], description: 'Only these types (of those the caller holds the permission for)' }),
  shopIds: t.intList({ description: `Only events of these shops of the caller (at most ${events.EVENT_FILTER_IDS_MAX})` }),
  warehouseIds: t.intList({ description: `Only events of these warehouses (at most ${events.EVENT_FILTER_IDS_MAX})` }),
}));

const asFilter = (a: { after?: string | number | null; types?: EventTypeName[] | null; shopIds?: number[] | null; warehouseIds?: number[] | null }) => ({
  after: a.after == null ? null : String(a.after),
  types: a.types ?? null,
  shopIds: a.shopIds ?? null,
  warehouseIds: a.warehouseIds ?? null,
});

builder.queryField('events', (t) =>
  t.field({
    type: EventPageRef,
    authScopes: { loggedIn: true },
    description:
      "The caller's domain events after a cursor, in delivery order, for partners who poll (kept EVENT_RETENTION_DAYS days, 7 by default). The same rules as the subscription",
    args: { ...filterArgs, first: t.arg.int({ description: 'Page size (default 30, at most 100)' }) },
    resolve: (_r, args, ctx) => events.eventPage(ctx, { ...asFilter(args), first: args.first }),
  }),
);

builder.subscriptionField('events', (t) =>
  t.field({
    type: DomainEventRef,
    authScopes: { loggedIn: true },
    description:
      "The caller's domain events: with `after`, every stored event since that cursor first, then the live ones (no gap, no duplicate); without, from now. Only types the caller holds the permission for, personal events only for their user, shop events only for the caller's shops",
    args: filterArgs,
    subscribe: (_r, args, ctx) => events.eventStream(ctx, asFilter(args)),
    resolve: (e: StoredEvent) => e,
  }),
);

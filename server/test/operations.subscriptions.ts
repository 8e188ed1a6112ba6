// Crawler entries of the GraphQL subscriptions: every Subscription field says how to subscribe,
// how to show the subscription is live (a probe on the field's channel) and how to make one real
// event of a company happen. The tenancy crawl subscribes company A and company B, makes B's event
// happen and then A's: B receives its own, A receives only its own. The typed `events`
// subscription has one entry per event type of the catalogue, each making its domain change.
import { EVENT_TYPE_NAMES, type EventTypeName } from '@erp/schema';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { platformChatChanged, stageEvents } from '../src/modules/events/events.service';
import { applyMoves } from '../src/modules/inventory/stock.service';
import { notify } from '../src/modules/messages/notices.service';
import { publishCompanyEvent, publishUserEvent, type RealtimeEvent } from '../src/modules/realtime/realtime.graphql';
import { scopedDb } from '../src/platform/db';
import { contextOf, type TestApp } from './harness';

export interface SubscriptionEntry {
  field: string;
  /** For `events`: the event type this entry's trigger makes happen. */
  type?: EventTypeName;
  query: string;
  /** Publishes a raw event on the company's channel of this field (the main user's, for user channels). */
  probe: (app: TestApp, company: Company, event: RealtimeEvent) => void;
  /** Makes one event of the company happen on this field's channel; its payload carries `tag`. */
  trigger: (app: TestApp, company: Company, tag: string) => Promise<void>;
}

// ---- the typed `events` subscription: one entry per event type ---------------------------------

/** Probes of `events` are platform chat events with this unread count (every entry's query takes that type too). */
const PROBE_UNREAD = -1;

/** What each type's query selects: a field that carries the trigger's tag. */
const TAG_FIELDS: Record<EventTypeName, string> = {
  OrderCreated: 'orderNo order { buyerName }',
  OrderStatusChanged: 'orderNo order { buyerName }',
  OrderShipped: 'trackingNumber',
  StockChanged: 'billNo',
  PurchaseOrderStatusChanged: 'purchaseOrder { remark }',
  ShopAuthorizationChanged: 'shopName',
  PlatformChatEvent: 'unreadCount shop { shopName }',
  MessageNoticeEvent: 'otherBillNum',
  ReportJobEvent: 'reportId',
  ReportScheduleEvent: 'reportId',
};

/** Tags of entities whose events carry no free text (report jobs): the subscriber adds the tag by id. */
const TAG_OF_REPORT = new Map<number, string>();

interface Place {
  shopId: number;
  warehouseId: number;
  locationId: number;
  channelId: number;
  skuId: number;
  supplierId: number;
}
const places = new Map<number, Promise<Place>>();

/** A shop, warehouse, location, SKU and supplier of the company for the triggers (made once). */
function placeOf(app: TestApp, companyId: number): Promise<Place> {
  let place = places.get(companyId);
  if (!place) {
    const db = scopedDb(app.platform.database.prisma, companyId);
    place = (async () => {
      const shop = await db.shop.create({ data: { companyId, platformType: 12, platform: 'shopify', shopName: `events crawl ${companyId}`, status: 1 } });
      const warehouse = await db.warehouse.create({
        data: { companyId, name: `events crawl ${companyId}`, locations: { create: [{ companyId, code: 'EV-1' }] } },
        include: { locations: true },
      });
      const product = await db.product.create({
        data: { companyId, spu: `EVC${companyId}`, name: 'Events crawl', skus: { create: [{ companyId, sku: `EVC-${companyId}`, weight: 100 }] } },
        include: { skus: true },
      });
      const supplier = await db.supplier.create({ data: { companyId, name: `events crawl ${companyId}` } });
      // Numbers typed in by hand: the order ships with the tag as its tracking number.
      const channel = await db.logisticsChannel.create({ data: { companyId, name: `events crawl ${companyId}`, type: 'custom', trackingMode: 'manual' } });
      return {
        shopId: shop.id,
        warehouseId: warehouse.id,
        locationId: warehouse.locations[0].id,
        skuId: product.skus[0].id,
        supplierId: supplier.id,
        channelId: channel.id,
      };
    })();
    places.set(companyId, place);
  }
  return place;
}

type Company = { token: string; companyId: number; userId: number };

async function gqlData(app: TestApp, c: Company, query: string, variables: Record<string, unknown>, field: string) {
  const r = await app.gql(query, variables, { token: c.token });
  const v = r.body.data?.[field];
  if (r.body.errors || (v && typeof v === 'object' && 'messageId' in v)) throw new Error(`${field}: ${JSON.stringify(r.body.errors ?? v)}`);
  return v?.data ?? v;
}

const ORDER_RESULT = '{ __typename ... on Error { messageId } ... on MutationCreateOrderSuccess { data { id } } }';
const BATCH = (f: string) => `{ __typename ... on Error { messageId } ... on Mutation${f}Success { data { refused { messageId } } } }`;

async function createOrder(app: TestApp, c: Company, tag: string, withSku: boolean): Promise<number> {
  const place = await placeOf(app, c.companyId);
  const item = withSku ? { skuId: place.skuId, quantity: 1, unitPrice: '1' } : { platformSku: 'EVC-NONE', title: 'x', quantity: 1, unitPrice: '1' };
  const order = await gqlData(
    app,
    c,
    `mutation($i: CreateOrderInput!) { createOrder(input: $i) ${ORDER_RESULT} }`,
    { i: { shopId: place.shopId, buyerName: tag, country: 'US', address1: '1 Crawl St', currency: 'USD', items: [item] } },
    'createOrder',
  );
  return order.id;
}

/** One real change of the company's per event type, whose event carries `tag` (TAG_FIELDS). */
const TRIGGERS: Record<EventTypeName, (app: TestApp, c: Company, tag: string) => Promise<void>> = {
  OrderCreated: async (app, c, tag) => void (await createOrder(app, c, tag, false)),
  OrderStatusChanged: async (app, c, tag) => {
    const id = await createOrder(app, c, tag, false);
    await gqlData(app, c, `mutation($ids: [Int!]!) { holdOrders(ids: $ids) ${BATCH('HoldOrders')} }`, { ids: [id] }, 'holdOrders');
  },
  OrderShipped: async (app, c, tag) => {
    const place = await placeOf(app, c.companyId);
    const ctx = await contextOf(app, c.token);
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [{ skuId: place.skuId, warehouseId: place.warehouseId, locationId: place.locationId, type: 'inbound', quantity: 1 }]),
    );
    const id = await createOrder(app, c, tag, true);
    await gqlData(app, c, `mutation($ids: [Int!]!) { auditOrders(ids: $ids) ${BATCH('AuditOrders')} }`, { ids: [id] }, 'auditOrders');
    await ctx.db.order.update({ where: { id }, data: { logisticsChannelId: place.channelId } });
    const shipped = await gqlData(
      app,
      c,
      `mutation($ids: [Int!]!, $t: String) { shipOrders(ids: $ids, trackingNo: $t) ${BATCH('ShipOrders')} }`,
      { ids: [id], t: tag },
      'shipOrders',
    );
    if (shipped.refused.length) throw new Error(`shipOrders refused: ${JSON.stringify(shipped.refused)}`);
  },
  StockChanged: async (app, c, tag) => {
    const place = await placeOf(app, c.companyId);
    const ctx = await contextOf(app, c.token);
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [{ skuId: place.skuId, warehouseId: place.warehouseId, locationId: place.locationId, type: 'inbound', quantity: 2, billNo: tag }]),
    );
  },
  PurchaseOrderStatusChanged: async (app, c, tag) => {
    const place = await placeOf(app, c.companyId);
    await gqlData(
      app,
      c,
      `mutation($i: PurchaseOrderInput!) { createPurchaseOrder(input: $i) { __typename ... on Error { messageId } ... on MutationCreatePurchaseOrderSuccess { data { id } } } }`,
      { i: { supplierId: place.supplierId, warehouseId: place.warehouseId, remark: tag, lines: [{ skuId: place.skuId, quantity: 1, unitPrice: '1.00' }] } },
      'createPurchaseOrder',
    );
  },
  ShopAuthorizationChanged: async (app, c, tag) => {
    await gqlData(
      app,
      c,
      `mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { __typename ... on Error { messageId } ... on MutationAuthorizeShopSuccess { data { id } } } }`,
      { i: { platformType: 13, shopName: `${tag}-${Math.random().toString(36).slice(2, 7)}`, authCode: 'ok' } },
      'authorizeShop',
    );
  },
  // No chat domain yet (its connector comes with buyer messages): the event as that domain will record it.
  PlatformChatEvent: async (app, c, tag) => {
    const db = scopedDb(app.platform.database.prisma, c.companyId);
    const shop = await db.shop.create({
      data: { companyId: c.companyId, platformType: 14, platform: 'other', shopName: `${tag}-chat-${Date.now()}`, status: 1 },
    });
    await db.$transaction((tx) => stageEvents(tx, [platformChatChanged(shop.id, { platformType: 14, unreadCount: 2 })]));
  },
  MessageNoticeEvent: async (app, c, tag) =>
    void (await notify(app.platform, { companyId: c.companyId, userIds: [c.userId], type: '12', title: 'notice.type.12', otherBillNum: tag })),
  ReportJobEvent: (app, c, tag) => exportShops(app, c, tag),
  ReportScheduleEvent: (app, c, tag) => exportShops(app, c, tag),
};

/** A real export of the shops list (the in-process worker runs it); its events are tagged by report id. */
async function exportShops(app: TestApp, c: Company, tag: string): Promise<void> {
  await placeOf(app, c.companyId); // at least one shop to export
  const job = await gqlData(
    app,
    c,
    `mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on Error { messageId } ... on MutationStartExportSuccess { data { id } } } }`,
    { i: { reportType: 'shops' } },
    'startExport',
  );
  TAG_OF_REPORT.set(job.id, tag);
}

function eventEntry(type: EventTypeName): SubscriptionEntry {
  const types = type === 'PlatformChatEvent' ? [type] : [type, 'PlatformChatEvent'];
  return {
    field: 'events',
    type,
    query: `subscription { events(types: [${types.join(', ')}]) { __typename id type shopId ... on ${type} { ${TAG_FIELDS[type]} } ... on PlatformChatEvent { unreadCount } } }`,
    probe: (app, c) =>
      void scopedDb(app.platform.database.prisma, c.companyId)
        .$transaction((tx) => stageEvents(tx, [platformChatChanged(null, { platformType: null, unreadCount: PROBE_UNREAD })]))
        .catch(() => undefined),
    trigger: TRIGGERS[type],
  };
}

export const SUBSCRIPTIONS: SubscriptionEntry[] = [
  {
    field: 'companyEvents',
    query: 'subscription { companyEvents { event data } }',
    probe: (app, c, e) => publishCompanyEvent(app.platform, c.companyId, e),
    // No domain publishes company events yet (platform chat is not built): the channel itself.
    trigger: async (app, c, tag) => publishCompanyEvent(app.platform, c.companyId, { event: 'PlatformChatEvent', data: { platformType: 1, tag } }),
  },
  {
    field: 'userEvents',
    query: 'subscription { userEvents { event data } }',
    probe: (app, c, e) => publishUserEvent(app.platform, c.userId, e),
    // A real notice through the message center.
    trigger: async (app, c, tag) =>
      void (await notify(app.platform, { companyId: c.companyId, userIds: [c.userId], type: '12', title: 'notice.type.12', otherBillNum: tag })),
  },
  ...EVENT_TYPE_NAMES.map(eventEntry),
];

const PROBE = 'Probe';

export interface Subscriber {
  /** Payloads received so far (probes left out). */
  received: unknown[];
  /** The refusal, when the server refused the subscription. */
  error: Promise<unknown>;
  /** Resolves once a probe came through: the subscription is live on the server. */
  ready: Promise<void>;
  client: Client;
}

export function subscribe(wsUrl: string, query: string, token?: string): Subscriber {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  const received: unknown[] = [];
  let onReady!: () => void;
  let onError!: (e: unknown) => void;
  const ready = new Promise<void>((r) => (onReady = r));
  const error = new Promise<unknown>((r) => (onError = r));
  client.subscribe(
    { query },
    {
      next: (v) => {
        // A refusal in the execution result (authScopes) rather than on the socket
        if (v.errors?.length) return (onReady(), onError(v.errors));
        const payload = Object.values(v.data ?? {})[0] as { event?: string; type?: string; unreadCount?: number; reportId?: number } | undefined;
        if (payload?.event === PROBE || (payload?.type === 'PlatformChatEvent' && payload.unreadCount === PROBE_UNREAD)) return onReady();
        // Report job events carry no free text: the tag of the job the crawl started stands in for it.
        const tag = payload?.reportId != null ? TAG_OF_REPORT.get(payload.reportId) : undefined;
        received.push(tag ? { ...v, tag } : v);
      },
      error: (e) => (onReady(), onError(e)),
      complete: () => onReady(),
    },
  );
  return { received, error, ready, client };
}

/** Publishes probes until every subscriber saw one (subscribing is asynchronous; events before are not replayed). */
export async function whenLive(subs: { sub: Subscriber; probe: (e: RealtimeEvent) => void }[]): Promise<void> {
  let live = false;
  const all = Promise.all(subs.map((s) => s.sub.ready)).then(() => (live = true));
  for (let i = 0; !live && i < 200; i++) {
    for (const s of subs) s.probe({ event: PROBE, data: {} });
    await Promise.race([all, new Promise((r) => setTimeout(r, 50))]);
  }
  if (!live) throw new Error('subscriptions never became live');
}

/** Waits until `done()` holds (events travel through the socket asynchronously), at most ~10 s. */
export async function until(done: () => boolean): Promise<void> {
  for (let i = 0; !done() && i < 200; i++) await new Promise((r) => setTimeout(r, 50));
}

// Typed domain events for partners (issue 17): what each event type carries, the helpers the
// domains call to record them in their transaction, and the reading side: who may receive which
// event, replay after a cursor, the polling page and the live stream of the `events` subscription.
//
// Writing: every emitter goes through `stageEvents` (platform/outbox.ts), so an event exists exactly
// when its change committed. Reading: events of one company in delivery order ((txid, id), below the
// xmin horizon, as the outbox dispatcher reads them), filtered in SQL for pages and replays and in
// memory for live events by the same rules (`mayReceive`).
import {
  EVENT_TYPES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type EventTypeDef,
  type EventTypeName,
  type LedgerType,
  type OrderStatus,
  type PurchaseOrderStatus,
} from '@erp/schema';
import type { FastifyInstance } from 'fastify';
import { allowedShopsWhere, canName, requireActor, type Actor, type Platform, type RequestContext } from '../../platform/context';
import { PermissionError, ValidationError } from '../../platform/errors';
import {
  comparePositions,
  isStaging,
  OUTBOX_START,
  pokeDispatchers,
  positionOf,
  pruneEvents,
  readSettled,
  settledFrontier,
  stageEvents,
  type DomainEventInput,
  type EventPosition,
  type OutboxDispatcher,
  type StoredEvent,
} from '../../platform/outbox';
import type { SqlRunner } from '../../platform/migrate';
import { startSchedule } from '../../platform/schedule';

export { stageEvents };
export type { StoredEvent };

// ---- what each event carries (the `data` column) -----------------------------------------------

export interface OrderCreatedData {
  orderId: number;
  orderNo: string;
  status: OrderStatus;
  /** pull | manual | import | split */
  source: string;
}
export interface OrderStatusChangedData {
  orderId: number;
  orderNo: string;
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
  /** The lifecycle action (ORDER_TRANSITIONS): review, allocate, hold, cancel, ship, … */
  action: string;
}
export interface OrderShippedData {
  orderId: number;
  orderNo: string;
  trackingNumber: string;
  logisticsChannelId: number | null;
  /** Grams of the weighed parcel, when weighed. */
  weight: number | null;
  /** manual | scanToShip | outboundScan | import | overseasWarehouse */
  via: string;
  shippedAt: string;
}
export interface StockChangedData {
  skuId: number;
  warehouseId: number;
  quantityBefore: number;
  quantityAfter: number;
  occupiedBefore: number;
  occupiedAfter: number;
  /** Ledger types of the moves, in order of first appearance (inbound, outbound, occupy, …). */
  reasons: LedgerType[];
  billType: string;
  billNo: string;
}
export interface PurchaseOrderStatusChangedData {
  purchaseOrderId: number;
  orderNo: string;
  /** null: the purchase order was created. */
  fromStatus: PurchaseOrderStatus | null;
  toStatus: PurchaseOrderStatus;
  action: string;
}
export interface ShopAuthorizationChangedData {
  shopId: number;
  shopName: string;
  platformType: number;
  /** SHOP_STATUS before; null: the shop was just connected. */
  fromStatus: number | null;
  toStatus: number;
  /** Message id of the failure reason ('' when none). */
  reason: string;
  expiresAt: string | null;
}
export interface PlatformChatData {
  platformType: number | null;
  unreadCount: number | null;
}
export interface MessageNoticeData {
  noticeId: number;
  noticeType: string;
  tag: string;
  /** Message ids (translated for each reader) or literal text. */
  typeName: string;
  title: string;
  body: string;
  otherBillNum: string;
  level: string;
  createTime: string;
  params: Record<string, unknown>;
}
export interface ReportJobData {
  reportId: number;
  title: string;
  message: string;
  downloadUrl: string | null;
  params: Record<string, unknown>;
}
export interface ReportScheduleData {
  reportId: number;
  percent: number;
  message: string;
  status: number;
  success: boolean;
  error: string;
  otherInfo: { total?: number; done?: number; fileName?: string };
  params: Record<string, unknown>;
}

interface DataOf {
  OrderCreated: OrderCreatedData;
  OrderStatusChanged: OrderStatusChangedData;
  OrderShipped: OrderShippedData;
  StockChanged: StockChangedData;
  PurchaseOrderStatusChanged: PurchaseOrderStatusChangedData;
  ShopAuthorizationChanged: ShopAuthorizationChangedData;
  PlatformChatEvent: PlatformChatData;
  MessageNoticeEvent: MessageNoticeData;
  ReportJobEvent: ReportJobData;
  ReportScheduleEvent: ReportScheduleData;
}
// Every catalogue entry has its data type (and no more): a new entry without one fails to compile.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const catalogueCovered: Exact<keyof DataOf, EventTypeName> = true;
void catalogueCovered;

/**
 * What a field reads when a stored event lacks it (written by an older server version within the
 * retention period, or by hand): empty texts and zeros rather than a failed delivery.
 */
const FALLBACK: { [K in EventTypeName]: Partial<DataOf[K]> } = {
  OrderCreated: { orderId: 0, orderNo: '', source: '' },
  OrderStatusChanged: { orderId: 0, orderNo: '', action: '' },
  OrderShipped: { orderId: 0, orderNo: '', trackingNumber: '', logisticsChannelId: null, weight: null, via: '' },
  StockChanged: { skuId: 0, warehouseId: 0, quantityBefore: 0, quantityAfter: 0, occupiedBefore: 0, occupiedAfter: 0, reasons: [], billType: '', billNo: '' },
  PurchaseOrderStatusChanged: { purchaseOrderId: 0, orderNo: '', fromStatus: null, action: '' },
  ShopAuthorizationChanged: { shopId: 0, shopName: '', platformType: 0, fromStatus: null, reason: '', expiresAt: null },
  PlatformChatEvent: { platformType: null, unreadCount: null },
  MessageNoticeEvent: { noticeId: 0, noticeType: '', tag: '', typeName: '', title: '', body: '', otherBillNum: '', level: 'MIDDLE', params: {} },
  ReportJobEvent: { reportId: 0, title: '', message: '', downloadUrl: null, params: {} },
  ReportScheduleEvent: { reportId: 0, percent: 0, message: '', status: 0, success: false, error: '', otherInfo: {}, params: {} },
};

/** The event's own fields, typed by its type. */
export function dataOf<K extends EventTypeName>(event: { data: unknown }, type: K): DataOf[K] {
  return { ...FALLBACK[type], ...(event.data as object) } as DataOf[K];
}

/** One event to record: the type's data plus where it belongs. */
export function domainEvent<K extends EventTypeName>(
  type: K,
  data: DataOf[K],
  where: { shopId?: number | null; warehouseId?: number | null; userId?: number | null; entityId?: number | null },
): DomainEventInput {
  return { type, data: data as unknown as Record<string, unknown>, ...where };
}

// ---- emitters the domains call -----------------------------------------------------------------

type OrderRow = { id: number; orderNo: string; status: string; source: string; shopId: number; warehouseId: number | null };

export const orderCreated = (o: OrderRow) =>
  domainEvent(
    'OrderCreated',
    { orderId: o.id, orderNo: o.orderNo, status: o.status as OrderStatus, source: o.source },
    {
      shopId: o.shopId,
      warehouseId: o.warehouseId,
      entityId: o.id,
    },
  );

/**
 * OrderCreated for orders written by bulk SQL (the order import): one INSERT … SELECT in the
 * import's own transaction, from the rows just stored.
 */
export async function recordOrdersCreatedSql(
  tx: { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> },
  companyId: number,
  orderIds: readonly number[],
): Promise<void> {
  if (!orderIds.length) return;
  await tx.$queryRawUnsafe(
    `INSERT INTO "DomainEvent" ("companyId", type, "shopId", "warehouseId", "entityId", data)
     SELECT o."companyId", 'OrderCreated', o."shopId", o."warehouseId", o.id,
            jsonb_build_object('orderId', o.id, 'orderNo', o."orderNo", 'status', o.status, 'source', o.source)
       FROM "Order" o WHERE o."companyId" = $1 AND o.id = ANY($2::int[]) ORDER BY o.id`,
    companyId,
    [...orderIds],
  );
  pokeDispatchers();
}

export const orderStatusChanged = (o: Pick<OrderRow, 'id' | 'orderNo' | 'shopId' | 'warehouseId'>, fromStatus: string, toStatus: string, action: string) =>
  domainEvent(
    'OrderStatusChanged',
    { orderId: o.id, orderNo: o.orderNo, fromStatus: fromStatus as OrderStatus, toStatus: toStatus as OrderStatus, action },
    {
      shopId: o.shopId,
      warehouseId: o.warehouseId,
      entityId: o.id,
    },
  );

export const orderShipped = (
  o: Pick<OrderRow, 'id' | 'orderNo' | 'shopId' | 'warehouseId'>,
  ship: { trackingNumber: string; logisticsChannelId: number | null; weight: number | null; via: string; shippedAt: Date },
) =>
  domainEvent(
    'OrderShipped',
    { orderId: o.id, orderNo: o.orderNo, ...ship, shippedAt: ship.shippedAt.toISOString() },
    {
      shopId: o.shopId,
      warehouseId: o.warehouseId,
      entityId: o.id,
    },
  );

export const purchaseOrderStatusChanged = (
  po: { id: number; orderNo: string; warehouseId: number },
  fromStatus: string | null,
  toStatus: string,
  action: string,
) =>
  domainEvent(
    'PurchaseOrderStatusChanged',
    { purchaseOrderId: po.id, orderNo: po.orderNo, fromStatus: fromStatus as PurchaseOrderStatus | null, toStatus: toStatus as PurchaseOrderStatus, action },
    { warehouseId: po.warehouseId, entityId: po.id },
  );

export const shopAuthorizationChanged = (
  shop: { id: number; shopName: string; platformType: number; status: number; authFailReason: string; authExpireAt: Date | null },
  fromStatus: number | null,
) =>
  domainEvent(
    'ShopAuthorizationChanged',
    {
      shopId: shop.id,
      shopName: shop.shopName,
      platformType: shop.platformType,
      fromStatus,
      toStatus: shop.status,
      reason: shop.authFailReason,
      expiresAt: shop.authExpireAt?.toISOString() ?? null,
    },
    { shopId: shop.id, entityId: shop.id },
  );

export const platformChatChanged = (shopId: number | null, data: PlatformChatData) => domainEvent('PlatformChatEvent', data, { shopId, entityId: shopId });

export const messageNoticeCreated = (userId: number, data: MessageNoticeData) => domainEvent('MessageNoticeEvent', data, { userId, entityId: data.noticeId });

export const reportJobFinished = (userId: number, data: ReportJobData) => domainEvent('ReportJobEvent', data, { userId, entityId: data.reportId });

export const reportJobProgressed = (userId: number, data: ReportScheduleData) => domainEvent('ReportScheduleEvent', data, { userId, entityId: data.reportId });

/** A stock move as applied: what changed and the balance after it. */
export interface AppliedMove {
  skuId: number;
  warehouseId: number;
  type: LedgerType;
  quantity: number;
  occupied: number;
  after: { quantity: number; occupied: number };
  billType?: string;
  billNo?: string;
}

/** The StockChanged events of one transaction, by SKU × warehouse (merged as more moves come). */
const stockOfTx = new WeakMap<object, Map<string, StockChangedData>>();

/**
 * One StockChanged event per SKU × warehouse per transaction, however many moves (ledger rows) it
 * applies: the first move gives "before", the last "after". Outside a staging transaction each
 * call writes its own events.
 */
export async function stageStockChanges(db: object, companyId: number, moves: readonly AppliedMove[]): Promise<void> {
  if (!moves.length) return;
  const staging = isStaging(db);
  let known = staging ? stockOfTx.get(db) : undefined;
  if (staging && !known) stockOfTx.set(db, (known = new Map<string, StockChangedData>()));
  const fresh: DomainEventInput[] = [];
  const local = new Map<string, StockChangedData>();
  for (const m of moves) {
    const key = `${m.warehouseId}:${m.skuId}`;
    const data = known?.get(key) ?? local.get(key);
    if (data) {
      data.quantityAfter = m.after.quantity;
      data.occupiedAfter = m.after.occupied;
      if (!data.reasons.includes(m.type)) data.reasons.push(m.type);
      if (!data.billNo && m.billNo) Object.assign(data, { billType: m.billType ?? '', billNo: m.billNo });
      continue;
    }
    const created: StockChangedData = {
      skuId: m.skuId,
      warehouseId: m.warehouseId,
      quantityBefore: m.after.quantity - m.quantity,
      quantityAfter: m.after.quantity,
      occupiedBefore: m.after.occupied - m.occupied,
      occupiedAfter: m.after.occupied,
      reasons: [m.type],
      billType: m.billType ?? '',
      billNo: m.billNo ?? '',
    };
    (known ?? local).set(key, created);
    fresh.push(domainEvent('StockChanged', created, { warehouseId: m.warehouseId, entityId: m.skuId }));
  }
  // Staged events are written when the transaction ends: later moves still update `created` in place.
  await stageEvents(db, fresh, companyId);
}

// ---- who receives what -------------------------------------------------------------------------

export interface EventFilter {
  types?: readonly EventTypeName[] | null;
  shopIds?: readonly number[] | null;
  warehouseIds?: readonly number[] | null;
}

/** A caller signed in as a company account (an API client arrives as such an Actor too). */
export function eventSubscriber(ctx: RequestContext): Actor {
  if (!ctx.actor && ctx.operator) throw new PermissionError('permission.companyUsersOnly');
  return requireActor(ctx);
}

/** API clients (issue 17) act for the company, not for a user: personal events are never theirs. */
const isApiClient = (actor: Actor) => actor.apiClient != null;

/** The event types the caller may receive at all: those whose permission it holds. */
export function permittedTypes(actor: Actor): EventTypeDef[] {
  return (EVENT_TYPES as readonly EventTypeDef[]).filter((d) => d.permission === null || canName(actor, d.permission));
}

/** The types a filter leaves (all permitted ones when it names none). */
function wantedTypes(actor: Actor, filter: EventFilter): string[] {
  const permitted = permittedTypes(actor).map((d) => d.type);
  return filter.types?.length ? permitted.filter((t) => filter.types!.includes(t as EventTypeName)) : permitted;
}

const restricted = (actor: Actor) => !actor.isMain && actor.allowShopIds.length > 0;

/** Whether `event` (of the caller's company) reaches the caller under `filter`: the rules of `eventWhere` in memory. */
export function mayReceive(actor: Actor, filter: EventFilter, types: ReadonlySet<string>, e: StoredEvent): boolean {
  if (e.companyId !== actor.companyId || !types.has(e.type)) return false;
  if (e.userId !== null && (isApiClient(actor) || e.userId !== actor.userId)) return false;
  if (e.shopId !== null && restricted(actor) && !actor.allowShopIds.includes(e.shopId)) return false;
  if (filter.shopIds?.length && (e.shopId === null || !filter.shopIds.includes(e.shopId))) return false;
  if (filter.warehouseIds?.length && (e.warehouseId === null || !filter.warehouseIds.includes(e.warehouseId))) return false;
  return true;
}

/** SQL conditions (on alias e) for the caller's events under `filter`; parameters appended to `params`. */
function eventWhere(actor: Actor, filter: EventFilter, types: string[], params: unknown[]): string {
  const p = (v: unknown) => `$${params.push(v)}`;
  const and = [`e."companyId" = ${p(actor.companyId)}`, `e.type = ANY(${p(types)}::text[])`];
  and.push(isApiClient(actor) ? `e."userId" IS NULL` : `(e."userId" IS NULL OR e."userId" = ${p(actor.userId)})`);
  if (restricted(actor)) and.push(`(e."shopId" IS NULL OR e."shopId" = ANY(${p(actor.allowShopIds)}::int[]))`);
  if (filter.shopIds?.length) and.push(`e."shopId" = ANY(${p([...filter.shopIds])}::int[])`);
  if (filter.warehouseIds?.length) and.push(`e."warehouseId" = ANY(${p([...filter.warehouseIds])}::int[])`);
  return and.join(' AND ');
}

/**
 * The caller's events after `from` in delivery order (at most `limit`, none after `upTo`), only as
 * far as no transaction can still commit one before them. Raw SQL on the shared pool: the company
 * is the first condition of `eventWhere`.
 */
async function readEvents(
  sql: SqlRunner,
  actor: Actor,
  filter: EventFilter,
  types: string[],
  from: EventPosition,
  limit: number,
  upTo?: EventPosition,
): Promise<StoredEvent[]> {
  if (!types.length) return [];
  const params: unknown[] = [from.txid.toString(), from.id.toString(), limit];
  let where = `${eventWhere(actor, filter, types, params)} AND (e."companyId", e.txid, e.id) > ($4, $1::bigint, $2::bigint)`;
  if (upTo) where += ` AND (e.txid, e.id) <= ($${params.push(upTo.txid.toString())}::bigint, $${params.push(upTo.id.toString())}::bigint)`;
  return readSettled(sql, where, params);
}

// ---- checking the arguments --------------------------------------------------------------------

/** Ids in one filter list at most (a partner filters by a few shops or warehouses). */
export const EVENT_FILTER_IDS_MAX = 100;
const CURSOR = /^\d{1,19}$/;
const BIGINT_MAX = 9223372036854775807n;

export function retentionDays(ctx: RequestContext): number {
  return ctx.platform.config.eventRetentionDays;
}

/**
 * The place in delivery order after the cursor `after` (an event id the caller received). "0":
 * from the oldest stored event. A cursor of another company answers exactly like one that never
 * existed (events.cursorUnknown); one below the company's oldest stored event, whose events since
 * may have been pruned, is events.cursorExpired.
 */
export async function cursorPosition(ctx: RequestContext, actor: Actor, after: string): Promise<EventPosition> {
  const text = after.trim();
  if (!CURSOR.test(text) || BigInt(text) > BIGINT_MAX) throw ValidationError.field('after', 'events.cursorInvalid');
  const id = BigInt(text);
  if (id === 0n) return OUTBOX_START;
  const sql = ctx.platform.database.sql;
  const [own] = await sql.query<{ txid: string }>(`SELECT txid::text AS txid FROM "DomainEvent" WHERE id = $1::bigint AND "companyId" = $2`, [
    id.toString(),
    actor.companyId,
  ]);
  if (own) return { txid: BigInt(own.txid), id };
  const [oldest] = await sql.query<{ id: string | null }>(`SELECT min(id)::text AS id FROM "DomainEvent" WHERE "companyId" = $1`, [actor.companyId]);
  if (oldest?.id != null && id < BigInt(oldest.id)) throw ValidationError.field('after', 'events.cursorExpired', { days: retentionDays(ctx) });
  throw ValidationError.field('after', 'events.cursorUnknown');
}

/** Every shop and warehouse a filter names must be the caller's (and a shop one it may see). */
export async function checkFilter(ctx: RequestContext, actor: Actor, filter: EventFilter): Promise<void> {
  const shopIds = [...new Set(filter.shopIds ?? [])];
  const warehouseIds = [...new Set(filter.warehouseIds ?? [])];
  if (shopIds.length > EVENT_FILTER_IDS_MAX) throw ValidationError.field('shopIds', 'events.filterTooLong', { max: EVENT_FILTER_IDS_MAX });
  if (warehouseIds.length > EVENT_FILTER_IDS_MAX) throw ValidationError.field('warehouseIds', 'events.filterTooLong', { max: EVENT_FILTER_IDS_MAX });
  if (shopIds.length) {
    const found = await ctx.db.shop.findMany({ where: { AND: [allowedShopsWhere(actor), { id: { in: shopIds } }] }, select: { id: true } });
    const missing = shopIds.find((id) => !found.some((s) => s.id === id));
    if (missing !== undefined) throw ValidationError.field('shopIds', 'events.shopUnknown', { id: missing });
  }
  if (warehouseIds.length) {
    const found = await ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true } });
    const missing = warehouseIds.find((id) => !found.some((w) => w.id === id));
    if (missing !== undefined) throw ValidationError.field('warehouseIds', 'events.warehouseUnknown', { id: missing });
  }
}

// ---- polling: one page after a cursor ------------------------------------------------------------

export interface EventPage {
  events: StoredEvent[];
  /** The id to pass as `after` next time: the last event of the page, else the cursor given. */
  endCursor: string | null;
  hasMore: boolean;
}

export async function eventPage(ctx: RequestContext, args: EventFilter & { after?: string | null; first?: number | null }): Promise<EventPage> {
  const actor = eventSubscriber(ctx);
  const first = args.first ?? PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw ValidationError.field('first', 'validation.pageSize', { max: PAGE_SIZE_MAX });
  await checkFilter(ctx, actor, args);
  const from = args.after != null ? await cursorPosition(ctx, actor, args.after) : OUTBOX_START;
  const rows = await readEvents(ctx.platform.database.sql, actor, args, wantedTypes(actor, args), from, first + 1);
  const events = rows.slice(0, first);
  const last = events.at(-1);
  return { events, endCursor: last ? last.id.toString() : (args.after?.trim() ?? null), hasMore: rows.length > first };
}

// ---- live: replay after the cursor, then what the outbox dispatcher hands over -----------------

type LiveHandler = (e: StoredEvent) => void;
/** Per dispatcher: the live subscriptions by company and event type. */
const routes = new WeakMap<OutboxDispatcher, Map<number, Map<string, Set<LiveHandler>>>>();

/**
 * Registers `handler` for the live events of one company and these types. One dispatcher listener
 * per instance hands each event only to the subscriptions of its company and type, so a busy
 * company's events cost nothing to the others' subscribers. Synchronous, like the dispatcher's
 * own listen(): added in the same tick as the caller reads `dispatcher.at`.
 */
function liveRoute(dispatcher: OutboxDispatcher, companyId: number, types: readonly string[], handler: LiveHandler): () => void {
  let byCompany = routes.get(dispatcher);
  if (!byCompany) {
    const table = new Map<number, Map<string, Set<LiveHandler>>>();
    routes.set(dispatcher, (byCompany = table));
    dispatcher.listen((events) => {
      for (const e of events) {
        const handlers = table.get(e.companyId)?.get(e.type);
        if (handlers) for (const h of handlers) h(e);
      }
    });
  }
  let byType = byCompany.get(companyId);
  if (!byType) byCompany.set(companyId, (byType = new Map<string, Set<LiveHandler>>()));
  for (const t of types) {
    let set = byType.get(t);
    if (!set) byType.set(t, (set = new Set()));
    set.add(handler);
  }
  const table = byCompany;
  return () => {
    const mine = table.get(companyId);
    for (const t of types) {
      const set = mine?.get(t);
      set?.delete(handler);
      if (set && !set.size) mine!.delete(t);
    }
    if (mine && !mine.size) table.delete(companyId);
  };
}

/** Live events waiting for a slow subscriber at most; beyond, it catches up from the table. */
const LIVE_QUEUE_MAX = 5_000;
const REPLAY_BATCH = 500;

/**
 * The `events` subscription: every stored event after `after` (none when not given: from now),
 * then the live ones, with no gap and no duplicate between the two. The listener is added and
 * the dispatcher's position read in the same tick (outbox.ts hands out and moves its position in
 * one tick too): events up to that position come from the table, later ones from the listener.
 * A subscriber that falls more than LIVE_QUEUE_MAX events behind drops its queue and reads the
 * table again up to the dispatcher's position at that moment, so memory stays bounded.
 */
export async function eventStream(
  ctx: RequestContext,
  args: EventFilter & { after?: string | null },
): Promise<AsyncIterableIterator<StoredEvent> & AsyncIterable<StoredEvent>> {
  const actor = eventSubscriber(ctx);
  await checkFilter(ctx, actor, args);
  const sql = ctx.platform.database.sql;
  const dispatcher = ctx.platform.outbox;
  let cursor = args.after != null ? await cursorPosition(ctx, actor, args.after) : await settledFrontier(sql);
  const types = wantedTypes(actor, args);
  const typeSet = new Set(types);

  let queue: StoredEvent[] = [];
  let wake: (() => void) | null = null;
  let closed = false;
  /** Read from the table, not yet handed out. */
  let batch: StoredEvent[] = [];
  /** Once `batch` is out, the table has nothing more of ours up to here. */
  let batchEnd: EventPosition | null = null;
  const off = liveRoute(dispatcher, actor.companyId, types, (e) => {
    if (!mayReceive(actor, args, typeSet, e)) return;
    queue.push(e);
    if (queue.length > LIVE_QUEUE_MAX) {
      queue = [];
      upTo = dispatcher.at;
    }
    wake?.();
  });
  // Same tick as listen(): everything up to here is in the table, everything after comes live.
  let upTo: EventPosition = dispatcher.at;

  const close = () => {
    if (closed) return;
    closed = true;
    off();
    queue = [];
    batch = [];
    wake?.();
  };

  const next = async (): Promise<IteratorResult<StoredEvent>> => {
    for (;;) {
      if (closed) return { done: true, value: undefined };
      const read = batch.shift();
      if (read) {
        cursor = positionOf(read);
        return { done: false, value: read };
      }
      if (batchEnd) {
        if (comparePositions(cursor, batchEnd) < 0) cursor = batchEnd;
        batchEnd = null;
      }
      if (comparePositions(cursor, upTo) < 0) {
        const limit = upTo;
        const rows = await readEvents(sql, actor, args, types, cursor, REPLAY_BATCH, limit);
        batch = rows;
        batchEnd = rows.length < REPLAY_BATCH ? limit : null;
        continue;
      }
      const live = queue.shift();
      if (live) {
        if (comparePositions(positionOf(live), cursor) <= 0) continue;
        cursor = positionOf(live);
        return { done: false, value: live };
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  };

  const iterator: AsyncIterableIterator<StoredEvent> = {
    next,
    return: () => {
      close();
      return Promise.resolve({ done: true, value: undefined });
    },
    throw: (err?: unknown) => {
      close();
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
}

// ---- retention ---------------------------------------------------------------------------------

export const EVENT_PRUNE_EVERY_MS = 3_600_000;

/** Hourly, on the instance holding the lease: events older than EVENT_RETENTION_DAYS go (outbox.ts pruneEvents). */
export function startEventRetention(platform: Platform, http: FastifyInstance): Promise<void> {
  return startSchedule(platform, http, {
    name: 'event-retention',
    everyMs: EVENT_PRUNE_EVERY_MS,
    run: async () => {
      const pruned = await pruneEvents(platform.database.sql, platform.config.eventRetentionDays);
      if (pruned) platform.logger.info({ pruned }, 'domain events pruned');
    },
  });
}

// The domain events partners receive (issue 17): through the `events` subscription and query
// (replay after a cursor) and through webhooks. Listing and buyer-message events join with their
// domains (issues 19 and 21). One entry per event type: the GraphQL type name, the
// permission a subscriber needs to receive it, whether it is bound to a shop / warehouse (then
// subscribers restricted to some shops see only theirs), and its description in zh and en.
import type { PermissionName } from './permissions.generated';

export interface EventTypeDef {
  /** GraphQL type name of the event (member of the DomainEvent union). */
  type: string;
  /** The permission a subscriber (user or API client) needs to receive it; null: every account of the company. */
  permission: PermissionName | null;
  /** Only the user it is addressed to receives it (notices, report jobs). */
  personal?: boolean;
  /** Carries the shop it concerns: a subscriber restricted to some shops (allowShopIds) gets only theirs. */
  shopBound?: boolean;
  zh: string;
  en: string;
}

export const EVENT_TYPES = [
  {
    type: 'OrderCreated',
    permission: 'orders',
    shopBound: true,
    zh: '新订单（拉单、导入或手工创建）',
    en: 'An order arrived (pulled, imported or created by hand)',
  },
  {
    type: 'OrderStatusChanged',
    permission: 'orders',
    shopBound: true,
    zh: '订单状态变化（审核、分配、挂起、取消等）',
    en: 'An order changed status (reviewed, allocated, held, cancelled, …)',
  },
  { type: 'OrderShipped', permission: 'orders', shopBound: true, zh: '订单已发货（含跟踪号）', en: 'An order was shipped (with its tracking number)' },
  {
    type: 'StockChanged',
    permission: 'inventoryManage',
    zh: '库存变化（入库、出库、占用、调拨、盘点）',
    en: 'Stock of a SKU in a warehouse changed (in, out, reserved, transfer, count)',
  },
  { type: 'PurchaseOrderStatusChanged', permission: 'purchaseOrder', zh: '采购单状态变化', en: 'A purchase order changed status' },
  {
    type: 'ShopAuthorizationChanged',
    permission: 'shops',
    shopBound: true,
    zh: '店铺授权状态变化（授权、失效、停用）',
    en: "A shop's authorization changed (authorized, expired, disabled)",
  },
  {
    type: 'PlatformChatEvent',
    permission: null,
    shopBound: true,
    zh: '平台聊天未读变化（spec 01 §7 company_notify）',
    en: 'Platform chat unread count changed (spec 01 §7 company_notify)',
  },
  { type: 'MessageNoticeEvent', permission: null, personal: true, zh: '新的消息通知', en: 'A message notice for the user' },
  { type: 'ReportJobEvent', permission: null, personal: true, zh: '导出任务完成', en: 'A report job finished' },
  { type: 'ReportScheduleEvent', permission: null, personal: true, zh: '导出任务进度', en: 'A report job progressed' },
] as const satisfies readonly EventTypeDef[];

export type EventTypeName = (typeof EVENT_TYPES)[number]['type'];
export const EVENT_TYPE_NAMES: readonly EventTypeName[] = EVENT_TYPES.map((e) => e.type);

export function eventTypeDef(type: string): EventTypeDef | undefined {
  return (EVENT_TYPES as readonly EventTypeDef[]).find((e) => e.type === type);
}

/** Days events stay in the outbox for replay (EVENT_RETENTION_DAYS overrides it on the server). */
export const EVENT_RETENTION_DAYS = 7;
/** Consecutive failed webhook deliveries after which an endpoint is disabled. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;
/** Attempts of one webhook delivery before it is failed for good (exponential backoff between them). */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** How long the previous signing secret stays valid after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/**
 * The batch buttons of the order lists, derived from ORDER_TRANSITIONS (@erp/schema, the table the
 * server enforces) with `batchActionsFor`: a transition button shows on the tab whose status may
 * take it, and only to users holding its permission. Review is `audit` or `allocate` (out-of-stock
 * orders are reviewed again once stock arrived). Buttons that are no transition (merge, pre-ship,
 * tracking numbers) say on which tabs they show with `when`.
 */
import { ORDER_STATUSES, ORDER_TRANSITIONS, oneOf, type OrderAction, type OrderStatus, type PermissionName } from '@erp/schema';
import type { BatchAction } from '../../ui';
import { batchActionsFor, type BatchFailure, type BatchItem, type BatchSummary } from '../../ui/resource';

export type ListMode = 'orders' | 'abnormal' | 'preShippings';

export type OrderBatchKey =
  'audit' | 'ship' | 'preShip' | 'tracking' | 'overseasSend' | 'overseasSync' | 'merge' | 'backToProcessing' | 'hold' | 'release' | 'cancel';

interface OrderBatchSpec {
  key: OrderBatchKey;
  action?: OrderAction | readonly OrderAction[];
  permission: PermissionName;
  colorPalette?: string;
  /** Non-transition buttons: the tabs they show on. */
  when?: (mode: ListMode, tab: string) => boolean;
}

/** Every batch button, in the order they show. */
const ORDER_BATCH: readonly OrderBatchSpec[] = [
  { key: 'audit', action: ['audit', 'allocate'], permission: 'order.audit' },
  { key: 'ship', action: 'ship', permission: 'order.ship' },
  { key: 'preShip', permission: 'order.ship', when: shippingTab },
  { key: 'tracking', permission: 'order.ship', when: shippingTab },
  // orders on overseas warehouse channels: the provider ships them (issue 23)
  { key: 'overseasSend', permission: 'order.ship', when: awaitingTab },
  { key: 'overseasSync', permission: 'order.ship', when: awaitingTab },
  { key: 'merge', permission: 'order.update', when: (mode, tab) => mode === 'orders' && (tab === 'all' || tab === 'processing') },
  { key: 'backToProcessing', action: 'backToProcessing', permission: 'order.audit' },
  { key: 'hold', action: 'hold', permission: 'order.update', colorPalette: 'orange' },
  { key: 'release', action: 'release', permission: 'order.update' },
  { key: 'cancel', action: 'cancel', permission: 'order.cancel', colorPalette: 'red' },
];

/** Pre-ship and tracking numbers: the awaiting-shipment tab of /orders, the "not pre-shipped" tab of /preShippings. */
function shippingTab(mode: ListMode, tab: string): boolean {
  return mode === 'preShippings' ? tab === 'ready' : mode === 'orders' && tab === 'awaitingShipment';
}

/** The awaiting-shipment tab of /orders (sending to / syncing from an overseas warehouse). */
function awaitingTab(mode: ListMode, tab: string): boolean {
  return mode === 'orders' && tab === 'awaitingShipment';
}

/** The status whose transitions a tab offers (null: none, e.g. "all" or the pre-shipment tabs). */
export function tabStatus(mode: ListMode, tab: string): OrderStatus | null {
  if (mode === 'abnormal') return 'abnormal';
  if (mode === 'preShippings') return null;
  return oneOf(ORDER_STATUSES, tab) ?? null;
}

/** The DataTable batch buttons of a tab for a user holding `has`. */
export function orderBatchActions<T>(
  mode: ListMode,
  tab: string,
  has: (permission: PermissionName) => boolean,
  label: (key: OrderBatchKey) => string,
  onClick: (key: OrderBatchKey, rows: T[]) => unknown,
): BatchAction<T>[] {
  const items: BatchItem<OrderAction, T>[] = ORDER_BATCH.map((spec) => ({
    key: spec.key,
    action: spec.action,
    label: label(spec.key),
    permission: spec.permission,
    colorPalette: spec.colorPalette ?? 'teal',
    when: spec.when ? spec.when(mode, tab) : undefined,
    onClick: (rows: T[]) => onClick(spec.key, rows),
  }));
  return batchActionsFor(ORDER_TRANSITIONS, tabStatus(mode, tab), items, has);
}

/** assignTrackingNumbers' answer as a batch summary: skipped orders with the reason in the user's words. */
export function trackingSummary(
  data: { assigned: readonly unknown[]; skipped: readonly { orderId: number; orderNo: string; reason: string }[] },
  reason: (code: string) => string,
): BatchSummary {
  const failures: BatchFailure[] = data.skipped.map((s) => ({ id: s.orderId, label: s.orderNo, message: reason(s.reason) }));
  return { succeeded: data.assigned.length, failures };
}

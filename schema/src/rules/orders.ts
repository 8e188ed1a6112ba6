// Orders (issue 6; spec 01 §2 'Orders', spec 02 §4, §5). The order lifecycle is this one table:
// every order mutation on the server goes through ORDER_TRANSITIONS, so an illegal move has one
// message (order.illegalTransition) and one test.
import type { Transition } from './inventory';

export const ORDER_STATUSES = [
  'awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'shipped', 'completed', 'cancelled', 'refunded', 'abnormal',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses in which the goods have not left: the order can still be edited, split, merged or held. */
export const ORDER_OPEN_STATUSES: readonly OrderStatus[] = ['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'abnormal'];

export type OrderAction =
  | 'pay' | 'audit' | 'markOutOfStock' | 'allocate' | 'backToProcessing' | 'hold' | 'release' | 'ship' | 'complete' | 'cancel' | 'refund';

export const ORDER_TRANSITIONS: Record<OrderAction, Transition<OrderStatus>> = {
  /** The marketplace reports the payment (late payments). */
  pay: { from: ['awaitingPayment'], to: 'processing' },
  /** Review: stock reserved in full → awaiting shipment (else markOutOfStock). */
  audit: { from: ['processing'], to: 'awaitingShipment' },
  markOutOfStock: { from: ['processing'], to: 'outOfStock' },
  /** Stock arrived for an out-of-stock order. */
  allocate: { from: ['outOfStock'], to: 'awaitingShipment' },
  /** Undo the review: reserved stock is released. */
  backToProcessing: { from: ['outOfStock', 'awaitingShipment'], to: 'processing' },
  hold: { from: ['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment'], to: 'abnormal' },
  /** Back to the status it was held from (heldFromStatus), or processing. */
  release: { from: ['abnormal'], to: 'processing' },
  ship: { from: ['awaitingShipment'], to: 'shipped' },
  complete: { from: ['shipped'], to: 'completed' },
  cancel: { from: ['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'abnormal'], to: 'cancelled' },
  refund: { from: ['shipped', 'completed'], to: 'refunded' },
};

/** Why an order is abnormal (Order.abnormalReason). */
export const ABNORMAL_REASONS = ['blacklist', 'address', 'weight', 'channel', 'marketplaceCancel', 'manual'] as const;
export type AbnormalReason = (typeof ABNORMAL_REASONS)[number];

/** The dashboard's unmatched-order thresholds in hours (spec 01 §9). */
export const UNMATCHED_ALERT_HOURS = [12, 24] as const;

/** Outbound scan collect states (spec 01 §2: pickup timeout −1, pickup exception −2). */
export const COLLECT_STATUS = { none: 0, collected: 1, timeout: -1, exception: -2 } as const;

/** Hours after outbound scan without a carrier pickup scan before an order counts as pickup timeout. */
export const PICKUP_TIMEOUT_HOURS = 24;

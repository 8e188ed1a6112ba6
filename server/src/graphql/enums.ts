// Every status field of the schema is a GraphQL enum made here from the @erp/schema status lists
// (the same lists the transition tables and validators use), so the enum values are exactly the
// strings stored in the database (camelCase: pendingShipment, awaitingPayment, …) and REST answers
// and stored data stay as they were. Modules import the enum refs from this file; none declares its
// own status enum.
import {
  ABNORMAL_STATUSES,
  API_CLIENT_STATUSES,
  ASSEMBLE_STATUSES,
  COUNT_STATUSES,
  LISTING_STATUSES,
  OCCUPATION_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PICK_LIST_STATUSES,
  PRODUCT_STATUSES,
  PURCHASE_ORDER_PAYMENT_STATUSES,
  PURCHASE_ORDER_STATUSES,
  RECEIPT_STATUSES,
  BAG_STATUSES,
  STOCK_BILL_STATUSES,
  TRACKING_NUMBER_SOURCES,
  TRACKING_STATUS_TABS,
  TRACKING_UPLOAD_STATUSES,
  TRACKING_STATUSES,
  TRANSFER_STATUSES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINT_STATUSES,
  WHOLESALE_ORDER_STATUSES,
} from '@erp/schema';
import type { EnumRef } from '@pothos/core';
import { builder, type Types } from './builder';

/**
 * A status enum whose values are the given stored strings. Input values are typed as the union
 * (`V`); as output the enum takes the stored `string` column as it comes from Prisma, and GraphQL's
 * enum serialisation refuses any value outside the list (a row with an unknown status is a bug).
 */
export function statusEnum<const V extends string>(name: string, values: readonly V[], description?: string): EnumRef<Types, string, V> {
  return builder.enumType(name, { values: values, ...(description ? { description } : {}) });
}

export const OrderStatusEnum = statusEnum('OrderStatus', ORDER_STATUSES, 'ORDER_STATUSES of @erp/schema (ORDER_TRANSITIONS)');
export const ProductStatusEnum = statusEnum('ProductStatus', PRODUCT_STATUSES);
export const PurchaseOrderStatusEnum = statusEnum('PurchaseOrderStatus', PURCHASE_ORDER_STATUSES, 'PURCHASE_ORDER_TRANSITIONS of @erp/schema');
export const PurchaseOrderPaymentStatusEnum = statusEnum(
  'PurchaseOrderPaymentStatus',
  PURCHASE_ORDER_PAYMENT_STATUSES,
  'From approved payments minus approved refunds',
);
export const PurchasePaymentStatusEnum = statusEnum('PurchasePaymentStatus', PAYMENT_STATUSES, 'A payment or refund request (PAYMENT_TRANSITIONS)');
export const PurchaseReceiptStatusEnum = statusEnum('PurchaseReceiptStatus', RECEIPT_STATUSES);
export const AbnormalReceiptStatusEnum = statusEnum('AbnormalReceiptStatus', ABNORMAL_STATUSES);
export const WholesaleOrderStatusEnum = statusEnum('WholesaleOrderStatus', WHOLESALE_ORDER_STATUSES);
export const AssembleSheetStatusEnum = statusEnum('AssembleSheetStatus', ASSEMBLE_STATUSES);
export const InventoryCountStatusEnum = statusEnum('InventoryCountStatus', COUNT_STATUSES);
export const StockBillStatusEnum = statusEnum('StockBillStatus', STOCK_BILL_STATUSES);
export const StockOccupationStatusEnum = statusEnum('StockOccupationStatus', OCCUPATION_STATUSES);
export const TransferOrderStatusEnum = statusEnum('TransferOrderStatus', TRANSFER_STATUSES);
export const PickListStatusEnum = statusEnum('PickListStatus', PICK_LIST_STATUSES);
export const ShippingBagStatusEnum = statusEnum('ShippingBagStatus', BAG_STATUSES);
export const TrackingStatusEnum = statusEnum('TrackingStatus', TRACKING_STATUSES);
export const TrackingStatusTabEnum = statusEnum('TrackingStatusTab', TRACKING_STATUS_TABS, 'A /logisticsTracking tab: a status, all or deleted');
export const ApiClientStatusEnum = statusEnum('ApiClientStatus', API_CLIENT_STATUSES, 'API_CLIENT_STATUSES of @erp/schema: active until revoked');
export const WebhookEndpointStatusEnum = statusEnum('WebhookEndpointStatus', WEBHOOK_ENDPOINT_STATUSES, 'Disabled by hand or after repeated failed deliveries');
export const WebhookDeliveryStatusEnum = statusEnum('WebhookDeliveryStatus', WEBHOOK_DELIVERY_STATUSES, 'pending: waiting for its next attempt');

/** Stored '' (no status: an order never held, a history row that is not a status move) → null. */
export const noStatus = (value: string): string | null => value || null;

/** `{ status, count }` rows of a list's status tabs, typed by the list's status enum. */
export function statusCountType(name: string, status: EnumRef<Types, string, string>, description?: string) {
  return builder.objectRef<{ status: string; count: number }>(name).implement({
    ...(description ? { description } : {}),
    fields: (t) => ({ status: t.expose('status', { type: status }), count: t.exposeInt('count') }),
  });
}
export const TrackingUploadStatusEnum = statusEnum('TrackingUploadStatus', TRACKING_UPLOAD_STATUSES, "Upload of an order's tracking number to its marketplace");
export const TrackingNumberSourceEnum = statusEnum('TrackingNumberSource', TRACKING_NUMBER_SOURCES, "Where an order's tracking number came from");
export const ListingStatusEnum = statusEnum('ListingStatus', LISTING_STATUSES, 'LISTING_TRANSITIONS of @erp/schema (spec 02 §4 Listing)');

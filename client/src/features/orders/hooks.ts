/**
 * Orders, SKU pairing and order sync (orders.graphql, pairing.graphql, pulls.graphql,
 * fulfilment.graphql): the list documents, the tab counters, the shop options and every command.
 */
import { useQuery } from '@apollo/client/react';
import { marketplaceLabel } from '@erp/schema';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { AssignTrackingNumbersDocument, PreShipOrdersDocument, PullShopOrdersDocument } from './fulfilment.generated';
import { RequestTrackingNumbersDocument, SendOrdersToOverseasWarehouseDocument, SyncOverseasOutboundsDocument } from './tracking.generated';
import {
  AbnormalReasonCountsDocument,
  AuditOrdersDocument,
  BackToProcessingDocument,
  CancelOrdersDocument,
  CreateOrderDocument,
  HoldOrdersDocument,
  MergeOrdersDocument,
  OrderShopOptionsDocument,
  OrdersDocument,
  OrderStatusCountsDocument,
  ReleaseOrdersDocument,
  ShipOrdersDocument,
  SplitOrderDocument,
  UpdateOrderDocument,
  type OrderDetailQuery,
} from './orders.generated';
import { OnlineProductsDocument, PairSkuDocument, SetSkuAliasesDocument, SkuPairingsDocument, UnpairSkuDocument } from './pairing.generated';
import { PushShopStockDocument, SetShopPullScheduleDocument, ShopOrderPullsDocument, type ShopOrderPullsQuery } from './pulls.generated';
import type { OrderFilter } from '../../api/generated/types';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type OrderRow = RowOf<typeof orderList>;
export type OrderDetail = NonNullable<OrderDetailQuery['order']>;
export type PairingRow = RowOf<typeof pairingList>;
export type OnlineProductRow = RowOf<typeof onlineProductList>;
export type ShopOrderPullRow = ShopOrderPullsQuery['shopOrderPulls'][number];

export const orderList = listOf(OrdersDocument, (d) => d.orders);
export const pairingList = listOf(SkuPairingsDocument, (d) => d.skuPairings);
export const onlineProductList = listOf(OnlineProductsDocument, (d) => d.onlineProducts);

/** Other windows (/createOrder) and screens tell the order lists to reload after a change. */
const CHANNEL = 'erp-orders';
export function announceOrdersChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const c = new BroadcastChannel(CHANNEL);
  c.postMessage('changed');
  c.close();
}
export function useOrdersChanged(onChange: () => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(CHANNEL);
    c.onmessage = () => latest.current();
    return () => c.close();
  }, []);
}

/** The marketplace's display name of a platform type number. */
export const platformLabel = marketplaceLabel;

/** Orders per status for the tabs (the filter without its status); `all` is their sum. */
export function useOrderStatusCounts(filter: OrderFilter, skip = false) {
  const { record, refetch } = useRecord(OrderStatusCountsDocument, (d) => d.orderStatusCounts, { filter }, { skip, silent: true, keepPrevious: true });
  const counts = useMemo(() => {
    const out: Record<string, number> = { all: 0 };
    for (const c of record ?? []) {
      out[c.status] = c.count;
      out.all! += c.count;
    }
    return out;
  }, [record]);
  return { counts, loaded: Boolean(record), refetch };
}

/** Abnormal orders per reason for the /abnormalOrders tabs (the filter without status and reason). */
export function useAbnormalReasonCounts(filter: OrderFilter, skip = false) {
  const { record, refetch } = useRecord(AbnormalReasonCountsDocument, (d) => d.abnormalReasonCounts, { filter }, { skip, silent: true, keepPrevious: true });
  const counts = useMemo(() => Object.fromEntries((record ?? []).map((c) => [c.reason, c.count])) as Record<string, number>, [record]);
  return { counts, loaded: Boolean(record), refetch };
}

/** Authorized shops of the company as options (value = id), with their platform type. */
export function useShopOptions() {
  const { record, loading, error } = useRecord(OrderShopOptionsDocument, (d) => d.shopOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  const options = useMemo(
    () =>
      (record ?? []).map((shop) => ({
        value: String(shop.id),
        label: `${shop.alias || shop.shopName} · ${platformLabel(shop.platformType)}`,
        platformType: shop.platformType,
        status: shop.status,
      })),
    [record],
  );
  return { options, loading, error };
}

/**
 * Every shop in reach with its pull schedule and last run (authorized or not; the dialog narrows).
 * `refetch` resolves once the new answer is in, so a saved row shows the saved values at once.
 */
export function useShopOrderPulls() {
  const { data, previousData, loading, error, refetch } = useQuery(ShopOrderPullsDocument, { fetchPolicy: 'cache-and-network' });
  const shown = data ?? previousData;
  return {
    shops: shown?.shopOrderPulls ?? [],
    loaded: Boolean(shown),
    loading,
    error,
    refetch: useCallback(
      () =>
        refetch().then(
          () => undefined,
          () => undefined,
        ),
      [refetch],
    ),
  };
}

/** Every order command (batch ones answer `{ orders, refused }`: read them with `batchOf`). */
export const useOrderCommands = () =>
  useCommands({
    audit: AuditOrdersDocument,
    backToProcessing: BackToProcessingDocument,
    hold: HoldOrdersDocument,
    release: ReleaseOrdersDocument,
    cancel: CancelOrdersDocument,
    ship: ShipOrdersDocument,
    preShip: PreShipOrdersDocument,
    assignTracking: AssignTrackingNumbersDocument,
    requestTracking: RequestTrackingNumbersDocument,
    overseasSend: SendOrdersToOverseasWarehouseDocument,
    overseasSync: SyncOverseasOutboundsDocument,
    merge: MergeOrdersDocument,
    split: SplitOrderDocument,
    update: UpdateOrderDocument,
    create: CreateOrderDocument,
  });

export const usePairingCommands = () => useCommands({ pair: PairSkuDocument, unpair: UnpairSkuDocument, setAliases: SetSkuAliasesDocument });

/** Pull a shop now, set its schedule, push its stock. */
export const useOrderPullCommands = () =>
  useCommands({ pull: PullShopOrdersDocument, setSchedule: SetShopPullScheduleDocument, pushStock: PushShopStockDocument });

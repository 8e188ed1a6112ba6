/** Orders and SKU pairing (orders.graphql, pairing.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { marketplaceLabel } from '@erp/schema';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  AbnormalReasonCountsDocument,
  AuditOrdersDocument,
  BackToProcessingDocument,
  CancelOrdersDocument,
  CreateOrderDocument,
  HoldOrdersDocument,
  MergeOrdersDocument,
  OnlineProductsDocument,
  OrderDetailDocument,
  OrderShopOptionsDocument,
  OrdersDocument,
  OrderStatusCountsDocument,
  PairSkuDocument,
  PullShopOrdersDocument,
  PushShopStockDocument,
  ReleaseOrdersDocument,
  SetShopPullScheduleDocument,
  SetSkuAliasesDocument,
  ShipOrdersDocument,
  ShopOrderPullsDocument,
  SkuAliasesDocument,
  SkuPairingsDocument,
  SplitOrderDocument,
  UnpairSkuDocument,
  UpdateOrderDocument,
  type CreateOrderInput,
  type OnlineProductFilter,
  type OnlineProductsQuery,
  type OrderDetailQuery,
  type OrderFilter,
  type OrdersQuery,
  type PairSkuInput,
  type ShopOrderPullsQuery,
  type ShopPullScheduleInput,
  type SkuPairingFilter,
  type SkuPairingsQuery,
  type SplitOrderInput,
  type UpdateOrderInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle, THROWN } from '../shared/outcome';

export type OrderRow = OrdersQuery['orders']['edges'][number]['node'];
export type OrderDetail = NonNullable<OrderDetailQuery['order']>;
export type PairingRow = SkuPairingsQuery['skuPairings']['edges'][number]['node'];
export type OnlineProductRow = OnlineProductsQuery['onlineProducts']['edges'][number]['node'];
export type ShopOrderPullRow = ShopOrderPullsQuery['shopOrderPulls'][number];

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

export function useOrders(page: number, pageSize: number, filter: OrderFilter, options: { sort?: string; sortOrder?: string; skip?: boolean } = {}) {
  const { data, previousData, loading, error, refetch } = useQuery(OrdersDocument, {
    variables: { ...pageArgs(page, pageSize), filter, ...(options.sort ? { sort: options.sort, sortOrder: options.sortOrder } : {}) },
    fetchPolicy: 'cache-and-network',
    skip: options.skip,
  });
  const list = (data ?? previousData)?.orders;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Orders per status for the tabs (the filter without its status); `all` is their sum. */
export function useOrderStatusCounts(filter: OrderFilter, skip = false) {
  const { data, previousData, refetch } = useQuery(OrderStatusCountsDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
    skip,
  });
  const list = (data ?? previousData)?.orderStatusCounts;
  const counts = useMemo(() => {
    const out: Record<string, number> = {};
    let all = 0;
    for (const c of list ?? []) {
      out[c.status] = c.count;
      all += c.count;
    }
    out.all = all;
    return out;
  }, [list]);
  return { counts, loaded: Boolean(list), refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

/** Abnormal orders per reason for the /abnormalOrders tabs (the filter without status and reason). */
export function useAbnormalReasonCounts(filter: OrderFilter, skip = false) {
  const { data, previousData, refetch } = useQuery(AbnormalReasonCountsDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
    skip,
  });
  const list = (data ?? previousData)?.abnormalReasonCounts;
  const counts = useMemo(() => Object.fromEntries((list ?? []).map((c) => [c.reason, c.count])) as Record<string, number>, [list]);
  return { counts, loaded: Boolean(list), refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

/** The current aliases of a local SKU (null: no such SKU). */
export function useSkuAliases(skuId: number) {
  const { data, loading, error, refetch } = useQuery(SkuAliasesDocument, { variables: { skuId }, fetchPolicy: 'network-only' });
  return { aliases: data?.skuAliases ?? null, loaded: data !== undefined, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useOrderDetail(id: number) {
  const { data, loading, error, refetch } = useQuery(OrderDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return { order: data?.order ?? null, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

/** Authorized shops of the company as options (value = id), with their platform type. */
export function useShopOptions() {
  const { data, loading, error } = useQuery(OrderShopOptionsDocument, { fetchPolicy: 'cache-first', context: { silent: true } });
  const options = useMemo(
    () =>
      (data?.shopOptions ?? []).map((shop) => ({
        value: String(shop.id),
        label: `${shop.alias || shop.shopName} · ${platformLabel(shop.platformType)}`,
        platformType: shop.platformType,
        status: shop.status,
      })),
    [data],
  );
  return { options, loading, error };
}

// ---- batch actions ----------------------------------------------------------------------------

export interface BatchFailure {
  id: number;
  orderNo: string;
  message: string;
}
/** What a batch action did: how many orders moved, the refused ones with the server's message. */
export interface BatchOutcome {
  /** The request went through (some orders may still be refused). */
  ok: boolean;
  succeeded: number;
  failures: BatchFailure[];
  /** The whole batch was refused (e.g. an unknown id): the server's message. */
  message?: string;
  /** Already shown by the API layer (network, no permission). */
  thrown?: boolean;
}

type BatchData = { orders: readonly { id: number }[]; refused: readonly { id: number; orderNo: string; messageId: string; message: string }[] };

async function settleBatch<D>(run: Promise<{ data?: D | null }>, pick: (d: D) => { __typename: string; data?: BatchData; message?: string; messageId?: string } | null | undefined): Promise<BatchOutcome> {
  const outcome = await settle(run, (d) => pick(d) as never);
  if (outcome.ok) {
    const data = outcome.data as unknown as BatchData;
    return {
      ok: true,
      succeeded: data.orders.length,
      failures: data.refused.map((r) => ({ id: r.id, orderNo: r.orderNo, message: r.message || r.messageId })),
    };
  }
  return { ok: false, succeeded: 0, failures: [], message: outcome.message, thrown: outcome.typename === THROWN };
}

/** Every order action. Batch ones resolve to a BatchOutcome, the others to an outcome (shared/outcome). */
export function useOrderActions() {
  const [audit] = useMutation(AuditOrdersDocument);
  const [back] = useMutation(BackToProcessingDocument);
  const [hold] = useMutation(HoldOrdersDocument);
  const [release] = useMutation(ReleaseOrdersDocument);
  const [cancel] = useMutation(CancelOrdersDocument);
  const [ship] = useMutation(ShipOrdersDocument);
  const [merge] = useMutation(MergeOrdersDocument);
  const [split] = useMutation(SplitOrderDocument);
  const [update] = useMutation(UpdateOrderDocument);
  const [create] = useMutation(CreateOrderDocument);
  return useMemo(
    () => ({
      audit: (ids: number[]) => settleBatch(audit({ variables: { ids } }), (d) => d.auditOrders),
      backToProcessing: (ids: number[]) => settleBatch(back({ variables: { ids } }), (d) => d.backToProcessing),
      hold: (ids: number[], remark?: string) => settleBatch(hold({ variables: { ids, remark } }), (d) => d.holdOrders),
      release: (ids: number[]) => settleBatch(release({ variables: { ids } }), (d) => d.releaseOrders),
      cancel: (ids: number[], reason?: string) => settleBatch(cancel({ variables: { ids, reason } }), (d) => d.cancelOrders),
      ship: (ids: number[]) => settleBatch(ship({ variables: { ids } }), (d) => d.shipOrders),
      merge: (ids: number[]) => settle(merge({ variables: { ids } }), (d) => d.mergeOrders),
      split: (input: SplitOrderInput) => settle(split({ variables: { input } }), (d) => d.splitOrder),
      update: (id: number, input: UpdateOrderInput) => settle(update({ variables: { id, input } }), (d) => d.updateOrder),
      create: (input: CreateOrderInput) => settle(create({ variables: { input } }), (d) => d.createOrder),
    }),
    [audit, back, hold, release, cancel, ship, merge, split, update, create],
  );
}

// ---- pairing ----------------------------------------------------------------------------------

export function useSkuPairings(page: number, pageSize: number, filter: SkuPairingFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(SkuPairingsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.skuPairings;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useOnlineProducts(page: number, pageSize: number, filter: OnlineProductFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(OnlineProductsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.onlineProducts;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function usePairingActions() {
  const [pair] = useMutation(PairSkuDocument);
  const [unpair] = useMutation(UnpairSkuDocument);
  const [aliases] = useMutation(SetSkuAliasesDocument);
  return useMemo(
    () => ({
      pair: (input: PairSkuInput) => settle(pair({ variables: { input } }), (d) => d.pairSku),
      unpair: (id: number) => settle(unpair({ variables: { id } }), (d) => d.unpairSku),
      setAliases: (skuId: number, list: string[]) => settle(aliases({ variables: { skuId, aliases: list } }), (d) => d.setSkuAliases),
    }),
    [pair, unpair, aliases],
  );
}

// ---- order sync (pulls.graphql) -----------------------------------------------------------------

/** Every shop in reach with its pull schedule and last run (authorized or not; the dialog narrows). */
export function useShopOrderPulls() {
  const { data, previousData, loading, error, refetch } = useQuery(ShopOrderPullsDocument, { fetchPolicy: 'cache-and-network' });
  return {
    shops: (data ?? previousData)?.shopOrderPulls ?? [],
    loaded: Boolean(data ?? previousData),
    loading,
    error,
    refetch: useCallback(() => refetch().then(() => undefined, () => undefined), [refetch]),
  };
}

/** Pull a shop now, set its schedule, push its stock; each resolves to an outcome (shared/outcome). */
export function useOrderPullActions() {
  const [pull] = useMutation(PullShopOrdersDocument);
  const [schedule] = useMutation(SetShopPullScheduleDocument);
  const [push] = useMutation(PushShopStockDocument);
  return useMemo(
    () => ({
      pull: (shopId: number) => settle(pull({ variables: { shopId } }), (d) => d.pullShopOrders),
      setSchedule: (input: ShopPullScheduleInput) => settle(schedule({ variables: { input } }), (d) => d.setShopPullSchedule),
      pushStock: (shopId: number) => settle(push({ variables: { shopId } }), (d) => d.pushShopStock),
    }),
    [pull, schedule, push],
  );
}

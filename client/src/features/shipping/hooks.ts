/** Scan to ship, outbound scan and parcel bags (shipping.graphql) wrapped in small typed hooks. */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CloseShippingBagDocument,
  ConfirmPickupDocument,
  CreateShippingBagDocument,
  DeleteShippingBagDocument,
  HandOverShippingBagDocument,
  MarkPickupExceptionDocument,
  OutboundScanCountsDocument,
  OutboundScanDocument,
  OutboundScansDocument,
  PrintBagLabelDocument,
  RemoveFromBagDocument,
  ScanIntoBagDocument,
  ScanToShipDocument,
  ScanToShipOrderDocument,
  ShippingBagDocument,
  ShippingBagsDocument,
  type OutboundScanFilter,
  type OutboundScansQuery,
  type ScanToShipInput,
  type ShippingBagFilter,
  type ShippingBagQuery,
  type ShippingBagsQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle, type MutationFailure } from '../shared/outcome';

export type OutboundRow = OutboundScansQuery['outboundScans']['edges'][number]['node'];
export type BagRow = ShippingBagsQuery['shippingBags']['edges'][number]['node'];
export type BagDetail = NonNullable<ShippingBagQuery['shippingBag']>;

/** The text to show for a failed scan: the field errors, else the server's message, else `fallback`. */
export function failureText(failure: MutationFailure, fallback: string): string {
  const texts = [...Object.values(failure.fieldErrors).flat(), failure.message].filter((t) => t && t.trim() !== '');
  return [...new Set(texts)].join(' ') || fallback;
}

/** Scan to ship: look the scanned number up, then ship with what was scanned and the weight. */
export function useScanToShip() {
  const client = useApolloClient();
  const [ship] = useMutation(ScanToShipDocument);
  return {
    lookup: useCallback(
      (number: string) => settle(client.query({ query: ScanToShipOrderDocument, variables: { number }, fetchPolicy: 'no-cache' }), (d) => d.scanToShipOrder),
      [client],
    ),
    ship: useCallback((input: ScanToShipInput) => settle(ship({ variables: { input } }), (d) => d.scanToShip), [ship]),
  };
}

export function useOutboundScans(page: number, pageSize: number, filter: OutboundScanFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(OutboundScansDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const counts = useQuery(OutboundScanCountsDocument, { fetchPolicy: 'cache-and-network' });
  const list = (data ?? previousData)?.outboundScans;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    counts: counts.data?.outboundScanCounts ?? null,
    loading,
    error,
    refetch: useCallback(() => {
      void refetch().catch(() => undefined);
      void counts.refetch().catch(() => undefined);
    }, [refetch, counts]),
  };
}

export function useOutboundActions() {
  const [scan] = useMutation(OutboundScanDocument);
  const [confirm] = useMutation(ConfirmPickupDocument);
  const [exception] = useMutation(MarkPickupExceptionDocument);
  return {
    scan: useCallback((number: string, weight: number) => settle(scan({ variables: { input: { number, weight } } }), (d) => d.outboundScan), [scan]),
    confirmPickup: useCallback((ids: number[]) => settle(confirm({ variables: { ids } }), (d) => d.confirmPickup), [confirm]),
    markException: useCallback((ids: number[], remark: string) => settle(exception({ variables: { input: { ids, remark } } }), (d) => d.markPickupException), [exception]),
  };
}

export function useShippingBags(page: number, pageSize: number, filter: ShippingBagFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(ShippingBagsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.shippingBags;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useShippingBag(id: number | null) {
  const { data, loading, error, refetch } = useQuery(ShippingBagDocument, { variables: { id: id ?? 0 }, skip: id == null, fetchPolicy: 'cache-and-network' });
  return { bag: data?.shippingBag ?? null, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useBagActions() {
  const [create] = useMutation(CreateShippingBagDocument);
  const [scan] = useMutation(ScanIntoBagDocument);
  const [remove] = useMutation(RemoveFromBagDocument);
  const [close] = useMutation(CloseShippingBagDocument);
  const [handOver] = useMutation(HandOverShippingBagDocument);
  const [del] = useMutation(DeleteShippingBagDocument);
  const [print] = useMutation(PrintBagLabelDocument);
  return {
    create: useCallback((channelId: number) => settle(create({ variables: { input: { channelId } } }), (d) => d.createShippingBag), [create]),
    scan: useCallback((bagId: number, number: string) => settle(scan({ variables: { input: { bagId, number } } }), (d) => d.scanIntoBag), [scan]),
    remove: useCallback((bagId: number, orderId: number) => settle(remove({ variables: { bagId, orderId } }), (d) => d.removeFromBag), [remove]),
    close: useCallback((id: number) => settle(close({ variables: { id } }), (d) => d.closeShippingBag), [close]),
    handOver: useCallback((id: number) => settle(handOver({ variables: { id } }), (d) => d.handOverShippingBag), [handOver]),
    deleteBag: useCallback((id: number) => settle(del({ variables: { id } }), (d) => d.deleteShippingBag), [del]),
    print: useCallback((id: number) => settle(print({ variables: { id } }), (d) => d.printBagLabel), [print]),
  };
}

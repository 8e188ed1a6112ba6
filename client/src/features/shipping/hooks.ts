/** Scan to ship, outbound scan and parcel bags (shipping.graphql): list descriptors and command sets. */
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import * as ops from './shipping.generated';
import { type Failure, listOf, type RowOf, settle, useCommands } from '../../ui/resource';

export type OutboundRow = RowOf<typeof outboundList>;
export type BagRow = RowOf<typeof bagList>;
export type BagDetail = NonNullable<ops.ShippingBagQuery['shippingBag']>;

export const outboundList = listOf(ops.OutboundScansDocument, (d) => d.outboundScans);
export const bagList = listOf(ops.ShippingBagsDocument, (d) => d.shippingBags);

/** The text to show for a failed scan: the field errors, else the server's message, else `fallback`. */
export function failureText(failure: Failure, fallback: string): string {
  const texts = [...Object.values(failure.fieldErrors).flat(), failure.message].filter((t) => t && t.trim() !== '');
  return [...new Set(texts)].join(' ') || fallback;
}

/** Scan to ship: look the scanned number up (a query answered as a typed result, never cached). */
export function useScanToShipLookup() {
  const client = useApolloClient();
  return useCallback(
    (number: string) => settle(client.query({ query: ops.ScanToShipOrderDocument, variables: { number }, fetchPolicy: 'no-cache' }), (d) => d.scanToShipOrder),
    [client],
  );
}

/** The scan screens show their own refusals (the big feedback line): call these with `{ quiet: true }`. */
export const useShipCommands = () =>
  useCommands({
    ship: ops.ScanToShipDocument,
    outboundScan: ops.OutboundScanDocument,
    confirmPickup: ops.ConfirmPickupDocument,
    markException: ops.MarkPickupExceptionDocument,
  });

export const useBagCommands = () =>
  useCommands({
    create: ops.CreateShippingBagDocument,
    scan: ops.ScanIntoBagDocument,
    remove: ops.RemoveFromBagDocument,
    close: ops.CloseShippingBagDocument,
    handOver: ops.HandOverShippingBagDocument,
    deleteBag: ops.DeleteShippingBagDocument,
    print: ops.PrintBagLabelDocument,
  });

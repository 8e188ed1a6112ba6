/** Inbound / outbound orders, the ledger and stock locks (stockBills.graphql): list documents and commands. */
import { useMemo } from 'react';
import * as ops from './stockBills.generated';
import type { StockBillInput } from '../../api/generated/types';
import { type Feedback, listOf, type NodeOf, type RowOf, useCommands } from '../../ui/resource';

export type Direction = 'inbound' | 'outbound';
export type BillRow = NodeOf<ops.InboundOrdersQuery['inboundOrders']>;
export type LedgerRow = RowOf<typeof ledgerList>;
export type OccupationRow = RowOf<typeof occupationList>;

/** Both directions list the same bill fields (StockBillFields), so one descriptor type serves both. */
type BillConnection = ops.InboundOrdersQuery['inboundOrders'];
export function billList(direction: Direction) {
  if (direction === 'inbound') return { document: ops.InboundOrdersDocument, pick: (d: ops.InboundOrdersQuery): BillConnection => d.inboundOrders };
  return {
    document: ops.OutboundOrdersDocument as unknown as typeof ops.InboundOrdersDocument,
    pick: (d: ops.InboundOrdersQuery) => (d as unknown as ops.OutboundOrdersQuery).outboundOrders as unknown as BillConnection,
  };
}
export const ledgerList = listOf(ops.StockLedgerDocument, (d) => d.stockLedger);
export const occupationList = listOf(ops.StockOccupationsDocument, (d) => d.stockOccupations);

/** Save (add or modify), confirm and cancel for one direction: each direction has its own mutations. */
export function useBillCommands(direction: Direction) {
  const c = useCommands({
    createInbound: ops.CreateInboundOrderDocument,
    updateInbound: ops.UpdateInboundOrderDocument,
    confirmInbound: ops.ConfirmInboundOrderDocument,
    cancelInbound: ops.CancelInboundOrderDocument,
    createOutbound: ops.CreateOutboundOrderDocument,
    updateOutbound: ops.UpdateOutboundOrderDocument,
    confirmOutbound: ops.ConfirmOutboundOrderDocument,
    cancelOutbound: ops.CancelOutboundOrderDocument,
  });
  const inbound = direction === 'inbound';
  return useMemo(
    () => ({
      save: (input: StockBillInput, id?: number, feedback?: Feedback) => {
        if (id) return inbound ? c.updateInbound({ input: { ...input, id } }, feedback) : c.updateOutbound({ input: { ...input, id } }, feedback);
        return inbound ? c.createInbound({ input }, feedback) : c.createOutbound({ input }, feedback);
      },
      confirm: (id: number, feedback?: Feedback) => (inbound ? c.confirmInbound({ id }, feedback) : c.confirmOutbound({ id }, feedback)),
      cancel: (id: number, feedback?: Feedback) => (inbound ? c.cancelInbound({ id }, feedback) : c.cancelOutbound({ id }, feedback)),
    }),
    [c, inbound],
  );
}

export const useOccupationCommands = () => useCommands({ occupy: ops.OccupyStockDocument, release: ops.ReleaseStockOccupationDocument });

/** Inbound / outbound orders, the ledger and stock locks (stockBills.graphql): list documents and commands. */
import { useMemo } from 'react';
import {
  CancelInboundOrderDocument,
  CancelOutboundOrderDocument,
  ConfirmInboundOrderDocument,
  ConfirmOutboundOrderDocument,
  CreateInboundOrderDocument,
  CreateOutboundOrderDocument,
  InboundOrdersDocument,
  OccupyStockDocument,
  OutboundOrdersDocument,
  ReleaseStockOccupationDocument,
  StockLedgerDocument,
  StockOccupationsDocument,
  UpdateInboundOrderDocument,
  UpdateOutboundOrderDocument,
  type InboundOrdersQuery,
  type OutboundOrdersQuery,
} from './stockBills.generated';
import type { StockBillInput } from '../../api/generated/types';
import { type Feedback, listOf, type NodeOf, type RowOf, useCommands } from '../../ui/resource';

export type Direction = 'inbound' | 'outbound';
export type BillRow = NodeOf<InboundOrdersQuery['inboundOrders']>;
export type LedgerRow = RowOf<typeof ledgerList>;
export type OccupationRow = RowOf<typeof occupationList>;

/** Both directions list the same bill fields (StockBillFields), so one descriptor type serves both. */
type BillConnection = InboundOrdersQuery['inboundOrders'];
export function billList(direction: Direction) {
  if (direction === 'inbound') return { document: InboundOrdersDocument, pick: (d: InboundOrdersQuery): BillConnection => d.inboundOrders };
  return {
    document: OutboundOrdersDocument as unknown as typeof InboundOrdersDocument,
    pick: (d: InboundOrdersQuery) => (d as unknown as OutboundOrdersQuery).outboundOrders as unknown as BillConnection,
  };
}
export const ledgerList = listOf(StockLedgerDocument, (d) => d.stockLedger);
export const occupationList = listOf(StockOccupationsDocument, (d) => d.stockOccupations);

/** Save (add or modify), confirm and cancel for one direction: each direction has its own mutations. */
export function useBillCommands(direction: Direction) {
  const c = useCommands({
    createInbound: CreateInboundOrderDocument,
    updateInbound: UpdateInboundOrderDocument,
    confirmInbound: ConfirmInboundOrderDocument,
    cancelInbound: CancelInboundOrderDocument,
    createOutbound: CreateOutboundOrderDocument,
    updateOutbound: UpdateOutboundOrderDocument,
    confirmOutbound: ConfirmOutboundOrderDocument,
    cancelOutbound: CancelOutboundOrderDocument,
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

export const useOccupationCommands = () => useCommands({ occupy: OccupyStockDocument, release: ReleaseStockOccupationDocument });

// The Amazon Fulfillment Inbound connector port (DESIGN.md 'Outside systems are connectors'; issue
// 23 item 6): an FBA shipment is planned (Amazon answers one or more shipment ids, each with the
// destination fulfilment centre and the items it takes), its boxes are sent (Amazon answers each box's
// label code), the transport is confirmed with the carrier and tracking number, it is marked shipped,
// its status and received quantities are read on a sync, and it may be cancelled before it ships.
// A refusal answers the provider's words as text; the service keeps them on the shipment
// (providerMessage) and the shipment stays in its state.
//
// Choice by FBA_INBOUND_CONNECTOR: 'sandbox' (the default) is the deterministic sandbox
// (fba-inbound.sandbox.ts, rules in its header); 'live' is the real Selling Partner API, which is not
// written yet: every call answers fbaShipment.notConnected, so a live server never shows a sandbox
// answer as Amazon's. Tests install another connector with setFbaInboundConnector.
import type { AmazonInboundStatus } from '@erp/schema';
import type { ConnectorShop } from '../../platform/connectors';
import type { Platform } from '../../platform/context';
import { SandboxFbaInboundConnector } from './fba-inbound.sandbox';

export type FbaInboundResult<T> = ({ ok: true } & T) | { ok: false; message: string; reasonId?: string };

export interface FbaInboundCall {
  token: string;
  shop: ConnectorShop;
}

export interface FbaPlanItem {
  /** The seller's SKU (our Sku.sku). */
  sellerSku: string;
  quantity: number;
}

export interface FbaPlannedShipment {
  shipmentId: string;
  destinationFc: string;
  /** The items of the plan this shipment takes (a plan may be split over several centres). */
  items: FbaPlanItem[];
}

export interface FbaBox {
  boxNo: number;
  /** kg */
  weight: number;
  /** cm */
  length: number;
  width: number;
  height: number;
  items: FbaPlanItem[];
}

export interface FbaShipmentState {
  status: AmazonInboundStatus;
  /** Received so far per seller SKU (cumulative). */
  received: { sellerSku: string; quantity: number }[];
}

export interface FbaInboundConnector {
  readonly mode: string;
  /** createInboundShipmentPlan + createInboundShipment: `reference` is our shipment number (idempotent). */
  createPlan(
    call: FbaInboundCall & { reference: string; name: string; shipFrom: { name: string; country: string }; items: FbaPlanItem[] },
  ): Promise<FbaInboundResult<{ shipments: FbaPlannedShipment[] }>>;
  /** Box contents (putTransportDetails / box content feed): answers each box's label code. */
  sendBoxes(call: FbaInboundCall & { shipmentId: string; boxes: FbaBox[] }): Promise<FbaInboundResult<{ boxCodes: { boxNo: number; boxCode: string }[] }>>;
  /** Confirms the transport (non-partnered carrier with its tracking number): READY_TO_SHIP. */
  confirmTransport(call: FbaInboundCall & { shipmentId: string; carrier: string; trackingNo: string }): Promise<FbaInboundResult<object>>;
  /** updateInboundShipment with status SHIPPED. */
  markShipped(call: FbaInboundCall & { shipmentId: string }): Promise<FbaInboundResult<object>>;
  /**
   * getShipments + getShipmentItems: the status and the received quantities. `known` is the status
   * Amazon answered last time (the sandbox steps on from it; the real API ignores it).
   */
  getStatus(call: FbaInboundCall & { shipmentId: string; known: string; items: FbaPlanItem[] }): Promise<FbaInboundResult<{ state: FbaShipmentState }>>;
  /** updateInboundShipment with status CANCELLED. */
  cancel(call: FbaInboundCall & { shipmentId: string }): Promise<FbaInboundResult<object>>;
}

/** The live connector until the Selling Partner API is written: every call says it is not connected. */
export class UnconnectedFbaInbound implements FbaInboundConnector {
  readonly mode = 'live';
  private refuse<T>(): Promise<FbaInboundResult<T>> {
    return Promise.resolve({ ok: false, message: 'Amazon Fulfillment Inbound API is not connected', reasonId: 'fbaShipment.notConnected' });
  }
  createPlan() {
    return this.refuse<{ shipments: FbaPlannedShipment[] }>();
  }
  sendBoxes() {
    return this.refuse<{ boxCodes: { boxNo: number; boxCode: string }[] }>();
  }
  confirmTransport() {
    return this.refuse<object>();
  }
  markShipped() {
    return this.refuse<object>();
  }
  getStatus() {
    return this.refuse<{ state: FbaShipmentState }>();
  }
  cancel() {
    return this.refuse<object>();
  }
}

/** The connector of a mode: 'live' → unconnected, anything else → the sandbox. */
export function fbaInboundFor(mode: string | undefined): FbaInboundConnector {
  return mode === 'live' ? new UnconnectedFbaInbound() : new SandboxFbaInboundConnector();
}

const chosen = new WeakMap<Platform, FbaInboundConnector>();

/** The connector of this server, chosen once by FBA_INBOUND_CONNECTOR unless a test installed another. */
export function fbaInboundConnector(platform: Platform): FbaInboundConnector {
  let c = chosen.get(platform);
  if (!c) chosen.set(platform, (c = fbaInboundFor(process.env.FBA_INBOUND_CONNECTOR)));
  return c;
}

/** Tests install another connector (a failing one, the live one). */
export function setFbaInboundConnector(platform: Platform, connector: FbaInboundConnector): void {
  chosen.set(platform, connector);
}

// The SHEIN supplier connector port (DESIGN.md 'Outside systems are connectors'; issue 23 item 7):
// SHEIN places stock orders (purchase orders) with the seller as a supplier; the seller pulls them,
// accepts or rejects them, creates a delivery order (delivery note) and delivers. Each call takes the
// shop as the connector sees it and its token. A refusal answers the provider's message as text
// (SHEIN answers its own words; we show them as they are and keep the document in its state).
//
// The deterministic sandbox (shein.sandbox.ts, rules in its header) answers every shop for the demo
// and the tests; tests install another connector with setSheinConnector.
import type { ConnectorShop } from '../../platform/connectors';
import type { Platform } from '../../platform/context';
import { SandboxSheinConnector } from './shein.sandbox';

export interface SheinOrderLine {
  sheinSku: string;
  /** The seller's SKU code (our Sku.sku when the seller registered it as such). */
  supplierSku: string;
  title: string;
  quantity: number;
}

/** One stock order as SHEIN reports it now. */
export interface SheinRemoteOrder {
  orderNo: string;
  /** placed | cancelled (SHEIN's side: the seller's accept / reject / deliver are ours to record). */
  status: 'placed' | 'cancelled';
  merchantType: string;
  /** The SHEIN warehouse the goods go to. */
  address: string;
  placedAt: Date;
  requiredAt: Date | null;
  lines: SheinOrderLine[];
}

export type SheinResult<T> = ({ ok: true } & T) | { ok: false; message: string };

export interface SheinCall {
  token: string;
  shop: ConnectorShop;
}

export interface SheinDeliveryRequest {
  orderNo: string;
  deliveryMethod: string;
  expressCompany: string;
  trackingNo: string;
  pickupTime: Date | null;
  fleetCode: string;
  packageWeights: string[];
  shipQuantity: number;
}

export interface SheinConnector {
  /** A page of the shop's stock orders from `cursor` ('' first). */
  pullOrders(
    call: SheinCall & { cursor: string; limit: number; skus: readonly string[]; now?: Date },
  ): Promise<SheinResult<{ orders: SheinRemoteOrder[]; nextCursor: string; hasMore: boolean }>>;
  accept(call: SheinCall & { orderNo: string }): Promise<SheinResult<object>>;
  reject(call: SheinCall & { orderNo: string; reason: string }): Promise<SheinResult<object>>;
  /** Registers the delivery note; answers SHEIN's delivery note number and the receiving address. */
  createDelivery(call: SheinCall & SheinDeliveryRequest): Promise<SheinResult<{ deliveryNo: string; address: string }>>;
  deliver(call: SheinCall & { orderNo: string; deliveryNo: string }): Promise<SheinResult<object>>;
}

const chosen = new WeakMap<Platform, SheinConnector>();

/** The connector of this server: the sandbox unless a test installed another. */
export function sheinConnector(platform: Platform): SheinConnector {
  let c = chosen.get(platform);
  if (!c) chosen.set(platform, (c = new SandboxSheinConnector()));
  return c;
}

/** Tests install another connector (a failing one). */
export function setSheinConnector(platform: Platform, connector: SheinConnector): void {
  chosen.set(platform, connector);
}

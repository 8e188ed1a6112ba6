// The wholesale-platform (1688) connector (issue 7 point 2): read a product offer (variants and
// price tiers), place an order, read an order back by its number and follow its logistics. Only
// the deterministic sandbox (wholesale.sandbox.ts) exists; a real connector implements the same
// interface against the platform's open API and is chosen by WHOLESALE_CONNECTOR, like the
// marketplace connectors (marketplaces/connector.ts).
import type { WholesaleOrderStatus } from '@erp/schema';
import type { Platform } from '../../platform/context';
import { SandboxWholesaleConnector } from './wholesale.sandbox';

export interface WholesaleAttribute {
  name: string;
  values: string[];
}

export interface WholesaleVariant {
  /** The platform's spec id (what an order line names). */
  specId: string;
  /** Attribute name → value, one entry per attribute of the offer. */
  values: Record<string, string>;
  /** Money: a string with 2 decimals (CNY). */
  price: string;
  stock: number;
}

export interface WholesaleOffer {
  offerId: string;
  title: string;
  supplier: { memberId: string; shopName: string };
  attributes: WholesaleAttribute[];
  variants: WholesaleVariant[];
  /** Quantity price breaks, lowest minQuantity first. */
  priceTiers: { minQuantity: number; price: string }[];
}

export interface WholesaleReceiver {
  name: string;
  phone: string;
  address: string;
}

export interface CreateWholesaleOrderInput {
  offerId: string;
  items: { specId: string; quantity: number }[];
  receiver: WholesaleReceiver;
  /** Our reference (the purchase order number): the platform keeps one order per reference. */
  externalRef?: string;
}

/** created | paid | shipped | signed | cancelled */
export type { WholesaleOrderStatus };

export interface WholesalePlatformOrder {
  status: WholesaleOrderStatus;
  amount: string;
  offerId: string;
  items: { specId: string; quantity: number }[];
  trackingNo: string;
  courier: string;
}

export interface WholesaleLogistics {
  status: 'notShipped' | 'shipped' | 'signed';
  trackingNo: string;
  courier: string;
  events: { time: Date; text: string }[];
}

/** The platform refused an order (unknown offer or variant, out of stock…): reason for the user. */
export class WholesaleRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface WholesaleConnector {
  readonly name: string;
  /** The offer behind a product link's id; null when the platform does not know it. */
  fetchOffer(offerId: string): Promise<WholesaleOffer | null>;
  /** Places an order; throws WholesaleRefusal when the platform refuses it. */
  createOrder(input: CreateWholesaleOrderInput): Promise<{ platformOrderNo: string; amount: string; status: WholesaleOrderStatus }>;
  /** An order by its platform number (also orders placed outside this system); null if unknown. */
  getOrder(platformOrderNo: string): Promise<WholesalePlatformOrder | null>;
  getLogistics(platformOrderNo: string): Promise<WholesaleLogistics>;
}

const chosen = new WeakMap<object, WholesaleConnector>();

/**
 * The connector of a platform, chosen once by WHOLESALE_CONNECTOR (only 'sandbox', the default,
 * exists). Tests may install another one with setWholesaleConnector.
 */
export function wholesaleConnector(platform: Platform): WholesaleConnector {
  let c = chosen.get(platform);
  if (!c) {
    const name = process.env.WHOLESALE_CONNECTOR || 'sandbox';
    if (name !== 'sandbox') platform.logger.warn({ connector: name }, 'unknown wholesale connector, using the sandbox');
    chosen.set(platform, (c = new SandboxWholesaleConnector()));
  }
  return c;
}

export function setWholesaleConnector(platform: Platform, connector: WholesaleConnector): void {
  chosen.set(platform, connector);
}

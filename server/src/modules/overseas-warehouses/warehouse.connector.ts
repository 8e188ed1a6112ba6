// The third-party overseas warehouse connector port (DESIGN.md 'Outside systems are connectors';
// issue 23 item 1, first slice): check an account's credentials, list the provider's warehouses and
// the logistics channels each warehouse ships with. The deterministic sandbox
// (warehouse.sandbox.ts, rules in its header) answers every provider for the demo and the tests.
//
// Choice by OVERSEAS_WAREHOUSE_CONNECTOR: 'sandbox' (the default) answers every provider from the
// sandbox; 'live' uses each provider's real implementation, and a provider that has none (all of
// them today) answers `overseas.providerNotConnected` to every call, so a live server never shows
// a sandbox answer as the provider's. The chosen mode is shown on screen (authorization.connector).
//
// Issue 23 item 5 adds the inventory snapshot (inventorySnapshot below: the provider's quantities
// per provider SKU in one of its warehouses, paged); item 1 the outbound orders (createOutbound,
// getOutbound: an order the provider picks, packs and ships from its stock, answering the tracking
// number); the inbound notices (ASN) of stock orders shipped to the provider's warehouse
// (createInbound, getInbound: the provider's receipt, quantities per SKU). Later slices add to the
// same interface, each call taking the same credentials first:
//   fees(c, { from, to }) → ProviderResult<{ rows: { kind, reference, amount, currency }[] }>
import type { OverseasProvider } from '@erp/schema';
import type { Platform } from '../../platform/context';
import { SandboxWarehouseConnector } from './warehouse.sandbox';

/** What every call is made with: the account's clear credentials (the service opens the sealed ones). */
export interface ProviderCredentials {
  appKey: string;
  appSecret: string;
}

/** A call's answer: its data, or the provider's refusal as a message id (zh and en in @erp/schema). */
export type ProviderResult<T> = ({ ok: true } & T) | { ok: false; reasonId: string; params?: Record<string, unknown> };

export interface ProviderWarehouse {
  /** The provider's warehouse code (what inbound and outbound calls name). */
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface ProviderChannel {
  /** The provider's channel code (what an outbound order names). */
  code: string;
  name: string;
  /** The last-mile carrier behind it. */
  carrier: string;
}

/** The provider's stock of one provider SKU in one of its warehouses. */
export interface ProviderStockRow {
  /** The provider's SKU code (the seller's SKU code when the seller registered it as such). */
  sku: string;
  /** Can be shipped now. */
  available: number;
  /** Held for outbound orders not yet shipped (still in the warehouse). */
  reserved: number;
  /** Announced by inbound notices and not yet received. */
  inTransit: number;
}

export interface InventoryQuery {
  warehouseCode: string;
  /**
   * The seller's SKU codes it expects in that warehouse (its ledger's and the last snapshot's): a
   * hint. A provider answers at least those it holds, and every other SKU of the account there.
   */
  skus: readonly string[];
  /** From 1. */
  page: number;
  /** 1 to INVENTORY_PAGE_MAX. */
  pageSize: number;
}

/** The largest inventory page a provider answers. */
export const INVENTORY_PAGE_MAX = 200;

/** An order the provider is to ship from one of its warehouses by one of its channels. */
export interface OutboundRequest {
  warehouseCode: string;
  channelCode: string;
  /** The seller's order number: a provider answers the same outbound order to the same reference. */
  reference: string;
  recipient: { name: string; phone: string; country: string; state: string; city: string; postcode: string; address1: string; address2: string };
  /** Seller SKU codes (the provider SKUs) and units. */
  lines: { sku: string; quantity: number }[];
}

/** Where an outbound order stands at the provider: still being worked, or shipped with its number. */
export type OutboundState = { status: 'processing' } | { status: 'shipped'; trackingNo: string; carrier: string; shippedAt: Date };

/** One box of an inbound shipment (the packing task's): number, weight kg, size cm, contents. */
export interface InboundBox {
  boxNo: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  items: { sku: string; quantity: number }[];
}

/** An inbound notice (ASN): stock the seller ships to one of the provider's warehouses. */
export interface InboundRequest {
  warehouseCode: string;
  /** The seller's stock order number: a provider answers the same inbound number to the same reference. */
  reference: string;
  /** The boxes, when the shipment was packed by a packing task (may be empty). */
  boxes: InboundBox[];
  /** Seller SKU codes (the provider SKUs) and units shipped. */
  lines: { sku: string; quantity: number }[];
}

/**
 * Where an inbound notice stands at the provider: announced (created), on its way or being counted
 * (inTransit), or received with the quantities the provider counted per SKU (a SKU missing from
 * `received` was not found: 0).
 */
export type InboundState = { status: 'created' | 'inTransit' } | { status: 'received'; received: { sku: string; quantity: number }[]; receivedAt: Date };

export interface InboundQuery {
  warehouseCode: string;
  inboundNo: string;
  /**
   * The lines the seller announced (its record): a hint, like InventoryQuery.skus. A real provider
   * answers from its own record of the notice; the stateless sandbox counts from it.
   */
  announced: readonly { sku: string; quantity: number }[];
}

export interface ThirdPartyWarehouseConnector {
  readonly provider: OverseasProvider;
  /** 'sandbox' or the real implementation's name: shown to the seller. */
  readonly name: string;
  /** Whether the credentials open an account; the account's display name when they do. */
  checkCredentials(c: ProviderCredentials): Promise<ProviderResult<{ accountName: string }>>;
  listWarehouses(c: ProviderCredentials): Promise<ProviderResult<{ warehouses: ProviderWarehouse[] }>>;
  listChannels(c: ProviderCredentials, warehouseCode: string): Promise<ProviderResult<{ channels: ProviderChannel[] }>>;
  /** One page of the account's stock in one of the provider's warehouses, in provider SKU order; `total` rows in all. */
  inventorySnapshot(c: ProviderCredentials, q: InventoryQuery): Promise<ProviderResult<{ rows: ProviderStockRow[]; total: number }>>;
  /** Creates the outbound order of a seller's order (idempotent by reference); answers its number. */
  createOutbound(c: ProviderCredentials, r: OutboundRequest): Promise<ProviderResult<{ outboundNo: string }>>;
  /** Where an outbound order stands. */
  getOutbound(c: ProviderCredentials, q: { warehouseCode: string; outboundNo: string }): Promise<ProviderResult<{ state: OutboundState }>>;
  /** Announces an inbound shipment (ASN; idempotent by reference); answers its number. */
  createInbound(c: ProviderCredentials, r: InboundRequest): Promise<ProviderResult<{ inboundNo: string }>>;
  /** Where an inbound notice stands, with the quantities received once received. */
  getInbound(c: ProviderCredentials, q: InboundQuery): Promise<ProviderResult<{ state: InboundState }>>;
}

/** A provider without a real implementation on a live server: every call says so. */
export class UnconnectedProvider implements ThirdPartyWarehouseConnector {
  readonly name = 'unconnected';
  constructor(readonly provider: OverseasProvider) {}
  private refuse<T>(): Promise<ProviderResult<T>> {
    return Promise.resolve({ ok: false, reasonId: 'overseas.providerNotConnected' });
  }
  checkCredentials() {
    return this.refuse<{ accountName: string }>();
  }
  listWarehouses() {
    return this.refuse<{ warehouses: ProviderWarehouse[] }>();
  }
  listChannels() {
    return this.refuse<{ channels: ProviderChannel[] }>();
  }
  inventorySnapshot() {
    return this.refuse<{ rows: ProviderStockRow[]; total: number }>();
  }
  createOutbound() {
    return this.refuse<{ outboundNo: string }>();
  }
  getOutbound() {
    return this.refuse<{ state: OutboundState }>();
  }
  createInbound() {
    return this.refuse<{ inboundNo: string }>();
  }
  getInbound() {
    return this.refuse<{ state: InboundState }>();
  }
}

/** Real implementations by provider, added here as they are written (none yet). */
const REAL: Partial<Record<OverseasProvider, () => ThirdPartyWarehouseConnector>> = {};

export interface WarehouseConnectors {
  /** 'sandbox' | 'live' */
  readonly mode: string;
  of(provider: OverseasProvider): ThirdPartyWarehouseConnector;
}

/** The registry of a mode: the sandbox for every provider, or the real ones (unconnected where missing). */
export function warehouseConnectors(mode: string): WarehouseConnectors {
  const cache = new Map<OverseasProvider, ThirdPartyWarehouseConnector>();
  return {
    mode,
    of(provider) {
      let c = cache.get(provider);
      if (!c) {
        c = mode === 'sandbox' ? new SandboxWarehouseConnector(provider) : (REAL[provider]?.() ?? new UnconnectedProvider(provider));
        cache.set(provider, c);
      }
      return c;
    },
  };
}

const chosen = new WeakMap<object, WarehouseConnectors>();

/** The platform's registry, chosen once by OVERSEAS_WAREHOUSE_CONNECTOR (sandbox unless 'live'). */
export function overseasConnectors(platform: Platform): WarehouseConnectors {
  let c = chosen.get(platform);
  if (!c) {
    const name = process.env.OVERSEAS_WAREHOUSE_CONNECTOR || 'sandbox';
    if (name !== 'sandbox' && name !== 'live')
      platform.logger.warn({ connector: name }, 'unknown overseas warehouse connector mode, using live (no provider answers)');
    chosen.set(platform, (c = warehouseConnectors(name === 'sandbox' ? 'sandbox' : 'live')));
  }
  return c;
}

/** Tests install another registry (a live one, a failing one). */
export function setOverseasConnectors(platform: Platform, connectors: WarehouseConnectors): void {
  chosen.set(platform, connectors);
}

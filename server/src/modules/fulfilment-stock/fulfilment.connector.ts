// The marketplace fulfilment-centre connector port (DESIGN.md 'Outside systems are connectors';
// issue 23 item 6): the inventory report of a shop at Amazon FBA, Kaufland FBK or eMAG FBE — per
// marketplace SKU and fulfilment centre the fulfillable, inbound, reserved and unfulfillable units
// and the units by storage age (0–90, 91–180, 181–365, over 365 days). The deterministic sandbox
// (fulfilment.sandbox.ts, rules in its header) answers the demo and the tests.
//
// Choice by FULFILMENT_CONNECTOR: 'sandbox' (the default) answers every marketplace from the
// sandbox; 'live' uses each marketplace's real implementation, and one that has none (all of them
// today) answers `fulfilmentStock.notConnected` to every call, so a live server never shows a
// sandbox answer as the marketplace's. Another value is logged and treated as 'live'.
import type { FulfilmentMarketplace } from '@erp/schema';
import type { Platform } from '../../platform/context';
import { SandboxFulfilmentConnector } from './fulfilment.sandbox';

/** The shop the report is asked for (its credential is the marketplace's token the shop holds). */
export interface FulfilmentShop {
  shopName: string;
  site: string;
  authToken: string;
}

/** One marketplace SKU in one fulfilment centre. */
export interface FulfilmentStockRow {
  marketplaceSku: string;
  /** FNSKU on Amazon; '' when the marketplace has no own item code. */
  fnsku: string;
  centre: string;
  fulfillable: number;
  inbound: number;
  reserved: number;
  unfulfillable: number;
  age0to90: number;
  age91to180: number;
  age181to365: number;
  ageOver365: number;
}

export interface FulfilmentQuery {
  /** The seller SKUs it expects (listings, pairings, sales, last snapshot): a hint. */
  skus: readonly string[];
  /** From 1. */
  page: number;
  /** 1 to FULFILMENT_PAGE_MAX. */
  pageSize: number;
}

export const FULFILMENT_PAGE_MAX = 200;

/** A call's answer: its data, or the marketplace's refusal as a message id (zh and en in @erp/schema). */
export type FulfilmentResult<T> = ({ ok: true } & T) | { ok: false; reasonId: string; params?: Record<string, unknown> };

export interface FulfilmentConnector {
  readonly marketplace: FulfilmentMarketplace;
  /** 'sandbox' or the real implementation's name. */
  readonly name: string;
  /** One page of the shop's inventory report, in (SKU, centre) order; `total` rows in all. */
  inventoryReport(shop: FulfilmentShop, q: FulfilmentQuery): Promise<FulfilmentResult<{ rows: FulfilmentStockRow[]; total: number }>>;
}

/** A marketplace without a real implementation on a live server: every call says so. */
export class UnconnectedFulfilment implements FulfilmentConnector {
  readonly name = 'unconnected';
  constructor(readonly marketplace: FulfilmentMarketplace) {}
  inventoryReport(): Promise<FulfilmentResult<{ rows: FulfilmentStockRow[]; total: number }>> {
    return Promise.resolve({ ok: false, reasonId: 'fulfilmentStock.notConnected' });
  }
}

/** Real implementations by marketplace, added here as they are written (none yet). */
const REAL: Partial<Record<FulfilmentMarketplace, () => FulfilmentConnector>> = {};

export interface FulfilmentConnectors {
  /** 'sandbox' | 'live' */
  readonly mode: string;
  of(marketplace: FulfilmentMarketplace): FulfilmentConnector;
}

export function fulfilmentConnectors(mode: string): FulfilmentConnectors {
  const cache = new Map<FulfilmentMarketplace, FulfilmentConnector>();
  return {
    mode,
    of(marketplace) {
      let c = cache.get(marketplace);
      if (!c) {
        c = mode === 'sandbox' ? new SandboxFulfilmentConnector(marketplace) : (REAL[marketplace]?.() ?? new UnconnectedFulfilment(marketplace));
        cache.set(marketplace, c);
      }
      return c;
    },
  };
}

const chosen = new WeakMap<object, FulfilmentConnectors>();

/** The platform's registry, chosen once by FULFILMENT_CONNECTOR (sandbox unless 'live'). */
export function fulfilmentConnectorsOf(platform: Platform): FulfilmentConnectors {
  let c = chosen.get(platform);
  if (!c) {
    const name = process.env.FULFILMENT_CONNECTOR || 'sandbox';
    if (name !== 'sandbox' && name !== 'live')
      platform.logger.warn({ connector: name }, 'unknown fulfilment connector mode, using live (no marketplace answers)');
    chosen.set(platform, (c = fulfilmentConnectors(name === 'sandbox' ? 'sandbox' : 'live')));
  }
  return c;
}

/** Tests install another registry (a live one, a failing one). */
export function setFulfilmentConnectors(platform: Platform, connectors: FulfilmentConnectors): void {
  chosen.set(platform, connectors);
}

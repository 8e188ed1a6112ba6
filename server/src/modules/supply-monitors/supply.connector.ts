// The supply source connector port (issue 23 item 8; DESIGN.md 'Outside systems are connectors'):
// one call reads what a supply source says of one product now — GigaCloud and vidaXL (dropship
// suppliers: stock and price), a supply shop's product page (1688, AliExpress, …) and our eMAG offer
// (price following: the other sellers' offers on it and who holds the buy box). A refusal answers the
// source's words as text; the item keeps its last figures and shows them.
//
// The environment chooses the connector: SUPPLY_SOURCE_CONNECTOR unset or 'sandbox' answers from the
// deterministic sandbox (supply.sandbox.ts, rules in its header); 'live' answers every call "not
// connected" (no live credentials exist on this server; nothing is faked). Tests install another
// with setSupplyConnector.
import type { SupplySource } from '@erp/schema';
import type { Platform } from '../../platform/context';
import { SandboxSupplyConnector } from './supply.sandbox';

export interface SupplyOffer {
  seller: string;
  price: number;
  /** The seller holding the buy box. */
  buyBox: boolean;
}

export interface SupplyReading {
  title: string;
  currency: string;
  /** False: the source no longer offers the product (off the shelf). */
  available: boolean;
  stock: number;
  price: number;
  /** eMAG only: the other sellers' offers on our product (ours is `price`). */
  offers?: SupplyOffer[];
  /** eMAG only: whether our offer holds the buy box. */
  buyBox?: boolean;
}

export type SupplyResult = ({ ok: true } & SupplyReading) | { ok: false; message: string; notConnected?: boolean };

export interface SupplyConnector {
  /** What the source says of one product at `now` (the sandbox's clock step). */
  read(call: { source: SupplySource; code: string; now: Date }): Promise<SupplyResult>;
}

/** Live mode: no live connection exists here; every call says so instead of inventing figures. */
export class LiveSupplyConnector implements SupplyConnector {
  read(): Promise<SupplyResult> {
    return Promise.resolve({ ok: false, notConnected: true, message: 'not connected' });
  }
}

const chosen = new WeakMap<Platform, SupplyConnector>();

/** The platform's supply connector: the sandbox, or the live one (not connected) when SUPPLY_SOURCE_CONNECTOR=live. */
export function supplyConnector(platform: Platform): SupplyConnector {
  let c = chosen.get(platform);
  if (!c) {
    const mode = process.env.SUPPLY_SOURCE_CONNECTOR || 'sandbox';
    if (mode !== 'sandbox' && mode !== 'live') platform.logger.warn({ connector: mode }, 'unknown supply source connector, using the sandbox');
    chosen.set(platform, (c = mode === 'live' ? new LiveSupplyConnector() : new SandboxSupplyConnector()));
  }
  return c;
}

/** Tests install another connector. */
export function setSupplyConnector(platform: Platform, connector: SupplyConnector): void {
  chosen.set(platform, connector);
}

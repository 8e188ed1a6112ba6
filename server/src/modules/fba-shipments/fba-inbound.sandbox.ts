// The sandbox Amazon Fulfillment Inbound API: a deterministic stand-in for the demo and the tests.
// Rules (the same input always gives the same answer; nothing is remembered between calls):
// - Failures. Any call whose shop token starts with "down" answers
//   "Amazon SP-API: service unavailable (QuotaExceeded), retry later".
//   createPlan refuses a seller SKU starting with "HAZ" ("Amazon: SKU <sku> needs a dangerous goods
//   review before it can be sent") and a quantity above 10000 for one SKU ("Amazon: <sku> exceeds the
//   inbound limit of 10000 units"). sendBoxes refuses a box above 23 kg ("Amazon: box <n> weighs more
//   than 23 kg") or with a side above 63.5 cm ("Amazon: box <n> has a side longer than 63.5 cm").
//   confirmTransport refuses a tracking number starting with "BAD" ("Amazon: tracking number <no> is
//   not valid for <carrier>").
// - Plans. The items are split in groups of SANDBOX_SPLIT (10) SKUs in the order given, one shipment
//   each (a plan of up to 10 SKUs is one shipment). Shipment k (from 0) of reference R for shop S is
//   "FBA15" + the first 7 characters, upper case, of base-36 FNV-1a(S:R:k) padded with 0; its
//   destination centre is SANDBOX_CENTRES[site][hash mod length] (site of the shop, US list for any
//   other site).
// - Boxes. Each box's code is the shipment id + "U" + the box number on six digits.
// - Status. getStatus steps on from `known` (the status answered last time): SHIPPED → IN_TRANSIT
//   (nothing received) → RECEIVING (each item floor(quantity ÷ 2) received) → CLOSED (each item
//   quantity − floor(quantity ÷ 50) received: one unit short per 50 sent) → CLOSED. Any other known
//   status (WORKING, READY_TO_SHIP) answers it back unchanged with nothing received.
import { fbaBoxCode, type AmazonInboundStatus } from '@erp/schema';
import type { FbaInboundConnector, FbaInboundResult, FbaPlannedShipment, FbaShipmentState } from './fba-inbound.connector';

export const SANDBOX_SPLIT = 10;
export const SANDBOX_MAX_UNITS = 10_000;
export const SANDBOX_CENTRES: Record<string, string[]> = {
  US: ['PHX7', 'ONT8', 'BFI4', 'MDW2', 'ABE8'],
  UK: ['BHX4', 'LTN1', 'EMA1'],
  DE: ['FRA7', 'LEJ1', 'DTM2', 'MUC3'],
  JP: ['NRT1', 'KIX1'],
};
const DOWN = 'Amazon SP-API: service unavailable (QuotaExceeded), retry later';

function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function sandboxShipmentId(shopId: number, reference: string, k: number): string {
  return `FBA15${fnv(`${shopId}:${reference}:${k}`).toString(36).toUpperCase().padStart(7, '0').slice(0, 7)}`;
}

export function sandboxCentre(site: string, shopId: number, reference: string, k: number): string {
  const list = SANDBOX_CENTRES[site.toUpperCase()] ?? SANDBOX_CENTRES.US;
  return list[fnv(`${shopId}:${reference}:${k}`) % list.length];
}

/** What the sandbox reports received for an item of `quantity` at a status. */
export function sandboxReceived(status: AmazonInboundStatus, quantity: number): number {
  if (status === 'RECEIVING') return Math.floor(quantity / 2);
  if (status === 'CLOSED') return quantity - Math.floor(quantity / 50);
  return 0;
}

const NEXT: Partial<Record<string, AmazonInboundStatus>> = { SHIPPED: 'IN_TRANSIT', IN_TRANSIT: 'RECEIVING', RECEIVING: 'CLOSED', CLOSED: 'CLOSED' };

const down = (token: string) => token.toLowerCase().startsWith('down');
const fail = (message: string) => Promise.resolve({ ok: false as const, message });
const ok = <T extends object>(v: T): Promise<FbaInboundResult<T>> => Promise.resolve({ ok: true as const, ...v });

export class SandboxFbaInboundConnector implements FbaInboundConnector {
  readonly mode = 'sandbox';

  createPlan(call: Parameters<FbaInboundConnector['createPlan']>[0]) {
    if (down(call.token)) return fail(DOWN);
    for (const i of call.items) {
      if (i.sellerSku.toUpperCase().startsWith('HAZ')) return fail(`Amazon: SKU ${i.sellerSku} needs a dangerous goods review before it can be sent`);
      if (i.quantity > SANDBOX_MAX_UNITS) return fail(`Amazon: ${i.sellerSku} exceeds the inbound limit of ${SANDBOX_MAX_UNITS} units`);
    }
    const shipments: FbaPlannedShipment[] = [];
    for (let k = 0; k * SANDBOX_SPLIT < call.items.length; k++)
      shipments.push({
        shipmentId: sandboxShipmentId(call.shop.id, call.reference, k),
        destinationFc: sandboxCentre(call.shop.site, call.shop.id, call.reference, k),
        items: call.items.slice(k * SANDBOX_SPLIT, (k + 1) * SANDBOX_SPLIT),
      });
    return ok({ shipments });
  }

  sendBoxes(call: Parameters<FbaInboundConnector['sendBoxes']>[0]) {
    if (down(call.token)) return fail(DOWN);
    for (const b of call.boxes) {
      if (b.weight > 23) return fail(`Amazon: box ${b.boxNo} weighs more than 23 kg`);
      if (Math.max(b.length, b.width, b.height) > 63.5) return fail(`Amazon: box ${b.boxNo} has a side longer than 63.5 cm`);
    }
    return ok({ boxCodes: call.boxes.map((b) => ({ boxNo: b.boxNo, boxCode: fbaBoxCode(call.shipmentId, b.boxNo) })) });
  }

  confirmTransport(call: Parameters<FbaInboundConnector['confirmTransport']>[0]) {
    if (down(call.token)) return fail(DOWN);
    if (call.trackingNo.toUpperCase().startsWith('BAD')) return fail(`Amazon: tracking number ${call.trackingNo} is not valid for ${call.carrier}`);
    return ok({});
  }

  markShipped(call: Parameters<FbaInboundConnector['markShipped']>[0]) {
    return down(call.token) ? fail(DOWN) : ok({});
  }

  getStatus(call: Parameters<FbaInboundConnector['getStatus']>[0]) {
    if (down(call.token)) return fail(DOWN);
    const status = NEXT[call.known] ?? (call.known as AmazonInboundStatus);
    const state: FbaShipmentState = { status, received: call.items.map((i) => ({ sellerSku: i.sellerSku, quantity: sandboxReceived(status, i.quantity) })) };
    return ok({ state });
  }

  cancel(call: Parameters<FbaInboundConnector['cancel']>[0]) {
    return down(call.token) ? fail(DOWN) : ok({});
  }
}

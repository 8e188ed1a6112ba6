// The sandbox overseas warehouse provider: a deterministic stand-in for Goodcang, 4PX Overseas and
// Winit for the demo and the tests. Rules (the same input always gives the same answer):
// - Credentials. An app key starting with "bad" (any case) is refused (overseas.credentialsRefused);
//   one starting with "down" makes every call fail as if the provider did not answer
//   (overseas.providerUnavailable). Any other key and secret open an account named
//   "<Provider> sandbox <first 4 characters of the key>".
// - Warehouses. Fixed per provider (SANDBOX_WAREHOUSES below): Goodcang USEA, USWE, DEFR; 4PX
//   FPX-USLA, FPX-UKBH; Winit WINIT-AUSY, WINIT-USNJ, WINIT-DEDU. An app key ending in "-1" sees only
//   the provider's first warehouse (an account contracted for one warehouse).
// - Channels. Fixed per warehouse country (SANDBOX_CHANNELS): US 3 channels, DE 3, GB 2, AU 2; each
//   code is "<warehouse code>-<channel suffix>". Asking for a warehouse code the provider does not
//   list is refused with overseas.providerWarehouseGone.
// - Inventory (inventorySnapshot). The account holds, in each warehouse it sees, every SKU code the
//   call asks about (the seller's codes) plus two SKUs only the provider knows, SBX-<warehouse>-01
//   and SBX-<warehouse>-02 (stock the seller has not registered under one of its codes: unmapped).
//   Quantities come from sandboxStockOf(warehouseCode, sku) below: h = FNV-1a 32-bit of
//   "<warehouse code>:<sku>", available = h mod 50, reserved = (h >>> 8) mod 4, in transit =
//   (h >>> 16) mod 25. So a test predicts them, stocks its ledger to agree (available + reserved)
//   or not, and sees the difference. Rows are sorted by SKU code and paged (page from 1, 1 to 200 a
//   page; anything else is refused with overseas.inventoryPageInvalid); an unknown warehouse code
//   is refused with overseas.providerWarehouseGone.
// - Outbound orders (createOutbound). Refused, in this order: an unknown warehouse
//   (overseas.providerWarehouseGone), a channel code the warehouse does not list
//   (overseas.providerChannelGone), no lines (overseas.outboundNoLines), a line asking more units
//   than the SKU's available quantity of the inventory rule above (overseas.outboundShortStock with
//   the SKU and what is available; the sandbox does not count down its stock), a recipient postal
//   code starting with "000" (overseas.outboundAddressRefused). Otherwise the outbound number is
//   "<channel code>-<reference>" (upper case): the same reference always answers the same number.
// - Outbound state (getOutbound). A number this sandbox made (it starts with one of the warehouse's
//   channel codes and a "-") has been shipped by the time it is asked about: the tracking number is
//   "<first 3 letters of the carrier, upper case>" + 12 digits of FNV-1a of the outbound number
//   (zero-padded; two hashes when one is short), the carrier is the channel's, shipped at the time
//   of the question. Any other number is refused with overseas.outboundNotFound.
// - Inbound notices (createInbound, the ASN of a stock order). Refused, in this order: an unknown
//   warehouse (overseas.providerWarehouseGone), no lines or a line of fewer than 1 unit
//   (overseas.inboundNoLines), a box without a weight or a size above 0 (overseas.inboundBoxInvalid
//   with its number). Otherwise the inbound number is "IB-<warehouse code>-<reference>" (upper
//   case): the same reference always answers the same number.
// - Inbound state (getInbound). A number this sandbox made for that warehouse ("IB-<warehouse
//   code>-" and something) is answered by its reference (the part after that prefix):
//   - containing "TRANSIT": still on its way (status inTransit), however often it is asked;
//   - otherwise received at the time of the question, each announced SKU (the call's `announced`
//     lines, summed per SKU, sorted by SKU code) with its announced quantity, except:
//     - reference containing "SHORT": the SKU with the most units (the first in SKU order on a tie)
//       is received one unit short (a shortage: counted less than shipped);
//     - reference containing "OVER": the first SKU in SKU order is received one unit over.
//   Any other number is refused with overseas.inboundNotFound. The sandbox keeps no state: it
//   counts from the announced lines the call passes (what a real provider keeps itself).
import { OVERSEAS_PROVIDER_LABELS, type OverseasProvider } from '@erp/schema';
import { promiseOf } from '../../platform/async';
import {
  INVENTORY_PAGE_MAX,
  type InboundQuery,
  type InboundRequest,
  type InboundState,
  type InventoryQuery,
  type OutboundRequest,
  type OutboundState,
  type ProviderChannel,
  type ProviderCredentials,
  type ProviderResult,
  type ProviderStockRow,
  type ProviderWarehouse,
  type ThirdPartyWarehouseConnector,
} from './warehouse.connector';

export const SANDBOX_WAREHOUSES: Record<OverseasProvider, ProviderWarehouse[]> = {
  goodcang: [
    { code: 'USEA', name: 'Goodcang US East (New Jersey)', country: 'US' },
    { code: 'USWE', name: 'Goodcang US West (Los Angeles)', country: 'US' },
    { code: 'DEFR', name: 'Goodcang Germany (Frankfurt)', country: 'DE' },
  ],
  fpx: [
    { code: 'FPX-USLA', name: '4PX Los Angeles', country: 'US' },
    { code: 'FPX-UKBH', name: '4PX Birmingham', country: 'GB' },
  ],
  winit: [
    { code: 'WINIT-AUSY', name: 'Winit Sydney', country: 'AU' },
    { code: 'WINIT-USNJ', name: 'Winit New Jersey', country: 'US' },
    { code: 'WINIT-DEDU', name: 'Winit Duisburg', country: 'DE' },
  ],
};

/** Channels by warehouse country: code suffix, name, carrier. */
export const SANDBOX_CHANNELS: Record<string, [string, string, string][]> = {
  US: [
    ['USPS-GA', 'USPS Ground Advantage', 'USPS'],
    ['UPS-GND', 'UPS Ground', 'UPS'],
    ['FEDEX-HD', 'FedEx Home Delivery', 'FedEx'],
  ],
  DE: [
    ['DHL-PAKET', 'DHL Paket', 'DHL'],
    ['GLS-STD', 'GLS Business Parcel', 'GLS'],
    ['HERMES', 'Hermes Paket', 'Hermes'],
  ],
  GB: [
    ['RM-T48', 'Royal Mail Tracked 48', 'Royal Mail'],
    ['EVRI', 'Evri Standard', 'Evri'],
  ],
  AU: [
    ['AUP-PARCEL', 'Australia Post Parcel Post', 'Australia Post'],
    ['SENDLE', 'Sendle Standard', 'Sendle'],
  ],
};

/** FNV-1a, 32 bits: a hash a test can recompute. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of new TextEncoder().encode(text)) {
    h ^= ch;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The sandbox's stock of a SKU in a warehouse (the rule in the header). */
export function sandboxStockOf(warehouseCode: string, sku: string): Omit<ProviderStockRow, 'sku'> {
  const h = fnv1a(`${warehouseCode}:${sku}`);
  return { available: h % 50, reserved: (h >>> 8) % 4, inTransit: (h >>> 16) % 25 };
}

/** The SKUs only the sandbox provider knows in a warehouse (unmapped on the seller's side). */
export const sandboxOnlySkus = (warehouseCode: string) => [`SBX-${warehouseCode}-01`, `SBX-${warehouseCode}-02`];

export class SandboxWarehouseConnector implements ThirdPartyWarehouseConnector {
  readonly name = 'sandbox';
  constructor(readonly provider: OverseasProvider) {}

  /** The refusal the credentials earn, if any. */
  private refusal(c: ProviderCredentials): ProviderResult<never> | null {
    const key = c.appKey.trim().toLowerCase();
    if (key.startsWith('bad')) return { ok: false, reasonId: 'overseas.credentialsRefused' };
    if (key.startsWith('down')) return { ok: false, reasonId: 'overseas.providerUnavailable' };
    return null;
  }

  private warehouses(c: ProviderCredentials): ProviderWarehouse[] {
    const all = SANDBOX_WAREHOUSES[this.provider];
    return c.appKey.trim().endsWith('-1') ? all.slice(0, 1) : all;
  }

  checkCredentials(c: ProviderCredentials): Promise<ProviderResult<{ accountName: string }>> {
    return promiseOf(
      () => this.refusal(c) ?? { ok: true as const, accountName: `${OVERSEAS_PROVIDER_LABELS[this.provider].en} sandbox ${c.appKey.trim().slice(0, 4)}` },
    );
  }

  listWarehouses(c: ProviderCredentials): Promise<ProviderResult<{ warehouses: ProviderWarehouse[] }>> {
    return promiseOf(() => this.refusal(c) ?? { ok: true as const, warehouses: this.warehouses(c).map((w) => ({ ...w })) });
  }

  listChannels(c: ProviderCredentials, warehouseCode: string): Promise<ProviderResult<{ channels: ProviderChannel[] }>> {
    return promiseOf((): ProviderResult<{ channels: ProviderChannel[] }> => {
      const refused = this.refusal(c);
      if (refused) return refused;
      const wh = this.warehouses(c).find((w) => w.code === warehouseCode);
      if (!wh) return { ok: false, reasonId: 'overseas.providerWarehouseGone', params: { code: warehouseCode } };
      return { ok: true, channels: (SANDBOX_CHANNELS[wh.country] ?? []).map(([suffix, name, carrier]) => ({ code: `${wh.code}-${suffix}`, name, carrier })) };
    });
  }

  inventorySnapshot(c: ProviderCredentials, q: InventoryQuery): Promise<ProviderResult<{ rows: ProviderStockRow[]; total: number }>> {
    return promiseOf((): ProviderResult<{ rows: ProviderStockRow[]; total: number }> => {
      const refused = this.refusal(c);
      if (refused) return refused;
      const wh = this.warehouses(c).find((w) => w.code === q.warehouseCode);
      if (!wh) return { ok: false, reasonId: 'overseas.providerWarehouseGone', params: { code: q.warehouseCode } };
      if (!Number.isInteger(q.page) || q.page < 1 || !Number.isInteger(q.pageSize) || q.pageSize < 1 || q.pageSize > INVENTORY_PAGE_MAX)
        return { ok: false, reasonId: 'overseas.inventoryPageInvalid' };
      const codes = [...new Set([...q.skus.map((s) => s.trim()).filter(Boolean), ...sandboxOnlySkus(wh.code)])].sort();
      const from = (q.page - 1) * q.pageSize;
      return {
        ok: true,
        total: codes.length,
        rows: codes.slice(from, from + q.pageSize).map((sku) => ({ sku, ...sandboxStockOf(wh.code, sku) })),
      };
    });
  }

  /** The warehouse of the account and its channels, or the refusal. */
  private channelsOf(c: ProviderCredentials, warehouseCode: string): ProviderResult<{ channels: ProviderChannel[] }> {
    const refused = this.refusal(c);
    if (refused) return refused;
    const wh = this.warehouses(c).find((w) => w.code === warehouseCode);
    if (!wh) return { ok: false, reasonId: 'overseas.providerWarehouseGone', params: { code: warehouseCode } };
    return { ok: true, channels: (SANDBOX_CHANNELS[wh.country] ?? []).map(([suffix, name, carrier]) => ({ code: `${wh.code}-${suffix}`, name, carrier })) };
  }

  createOutbound(c: ProviderCredentials, r: OutboundRequest): Promise<ProviderResult<{ outboundNo: string }>> {
    return promiseOf((): ProviderResult<{ outboundNo: string }> => {
      const listed = this.channelsOf(c, r.warehouseCode);
      if (!listed.ok) return listed;
      if (!listed.channels.some((ch) => ch.code === r.channelCode))
        return { ok: false, reasonId: 'overseas.providerChannelGone', params: { code: r.channelCode } };
      if (!r.lines.length) return { ok: false, reasonId: 'overseas.outboundNoLines' };
      for (const line of r.lines) {
        const { available } = sandboxStockOf(r.warehouseCode, line.sku);
        if (line.quantity > available)
          return { ok: false, reasonId: 'overseas.outboundShortStock', params: { sku: line.sku, quantity: line.quantity, available } };
      }
      if (r.recipient.postcode.trim().startsWith('000'))
        return { ok: false, reasonId: 'overseas.outboundAddressRefused', params: { postcode: r.recipient.postcode } };
      return { ok: true, outboundNo: `${r.channelCode}-${r.reference}`.toUpperCase() };
    });
  }

  getOutbound(c: ProviderCredentials, q: { warehouseCode: string; outboundNo: string }): Promise<ProviderResult<{ state: OutboundState }>> {
    return promiseOf((): ProviderResult<{ state: OutboundState }> => {
      const listed = this.channelsOf(c, q.warehouseCode);
      if (!listed.ok) return listed;
      const channel = listed.channels.find((ch) => q.outboundNo.startsWith(`${ch.code.toUpperCase()}-`) && q.outboundNo.length > ch.code.length + 1);
      if (!channel) return { ok: false, reasonId: 'overseas.outboundNotFound', params: { outboundNo: q.outboundNo } };
      const digits = `${fnv1a(q.outboundNo)}${fnv1a(`${q.outboundNo}#`)}`.padStart(12, '0').slice(0, 12);
      const prefix = channel.carrier
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase();
      return { ok: true, state: { status: 'shipped', trackingNo: `${prefix}${digits}`, carrier: channel.carrier, shippedAt: new Date() } };
    });
  }

  createInbound(c: ProviderCredentials, r: InboundRequest): Promise<ProviderResult<{ inboundNo: string }>> {
    return promiseOf((): ProviderResult<{ inboundNo: string }> => {
      const listed = this.channelsOf(c, r.warehouseCode);
      if (!listed.ok) return listed;
      if (!r.lines.length || r.lines.some((l) => !(l.quantity >= 1))) return { ok: false, reasonId: 'overseas.inboundNoLines' };
      const bad = r.boxes.find((b) => !(b.weight > 0 && b.length > 0 && b.width > 0 && b.height > 0));
      if (bad) return { ok: false, reasonId: 'overseas.inboundBoxInvalid', params: { boxNo: bad.boxNo } };
      return { ok: true, inboundNo: sandboxInboundNo(r.warehouseCode, r.reference) };
    });
  }

  getInbound(c: ProviderCredentials, q: InboundQuery): Promise<ProviderResult<{ state: InboundState }>> {
    return promiseOf((): ProviderResult<{ state: InboundState }> => {
      const listed = this.channelsOf(c, q.warehouseCode);
      if (!listed.ok) return listed;
      const prefix = `IB-${q.warehouseCode}-`.toUpperCase();
      if (!q.inboundNo.startsWith(prefix) || q.inboundNo.length <= prefix.length)
        return { ok: false, reasonId: 'overseas.inboundNotFound', params: { inboundNo: q.inboundNo } };
      const reference = q.inboundNo.slice(prefix.length);
      if (reference.includes('TRANSIT')) return { ok: true, state: { status: 'inTransit' } };
      return { ok: true, state: { status: 'received', received: sandboxReceived(reference, q.announced), receivedAt: new Date() } };
    });
  }
}

/** The inbound number the sandbox answers a reference with. */
export const sandboxInboundNo = (warehouseCode: string, reference: string) => `IB-${warehouseCode}-${reference}`.toUpperCase();

/** What the sandbox counts of the announced lines for a reference (the rule in the header). */
export function sandboxReceived(reference: string, announced: readonly { sku: string; quantity: number }[]): { sku: string; quantity: number }[] {
  const per = new Map<string, number>();
  for (const l of announced) per.set(l.sku, (per.get(l.sku) ?? 0) + l.quantity);
  const rows = [...per].map(([sku, quantity]) => ({ sku, quantity })).sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  const ref = reference.toUpperCase();
  if (ref.includes('SHORT') && rows.length) {
    const most = rows.reduce((m, r) => (r.quantity > m.quantity ? r : m), rows[0]);
    most.quantity = Math.max(0, most.quantity - 1);
  } else if (ref.includes('OVER') && rows.length) rows[0].quantity += 1;
  return rows;
}

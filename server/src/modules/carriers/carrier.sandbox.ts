// The sandbox carrier: a deterministic stand-in for the carriers the spec's sellers use, for the
// demo and the tests. Everything follows from the request, so the same request gives the same answer.
//
// Families (by the channel's carrier name):
// - consolidator: YunExpress, 4PX, Yanwen, Cainiao and any carrier not named below (Chinese
//   cross-border consolidators). Numbers: YunExpress 'YT' + 16 digits, 4PX '4PX3' + 15 digits,
//   Yanwen 'UG' + 9 digits + 'YW', Cainiao 'LP' + 14 digits, others 'SB' + 14 digits.
// - postal: DHL eCommerce (and any carrier whose name contains 'Post'). Numbers in the UPU S10 shape:
//   'LX' + 9 digits + 'CN'. Refuses parcels above 2000 g (carrier.refused.tooHeavy).
// - express: UPS ('1Z' + 16 characters), FedEx (12 digits), DHL Express ('JD' + 18 digits).
// The digits are a hash of (reference, channel code): asking again for the same order and channel
// answers the same number and shipment id (the carrier keeps one shipment per reference).
//
// Refusals (any family), checked in this order:
// - no recipient country or first address line → carrier.refused.noAddress;
// - a postal code starting with '000' → carrier.refused.postcode (the tests' and the demo's way to
//   see a carrier failure);
// - postal family above 2000 g → carrier.refused.tooHeavy.
// cancelShipment refuses ids this sandbox never issued ('SBX-' prefix) with carrier.unavailable.
// track: the first event on the day the shipment was created (from the number's hash: 1–9 days
// before `now`), 'inTransit' events each day after, 'delivered' after 6 days.
// handover: manifest 'MF' + 10 digits of a hash of the shipment ids.
// The label is a 100 × 150 mm PDF drawn with the project's PDF helper (Chinese fonts when present):
// carrier, channel, tracking number as Code 128, recipient, sender, order, weight.
import { createHash } from 'node:crypto';
import { translate } from '@erp/schema';
import { promiseOf } from '../../platform/async';
import { MM, newPdf, pdfLang } from '../../platform/pdf';
import { drawCode128 } from '../shipping/bags.pdf';
import type { CarrierConnector, CarrierTrackEvent, CreateShipmentInput, CreateShipmentResult } from './carrier.connector';

export type CarrierFamily = 'consolidator' | 'postal' | 'express';
export const SANDBOX_POSTAL_MAX_WEIGHT = 2000;

export function carrierFamily(carrier: string): CarrierFamily {
  const c = carrier.toLowerCase();
  if (c.includes('ups') || c.includes('fedex') || c === 'dhl express') return 'express';
  if (c.includes('dhl ecommerce') || c.includes('post')) return 'postal';
  return 'consolidator';
}

function digits(text: string, length: number): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return BigInt(`0x${hex.slice(0, 30)}`)
    .toString()
    .padStart(length, '0')
    .slice(-length);
}

/** The sandbox's tracking number of a reference on a channel. */
export function sandboxTrackingNo(carrier: string, channelCode: string, reference: string): string {
  const seed = `${channelCode}|${reference}`;
  const c = carrier.toLowerCase();
  switch (carrierFamily(carrier)) {
    case 'express':
      if (c.includes('ups')) return `1Z${digits(seed, 16)}`;
      if (c.includes('fedex')) return digits(seed, 12);
      return `JD${digits(seed, 18)}`;
    case 'postal':
      return `LX${digits(seed, 9)}CN`;
    default:
      if (c.includes('yunexpress')) return `YT${digits(seed, 16)}`;
      if (c.includes('4px')) return `4PX3${digits(seed, 15)}`;
      if (c.includes('yanwen')) return `UG${digits(seed, 9)}YW`;
      if (c.includes('cainiao')) return `LP${digits(seed, 14)}`;
      return `SB${digits(seed, 14)}`;
  }
}

async function drawLabel(input: CreateShipmentInput, trackingNo: string): Promise<Buffer> {
  const lang = pdfLang(input.lang);
  const t = (key: string) => translate(lang, key);
  const size: [number, number] = [100 * MM, 150 * MM];
  const pdf = newPdf({ size, margin: 12, info: { Title: `${t('carrier.label.title')} ${trackingNo}` } });
  const { doc, fit } = pdf;
  const width = size[0] - 24;
  doc.fontSize(13).text(fit(input.carrier || input.channelName), 12, 12, { width, lineBreak: false, ellipsis: true });
  doc.fontSize(8).text(`${t('carrier.label.channel')}: ${fit(input.channelName)}`, { width, lineBreak: false, ellipsis: true });
  drawCode128(doc, trackingNo, 12, doc.y + 4, width, 48);
  doc.y += 56;
  doc.fontSize(11).text(trackingNo, 12, doc.y, { width, align: 'center' });
  doc.moveDown(0.6);
  const r = input.recipient;
  doc.fontSize(9).text(`${t('carrier.label.to')}:`, { width });
  doc.fontSize(10).text(fit(r.name), { width });
  doc.fontSize(9);
  for (const line of [r.address1, r.address2, [r.city, r.state, r.postcode].filter(Boolean).join(', '), r.country, r.phone]) {
    if (line) doc.text(fit(line), { width });
  }
  doc.moveDown(0.6);
  doc.fontSize(8).text(`${t('carrier.label.from')}: ${fit(input.sender.name)}`, { width });
  if (input.sender.address) doc.text(fit(input.sender.address), { width });
  doc.moveDown(0.6);
  doc.text(`${t('carrier.label.order')}: ${fit(input.reference)}    ${t('carrier.label.weight')}: ${input.weight}`, { width });
  const items = input.items.map((i) => `${i.quantity} × ${i.title}`).join('; ');
  if (items) doc.fontSize(7).text(fit(items), { width, height: 40, ellipsis: true });
  const file = await pdf.finish(`${trackingNo}.pdf`);
  return Buffer.from(file.contentBase64, 'base64');
}

export class SandboxCarrierConnector implements CarrierConnector {
  readonly name = 'sandbox';

  async createShipment(input: CreateShipmentInput): Promise<CreateShipmentResult> {
    const r = input.recipient;
    if (!r.country.trim() || !r.address1.trim()) return { ok: false, reasonId: 'carrier.refused.noAddress' };
    if (r.postcode.trim().startsWith('000')) return { ok: false, reasonId: 'carrier.refused.postcode', params: { postcode: r.postcode.trim() } };
    if (carrierFamily(input.carrier) === 'postal' && input.weight > SANDBOX_POSTAL_MAX_WEIGHT)
      return { ok: false, reasonId: 'carrier.refused.tooHeavy', params: { maxWeight: SANDBOX_POSTAL_MAX_WEIGHT, weight: input.weight } };
    const trackingNo = sandboxTrackingNo(input.carrier, input.channelCode, input.reference);
    return { ok: true, trackingNo, shipmentId: `SBX-${trackingNo}`, label: await drawLabel(input, trackingNo) };
  }

  cancelShipment(input: { shipmentId: string }): Promise<{ ok: true } | { ok: false; reasonId: string }> {
    return promiseOf(() => (input.shipmentId.startsWith('SBX-') ? { ok: true as const } : { ok: false as const, reasonId: 'carrier.unavailable' }));
  }

  track(input: { trackingNo: string; now?: Date }): Promise<CarrierTrackEvent[]> {
    return promiseOf(() => sandboxTrack(input.trackingNo, input.now));
  }

  handover(input: { shipmentIds: string[] }): Promise<{ manifestNo: string }> {
    return promiseOf(() => ({ manifestNo: `MF${digits([...input.shipmentIds].sort().join(','), 10)}` }));
  }
}

function sandboxTrack(trackingNo: string, at?: Date): CarrierTrackEvent[] {
  const now = at ?? new Date();
  const age = 1 + (Number(digits(trackingNo, 2)) % 9);
  const day = 86_400_000;
  const start = now.getTime() - age * day;
  const events: CarrierTrackEvent[] = [{ time: new Date(start), status: 'info', text: 'Shipment information received' }];
  for (let d = 1; d <= Math.min(age - 1, 6); d++)
    events.push({ time: new Date(start + d * day), status: d === 6 ? 'delivered' : 'inTransit', text: d === 6 ? 'Delivered' : 'In transit' });
  return events;
}

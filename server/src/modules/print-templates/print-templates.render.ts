// Renders a print template for records to one PDF (/print, issue 18 C): an order (or a pick list) is
// a record of values and lines; each record gets one page, or more when the layout's table has more
// lines than fit (the whole layout repeats on each page, the table takes the next rows under its
// header). Elements are placed in mm; texts and fields in the embedded font (Chinese included when the
// machine has a CJK font), Code 128 and QR codes as vector paths from bwip-js, images from the
// template (print-templates.draw.ts). Orders are read here in batches and sent to the render worker
// process as they are read, which writes pages as they are made (print-templates.renderer.ts).
import { PRINT_FIELDS, printOrdersInput, type Lang, type PrintField, type PrintLayout, type PrintLine } from '@erp/schema';
import { allowedShopsWhere, assertCan, type RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { pdfLang, type PdfFile } from '../../platform/pdf';
import { parseInput } from '../../platform/validate';
import { addressLine, senderAddressesFor } from '../address-templates/address-templates.service';
import type { PrintRecord, PrintValues } from './print-templates.draw';
import { renderInWorker } from './print-templates.renderer';
import { findPrintTemplate, layoutOf } from './print-templates.service';

export { drawPage, type PrintRecord, type PrintValues } from './print-templates.draw';

/** Orders read per query while rendering. */
const BATCH = 200;

const money = (v: { toString(): string }) => Number(v.toString()).toFixed(2);
const when = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 16).replace('T', ' ') : '');

/** The values of each order (in the order asked), read through the caller's company. */
export async function* orderValueBatches(ctx: RequestContext, orderIds: number[], now = new Date()): AsyncIterable<PrintValues[]> {
  for await (const batch of orderRecordBatches(ctx, orderIds, now)) yield batch.map((r) => r.values);
}

/** Each order as a record: its values and its items as the lines of a table. */
export async function* orderRecordBatches(ctx: RequestContext, orderIds: number[], now = new Date()): AsyncIterable<PrintRecord[]> {
  for (let i = 0; i < orderIds.length; i += BATCH) {
    const ids = orderIds.slice(i, i + BATCH);
    const orders = await ctx.db.order.findMany({
      // a sub-account limited to some shops prints only their orders (as it sees only those)
      where: { id: { in: ids }, ...allowedShopsWhere(ctx.actor!, 'shopId') },
      include: {
        shop: { select: { shopName: true } },
        items: { select: { platformSku: true, title: true, quantity: true, skuId: true }, orderBy: { id: 'asc' } },
      },
    });
    if (orders.length !== new Set(ids).size) throw ValidationError.field('orderIds', 'print.orders.notFound');
    const channelIds = [...new Set(orders.map((o) => o.logisticsChannelId).filter((v): v is number => v != null))];
    const warehouseIds = [...new Set(orders.map((o) => o.warehouseId).filter((v): v is number => v != null))];
    const skuIds = [...new Set(orders.flatMap((o) => o.items.map((it) => it.skuId)).filter((v): v is number => v != null))];
    const [channels, warehouses, skus, senders] = await Promise.all([
      channelIds.length ? ctx.db.logisticsChannel.findMany({ where: { id: { in: channelIds } }, select: { id: true, name: true } }) : [],
      warehouseIds.length ? ctx.db.warehouse.findMany({ where: { id: { in: warehouseIds } }, select: { id: true, name: true } }) : [],
      skuIds.length ? ctx.db.sku.findMany({ where: { id: { in: skuIds } }, select: { id: true, sku: true } }) : [],
      senderAddressesFor(ctx, warehouseIds),
    ]);
    const channelName = new Map(channels.map((c) => [c.id, c.name]));
    const warehouseName = new Map(warehouses.map((w) => [w.id, w.name]));
    const skuCode = new Map(skus.map((s) => [s.id, s.sku]));
    const byId = new Map(orders.map((o) => [o.id, o]));
    yield ids.map((id) => {
      const o = byId.get(id)!;
      const sender = o.warehouseId != null ? senders.get(o.warehouseId) : undefined;
      const fullAddress = [o.address1, o.address2, [o.city, o.state, o.postcode].filter(Boolean).join(' '), o.country].filter((p) => p && p.trim()).join(', ');
      const skuOf = (it: (typeof o.items)[number]) => (it.skuId != null ? skuCode.get(it.skuId) : undefined) ?? it.platformSku;
      const lines = o.items.map((it): PrintLine => ({ sku: skuOf(it), productName: it.title, quantity: String(it.quantity), orderNo: o.orderNo }));
      const values = {
        orderNo: o.orderNo,
        platformOrderNo: o.platformOrderNo,
        trackingNo: o.trackingNo,
        channelName: o.logisticsChannelId != null ? (channelName.get(o.logisticsChannelId) ?? '') : '',
        shopName: o.shop.shopName,
        warehouseName: o.warehouseId != null ? (warehouseName.get(o.warehouseId) ?? '') : '',
        buyerName: o.buyerName,
        buyerPhone: o.buyerPhone,
        buyerEmail: o.buyerEmail,
        country: o.country,
        state: o.state,
        city: o.city,
        postcode: o.postcode,
        address1: o.address1,
        address2: o.address2,
        fullAddress,
        weight: String(o.weight || o.estimatedWeight),
        itemCount: String(o.items.reduce((s, it) => s + it.quantity, 0)),
        items: o.items.map((it) => `${skuOf(it)} × ${it.quantity}  ${it.title}`).join('\n'),
        totalAmount: `${money(o.totalAmount)} ${o.currency}`,
        currency: o.currency,
        orderedAt: when(o.orderedAt),
        buyerNote: o.buyerNote,
        sellerNote: o.sellerNote,
        senderName: sender ? [sender.name, sender.company].filter(Boolean).join(' / ') : '',
        senderPhone: sender?.phone ?? '',
        senderAddress: sender ? addressLine(sender) : '',
        printedAt: when(now),
        pickNo: '',
        orderCount: '1',
        pageNo: '1',
        pageCount: '1',
      } satisfies Record<PrintField, string>;
      return { values, lines };
    });
  }
}

/** Example values for the designer's preview when no order is chosen. */
export function sampleValues(lang: Lang): PrintValues {
  const zh = lang === 'zh';
  return Object.fromEntries(
    PRINT_FIELDS.map((f) => {
      const sample: Partial<Record<PrintField, string>> = {
        orderNo: 'SO20261126001',
        platformOrderNo: '112-3456789-0123456',
        trackingNo: 'YT2612345678901',
        channelName: zh ? '云途全球专线挂号' : 'YunExpress Global Direct',
        shopName: zh ? '示例店铺' : 'Demo shop',
        warehouseName: zh ? '深圳仓' : 'Shenzhen warehouse',
        buyerName: 'John Smith',
        buyerPhone: '+1 555-0100',
        buyerEmail: 'john@example.com',
        country: 'US',
        state: 'CA',
        city: 'Los Angeles',
        postcode: '90001',
        address1: '123 Main St',
        address2: 'Apt 4',
        fullAddress: '123 Main St, Apt 4, Los Angeles CA 90001, US',
        weight: '350',
        itemCount: '2',
        items: 'SKU-001 × 1  T-shirt\nSKU-002 × 1  Cap',
        totalAmount: '25.90 USD',
        currency: 'USD',
        orderedAt: '2026-11-26 08:00',
        buyerNote: '',
        sellerNote: '',
        senderName: zh ? '张三 / 示例贸易有限公司' : 'Zhang San / Demo Trading Ltd',
        senderPhone: '+86 755-1234 5678',
        senderAddress: zh ? '科技园南路 1 号, 深圳, 广东, 518000, CN' : '1 Keji Rd S, Shenzhen, Guangdong, 518000, CN',
        printedAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
        pickNo: 'PK20261126001',
        orderCount: '2',
        pageNo: '1',
        pageCount: '1',
      };
      return [f, sample[f] ?? ''];
    }),
  );
}

/** Example lines for the designer's preview. */
function sampleLines(): PrintLine[] {
  return [
    { location: 'A-01-02', sku: 'SKU-001', productName: 'T-shirt / T恤', quantity: '1', orderNo: 'SO20261126001' },
    { location: 'B-03-01', sku: 'SKU-002', productName: 'Cap / 帽子', quantity: '1', orderNo: 'SO20261126001' },
  ];
}

/** Records already in hand, as the one batch renderLayout reads. */
export function recordsOf(records: PrintRecord[]): AsyncIterable<PrintRecord[]> {
  return {
    [Symbol.asyncIterator]: () => {
      let done = false;
      return { next: () => Promise.resolve(done ? { done: true, value: undefined } : ((done = true), { done: false, value: records })) };
    },
  };
}

/** One PDF of `layout` (each record on one page, or on as many as its table's lines need), drawn in the render worker. */
export function renderLayout(ctx: RequestContext, layout: PrintLayout, records: AsyncIterable<PrintRecord[]>, filename: string): Promise<PdfFile> {
  return renderInWorker(layout, pdfLang(ctx.lang), filename, records);
}

/** /print: a template for a selection of orders, one page per order, in the order given. */
export async function renderTemplate(ctx: RequestContext, templateId: number, orderIds: number[], now = new Date()): Promise<PdfFile> {
  assertCan(ctx, 'orders');
  const input = parseInput(printOrdersInput, { templateId, orderIds });
  const template = await findPrintTemplate(ctx, input.templateId);
  const ids = [...new Set(input.orderIds)];
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return renderLayout(ctx, layoutOf(template), orderRecordBatches(ctx, ids, now), `${template.kind}-${stamp}-${ids.length}.pdf`);
}

/** The designer's preview of an unsaved layout: the chosen orders, or one page of example values. */
export async function previewLayout(ctx: RequestContext, layout: PrintLayout, orderIds: number[]): Promise<PdfFile> {
  const sample = recordsOf([{ values: sampleValues(pdfLang(ctx.lang)), lines: sampleLines() }]);
  return renderLayout(ctx, layout, orderIds.length ? orderRecordBatches(ctx, orderIds.slice(0, 20)) : sample, 'preview.pdf');
}

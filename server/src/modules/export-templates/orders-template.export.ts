// The orders export with an export template's columns (/orders "Export with template", issue 18 C):
// report type ordersTemplate through the task queue; the filter names the template and narrows the
// orders like the /orders list (or to the ticked orders).
import { ORDER_EXPORT_COLUMNS, type OrderExportColumn } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { orderWhere } from '../orders/orders.service';
import { filterId, filterText, keysetBatches, registerExport, type ExportCell, type ExportColumn } from '../report-jobs/exports';

const orderRow = {
  include: { shop: { select: { shopName: true } }, items: { select: { platformSku: true, quantity: true }, orderBy: { id: 'asc' } } },
} satisfies Prisma.OrderDefaultArgs;
type Row = Prisma.OrderGetPayload<typeof orderRow> & { warehouseName: string; channelName: string };

const money = (v: Prisma.Decimal) => Number(v.toString());
const VALUES: Record<OrderExportColumn, { value: (o: Row, t: (id: string) => string) => ExportCell; width?: number }> = {
  orderNo: { value: (o) => o.orderNo, width: 20 },
  platformOrderNo: { value: (o) => o.platformOrderNo, width: 24 },
  shopName: { value: (o) => o.shop.shopName, width: 20 },
  status: { value: (o, t) => t(`order.status.${o.status}`) },
  buyerName: { value: (o) => o.buyerName, width: 20 },
  buyerEmail: { value: (o) => o.buyerEmail, width: 24 },
  buyerPhone: { value: (o) => o.buyerPhone },
  country: { value: (o) => o.country, width: 8 },
  state: { value: (o) => o.state },
  city: { value: (o) => o.city },
  postcode: { value: (o) => o.postcode, width: 10 },
  address1: { value: (o) => o.address1, width: 30 },
  address2: { value: (o) => o.address2, width: 20 },
  currency: { value: (o) => o.currency, width: 8 },
  itemsTotal: { value: (o) => money(o.itemsTotal), width: 12 },
  shippingFee: { value: (o) => money(o.shippingFee), width: 12 },
  discount: { value: (o) => money(o.discount), width: 12 },
  totalAmount: { value: (o) => money(o.totalAmount), width: 12 },
  orderedAt: { value: (o) => o.orderedAt, width: 20 },
  paidAt: { value: (o) => o.paidAt, width: 20 },
  shippedAt: { value: (o) => o.shippedAt, width: 20 },
  warehouseName: { value: (o) => o.warehouseName },
  channelName: { value: (o) => o.channelName, width: 20 },
  trackingNo: { value: (o) => o.trackingNo, width: 20 },
  weight: { value: (o) => o.weight || o.estimatedWeight, width: 10 },
  skus: { value: (o) => o.items.map((i) => `${i.platformSku}×${i.quantity}`).join(', '), width: 30 },
  itemCount: { value: (o) => o.items.reduce((s, i) => s + i.quantity, 0), width: 8 },
  buyerNote: { value: (o) => o.buyerNote, width: 20 },
  sellerNote: { value: (o) => o.sellerNote, width: 20 },
};

/** The export's columns in the template's order. */
export function orderExportColumns(keys: readonly string[]): ExportColumn<Row>[] {
  return keys
    .filter((k): k is OrderExportColumn => (ORDER_EXPORT_COLUMNS as readonly string[]).includes(k))
    .map((k) => ({ headerId: `exportColumn.${k}`, width: VALUES[k].width, value: (o, c) => VALUES[k].value(o, c.t) }));
}

const filter = z.object({
  templateId: filterId,
  /** The ticked orders; without them, the list's filter. */
  ids: z.array(filterId, { error: 'validation.integerIds' }).max(10_000, { error: 'validation.integerIds' }).optional(),
  status: filterText(30).optional(),
  keyword: filterText().optional(),
  shopId: filterId.optional(),
  warehouseId: filterId.optional(),
  logisticsChannelId: filterId.optional(),
  country: filterText(2).optional(),
});
type Filter = z.output<typeof filter>;

function where(ctx: RequestContext, f: Filter): Prisma.OrderWhereInput {
  const { ids, templateId: _t, ...list } = f;
  return { AND: [orderWhere(ctx, list), ids?.length ? { id: { in: ids } } : {}] };
}

async function templateColumns(ctx: RequestContext, f: Filter) {
  const template = await ctx.db.exportTemplate.findFirst({ where: { id: f.templateId } });
  if (!template) throw ValidationError.field('templateId', 'exportTemplate.notFound');
  return orderExportColumns(template.columns);
}

export const ordersTemplateExport = registerExport({
  reportType: 'ordersTemplate',
  nameId: 'exportTemplate.reportName',
  permission: 'orders',
  filter,
  columns: [],
  columnsFor: templateColumns,
  count: async (ctx, f) => {
    await templateColumns(ctx, f); // an unknown template is refused before the job starts
    return ctx.db.order.count({ where: where(ctx, f) });
  },
  rows: (ctx, f) =>
    keysetBatches(async (after, take) => {
      const orders = await ctx.db.order.findMany({
        ...orderRow,
        where: { AND: [where(ctx, f), after ? { id: { gt: after } } : {}] },
        orderBy: { id: 'asc' },
        take,
      });
      const wh = [...new Set(orders.map((o) => o.warehouseId).filter((v): v is number => v != null))];
      const ch = [...new Set(orders.map((o) => o.logisticsChannelId).filter((v): v is number => v != null))];
      const [warehouses, channels] = await Promise.all([
        wh.length ? ctx.db.warehouse.findMany({ where: { id: { in: wh } }, select: { id: true, name: true } }) : [],
        ch.length ? ctx.db.logisticsChannel.findMany({ where: { id: { in: ch } }, select: { id: true, name: true } }) : [],
      ]);
      const whName = new Map(warehouses.map((w) => [w.id, w.name]));
      const chName = new Map(channels.map((c) => [c.id, c.name]));
      return orders.map((o) => ({
        ...o,
        warehouseName: o.warehouseId != null ? (whName.get(o.warehouseId) ?? '') : '',
        channelName: o.logisticsChannelId != null ? (chName.get(o.logisticsChannelId) ?? '') : '',
      }));
    }),
});

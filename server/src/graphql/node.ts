// Global ids and the `node(id:)` / `nodes(ids:)` queries (issue 17, docs/api.md 'Global ids').
//
// Every entity a partner reads keeps its `id: Int` and gains `nodeId: ID!`, the base64url of
// "TypeName:id". `node` and `nodes` answer any of them through the caller's company-scoped client
// with the same permission (and shop restriction) as the type's own query: another company's or an
// unknown id answers null, a missing permission FORBIDDEN, a malformed id BAD_USER_INPUT.
//
// The types are members of the `NodeEntity` union rather than implementers of a Relay `Node`
// interface: Relay's interface wants `id: ID!`, which would break the `id: Int` clients rely on,
// and an interface cannot be added to the modules' types from here.
import { PAGE_SIZE_MAX } from '@erp/schema';
import { getRefFromModel } from '@pothos/plugin-prisma';
import { assertCan, type RequestContext } from '../platform/context';
import { ValidationError } from '../platform/errors';
import { productWhere } from '../modules/catalog/catalog.service';
import { countTaskWhere } from '../modules/inventory-count/inventory-count.service';
import { customChannelWhere } from '../modules/logistics/channels.service';
import { orderWhere } from '../modules/orders/orders.service';
import { purchaseOrderWhere } from '../modules/purchase-orders/purchase-orders.service';
import { receiptWhere } from '../modules/receiving/receiving.service';
import { bagWhere } from '../modules/shipping/bags.service';
import { shopWhere } from '../modules/shops/shops.service';
import { stockBillWhere, type Direction } from '../modules/stock-bills/stock-bills.service';
import { supplierWhere } from '../modules/suppliers/suppliers.service';
import { trackingWhere } from '../modules/tracking/tracking.service';
import { transferWhere } from '../modules/transfers/transfers.service';
import { locationWhere, warehouseWhere } from '../modules/warehouses/warehouses.service';
import { builder } from './builder';

type Row = { id: number };
type Loader = (ctx: RequestContext, id: number) => Promise<Row | null>;

/**
 * The entities with a global id: GraphQL type name → how one row is read, with the permission
 * (the `…Where` helpers assert it) and the restrictions of the type's own query.
 */
const LOADERS = {
  Order: (ctx, id) => ctx.db.order.findFirst({ where: { AND: [orderWhere(ctx), { id }] } }),
  OrderItem: (ctx, id) => ctx.db.orderItem.findFirst({ where: { id, order: orderWhere(ctx) } }),
  Product: (ctx, id) => ctx.db.product.findFirst({ where: { AND: [productWhere(ctx), { id }] } }),
  Sku: (ctx, id) => ctx.db.sku.findFirst({ where: { id, product: productWhere(ctx) } }),
  Warehouse: (ctx, id) => ctx.db.warehouse.findFirst({ where: { AND: [warehouseWhere(ctx), { id }] } }),
  Location: (ctx, id) => ctx.db.location.findFirst({ where: { AND: [locationWhere(ctx), { id }] } }),
  InventoryRow: (ctx, id) => {
    assertCan(ctx, 'inventoryManage'); // the inventory list's permission
    return ctx.db.stock.findFirst({ where: { id } });
  },
  PurchaseOrder: async (ctx, id) => ctx.db.purchaseOrder.findFirst({ where: { AND: [await purchaseOrderWhere(ctx), { id }] } }),
  PurchaseOrderLine: async (ctx, id) => ctx.db.purchaseOrderLine.findFirst({ where: { id, purchaseOrder: await purchaseOrderWhere(ctx) } }),
  PurchaseReceipt: (ctx, id) => ctx.db.purchaseReceipt.findFirst({ where: { AND: [receiptWhere(ctx), { id }] } }),
  Supplier: (ctx, id) => ctx.db.supplier.findFirst({ where: { AND: [supplierWhere(ctx), { id }] } }),
  Shop: (ctx, id) => ctx.db.shop.findFirst({ where: { AND: [shopWhere(ctx), { id }] } }),
  LogisticsChannel: async (ctx, id) => {
    // custom channels are read with customLogistics, system ones with systemLogistics
    const row = await ctx.db.logisticsChannel.findFirst({ where: { id }, select: { type: true } });
    if (!row) return null;
    if (row.type !== 'custom') {
      assertCan(ctx, 'systemLogistics');
      return ctx.db.logisticsChannel.findFirst({ where: { id } });
    }
    return ctx.db.logisticsChannel.findFirst({ where: { AND: [customChannelWhere(ctx), { id }] } });
  },
  TrackingRecord: (ctx, id) => ctx.db.trackingRecord.findFirst({ where: { AND: [trackingWhere(ctx), { id }] } }),
  TransferOrder: (ctx, id) => ctx.db.transferOrder.findFirst({ where: { AND: [transferWhere(ctx), { id }] } }),
  StockBill: async (ctx, id) => {
    // inbound bills need inboundOrder, outbound ones outboundOrder
    const row = await ctx.db.stockBill.findFirst({ where: { id }, select: { direction: true } });
    if (!row) return null;
    return ctx.db.stockBill.findFirst({ where: { AND: [await stockBillWhere(ctx, row.direction as Direction), { id }] } });
  },
  InventoryCountTask: (ctx, id) => ctx.db.inventoryCountTask.findFirst({ where: { AND: [countTaskWhere(ctx), { id }] } }),
  ShippingBag: (ctx, id) => ctx.db.shippingBag.findFirst({ where: { AND: [bagWhere(ctx), { id }] } }),
} satisfies Record<string, Loader>;

export type NodeTypeName = keyof typeof LOADERS;
/** The types `node` can answer, in the order docs/api.md lists them. */
export const NODE_TYPES = Object.keys(LOADERS) as NodeTypeName[];

/** The global id of a row: base64url("TypeName:id"). */
export function globalId(type: NodeTypeName, id: number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

/** Type and row id of a global id; anything else (another encoding, an unknown type) is bad input. */
export function parseGlobalId(value: string, field = 'id'): { type: NodeTypeName; id: number } {
  const bad = () => ValidationError.field(field, 'node.invalidId', { value: value.slice(0, 80) });
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(value)) throw bad();
  const m = /^([A-Za-z]+):([1-9][0-9]{0,9})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!m || !Object.hasOwn(LOADERS, m[1])) throw bad();
  const type = m[1] as NodeTypeName;
  const id = Number(m[2]);
  // one spelling per id, so ids can be compared as strings
  if (id > 2_147_483_647 || globalId(type, id) !== value) throw bad();
  return { type, id };
}

/** The GraphQL type of each answered row (union members are resolved by it). */
const typeOfRow = new WeakMap<object, NodeTypeName>();

async function loadNode(ctx: RequestContext, type: NodeTypeName, id: number): Promise<Row | null> {
  const row = await (LOADERS[type] as Loader)(ctx, id);
  if (row) typeOfRow.set(row, type);
  return row;
}

// ---- schema ------------------------------------------------------------------------------------

const NODE_ID_DESCRIPTION = 'Global id of this object for node(id:) / nodes(ids:): base64url of "TypeName:id"';

/** The Pothos ref of each type: the Prisma model's own type (the inventory list's row is Stock's). */
const refOf = (type: NodeTypeName) => getRefFromModel(type === 'InventoryRow' ? 'Stock' : type, builder);

for (const type of NODE_TYPES) {
  builder.prismaObjectField(refOf(type) as never, 'nodeId', (t) =>
    t.field({ type: 'ID', description: NODE_ID_DESCRIPTION, resolve: (row: Row) => globalId(type, row.id) }),
  );
}

const NodeEntity = builder.unionType('NodeEntity', {
  description: 'Any object node(id:) can answer: the types with a nodeId field',
  types: NODE_TYPES.map(refOf) as never[],
  resolveType: (row) => typeOfRow.get(row),
});

builder.queryFields((t) => ({
  node: t.field({
    type: NodeEntity,
    nullable: true,
    description:
      "The object with this global id (an object's nodeId), or null when it does not exist in your company; needs the permission of the object's own query",
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { type, id } = parseGlobalId(String(args.id));
      return loadNode(ctx, type, id) as never;
    },
  }),
  nodes: t.field({
    type: [NodeEntity],
    nullable: { list: false, items: true },
    description: `The objects with these global ids, in the same order (null where one does not exist in your company); at most ${PAGE_SIZE_MAX} ids`,
    authScopes: { loggedIn: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => {
      if (args.ids.length > PAGE_SIZE_MAX) throw ValidationError.field('ids', 'node.tooManyIds', { max: PAGE_SIZE_MAX });
      const parsed = args.ids.map((raw) => parseGlobalId(String(raw), 'ids'));
      // each item on its own: a permission refusal nulls that item (with its error), not the list
      return parsed.map(({ type, id }) => loadNode(ctx, type, id)) as never;
    },
  }),
}));

// Crawler entries of node(id:) and nodes(ids:) (server/src/graphql/node.ts), and of eventCatalogue:
// one `node` entry per type with a global id, aimed at the other company's row of that type (null
// expected), and one `nodes` entry with all of them. The seed only reads: each type's first row of
// the company, made by the other domains' seeds (so this file is registered after them).
import { unscopedDb } from '../src/platform/db';
import { globalId, NODE_TYPES, type NodeTypeName } from '../src/graphql/node';
import type { DomainOperations, Ids } from './operations';

/** Ids key of a type's seeded row. */
export const nodeKey = (type: NodeTypeName) => `node${type}Id`;
/** An id no row has: a type the seeds left empty still gets a well-formed global id. */
const NONE = 2_147_483_647;
const idOf = (i: Ids, type: NodeTypeName) => globalId(type, i[nodeKey(type)] ?? NONE);

/** Fields each entry selects: enough to leak a marker of the other company if scoping failed. */
const SELECTION: Partial<Record<NodeTypeName, string>> = {
  Order: 'id nodeId platformOrderNo',
  Shop: 'id nodeId shopName',
  Product: 'id nodeId name',
  Supplier: 'id nodeId name',
  Warehouse: 'id nodeId name',
};

export const nodeOperations: DomainOperations = {
  operations: [
    ...NODE_TYPES.map((type) => ({
      field: 'node',
      query: `query($id: ID!) { node(id: $id) { __typename ... on ${type} { ${SELECTION[type] ?? 'id nodeId'} } } }`,
      variables: (i: Ids) => ({ id: idOf(i, type) }),
      foreign: 'null' as const,
    })),
    {
      field: 'nodes',
      query: `query($ids: [ID!]!) { nodes(ids: $ids) { __typename ${NODE_TYPES.map((t) => `... on ${t} { id nodeId }`).join(' ')} } }`,
      variables: (i: Ids) => ({ ids: NODE_TYPES.map((t) => idOf(i, t)) }),
    },
    // the event catalogue screen's query (modules/event-catalogue): no company data at all
    { field: 'eventCatalogue', query: '{ eventCatalogue { events { type permission fields { name type } } } }', variables: () => ({}) },
  ],
  async seed(app, company) {
    const db = unscopedDb(app.platform.database.prisma, 'test fixture');
    const where = { companyId: company.companyId };
    const first = { orderBy: { id: 'asc' as const }, select: { id: true } };
    const rows: Record<NodeTypeName, Promise<{ id: number } | null>> = {
      Order: db.order.findFirst({ where, ...first }),
      OrderItem: db.orderItem.findFirst({ where, ...first }),
      Product: db.product.findFirst({ where, ...first }),
      Sku: db.sku.findFirst({ where, ...first }),
      Warehouse: db.warehouse.findFirst({ where, ...first }),
      Location: db.location.findFirst({ where, ...first }),
      InventoryRow: db.stock.findFirst({ where, ...first }),
      PurchaseOrder: db.purchaseOrder.findFirst({ where, ...first }),
      PurchaseOrderLine: db.purchaseOrderLine.findFirst({ where, ...first }),
      PurchaseReceipt: db.purchaseReceipt.findFirst({ where, ...first }),
      Supplier: db.supplier.findFirst({ where, ...first }),
      Shop: db.shop.findFirst({ where, ...first }),
      LogisticsChannel: db.logisticsChannel.findFirst({ where: { ...where, type: 'custom' }, ...first }),
      TrackingRecord: db.trackingRecord.findFirst({ where: { ...where, deletedAt: null }, ...first }),
      TransferOrder: db.transferOrder.findFirst({ where, ...first }),
      StockBill: db.stockBill.findFirst({ where, ...first }),
      InventoryCountTask: db.inventoryCountTask.findFirst({ where, ...first }),
      ShippingBag: db.shippingBag.findFirst({ where, ...first }),
    };
    const ids: Record<string, number> = {};
    for (const type of NODE_TYPES) {
      const row = await rows[type];
      if (row) ids[nodeKey(type)] = row.id;
    }
    return ids;
  },
};

// Global ids and node(id:) / nodes(ids:) (node.ts): round trip, bad ids, tenancy, shop restriction
// and permissions. The full crawl over every type is server/test/operations.node.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { unscopedDb } from '../platform/db';
import { ValidationError } from '../platform/errors';
import { globalId, NODE_TYPES, parseGlobalId } from './node';
import { schema } from './schema';

let app: TestApp;
let a: Awaited<ReturnType<TestApp['company']>>;
let b: Awaited<ReturnType<TestApp['company']>>;

interface Rows {
  shopId: number;
  otherShopId: number;
  orderId: number;
  itemId: number;
  otherShopOrderId: number;
  productId: number;
  skuId: number;
  warehouseId: number;
  stockId: number;
  supplierId: number;
}
let rowsA: Rows;
let rowsB: Rows;

async function seed(companyId: number, tag: string): Promise<Rows> {
  const db = unscopedDb(app.platform.database.prisma, 'test fixture');
  const shop = await db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `node-shop-${tag}`, status: 1 } });
  const other = await db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: `node-other-${tag}`, status: 1 } });
  const product = await db.product.create({
    data: { companyId, spu: `NODE-${tag}`, name: `Node product ${tag}`, skus: { create: [{ companyId, sku: `NODE-${tag}-1` }] } },
    include: { skus: true },
  });
  const sku = product.skus[0];
  const warehouse = await db.warehouse.create({ data: { companyId, name: `node-wh-${tag}` } });
  const stock = await db.stock.create({ data: { companyId, skuId: sku.id, warehouseId: warehouse.id, quantity: 5 } });
  const supplier = await db.supplier.create({ data: { companyId, name: `node-supplier-${tag}` } });
  const order = (shopId: number, no: string) =>
    db.order.create({
      data: {
        companyId,
        shopId,
        platformType: 1,
        platformOrderNo: `NODE-${tag}-${no}`,
        orderNo: `N${tag}${no}`,
        orderedAt: new Date(),
        items: { create: [{ companyId, quantity: 1, skuId: sku.id, platformSku: sku.sku }] },
      },
      include: { items: true },
    });
  const o = await order(shop.id, '1');
  const o2 = await order(other.id, '2');
  return {
    shopId: shop.id,
    otherShopId: other.id,
    orderId: o.id,
    itemId: o.items[0].id,
    otherShopOrderId: o2.id,
    productId: product.id,
    skuId: sku.id,
    warehouseId: warehouse.id,
    stockId: stock.id,
    supplierId: supplier.id,
  };
}

/** A sub-account of company A with these permissions (and, when given, only these shops). */
async function subAccount(permissions: string[], allowShopIds?: number[]): Promise<string> {
  const tag = Math.random().toString(36).slice(2, 8);
  const role = await app.gql(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name: `node ${tag}`, permissions } },
    { token: a.token },
  );
  const username = `node_${tag}`;
  const user = await app.gql(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { __typename ... on Error { messageId } } }',
    {
      i: {
        username,
        password: 'secret123',
        password2: 'secret123',
        realname: tag,
        roleId: role.body.data.createRole.data.id,
        ...(allowShopIds ? { allowShopIds } : {}),
      },
    },
    { token: a.token },
  );
  expect(user.body.data.createSubAccount.__typename).toBe('MutationCreateSubAccountSuccess');
  return app.login(username);
}

const NODE = 'query($id: ID!) { node(id: $id) { __typename ... on Order { id nodeId platformOrderNo items { id nodeId } } ... on Shop { id shopName } } }';

beforeAll(async () => {
  app = await startTestApp();
  a = await app.company('Node A');
  b = await app.company('Node B');
  rowsA = await seed(a.companyId, 'a');
  rowsB = await seed(b.companyId, 'b');
});
afterAll(() => app?.close());

describe('global ids', () => {
  it('encode "TypeName:id" in base64url and decode back', () => {
    const id = globalId('Order', 42);
    expect(id).toBe(Buffer.from('Order:42').toString('base64url'));
    expect(parseGlobalId(id)).toEqual({ type: 'Order', id: 42 });
    for (const type of NODE_TYPES) expect(parseGlobalId(globalId(type, 7))).toEqual({ type, id: 7 });
  });

  it('refuse anything else as bad input', () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    for (const bad of [
      '',
      '42',
      'not base64!',
      b64('Order'),
      b64('Order:0'),
      b64('Order:-1'),
      b64('Order:1.5'),
      b64('Nope:1'),
      b64('Order:99999999999'),
      `${globalId('Order', 1)}=`,
    ]) {
      expect(() => parseGlobalId(bad), bad).toThrow(ValidationError);
    }
  });

  it('every type with a nodeId is a member of NodeEntity, and only those', () => {
    const union = schema.getType('NodeEntity') as import('graphql').GraphQLUnionType;
    const members = union.getTypes().map((t) => t.name);
    expect(members.sort()).toEqual([...NODE_TYPES].sort());
    for (const name of members) expect(Object.keys((schema.getType(name) as import('graphql').GraphQLObjectType).getFields())).toContain('nodeId');
  });
});

describe('node and nodes', () => {
  it("answer the caller's objects, with nodeId equal to the id asked", async () => {
    const id = globalId('Order', rowsA.orderId);
    const r = await app.gql(NODE, { id }, { token: a.token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.node).toEqual({
      __typename: 'Order',
      id: rowsA.orderId,
      nodeId: id,
      platformOrderNo: 'NODE-a-1',
      items: [{ id: rowsA.itemId, nodeId: globalId('OrderItem', rowsA.itemId) }],
    });
    const many = await app.gql(
      'query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Sku { id } ... on InventoryRow { id quantity } ... on Supplier { id name } ... on Warehouse { id } ... on Product { id } ... on OrderItem { id } } }',
      {
        ids: [
          globalId('Sku', rowsA.skuId),
          globalId('InventoryRow', rowsA.stockId),
          globalId('Supplier', rowsA.supplierId),
          globalId('Warehouse', rowsA.warehouseId),
          globalId('Product', rowsA.productId),
          globalId('OrderItem', rowsA.itemId),
        ],
      },
      { token: a.token },
    );
    expect(many.body.errors).toBeUndefined();
    expect(many.body.data.nodes).toEqual([
      { __typename: 'Sku', id: rowsA.skuId },
      { __typename: 'InventoryRow', id: rowsA.stockId, quantity: 5 },
      { __typename: 'Supplier', id: rowsA.supplierId, name: 'node-supplier-a' },
      { __typename: 'Warehouse', id: rowsA.warehouseId },
      { __typename: 'Product', id: rowsA.productId },
      { __typename: 'OrderItem', id: rowsA.itemId },
    ]);
  });

  it("answer null for another company's order (and its items, shop, SKU …) and for unknown ids", async () => {
    const r = await app.gql(NODE, { id: globalId('Order', rowsB.orderId) }, { token: a.token });
    expect(r.body).toEqual({ data: { node: null }, extensions: expect.anything() });
    const ids = [
      globalId('OrderItem', rowsB.itemId),
      globalId('Shop', rowsB.shopId),
      globalId('Sku', rowsB.skuId),
      globalId('InventoryRow', rowsB.stockId),
      globalId('Supplier', rowsB.supplierId),
      globalId('Order', 2_000_000_000),
    ];
    const many = await app.gql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids }, { token: a.token });
    expect(many.body.errors).toBeUndefined();
    expect(many.body.data.nodes).toEqual(ids.map(() => null));
    // B itself reads them
    const own = await app.gql(NODE, { id: globalId('Order', rowsB.orderId) }, { token: b.token });
    expect(own.body.data.node).toMatchObject({ __typename: 'Order', id: rowsB.orderId });
  });

  it('refuse a malformed id with BAD_USER_INPUT, in the caller language', async () => {
    const r = await app.gql(NODE, { id: 'not-a-node-id' }, { token: a.token, lang: 'en' });
    expect(r.body.data).toEqual({ node: null });
    expect(r.body.errors[0]).toMatchObject({
      message: '"not-a-node-id" is not a global id of this API: pass the nodeId of an object',
      path: ['node'],
      extensions: { code: 'BAD_USER_INPUT', messageId: 'validation.failed', fieldErrors: [{ field: 'id', messageId: 'node.invalidId' }] },
    });
    const zh = await app.gql(NODE, { id: Buffer.from('Nope:1').toString('base64url') }, { token: a.token });
    expect(zh.body.errors[0].message).toContain('不是本接口的全局 ID');
    const list = await app.gql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids: [globalId('Order', rowsA.orderId), 'x'] }, { token: a.token });
    expect(list.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'ids', messageId: 'node.invalidId' }] });
    const tooMany = await app.gql(
      'query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }',
      { ids: Array.from({ length: 101 }, (_, n) => globalId('Order', n + 1)) },
      { token: a.token },
    );
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'ids', messageId: 'node.tooManyIds' }] });
  });

  it("need the permission of the type's own query, per object", async () => {
    const shopsOnly = await subAccount(['shops']);
    const order = await app.gql(NODE, { id: globalId('Order', rowsA.orderId) }, { token: shopsOnly, lang: 'en' });
    expect(order.body.data).toEqual({ node: null });
    expect(order.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'orders' });
    const shop = await app.gql(NODE, { id: globalId('Shop', rowsA.shopId) }, { token: shopsOnly });
    expect(shop.body.errors).toBeUndefined();
    expect(shop.body.data.node).toEqual({ __typename: 'Shop', id: rowsA.shopId, shopName: 'node-shop-a' });
    // nodes: the refused item is null with its error, the others are answered
    const mixed = await app.gql(
      'query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }',
      { ids: [globalId('Shop', rowsA.shopId), globalId('Warehouse', rowsA.warehouseId)] },
      { token: shopsOnly },
    );
    expect(mixed.body.data.nodes).toEqual([{ __typename: 'Shop' }, null]);
    expect(mixed.body.errors).toHaveLength(1);
    expect(mixed.body.errors[0]).toMatchObject({ path: ['nodes', 1], extensions: { code: 'FORBIDDEN', permission: 'warehouses' } });
    // signed out: refused before anything is read
    const anonymous = await app.gql(NODE, { id: globalId('Shop', rowsA.shopId) }, {});
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("keep a sub-account to its allowed shops, like the type's own query", async () => {
    const token = await subAccount(['orders', 'shops'], [rowsA.shopId]);
    const ids = [globalId('Order', rowsA.orderId), globalId('Order', rowsA.otherShopOrderId), globalId('Shop', rowsA.otherShopId)];
    const r = await app.gql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Order { id } ... on Shop { id } } }', { ids }, { token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.nodes).toEqual([{ __typename: 'Order', id: rowsA.orderId }, null, null]);
    const own = await app.gql('query($id: Int!) { order(id: $id) { id } }', { id: rowsA.otherShopOrderId }, { token });
    expect(own.body.data.order).toBeNull(); // the order query agrees
  });
});

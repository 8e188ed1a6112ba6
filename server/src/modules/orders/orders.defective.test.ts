// Defective stock (issue 16 §5): goods put away in a defective location by quality inspection stay
// out of allocation, unless the warehouse is marked to sell defective stock.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite } from '../../../test/harness';
import { stockIn } from '../inventory/fixtures';
import { makeOrder, orderWorld, type OrderWorld } from './orders.fixtures';

let w: OrderWorld;
let defectiveLocationId: number;

const AUDIT = `mutation($ids: [Int!]!) { auditOrders(ids: $ids) { __typename ... on MutationAuditOrdersSuccess { data { orders { id status warehouseId } refused { id messageId } } } } }`;
const REALLOCATE = `mutation($ids: [Int!]) { reallocateOutOfStock(ids: $ids) { __typename ... on MutationReallocateOutOfStockSuccess { data { orders { id status warehouseId } } } } }`;
const SELL_DEFECTIVE = `mutation($id: Int!, $on: Boolean) { updateWarehouse(input: { id: $id, sellDefective: $on }) { __typename ... on MutationUpdateWarehouseSuccess { data { id sellDefective } } } }`;

worldsSuite(orderWorld, ['Defective Co'], (_app, ...s) => ([w] = s));
beforeAll(async () => {
  const created = await w.gql(
    `mutation($wh: Int!) { createLocation(input: { warehouseId: $wh, code: "DEF-01", defective: true }) { ... on MutationCreateLocationSuccess { data { id defective } } } }`,
    { wh: w.wh2.id },
  );
  expect(created.createLocation.data.defective).toBe(true);
  defectiveLocationId = created.createLocation.data.id;
  // Leipzig (wh2) holds two BOX, both in the defective location
  await stockIn(w, w.skuB.id, w.wh2.id, defectiveLocationId, 2);
});

describe('defective locations and allocation', () => {
  it('does not allocate stock lying in a defective location', async () => {
    const o = await makeOrder(w, { shopId: w.shop1.id, warehouseId: w.wh2.id, items: [{ platformSku: 'BOX', quantity: 1 }] });
    const r = (await w.gql(AUDIT, { ids: [o.id] })).auditOrders.data;
    expect(r.orders).toEqual([{ id: o.id, status: 'outOfStock', warehouseId: w.wh2.id }]);
    expect(await w.ctx.db.stock.findFirst({ where: { skuId: w.skuB.id, warehouseId: w.wh2.id } })).toMatchObject({ quantity: 2, occupied: 0 });
  });

  it('allocates it once the warehouse is marked to sell defective stock', async () => {
    const set = await w.gql(SELL_DEFECTIVE, { id: w.wh2.id, on: true });
    expect(set.updateWarehouse.data).toEqual({ id: w.wh2.id, sellDefective: true });
    const waiting = await w.ctx.db.order.findMany({ where: { status: 'outOfStock', warehouseId: w.wh2.id }, select: { id: true } });
    const r = (await w.gql(REALLOCATE, { ids: waiting.map((o) => o.id) })).reallocateOutOfStock.data;
    expect(r.orders).toEqual(waiting.map((o) => ({ id: o.id, status: 'awaitingShipment', warehouseId: w.wh2.id })));
    expect(await w.ctx.db.stock.findFirst({ where: { skuId: w.skuB.id, warehouseId: w.wh2.id } })).toMatchObject({ quantity: 2, occupied: 1 });
  });
});

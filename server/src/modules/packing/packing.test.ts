// Packing tasks (issue 23 item 3) through the GraphQL API on a real database: created from
// pending-shipment stock orders of one source warehouse (else a clear refusal), boxes with weight,
// size and items, never more than the orders hold, completed only when all goods are packed, the
// stock order's ship out refused while its packing is open or differs, box marks as a 100 × 100 mm
// PDF page per box; each bad input refused once with nothing written; tenancy and permissions.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp, snapshot } from '../../../test/harness';
import { stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';

let app: TestApp;
let w: StockWorld;
let overseas: { id: number };

const TASK = `id taskCode status sourceWarehouseName targetWarehouseName stockOrderIds stockOrderNos boxCount
  boxes { boxNo name weight length width height items { skuId sku quantity } } expected { skuId sku quantity packed }`;
const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const RESULT = (field: string, fields = TASK) => `{ ${ERR} ... on Mutation${field}Success { data { ${fields} } } }`;
const CREATE = `mutation($i: CreatePackingTaskInput!) { createPackingTask(input: $i) ${RESULT('CreatePackingTask')} }`;
const SAVE = `mutation($i: SavePackingBoxesInput!) { savePackingBoxes(input: $i) ${RESULT('SavePackingBoxes')} }`;
const COMPLETE = `mutation($id: Int!) { completePackingTask(id: $id) ${RESULT('CompletePackingTask')} }`;
const CANCEL = `mutation($id: Int!) { cancelPackingTask(id: $id) ${RESULT('CancelPackingTask')} }`;
const PRINT = `mutation($id: Int!) { printPackingBoxMarks(id: $id) { ${ERR} ... on MutationPrintPackingBoxMarksSuccess { data { filename contentBase64 pages } } } }`;
const SHIP = `mutation($i: ShipStockOrderInput!) { shipStockOrder(input: $i) { ${ERR} ... on MutationShipStockOrderSuccess { data { id status } } } }`;

/** A stock order from `source` to the overseas warehouse, submitted and reviewed: pending shipment (stock permitting). */
async function pendingOrder(lines: [number, number][], source = w.wh1.id) {
  const created = (
    await w.gql(`mutation($i: StockOrderInput!) { createStockOrder(input: $i) { ${ERR} ... on MutationCreateStockOrderSuccess { data { id orderNo } } } }`, {
      i: { sourceWarehouseId: source, targetWarehouseId: overseas.id, lines: lines.map(([skuId, quantity]) => ({ skuId, quantity })) },
    })
  ).createStockOrder.data;
  await w.gql('mutation($ids: [Int!]!) { submitStockOrders(ids: $ids) { __typename } }', { ids: [created.id] });
  await w.gql('mutation($ids: [Int!]!) { reviewStockOrders(ids: $ids) { __typename } }', { ids: [created.id] });
  return created as { id: number; orderNo: string };
}

const box = (boxNo: number, items: [number, number][], over: Record<string, unknown> = {}) => ({
  boxNo,
  name: `B${boxNo}`,
  weight: 5.5,
  length: 40,
  width: 30,
  height: 20.5,
  items: items.map(([skuId, quantity]) => ({ skuId, quantity })),
  ...over,
});

/** Everything a refused request must leave as it was. */
async function state() {
  const db = w.ctx.db;
  return snapshot(
    db.packingTask.findMany({ orderBy: { id: 'asc' }, include: { boxes: { orderBy: { id: 'asc' }, include: { items: { orderBy: { id: 'asc' } } } } } }),
    db.stockOrder.findMany({ orderBy: { id: 'asc' }, select: { id: true, status: true } }),
    db.stockLedger.count(),
  );
}

worldsSuite(stockWorld, ['Packing Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  const companyId = w.company.companyId;
  overseas = await w.ctx.db.warehouse.create({ data: { companyId, name: 'Frankfurt overseas', type: 'overseas', country: 'DE' } });
  await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 100, '2.00');
  await stockIn(w, w.skuB.id, w.wh1.id, w.wh1.locations[0].id, 100, '3.00');
  await stockIn(w, w.skuA.id, w.wh2.id, w.wh2.locations[0].id, 10, '2.00');
});

describe('creating a packing task from stock orders', () => {
  it('refuses what is not pending shipment, orders across warehouses, and orders already in a task (nothing written)', async () => {
    const a = await pendingOrder([[w.skuA.id, 2]]);
    const fromWh2 = await pendingOrder([[w.skuA.id, 1]], w.wh2.id);
    const draft = (
      await w.gql(`mutation($i: StockOrderInput!) { createStockOrder(input: $i) { ... on MutationCreateStockOrderSuccess { data { id orderNo } } } }`, {
        i: { sourceWarehouseId: w.wh1.id, targetWarehouseId: overseas.id, lines: [{ skuId: w.skuA.id, quantity: 1 }] },
      })
    ).createStockOrder.data;
    const before = await state();
    const notPending = (await w.gql(CREATE, { i: { stockOrderIds: [a.id, draft.id] } })).createPackingTask;
    expect(notPending).toMatchObject({
      messageId: 'packing.orderNotPendingShipment',
      message: `Stock order ${draft.orderNo} is not pending shipment; only stock orders pending shipment can be packed`,
    });
    const across = (await w.gql(CREATE, { i: { stockOrderIds: [a.id, fromWh2.id] } }, 'zh')).createPackingTask;
    expect(across).toMatchObject({ messageId: 'packing.acrossWarehouses', message: '一个装箱任务只能包含同一发货仓、同一海外仓的备货单' });
    const none = (await w.gql(CREATE, { i: { stockOrderIds: [] } })).createPackingTask;
    expect(none.fieldErrors).toEqual([expect.objectContaining({ field: 'stockOrderIds', messageId: 'packing.ordersRequired' })]);
    expect(await state()).toBe(before);
    // one task per order: a second task for the same order is refused while the first is open
    const first = (await w.gql(CREATE, { i: { stockOrderIds: [a.id] } })).createPackingTask.data;
    expect(first).toMatchObject({ status: 'open', stockOrderNos: [a.orderNo], sourceWarehouseName: 'Shenzhen', targetWarehouseName: 'Frankfurt overseas' });
    expect(first.taskCode).toMatch(/^PK\d{14}$/);
    const mid = await state();
    const twice = (await w.gql(CREATE, { i: { stockOrderIds: [a.id] } })).createPackingTask;
    expect(twice).toMatchObject({ messageId: 'packing.orderAlreadyPacking', message: `Stock order ${a.orderNo} is already in packing task ${first.taskCode}` });
    expect(await state()).toBe(mid);
    // cancelled: the order is free again
    expect((await w.gql(CANCEL, { id: first.id })).cancelPackingTask.data.status).toBe('cancelled');
    const again = (await w.gql(CREATE, { i: { stockOrderIds: [a.id] } })).createPackingTask.data;
    expect((await w.gql(CANCEL, { id: again.id })).cancelPackingTask.data.status).toBe('cancelled');
    const cancelTwice = (await w.gql(CANCEL, { id: again.id })).cancelPackingTask;
    expect(cancelTwice).toMatchObject({
      messageId: 'packing.illegalTransition',
      message: `Packing task ${again.taskCode} is cancelled and cannot be cancelled`,
    });
  });
});

describe('a packing task end to end', () => {
  let orders: { id: number; orderNo: string }[];
  let task: { id: number; taskCode: string };

  it('packs two stock orders of one warehouse: the expected quantities add up per SKU', async () => {
    orders = [
      await pendingOrder([
        [w.skuA.id, 3],
        [w.skuB.id, 2],
      ]),
      await pendingOrder([[w.skuA.id, 1]]),
    ];
    const r = (await w.gql(CREATE, { i: { stockOrderIds: orders.map((o) => o.id) } })).createPackingTask;
    task = r.data;
    expect(r.data.expected).toEqual([
      { skuId: w.skuA.id, sku: 'CUP', quantity: 4, packed: 0 },
      { skuId: w.skuB.id, sku: 'BOX', quantity: 2, packed: 0 },
    ]);
  });

  it.each([
    ['a box without weight', () => [box(1, [[w.skuA.id, 1]], { weight: 0 })], 'boxes.0.weight', 'packing.weightRequired'],
    ['a box without a size', () => [box(1, [[w.skuA.id, 1]], { height: 0 })], 'boxes.0.height', 'packing.sizeRequired'],
    ['a negative length', () => [box(1, [[w.skuA.id, 1]], { length: -3 })], 'boxes.0.length', 'packing.sizeRequired'],
    ['an empty box', () => [box(1, [])], 'boxes.0.items', 'packing.boxEmpty'],
    ['a box number twice', () => [box(1, [[w.skuA.id, 1]]), box(1, [[w.skuB.id, 1]])], 'boxes.1.boxNo', 'packing.boxNoTwice'],
    ['a quantity of 0', () => [box(1, [[w.skuA.id, 0]])], 'boxes.0.items.0.quantity', 'packing.quantityPositive'],
    ['a SKU not in the orders', () => [box(1, [[w.kit.id, 1]])], 'boxes.0.items.0.skuId', 'packing.skuNotInOrders'],
  ])('refuses %s (nothing written)', async (_n, boxes, field, messageId) => {
    const before = await state();
    const r = (await w.gql(SAVE, { i: { id: task.id, boxes: boxes() } })).savePackingBoxes;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    expect(await state()).toBe(before);
  });

  it('refuses packing more than the stock orders hold (nothing written)', async () => {
    const before = await state();
    const r = (await w.gql(SAVE, { i: { id: task.id, boxes: [box(1, [[w.skuA.id, 3]]), box(2, [[w.skuA.id, 2]])] } })).savePackingBoxes;
    expect(r).toMatchObject({ messageId: 'packing.overPacked', message: 'SKU CUP: 5 packed, but the stock orders hold only 4' });
    expect(await state()).toBe(before);
  });

  it('saves part of the goods but completes only when all are packed; shipping waits for it', async () => {
    const partial = (await w.gql(SAVE, { i: { id: task.id, boxes: [box(1, [[w.skuA.id, 3]])] } })).savePackingBoxes;
    expect(partial.data.boxes).toEqual([
      { boxNo: 1, name: 'B1', weight: '5.5', length: '40', width: '30', height: '20.5', items: [{ skuId: w.skuA.id, sku: 'CUP', quantity: 3 }] },
    ]);
    const before = await state();
    const notAll = (await w.gql(COMPLETE, { id: task.id }, 'zh')).completePackingTask;
    expect(notAll).toMatchObject({ messageId: 'packing.notAllPacked', message: '商品未全部装箱：SKU CUP 已装 3/4' });
    // the open task refuses the ship out of its orders
    const ship = (await w.gql(SHIP, { i: { id: orders[0].id, trackingNo: 'SEA-1' } })).shipStockOrder;
    expect(ship).toMatchObject({
      messageId: 'packing.shipTaskOpen',
      message: `Packing task ${task.taskCode} is not complete; complete the packing before shipping`,
    });
    expect(await state()).toBe(before);
    const full = (
      await w.gql(SAVE, {
        i: {
          id: task.id,
          boxes: [
            box(1, [[w.skuA.id, 3]]),
            box(2, [
              [w.skuA.id, 1],
              [w.skuB.id, 2],
            ]),
          ],
        },
      })
    ).savePackingBoxes;
    expect(full.data.expected.map((e: { packed: number }) => e.packed)).toEqual([4, 2]);
    const done = (await w.gql(COMPLETE, { id: task.id })).completePackingTask;
    expect(done.data.status).toBe('completed');
    // a completed task is not edited any more
    const edit = (await w.gql(SAVE, { i: { id: task.id, boxes: [box(1, [[w.skuA.id, 1]])] } })).savePackingBoxes;
    expect(edit).toMatchObject({ messageId: 'packing.illegalTransition' });
  });

  it('prints a 100 × 100 mm box mark per box', async () => {
    const r = (await w.gql(PRINT, { id: task.id })).printPackingBoxMarks.data;
    expect(r.pages).toBe(2);
    const bytes = Buffer.from(r.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const boxes = [...bytes.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => m[1].trim().split(/\s+/).map(Number));
    expect(boxes).toHaveLength(2);
    for (const [x0, y0, x1, y1] of boxes) {
      expect(x0).toBe(0);
      expect(y0).toBe(0);
      // 100 mm = 283.46 pt
      expect(x1).toBeCloseTo((100 * 72) / 25.4, 1);
      expect(y1).toBeCloseTo((100 * 72) / 25.4, 1);
    }
  });

  it('ships the packed orders; an order whose quantities changed after packing is refused', async () => {
    const shipped = (await w.gql(SHIP, { i: { id: orders[0].id, trackingNo: 'SEA-1' } })).shipStockOrder;
    expect(shipped.data.status).toBe('shipped');
    // the other order's line grows behind the task's back (as a return, edit and review again would do)
    await w.ctx.db.stockOrderLine.updateMany({ where: { stockOrderId: orders[1].id }, data: { quantity: 2 } });
    const before = await state();
    const r = (await w.gql(SHIP, { i: { id: orders[1].id, trackingNo: 'SEA-1' } })).shipStockOrder;
    expect(r).toMatchObject({
      messageId: 'packing.shipPackedDiffers',
      message: `Packing task ${task.taskCode} packed 4 of SKU CUP, but 5 would be shipped; repack before shipping`,
    });
    expect(await state()).toBe(before);
    await w.ctx.db.stockOrderLine.updateMany({ where: { stockOrderId: orders[1].id }, data: { quantity: 1 } });
    expect((await w.gql(SHIP, { i: { id: orders[1].id, trackingNo: 'SEA-1' } })).shipStockOrder.data.status).toBe('shipped');
  });

  it('lists tasks by status and finds them by a stock order number', async () => {
    const counts = (await w.gql('{ packingTaskStatusCounts { status count } }')).packingTaskStatusCounts;
    expect(counts).toEqual([
      { status: 'open', count: 0 },
      { status: 'completed', count: 1 },
      { status: 'cancelled', count: 2 },
    ]);
    const found = await w.gql('query($k: String) { packingTasks(first: 10, filter: { keyword: $k }) { totalCount edges { node { id } } } }', {
      k: orders[1].orderNo,
    });
    expect(found.packingTasks.edges).toEqual([{ node: { id: task.id } }]);
  });
});

describe('tenancy', () => {
  it("treats another company's stock orders and tasks as not found", async () => {
    const other = await stockWorld(app, 'Other Packing Co');
    const mine = await w.ctx.db.packingTask.findFirstOrThrow({ where: { status: 'completed' } });
    const before = await state();
    const foreign = (await other.gql(CREATE, { i: { stockOrderIds: [mine.stockOrderIds[0]] } })).createPackingTask;
    expect(foreign.messageId).toBe('stockOrder.notFound');
    expect((await other.gql(CANCEL, { id: mine.id })).cancelPackingTask.messageId).toBe('packing.notFound');
    expect((await other.gql(PRINT, { id: mine.id })).printPackingBoxMarks.messageId).toBe('packing.notFound');
    expect((await other.gql('query($id: Int!) { packingTask(id: $id) { id } }', { id: mine.id })).packingTask).toBeNull();
    expect((await other.gql('{ packingTasks(first: 5) { totalCount } }')).packingTasks.totalCount).toBe(0);
    expect(await state()).toBe(before);
  });
});

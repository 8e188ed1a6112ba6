// Scan sorting, secondary sorting and forecast sorting through the GraphQL API: every scan rule
// broken with nothing changed, the scan-to-verification flow with its printed label, two
// browsers on one list, the wall, "cannot be scanned twice" and tenancy.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite } from '../../../test/harness';
import { pickingWorld, type PickingWorld } from './fixtures';
import { scanSorting } from './sorting.service';

let w: PickingWorld;
let other: PickingWorld;
let templateId: number;

const R = (field: string, data: string) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on ${field}Success { data ${data} } }`;
const SESSION =
  '{ pickNo status wallRows wallCols totalUnits verifiedUnits totalOrders verifiedOrders orders { id orderNo sortSlot orderType verifiedAt units verifiedUnits items { sku quantity verified } } }';
const SCAN = `mutation($i: SortingScanInput!) { scanSorting(input: $i) ${R('MutationScanSorting', `{ orderId orderNo sortSlot sku quantity completedOrderIds session ${SESSION} }`)} }`;
const WALL_SCAN = `mutation($i: SortingScanInput!) { scanSecondarySorting(input: $i) ${R('MutationScanSecondarySorting', `{ orderId orderNo sortSlot completedOrderIds }`)} }`;
const WALL = `mutation($i: SortingWallInput!) { assignSortingWall(input: $i) ${R('MutationAssignSortingWall', SESSION)} }`;
const LABEL = `mutation($id: Int!) { printSortingLabel(orderId: $id) ${R('MutationPrintSortingLabel', '{ filename contentBase64 pages }')} }`;
const FORECAST = `mutation($n: String!) { forecastScan(number: $n) ${R('MutationForecastScan', '{ orderNo channelName bins { channelName sorted total } }')} }`;
const GET = `query($id: Int!) { sortingSession(pickListId: $id) ${R('QuerySortingSession', SESSION)} }`;

const scan = async (i: Record<string, unknown>, world = w) => (await world.gql(SCAN, { i })).scanSorting;

/** A pick list of the given orders (mixed template). */
async function listOf(world: PickingWorld, orderIds: number[], tid = templateId) {
  const r = (
    await world.gql(
      `mutation($i: CreatePickListsInput!) { createPickLists(input: $i) { __typename ... on Error { messageId } ... on MutationCreatePickListsSuccess { data { pickLists { id pickNo } } } } }`,
      { i: { templateId: tid, orderIds } },
    )
  ).createPickLists;
  return r.data.pickLists[0] as { id: number; pickNo: string };
}

worldsSuite(pickingWorld, ['Sort Co', 'Other Sort Co'], (_app, ...s) => ([w, other] = s));
beforeAll(async () => {
  await w.ctx.db.sku.update({ where: { id: w.skuA.id }, data: { barcode: 'BC-CUP', ean: '4006381333931' } });
  templateId = (
    await w.gql(`mutation { createPickListTemplate(input: { name: "Sort", maxOrders: 50 }) { ... on MutationCreatePickListTemplateSuccess { data { id } } } }`)
  ).createPickListTemplate.data.id;
});

describe('scan sorting: verify then print', () => {
  let list: { id: number; pickNo: string };
  let o1: { id: number; orderNo: string };
  let o2: { id: number; orderNo: string };
  let o3: { id: number; orderNo: string };

  beforeAll(async () => {
    o1 = await w.order({ items: [[w.skuA.id, 1]], trackingNo: 'LX123456789CN' }); // single
    o2 = await w.order({
      items: [
        [w.skuA.id, 2],
        [w.skuB.id, 1],
      ],
    }); // multi
    o3 = await w.order({ items: [[w.skuB.id, 1]] }); // single
    list = await listOf(w, [o1.id, o2.id, o3.id]);
  });

  it.each([
    ['no SKU', () => ({ pickListId: list.id, code: ' ' }), 'code', 'sorting.codeRequired', 'SKU or barcode is required'],
    [
      'no order type',
      () => ({ pickListId: list.id, code: 'CUP', orderTypes: [] }),
      'orderTypes',
      'sorting.orderTypeRequired',
      'Select at least one order type',
    ],
    [
      'a quantity of 0',
      () => ({ pickListId: list.id, code: 'CUP', quantity: 0 }),
      'quantity',
      'sorting.quantityInteger',
      'The checked quantity must be a whole number above 0',
    ],
    [
      'an unknown SKU',
      () => ({ pickListId: list.id, code: 'NOPE' }),
      'code',
      'sorting.notInOrder',
      "The SKU or product code does not exist in the order or exceeds the order's limit",
    ],
    [
      'a SKU not on the list',
      () => ({ pickListId: list.id, code: 'KIT' }),
      'code',
      'sorting.notInOrder',
      "The SKU or product code does not exist in the order or exceeds the order's limit",
    ],
    [
      'more than the order needs',
      () => ({ pickListId: list.id, code: 'CUP', quantity: 2 }),
      'quantity',
      'sorting.notInOrder',
      "The SKU or product code does not exist in the order or exceeds the order's limit",
    ],
    [
      'a batch quantity not matching the total',
      () => ({ pickListId: list.id, code: 'CUP', quantity: 2, mode: 'batch' }),
      'quantity',
      'sorting.quantityMismatch',
      'The entered quantity does not match the total (3)',
    ],
  ])('refuses %s with nothing changed', async (_n, input, field, messageId, message) => {
    const before = await w.state();
    const r = await scan(input());
    expect(r.fieldErrors).toEqual([{ field, messageId, message }]);
    expect(await w.state()).toBe(before);
  });

  it('refuses a fractional checked quantity in the service', async () => {
    const err = await scanSorting(w.ctx, { pickListId: list.id, code: 'CUP', quantity: 1.5 }).catch((e) => e);
    expect(err.issues[0]).toMatchObject({ field: 'quantity', messageId: 'sorting.quantityInteger' });
  });

  it('says "Pick list not found" for an unknown list', async () => {
    expect(await scan({ pickListId: 424242, code: 'CUP' })).toMatchObject({ messageId: 'picking.notFound', message: 'Pick list not found' });
  });

  it('prints only a verified order', async () => {
    expect((await w.gql(LABEL, { id: o1.id })).printSortingLabel).toMatchObject({ messageId: 'sorting.notVerified' });
  });

  it('scans by code, barcode or EAN into the next order needing the SKU, verifies, then prints', async () => {
    const s0 = (await w.gql(GET, { id: list.id })).sortingSession.data;
    expect(s0).toMatchObject({ status: 'created', totalUnits: 5, verifiedUnits: 0, totalOrders: 3, verifiedOrders: 0 });
    expect(s0.orders.map((o: { orderType: string }) => o.orderType)).toEqual(['single', 'multi', 'single']);

    const a = await scan({ pickListId: list.id, code: 'BC-CUP' });
    expect(a.data).toMatchObject({ orderId: o1.id, sku: 'CUP', completedOrderIds: [o1.id] });
    expect(a.data.session).toMatchObject({ status: 'picked', verifiedUnits: 1, verifiedOrders: 1 });
    const history = await w.ctx.db.orderHistory.findMany({ where: { orderId: o1.id, action: 'verified' } });
    expect(history).toHaveLength(1);

    // only multi-piece orders: the cup goes to o2
    const b = await scan({ pickListId: list.id, code: '4006381333931', orderTypes: ['multi'] });
    expect(b.data).toMatchObject({ orderId: o2.id, completedOrderIds: [] });
    expect(b.data.session.orders[1]).toMatchObject({ verifiedUnits: 1, units: 3 });
    const c = await scan({ pickListId: list.id, code: 'CUP' });
    expect(c.data).toMatchObject({ orderId: o2.id, completedOrderIds: [] });
    // no cup left anywhere: over-scanning is refused
    const before = await w.state();
    expect((await scan({ pickListId: list.id, code: 'CUP' })).fieldErrors[0].messageId).toBe('sorting.notInOrder');
    expect(await w.state()).toBe(before);

    // batch verification: the quantity must match the total still needed (2 boxes)
    expect((await scan({ pickListId: list.id, code: 'BOX', quantity: 1, mode: 'batch' })).fieldErrors[0]).toMatchObject({
      messageId: 'sorting.quantityMismatch',
      message: 'The entered quantity does not match the total (2)',
    });
    const d = await scan({ pickListId: list.id, code: 'BOX', quantity: 2, mode: 'batch' });
    expect(d.data.completedOrderIds.sort()).toEqual([o2.id, o3.id].sort());
    expect(d.data.session).toMatchObject({ status: 'sorted', verifiedUnits: 5, verifiedOrders: 3 });
    const verified = await w.ctx.db.order.findMany({ where: { pickListId: list.id }, select: { verifiedAt: true } });
    expect(verified.every((o) => o.verifiedAt)).toBe(true);

    const label = (await w.gql(LABEL, { id: o1.id })).printSortingLabel;
    expect(label.__typename).toBe('MutationPrintSortingLabelSuccess');
    expect(Buffer.from(label.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(label.data).toMatchObject({ filename: `${o1.orderNo}.pdf`, pages: 1 });
  });

  it('a reload resumes from the database', async () => {
    const s = (await w.gql(GET, { id: list.id })).sortingSession.data;
    expect(s).toMatchObject({ verifiedUnits: 5, verifiedOrders: 3 });
  });
});

describe('two browsers on one pick list', () => {
  it('never verify more than the list holds', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await w.order({ items: [[w.skuB.id, 1]] }));
    const list = await listOf(
      w,
      orders.map((o) => o.id),
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => scan({ pickListId: list.id, code: 'BOX' })));
    expect(results.filter((r) => r.__typename === 'MutationScanSortingSuccess')).toHaveLength(3);
    expect(results.filter((r) => r.__typename === 'ValidationError')).toHaveLength(2);
    const items = await w.ctx.db.orderItem.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } });
    expect(items.map((i) => i.verified)).toEqual([1, 1, 1]);
    expect(new Set(results.filter((r) => r.data).map((r) => r.data.orderId)).size).toBe(3);
  });
});

describe('secondary sorting on a distribution wall', () => {
  it('assigns slots, refuses a wall too small, and sends each scan to its slot', async () => {
    const a = await w.order({ items: [[w.skuA.id, 1]] });
    const b = await w.order({
      items: [
        [w.skuA.id, 1],
        [w.skuB.id, 1],
      ],
    });
    const c = await w.order({ items: [[w.skuB.id, 2]] });
    const list = await listOf(w, [a.id, b.id, c.id]);
    expect((await w.gql(WALL_SCAN, { i: { pickListId: list.id, code: 'CUP' } })).scanSecondarySorting).toMatchObject({ messageId: 'sorting.noWall' });
    const before = await w.state();
    expect((await w.gql(WALL, { i: { pickListId: list.id, rows: 1, columns: 2 } })).assignSortingWall.fieldErrors[0]).toMatchObject({
      messageId: 'sorting.wallTooSmall',
      message: 'The wall has 2 slots but the pick list has 3 orders',
    });
    expect((await w.gql(WALL, { i: { pickListId: list.id, rows: 0, columns: 2 } })).assignSortingWall.fieldErrors[0]).toMatchObject({
      field: 'rows',
      messageId: 'sorting.wallSize',
    });
    expect(await w.state()).toBe(before);
    const wall = (await w.gql(WALL, { i: { pickListId: list.id, rows: 2, columns: 2 } })).assignSortingWall.data;
    expect(wall).toMatchObject({ wallRows: 2, wallCols: 2 });
    expect(wall.orders.map((o: { sortSlot: number }) => o.sortSlot)).toEqual([1, 2, 3]);

    const s1 = (await w.gql(WALL_SCAN, { i: { pickListId: list.id, code: 'CUP' } })).scanSecondarySorting.data;
    expect(s1).toMatchObject({ orderId: a.id, sortSlot: 1, completedOrderIds: [a.id] });
    const s2 = (await w.gql(WALL_SCAN, { i: { pickListId: list.id, code: 'BOX' } })).scanSecondarySorting.data;
    expect(s2).toMatchObject({ orderId: b.id, sortSlot: 2, completedOrderIds: [] });
    // sorting began: the wall stays as it is
    expect((await w.gql(WALL, { i: { pickListId: list.id, rows: 3, columns: 3 } })).assignSortingWall).toMatchObject({ messageId: 'sorting.wallInUse' });
    // the list cannot be cancelled any more either
    expect(
      (await w.gql(`mutation($id: Int!) { cancelPickList(id: $id) { __typename ... on Error { messageId } } }`, { id: list.id })).cancelPickList,
    ).toMatchObject({ messageId: 'picking.sortingBegan' });
  });
});

describe('forecast sorting by logistics channel', () => {
  it('puts a parcel in its channel bin once', async () => {
    const o = await w.order({ items: [[w.skuA.id, 1]], trackingNo: 'FC0001' });
    const before = await w.state();
    expect((await w.gql(FORECAST, { n: '  ' })).forecastScan.fieldErrors[0]).toMatchObject({
      field: 'number',
      messageId: 'sorting.numberRequired',
      message: 'The order number or logistics number is required',
    });
    expect((await w.gql(FORECAST, { n: 'NOPE-1' })).forecastScan.fieldErrors[0]).toMatchObject({
      messageId: 'sorting.numberWrong',
      message: 'The order number or logistics number is incorrectly filled in',
    });
    expect(await w.state()).toBe(before);
    const first = (await w.gql(FORECAST, { n: 'FC0001' })).forecastScan.data;
    expect(first).toMatchObject({ orderNo: o.orderNo, channelName: 'Sort Co Post' });
    expect(first.bins[0]).toMatchObject({ channelName: 'Sort Co Post', sorted: 1 });
    const mid = await w.state();
    const again = (await w.gql(FORECAST, { n: o.orderNo })).forecastScan;
    expect(again.fieldErrors[0]).toMatchObject({ messageId: 'sorting.scannedTwice', message: `${o.orderNo} cannot be scanned twice` });
    expect(await w.state()).toBe(mid);
    const noChannel = await w.order({ items: [[w.skuA.id, 1]], channelId: null });
    expect((await w.gql(FORECAST, { n: noChannel.orderNo })).forecastScan).toMatchObject({ messageId: 'sorting.noChannel' });
    const shipped = await w.order({ items: [[w.skuA.id, 1]], status: 'shipped' });
    expect((await w.gql(FORECAST, { n: shipped.orderNo })).forecastScan).toMatchObject({ messageId: 'sorting.notAwaitingShipment' });
  });

  it('two simultaneous scans of one parcel record it once', async () => {
    const o = await w.order({ items: [[w.skuA.id, 1]] });
    const results = await Promise.all([w.gql(FORECAST, { n: o.orderNo }), w.gql(FORECAST, { n: o.orderNo })]);
    expect(results.filter((r) => r.forecastScan.data)).toHaveLength(1);
    expect(await w.ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'forecastSorted' } })).toBe(1);
  });
});

describe('tenancy', () => {
  it("another company's pick list, order or tracking number is not found", async () => {
    const theirs = await other.order({ items: [[other.skuA.id, 1]], trackingNo: 'THEIRS-1' });
    const theirTemplate = (
      await other.gql(
        `mutation { createPickListTemplate(input: { name: "T", maxOrders: 5 }) { ... on MutationCreatePickListTemplateSuccess { data { id } } } }`,
      )
    ).createPickListTemplate.data.id;
    const theirList = await listOf(other, [theirs.id], theirTemplate);
    const before = await other.state();
    expect(await scan({ pickListId: theirList.id, code: 'CUP' })).toMatchObject({ messageId: 'picking.notFound' });
    expect((await w.gql(GET, { id: theirList.id })).sortingSession).toMatchObject({ messageId: 'picking.notFound' });
    expect((await w.gql(WALL, { i: { pickListId: theirList.id, rows: 1, columns: 1 } })).assignSortingWall).toMatchObject({ messageId: 'picking.notFound' });
    expect((await w.gql(LABEL, { id: theirs.id })).printSortingLabel).toMatchObject({ messageId: 'order.notFound' });
    expect((await w.gql(FORECAST, { n: 'THEIRS-1' })).forecastScan.fieldErrors[0].messageId).toBe('sorting.numberWrong');
    expect(await other.state()).toBe(before);
  });
});

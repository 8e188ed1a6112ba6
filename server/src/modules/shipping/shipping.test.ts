// Scan to ship, outbound scan and parcel bags on a real database: every rule broken with its
// message and nothing changed, the race of two operators, pickup timeouts at an explicit time,
// another company's numbers, and each flow end to end (GraphQL for the typed results, services
// for the rest).
import { OUTBOUND_COLLECT, PICKUP_TIMEOUT_HOURS } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, worldsSuite, type TestApp } from '../../../test/harness';
import { hashPassword } from '../../platform/passwords';
import { balance } from '../inventory/fixtures';
import { printBagLabel } from './bags.pdf';
import { closeBag, createBag, deleteBag, handOverBag, removeFromBag, scanIntoBag } from './bags.service';
import { makeOrder, shipState, shipWorld, type ShipWorld } from './fixtures';
import { confirmPickup, markPickupException, markPickupTimeouts, outboundCounts, outboundScan } from './outbound.service';
import { scanToShip } from './shipping.service';

let app: TestApp;
let w: ShipWorld;
let other: ShipWorld;

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e) => e,
  );
const fieldOf = (e: any) => e.issues?.[0]?.messageId ?? e.messageId;

const ORDER = 'id orderNo status weight collectStatus outboundAt verifiedAt trackingNo channelName shopName bagId';
const RESULT = (field: string, data: string) =>
  `{ __typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on ${field} { data ${data} } }`;
const LOOKUP = `query($n: String!) { scanToShipOrder(number: $n) ${RESULT('QueryScanToShipOrderSuccess', `{ order { ${ORDER} } channelName maxWeight lines { key sku required codes productName } }`)} }`;
const SHIP = `mutation($i: ScanToShipInput!) { scanToShip(input: $i) ${RESULT('MutationScanToShipSuccess', `{ ${ORDER} }`)} }`;
const OUT = `mutation($i: OutboundScanInput!) { outboundScan(input: $i) ${RESULT('MutationOutboundScanSuccess', `{ ${ORDER} }`)} }`;
const LIST = `query($f: OutboundScanFilter) { outboundScans(first: 50, filter: $f) { totalCount edges { node { ${ORDER} } } } outboundScanCounts { all scannedOut pickupConfirmed pickupTimeout pickupException } }`;

worldsSuite(shipWorld, ['Ship Co', 'Other Ship Co'], (...s) => ([app, w, other] = s));

describe('scan to ship: finding the order (spec 02 §5, §8)', () => {
  it('finds it by order number, marketplace order number or tracking number, with the lines to scan', async () => {
    const o = await makeOrder(w, {
      items: [
        [w.skuA.id, 2],
        [w.skuB.id, 1],
      ],
    });
    for (const n of [o.orderNo, o.platformOrderNo, o.trackingNo]) {
      const r = (await w.gql(LOOKUP, { n })).scanToShipOrder;
      expect(r.__typename).toBe('QueryScanToShipOrderSuccess');
      expect(r.data.order.orderNo).toBe(o.orderNo);
      expect(r.data.channelName).toBe('Yanwen 2kg');
      expect(r.data.maxWeight).toBe(2000);
      expect(r.data.lines.map((l: any) => [l.sku, l.required])).toEqual([
        ['CUP', 2],
        ['BOX', 1],
      ]);
      expect(r.data.lines[0].codes).toEqual(expect.arrayContaining(['CUP', `P-${w.skuA.id}`]));
    }
  });

  it('requires the number', async () => {
    const r = (await w.gql(LOOKUP, { n: '  ' })).scanToShipOrder;
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field: 'number', messageId: 'shipping.numberRequired' })]);
  });

  it('says "The order number or logistics number is incorrectly filled in" for an unknown number', async () => {
    const r = (await w.gql(LOOKUP, { n: 'NO-SUCH-1' })).scanToShipOrder;
    expect(r).toMatchObject({
      __typename: 'NotFoundError',
      messageId: 'shipping.numberNotFound',
      message: 'The order number or logistics number is incorrectly filled in',
    });
  });

  it("treats another company's order and tracking numbers as not found, and never ships them", async () => {
    const theirs = await makeOrder(other, { items: [[other.skuA.id, 1]] });
    const before = await shipState(other);
    for (const n of [theirs.orderNo, theirs.trackingNo]) {
      expect((await w.gql(LOOKUP, { n })).scanToShipOrder.messageId).toBe('shipping.numberNotFound');
      const r = (await w.gql(SHIP, { i: { number: n, weight: 100, scans: [{ code: 'CUP', quantity: 1 }] } })).scanToShip;
      expect(r.messageId).toBe('shipping.numberNotFound');
      expect((await w.gql(OUT, { i: { number: n, weight: 100 } })).outboundScan.messageId).toBe('shipping.numberNotFound');
    }
    expect(await shipState(other)).toBe(before);
  });

  it('hides the orders of shops a sub-account may not see', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]] });
    const otherShop = await w.ctx.db.shop.create({
      data: { companyId: w.company.companyId, platformType: 2, platform: 'amazon', shopName: 'Other shop', status: 1 },
    });
    const role = await w.ctx.db.role.create({
      data: { companyId: w.company.companyId, name: 'packer', permissions: ['scanToShip', 'outboundScan', 'order.ship'] },
    });
    const username = `packer_${w.company.companyId}`;
    await w.ctx.db.user.create({
      data: {
        companyId: w.company.companyId,
        username,
        passwordHash: await hashPassword(PASSWORD),
        realname: 'Packer',
        roleId: role.id,
        allowShopIds: [otherShop.id],
      },
    });
    const token = await app.login(username);
    const before = await shipState(w);
    const lookup = await app.gql(LOOKUP, { n: o.orderNo }, { token, lang: 'en' });
    expect(lookup.body.data.scanToShipOrder.messageId).toBe('shipping.numberNotFound');
    const out = await app.gql(OUT, { i: { number: o.trackingNo, weight: 100 } }, { token, lang: 'en' });
    expect(out.body.data.outboundScan.messageId).toBe('shipping.numberNotFound');
    expect(await shipState(w)).toBe(before);
  });

  it('refuses an order that is not awaiting shipment', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], status: 'processing' });
    const r = (await w.gql(LOOKUP, { n: o.orderNo })).scanToShipOrder;
    expect(r).toMatchObject({
      messageId: 'shipping.notAwaitingShipment',
      message: `Order ${o.orderNo} is processing, not awaiting shipment, and cannot be shipped`,
    });
  });
});

describe('scan to ship: verification rules, nothing changed', () => {
  let o: Awaited<ReturnType<typeof makeOrder>>;
  beforeAll(async () => {
    o = await makeOrder(w, {
      items: [
        [w.skuA.id, 2],
        [w.skuB.id, 1],
      ],
    });
  });
  /** Scans of the order's two codes, cups and boxes. */
  const scans = (cups: number, boxes: number, cup = 'CUP') => [
    { code: cup, quantity: cups },
    { code: 'BOX', quantity: boxes },
  ];
  // What the order holds, the cup code in lower case (codes match ignoring case).
  const good = scans(2, 1, 'cup');

  it.each([
    ['an empty number', () => ({ number: '', weight: 300, scans: good }), 'number', 'shipping.numberRequired'],
    ['no weight', () => ({ number: o.orderNo, scans: good }), 'weight', 'shipping.weightRequired'],
    ['a weight of 0', () => ({ number: o.orderNo, weight: 0, scans: good }), 'weight', 'shipping.weightNumeric'],
    [
      'a code not in the order',
      () => ({ number: o.orderNo, weight: 300, scans: [...good, { code: 'NOPE', quantity: 1 }] }),
      'scans',
      'shipping.codeNotInOrder',
    ],
    ['more than the order holds', () => ({ number: o.orderNo, weight: 300, scans: scans(3, 1) }), 'scans', 'shipping.codeNotInOrder'],
    ['fewer than the order holds', () => ({ number: o.orderNo, weight: 300, scans: scans(1, 1) }), 'scans', 'shipping.quantityMismatch'],
    ['a weight above the channel maximum', () => ({ number: o.orderNo, weight: 2001, scans: good }), 'weight', 'shipping.weightExceedsChannel'],
  ])('refuses %s', async (_name, input, field, messageId) => {
    const before = await shipState(w);
    const r = (await w.gql(SHIP, { i: input() })).scanToShip;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(await shipState(w)).toBe(before);
  });

  it('uses the spec texts', async () => {
    const r1 = (await w.gql(SHIP, { i: { number: o.orderNo, weight: 300, scans: [{ code: 'X', quantity: 1 }] } })).scanToShip;
    expect(r1.fieldErrors[0].message).toBe("The SKU or product code does not exist in the order or exceeds the order's limit");
    const r2 = (await w.gql(SHIP, { i: { number: o.orderNo, weight: 300, scans: [] } })).scanToShip;
    expect(r2.fieldErrors[0].message).toBe('The entered quantity does not match the total');
    const r3 = (await w.gql(SHIP, { i: { number: o.orderNo, weight: 5000, scans: good } })).scanToShip;
    expect(r3.fieldErrors[0].message).toBe('Weight exceeds channel maximum weight limit');
    const r4 = (await w.gql(SHIP, { i: { number: o.orderNo, weight: 300, scans: [] } }, 'zh')).scanToShip;
    expect(r4.fieldErrors[0].message).toBe('录入数量与总数不符');
  });

  it('ships when everything matches: stock leaves, weight and verification recorded; a second scan is refused', async () => {
    const stockA = await balance(w, w.skuA.id, w.wh1.id);
    const r = (
      await w.gql(SHIP, {
        i: {
          number: o.trackingNo,
          weight: 1500,
          scans: [
            { code: 'CUP', quantity: 1 },
            { code: `P-${w.skuA.id}`, quantity: 1 },
            { code: 'box', quantity: 1 },
          ],
        },
      })
    ).scanToShip;
    expect(r.__typename).toBe('MutationScanToShipSuccess');
    expect(r.data).toMatchObject({ status: 'shipped', weight: 1500 });
    expect(r.data.verifiedAt).toBeTruthy();
    const after = await balance(w, w.skuA.id, w.wh1.id);
    expect(after!.quantity).toBe(stockA!.quantity - 2);
    expect(after!.occupied).toBe(stockA!.occupied - 2);
    expect((await w.ctx.db.orderItem.findMany({ where: { orderId: o.id }, orderBy: { id: 'asc' } })).map((i) => i.verified)).toEqual([2, 1]);
    const history = await w.ctx.db.orderHistory.findMany({ where: { orderId: o.id }, orderBy: { id: 'asc' } });
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['ship', 'scanToShip']));

    const before = await shipState(w);
    const again = (await w.gql(SHIP, { i: { number: o.orderNo, weight: 1500, scans: good } })).scanToShip;
    expect(again).toMatchObject({
      messageId: 'shipping.scannedTwice',
      message: `Order ${o.orderNo} has already been scanned and shipped; it cannot be scanned twice`,
    });
    expect((await w.gql(LOOKUP, { n: o.orderNo })).scanToShipOrder.messageId).toBe('shipping.scannedTwice');
    expect(await shipState(w)).toBe(before);
  });

  it('two operators shipping the same order at once: one succeeds, the other is told, stock moves once', async () => {
    const race = await makeOrder(w, { items: [[w.skuB.id, 3]] });
    const stock = await balance(w, w.skuB.id, w.wh1.id);
    const ledger = await w.ctx.db.stockLedger.count();
    const input = { number: race.orderNo, weight: 900, scans: [{ code: 'BOX', quantity: 3 }] };
    const results = await Promise.allSettled([scanToShip(w.ctx, input), scanToShip(w.ctx, input)]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(['order.illegalTransition', 'shipping.scannedTwice']).toContain(refused[0].reason.messageId);
    expect((await balance(w, w.skuB.id, w.wh1.id))!.quantity).toBe(stock!.quantity - 3);
    expect(await w.ctx.db.stockLedger.count()).toBe(ledger + 1);
  });
});

describe('outbound scan (spec 01 §2, spec 02 §5, §8)', () => {
  it.each([
    ['an empty number', () => ({ number: ' ', weight: 300 }), 'number', 'outbound.numberRequired'],
    ['no weight', () => ({ number: 'X' }), 'weight', 'shipping.weightRequired'],
    ['a negative weight', () => ({ number: 'X', weight: -5 }), 'weight', 'shipping.weightNumeric'],
  ])('refuses %s', async (_name, input, field, messageId) => {
    const before = await shipState(w);
    const r = (await w.gql(OUT, { i: input() })).outboundScan;
    expect(r.fieldErrors).toEqual([expect.objectContaining({ field, messageId })]);
    expect(await shipState(w)).toBe(before);
  });

  it('says "Outbound scan single number cannot be empty"', async () => {
    expect((await w.gql(OUT, { i: { number: '', weight: 1 } })).outboundScan.fieldErrors[0].message).toBe('Outbound scan single number cannot be empty');
  });

  it('refuses a parcel above the channel maximum weight: it cannot leave, nothing changes', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]] });
    const before = await shipState(w);
    const r = (await w.gql(OUT, { i: { number: o.trackingNo, weight: 2500 } })).outboundScan;
    expect(r.fieldErrors).toEqual([
      expect.objectContaining({ field: 'weight', messageId: 'shipping.weightExceedsChannel', message: 'Weight exceeds channel maximum weight limit' }),
    ]);
    expect(await shipState(w)).toBe(before);
    // A channel without a limit takes any weight.
    const free = await makeOrder(w, { items: [[w.skuA.id, 1]], channelId: w.otherChannel.id });
    expect((await w.gql(OUT, { i: { number: free.trackingNo, weight: 25_000 } })).outboundScan.data.collectStatus).toBe(1);
  });

  it('ships an order still awaiting shipment first, then scans it out', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]] });
    const stock = await balance(w, w.skuA.id, w.wh1.id);
    const r = (await w.gql(OUT, { i: { number: o.trackingNo, weight: 400 } })).outboundScan;
    expect(r.data).toMatchObject({ status: 'shipped', collectStatus: OUTBOUND_COLLECT.scannedOut, weight: 400 });
    expect(r.data.outboundAt).toBeTruthy();
    expect((await balance(w, w.skuA.id, w.wh1.id))!.quantity).toBe(stock!.quantity - 1);
    const actions = (await w.ctx.db.orderHistory.findMany({ where: { orderId: o.id } })).map((h) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['ship', 'outboundScan']));
  });

  it('scans a shipped order out once; the second scan is refused', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], status: 'shipped' });
    expect((await w.gql(OUT, { i: { number: o.orderNo, weight: 300 } })).outboundScan.data.collectStatus).toBe(1);
    const before = await shipState(w);
    const r = (await w.gql(OUT, { i: { number: o.orderNo, weight: 300 } })).outboundScan;
    expect(r).toMatchObject({ messageId: 'outbound.scannedTwice' });
    expect(await shipState(w)).toBe(before);
  });

  it('refuses an order that is neither awaiting shipment nor shipped', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], status: 'cancelled' });
    const before = await shipState(w);
    expect((await w.gql(OUT, { i: { number: o.orderNo, weight: 300 } })).outboundScan).toMatchObject({
      messageId: 'outbound.notShippable',
      message: `Order ${o.orderNo} is cancelled and cannot be scanned out`,
    });
    expect(await shipState(w)).toBe(before);
  });

  it('two scans of one parcel at the same moment: one counts', async () => {
    const o = await makeOrder(w, { items: [[w.skuA.id, 1]], status: 'shipped' });
    const results = await Promise.allSettled([outboundScan(w.ctx, { number: o.orderNo, weight: 10 }), outboundScan(w.ctx, { number: o.orderNo, weight: 10 })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await w.ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'outboundScan' } })).toBe(1);
  });
});

describe('pickup timeout −1, exception −2, confirmation', () => {
  let pw: ShipWorld;
  beforeAll(async () => {
    pw = await shipWorld(app, 'Pickup Co');
  });

  it('marks orders scanned out more than PICKUP_TIMEOUT_HOURS ago as pickup timeout, at an explicit now', async () => {
    const t0 = new Date('2026-03-01T08:00:00Z');
    const o = await makeOrder(pw, { items: [[pw.skuA.id, 1]], status: 'shipped' });
    await outboundScan(pw.ctx, { number: o.orderNo, weight: 100 }, t0);
    expect(await markPickupTimeouts(pw.ctx, new Date(t0.getTime() + (PICKUP_TIMEOUT_HOURS - 1) * 3600_000))).toBe(0);
    expect((await pw.ctx.db.order.findFirstOrThrow({ where: { id: o.id } })).collectStatus).toBe(1);
    expect(await markPickupTimeouts(pw.ctx, new Date(t0.getTime() + (PICKUP_TIMEOUT_HOURS + 1) * 3600_000))).toBe(1);
    expect((await pw.ctx.db.order.findFirstOrThrow({ where: { id: o.id } })).collectStatus).toBe(-1);
    expect(await markPickupTimeouts(pw.ctx, new Date(t0.getTime() + 100 * 3600_000))).toBe(0);
    expect(await pw.ctx.db.orderHistory.count({ where: { orderId: o.id, action: 'pickupTimeout' } })).toBe(1);
  });

  it('lists and counts per collect state, the same orders the dashboard counts', async () => {
    const fresh = await makeOrder(pw, { items: [[pw.skuA.id, 1]], status: 'shipped' });
    await outboundScan(pw.ctx, { number: fresh.orderNo, weight: 100 });
    const lost = await makeOrder(pw, { items: [[pw.skuA.id, 1]], status: 'shipped' });
    await outboundScan(pw.ctx, { number: lost.orderNo, weight: 100 });
    expect(await markPickupException(pw.ctx, { ids: [lost.id], remark: 'parcel damaged' })).toBe(1);

    const all = await pw.gql(LIST, {});
    expect(all.outboundScanCounts).toEqual({ all: 3, scannedOut: 1, pickupConfirmed: 0, pickupTimeout: 1, pickupException: 1 });
    expect(all.outboundScans.totalCount).toBe(3);
    for (const [status, n] of [
      [-1, 1],
      [-2, 1],
      [1, 1],
    ] as const) {
      const r = await pw.gql(LIST, { f: { collectStatus: status } });
      expect(r.outboundScans.totalCount).toBe(n);
      // the dashboard's count: orders with that collectStatus
      expect(await pw.ctx.db.order.count({ where: { collectStatus: status } })).toBe(n);
      expect(r.outboundScans.edges.every((e: any) => e.node.collectStatus === status)).toBe(true);
    }
    const history = await pw.ctx.db.orderHistory.findFirstOrThrow({ where: { orderId: lost.id, action: 'pickupException' } });
    expect(history.params).toEqual({ remark: 'parcel damaged' });
  });

  it('confirms pickups; refuses states that are not waiting for one, changing nothing', async () => {
    const rows = await pw.ctx.db.order.findMany({ where: { collectStatus: { not: 0 } }, orderBy: { id: 'asc' } });
    const ids = rows.map((r) => r.id);
    expect(await confirmPickup(pw.ctx, { ids })).toBe(3);
    expect(await pw.ctx.db.order.count({ where: { collectStatus: OUTBOUND_COLLECT.pickupConfirmed } })).toBe(3);
    const before = await shipState(pw);
    expect((await fail(confirmPickup(pw.ctx, { ids }))).messageId).toBe('outbound.notPickupState');
    expect((await fail(markPickupException(pw.ctx, { ids: [ids[0]], remark: 'x' }))).messageId).toBe('outbound.notPickupState');
    const notScanned = await makeOrder(pw, { items: [[pw.skuA.id, 1]], status: 'shipped' });
    const before2 = await shipState(pw);
    expect((await fail(confirmPickup(pw.ctx, { ids: [notScanned.id] }))).messageId).toBe('outbound.notPickupState');
    expect(await shipState(pw)).toBe(before2);
    expect(before).not.toBe(before2);
  });

  it('refuses empty selections, a missing remark and foreign ids', async () => {
    expect(fieldOf(await fail(confirmPickup(pw.ctx, { ids: [] })))).toBe('outbound.tickAtLeastOne');
    const mine = await makeOrder(pw, { items: [[pw.skuA.id, 1]], status: 'shipped' });
    expect(fieldOf(await fail(markPickupException(pw.ctx, { ids: [mine.id], remark: ' ' })))).toBe('outbound.remarkRequired');
    const theirs = await makeOrder(other, { items: [[other.skuA.id, 1]], status: 'shipped', collectStatus: 1, outboundAt: new Date() });
    const before = await shipState(other);
    expect((await fail(confirmPickup(pw.ctx, { ids: [theirs.id] }))).messageId).toBe('order.notFound');
    expect((await fail(markPickupException(pw.ctx, { ids: [theirs.id], remark: 'x' }))).messageId).toBe('order.notFound');
    expect(await markPickupTimeouts(pw.ctx, new Date(Date.now() + 48 * 3600_000))).toBe(0);
    expect(await shipState(other)).toBe(before);
  });

  it('counts through the service match the query', async () => {
    const c = await outboundCounts(pw.ctx);
    expect(c.all).toBe(c.scannedOut + c.pickupConfirmed + c.pickupTimeout + c.pickupException);
  });
});

describe('parcel bags (/bagsOrder)', () => {
  let bw: ShipWorld;
  beforeAll(async () => {
    bw = await shipWorld(app, 'Bag Co');
  });

  it('refuses a missing or foreign channel', async () => {
    expect(fieldOf(await fail(createBag(bw.ctx, {})))).toBe('bag.channelRequired');
    expect((await fail(createBag(bw.ctx, { channelId: other.channel.id }))).messageId).toBe('bag.channelNotFound');
    expect(await bw.ctx.db.shippingBag.count()).toBe(0);
  });

  it('scans parcels in, refuses twice / wrong channel / unshipped, removes, closes with the weight sum, hands over', async () => {
    const bag = await createBag(bw.ctx, { channelId: bw.channel.id });
    expect(bag.status).toBe('open');
    const p1 = await makeOrder(bw, { items: [[bw.skuA.id, 1]], status: 'shipped', weight: 300 });
    const p2 = await makeOrder(bw, { items: [[bw.skuA.id, 1]], status: 'shipped', weight: 450 });
    const wrong = await makeOrder(bw, { items: [[bw.skuA.id, 1]], status: 'shipped', channelId: bw.otherChannel.id });
    const waiting = await makeOrder(bw, { items: [[bw.skuA.id, 1]] });

    expect(fieldOf(await fail(scanIntoBag(bw.ctx, { bagId: bag.id, number: '' })))).toBe('bag.numberRequired');
    expect((await scanIntoBag(bw.ctx, { bagId: bag.id, number: p1.trackingNo })).orderCount).toBe(1);
    const after1 = await shipState(bw);
    expect((await fail(scanIntoBag(bw.ctx, { bagId: bag.id, number: p1.orderNo }))).messageId).toBe('bag.scannedTwice');
    expect((await fail(scanIntoBag(bw.ctx, { bagId: bag.id, number: wrong.orderNo }))).messageId).toBe('bag.wrongChannel');
    expect((await fail(scanIntoBag(bw.ctx, { bagId: bag.id, number: waiting.orderNo }))).messageId).toBe('bag.notShipped');
    expect((await fail(scanIntoBag(bw.ctx, { bagId: bag.id, number: 'NOPE' }))).messageId).toBe('shipping.numberNotFound');
    expect(await shipState(bw)).toBe(after1);

    // another company's bag and parcels are not found
    const theirs = await makeOrder(other, { items: [[other.skuA.id, 1]], status: 'shipped', channelId: other.channel.id });
    expect((await fail(scanIntoBag(bw.ctx, { bagId: bag.id, number: theirs.orderNo }))).messageId).toBe('shipping.numberNotFound');
    const otherBag = await createBag(other.ctx, { channelId: other.channel.id });
    expect((await fail(scanIntoBag(bw.ctx, { bagId: otherBag.id, number: p2.orderNo }))).messageId).toBe('bag.notFound');

    const two = await scanIntoBag(bw.ctx, { bagId: bag.id, number: p2.orderNo });
    expect([two.orderCount, two.weight]).toEqual([2, 750]);
    const removed = await removeFromBag(bw.ctx, bag.id, p2.id);
    expect([removed.orderCount, removed.weight]).toEqual([1, 300]);
    expect((await fail(removeFromBag(bw.ctx, bag.id, p2.id))).messageId).toBe('bag.notInBag');
    await scanIntoBag(bw.ctx, { bagId: bag.id, number: p2.orderNo });

    const closed = await closeBag(bw.ctx, bag.id);
    expect(closed).toMatchObject({ status: 'closed', orderCount: 2, weight: 750 });
    expect(closed.closedAt).toBeTruthy();
    const afterClose = await shipState(bw);
    const p3 = await makeOrder(bw, { items: [[bw.skuA.id, 1]], status: 'shipped' });
    const beforeP3 = await shipState(bw);
    expect((await fail(scanIntoBag(bw.ctx, { bagId: bag.id, number: p3.orderNo }))).messageId).toBe('bag.notOpen');
    expect((await fail(removeFromBag(bw.ctx, bag.id, p1.id))).messageId).toBe('bag.notOpen');
    expect((await fail(closeBag(bw.ctx, bag.id))).messageId).toBe('bag.illegalTransition');
    expect(await shipState(bw)).toBe(beforeP3);
    expect(afterClose).not.toBe(beforeP3);

    expect((await handOverBag(bw.ctx, bag.id)).status).toBe('handedOver');
    expect((await fail(handOverBag(bw.ctx, bag.id))).messageId).toBe('bag.illegalTransition');
    expect((await fail(deleteBag(bw.ctx, bag.id))).messageId).toBe('bag.illegalTransition');
  });

  it('refuses to close an empty bag; deletes it', async () => {
    const bag = await createBag(bw.ctx, { channelId: bw.otherChannel.id });
    expect((await fail(closeBag(bw.ctx, bag.id))).messageId).toBe('bag.empty');
    expect(await deleteBag(bw.ctx, bag.id)).toBe(bag.id);
    expect(await bw.ctx.db.shippingBag.findFirst({ where: { id: bag.id } })).toBeNull();
  });

  it('prints the bag label as a PDF; lists bags with counts', async () => {
    const bag = await bw.ctx.db.shippingBag.findFirstOrThrow({ where: { status: 'handedOver' } });
    const pdf = await printBagLabel(bw.ctx, bag.id);
    expect(Buffer.from(pdf.contentBase64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.filename).toBe(`${bag.bagNo}.pdf`);
    const r = await bw.gql(`{ shippingBags(first: 10) { totalCount edges { node { bagNo status orderCount weight channelName parcels { orderNo } } } } }`);
    expect(r.shippingBags.totalCount).toBe(1);
    expect(r.shippingBags.edges[0].node).toMatchObject({ bagNo: bag.bagNo, orderCount: 2, weight: 750, channelName: 'Yanwen 2kg' });
    expect(r.shippingBags.edges[0].node.parcels).toHaveLength(2);
    const label = await bw.gql(`mutation($id: Int!) { printBagLabel(id: $id) { ... on MutationPrintBagLabelSuccess { data { filename pages } } } }`, {
      id: bag.id,
    });
    expect(label.printBagLabel.data.pages).toBeGreaterThan(0);
  });
});

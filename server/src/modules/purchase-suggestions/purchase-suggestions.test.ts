// Purchase suggestions on a real database: the stocking formula against hand-computed numbers
// from shipped orders (with coefficients), out-of-stock lines from real out-of-stock orders,
// suspend / resume, the plan, generation of purchase orders per supplier, and every 'Stocking
// suggestion' / generation rule broken with its message id and nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite } from '../../../test/harness';
import { AppError, ValidationError } from '../../platform/errors';
import { stockIn } from '../inventory/fixtures';
import { auditOrders } from '../orders/orders.allocation';
import { makeOrder, shippedSale } from '../orders/orders.fixtures';
import { makePurchaseOrder, purchaseState, purchaseWorld, type PurchaseWorld } from '../purchase-orders/purchase.fixtures';
import { outOfStockAdvice, outOfStockLines, setPurchasingSuspended } from './out-of-stock.service';
import { generatePurchaseOrders, joinPlan, removePlanItems, resetPlanQuantity, setPlanQuantity, setPlanSupplier } from './purchase-plan.service';
import { availableProducts, batchSafety, suggestions, updatePurchaseSetting } from './purchase-suggestions.service';

let w: PurchaseWorld;
let shopId: number;
let mug: { id: number; sku: string };
let lid: { id: number; sku: string };
let ningbo: { id: number; name: string };
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The message id of a refusal (the first field issue of a validation error). */
async function refusal(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e) => e,
  );
  if (err instanceof ValidationError) return err.issues[0].messageId;
  if (err instanceof AppError) return err.messageId;
  throw new Error(`expected a refusal, got ${err ? String(err) : 'success'}`);
}
async function refusedUnchanged(p: () => Promise<unknown>, messageId: string) {
  const before = await purchaseState(w);
  expect(await refusal(p())).toBe(messageId);
  expect(await purchaseState(w)).toBe(before);
}

/** A shipped order written directly (its line quantity and shipping time are what the formula reads). */
const shipped = (skuId: number, warehouseId: number, quantity: number, at: Date) => shippedSale(w, { shopId, skuId, warehouseId, quantity, at });

worldsSuite(purchaseWorld, ['Suggest Co'], (_app, ...s) => ([w] = s));
beforeAll(async () => {
  const companyId = w.company.companyId;
  shopId = (await w.ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: 'Suggest eBay', status: 1 } })).id;
  const product = await w.ctx.db.product.create({
    data: {
      companyId,
      spu: 'MUGS',
      name: 'Mugs',
      skus: {
        create: [
          { companyId, sku: 'MUG', purchasePrice: '4.00' },
          { companyId, sku: 'LID', purchasePrice: '0.50' },
        ],
      },
    },
    include: { skus: { orderBy: { id: 'asc' } } },
  });
  mug = product.skus[0];
  lid = product.skus[1];
  // MUG only from the temporary supplier; LID from nobody.
  await w.ctx.db.supplierProduct.create({ data: { companyId, supplierId: w.temporary.id, skuId: mug.id, preferred: true, purchasePrice: '3.50' } });
  ningbo = await w.ctx.db.supplier.create({ data: { companyId, name: 'Ningbo Boxes' }, select: { id: true, name: true } });
});

describe('the stocking formula from shipped sales (hand-computed)', () => {
  it('weights the 7/30/90-day averages, adds safety and stocking demand, subtracts supply', async () => {
    // BOX in Leipzig: 5 in stock, 2 on an approved purchase order; shipped 4 (1 day ago), 6 (10 days), 30 (60 days).
    await stockIn(w, w.skuB.id, w.wh2.id, w.wh2.locations[0].id, 5);
    await makePurchaseOrder(w, { warehouseId: w.wh2.id, lines: [{ skuId: w.skuB.id, quantity: 2 }] });
    await shipped(w.skuB.id, w.wh2.id, 4, ago(1));
    await shipped(w.skuB.id, w.wh2.id, 6, ago(10));
    await shipped(w.skuB.id, w.wh2.id, 30, ago(60));
    const row = (await suggestions(w.ctx, { warehouseId: w.wh2.id })).find((r) => r.skuId === w.skuB.id)!;
    // avg3 = 4/3, avg7 = 4/7, avg30 = 10/30, avg90 = 40/90
    expect(row.avg3).toBe(1.33);
    expect(row.avg90).toBe(0.44);
    // daily = 0.5 × 4/7 + 0.3 × 10/30 + 0.2 × 40/90 = 0.2857 + 0.1 + 0.0889 = 0.4746 → 0.47
    expect(row.dailySales).toBe(0.47);
    // safety = ⌈0.47 × 7⌉ = 4; stocking = ⌈0.47 × 30⌉ = 15; demand = 0 + 4 + 15 = 19
    // supply = 5 + 0 + 2 = 7; free = 7 − 0 − 4 = 3 < 0.47 × 7 = 3.29 → needed; quantity = max(19 − 7, 1) = 12
    expect(row.suggestion).toMatchObject({ safetyStock: 4, stockingDemand: 15, demand: 19, supply: 7, needed: true, quantity: 12 });
    expect(row.breakdown.find((b) => b.term === 'dailySales')).toMatchObject({ value: '0.47', formula: expect.stringContaining('0.5 × 0.57') });
    expect(row.breakdown.find((b) => b.term === 'quantity')).toMatchObject({ value: '12', formula: 'max(demand − supply, MOQ) = max(19 − 7, 1)' });
  });

  it('applies the sales coefficient and the customer-order coefficient of the global settings', async () => {
    await updatePurchaseSetting(w.ctx, {
      minStockingDays: 7,
      maxStockingDays: 30,
      safeDays: 7,
      salesCoefficients: [{ start: day(ago(11)), end: day(ago(9)), coefficient: 0.5 }],
    });
    let row = (await suggestions(w.ctx, { warehouseId: w.wh2.id })).find((r) => r.skuId === w.skuB.id)!;
    // the 6 sold 10 days ago count 3: avg30 = 7/30, avg90 = 37/90; daily = 0.2857 + 0.07 + 0.0822 = 0.4379 → 0.44
    expect(row.dailySales).toBe(0.44);
    // safety ⌈3.08⌉ = 4, stocking ⌈13.2⌉ = 14, demand 18, supply 7, free 3 < 3.08 → 11
    expect(row.suggestion).toMatchObject({ safetyStock: 4, stockingDemand: 14, demand: 18, needed: true, quantity: 11 });
    await updatePurchaseSetting(w.ctx, {
      minStockingDays: 7,
      maxStockingDays: 30,
      safeDays: 7,
      salesCoefficients: [{ start: day(ago(11)), end: day(ago(9)), coefficient: 0.5 }],
      orderCoefficients: [{ start: day(ago(70)), end: day(ago(50)), minQuantity: 20, maxQuantity: 50, coefficient: 0.1 }],
    });
    row = (await suggestions(w.ctx, { warehouseId: w.wh2.id })).find((r) => r.skuId === w.skuB.id)!;
    // the line of 30 sixty days ago counts 3: avg90 = 10/90; daily = 0.2857 + 0.07 + 0.0222 = 0.3779 → 0.38
    expect(row.dailySales).toBe(0.38);
    // safety ⌈2.66⌉ = 3, stocking ⌈11.4⌉ = 12, demand 15; free = 7 − 3 = 4 ≥ 2.66 → not needed
    expect(row.suggestion).toMatchObject({ safetyStock: 3, stockingDemand: 12, demand: 15, needed: false, quantity: 0 });
    expect((await suggestions(w.ctx, { warehouseId: w.wh2.id, onlyNeeded: true })).some((r) => r.skuId === w.skuB.id)).toBe(false);
    // a fixed safety stock (Stock.safe) replaces safe days × daily
    await batchSafety(w.ctx, { skuIds: [w.skuB.id], warehouseId: w.wh2.id, safetyStock: 6, stockFloor: 2 });
    row = (await suggestions(w.ctx, { warehouseId: w.wh2.id })).find((r) => r.skuId === w.skuB.id)!;
    // safety 6, demand 18, free = 7 − 6 = 1 < 2.66 → needed, 18 − 7 = 11
    expect(row.suggestion).toMatchObject({ safetyStock: 6, demand: 18, needed: true, quantity: 11 });
    expect(row.setting.stockFloor).toBe(2);
    expect((await w.ctx.db.stock.findFirst({ where: { skuId: w.skuB.id, warehouseId: w.wh2.id } }))!.safe).toBe(6);
    const available = (await availableProducts(w.ctx, { warehouseId: w.wh2.id })).find((r) => r.skuId === w.skuB.id)!;
    expect(available).toMatchObject({ quantity: 5, sellable: 5, pendingPurchase: 2, dailySales: 0.38 });
  });

  it('lists suggestions through GraphQL with the breakdown, paged', async () => {
    const data = await w.gql(
      `{ purchaseSuggestions(first: 1, offset: 0, filter: { warehouseId: ${w.wh2.id} }) { totalCount edges { node { sku suggestedQuantity dailySales breakdown { term value formula } } } } }`,
    );
    expect(data.purchaseSuggestions.totalCount).toBeGreaterThanOrEqual(1);
    expect(data.purchaseSuggestions.edges).toHaveLength(1);
    expect(data.purchaseSuggestions.edges[0].node.breakdown.map((b: { term: string }) => b.term)).toContain('supply');
  });
});

describe('stocking suggestion rules (spec 02 §5), nothing written', () => {
  const base = { minStockingDays: 7, maxStockingDays: 30, safeDays: 7 };
  it.each([
    ['minimum stocking days above the maximum', () => ({ ...base, minStockingDays: 31 }), 'purchase.minStockingDaysAboveMax'],
    ['a stock floor above the safety stock', () => ({ ...base, safetyStock: 3, stockFloor: 4 }), 'purchase.floorAboveSafety'],
    [
      'a coefficient above 1',
      () => ({ ...base, salesCoefficients: [{ start: '2026-01-01', end: '2026-01-31', coefficient: 1.5 }] }),
      'purchase.coefficientRange',
    ],
    [
      'a coefficient below 0',
      () => ({ ...base, orderCoefficients: [{ start: '2026-01-01', end: '2026-01-31', minQuantity: 1, maxQuantity: 2, coefficient: -0.1 }] }),
      'purchase.coefficientRange',
    ],
    [
      'an end not after the start',
      () => ({ ...base, salesCoefficients: [{ start: '2026-01-31', end: '2026-01-01', coefficient: 0.5 }] }),
      'purchase.endAfterStart',
    ],
    ['a missing start', () => ({ ...base, salesCoefficients: [{ end: '2026-01-31', coefficient: 0.5 }] }), 'purchase.endAfterStart'],
    [
      'overlapping order-volume ranges',
      () => ({
        ...base,
        orderCoefficients: [
          { start: '2026-01-01', end: '2026-01-31', minQuantity: 1, maxQuantity: 10, coefficient: 0.5 },
          { start: '2026-02-01', end: '2026-02-28', minQuantity: 10, maxQuantity: 20, coefficient: 0.5 },
        ],
      }),
      'purchase.orderRangesOverlap',
    ],
    [
      'overlapping sales date ranges',
      () => ({
        ...base,
        salesCoefficients: [
          { start: '2026-01-01', end: '2026-01-31', coefficient: 0.5 },
          { start: '2026-01-31', end: '2026-02-28', coefficient: 0.5 },
        ],
      }),
      'purchase.salesRangesOverlap',
    ],
    [
      'a maximum below the minimum',
      () => ({ ...base, orderCoefficients: [{ start: '2026-01-01', end: '2026-01-31', minQuantity: 10, maxQuantity: 5, coefficient: 0.5 }] }),
      'purchase.maxBelowMin',
    ],
  ])('settings: refuses %s', async (_name, input, messageId) => {
    await refusedUnchanged(() => updatePurchaseSetting(w.ctx, input()), messageId);
  });

  it("advanced settings: a stock floor above the SKU's safety stock is refused", async () => {
    await refusedUnchanged(() => updatePurchaseSetting(w.ctx, { ...base, skuId: w.skuB.id, stockFloor: 7 }), 'purchase.floorAboveSafety');
  });

  it('batch safety: needs ticked products and a floor not above the safety stock', async () => {
    await refusedUnchanged(() => batchSafety(w.ctx, { skuIds: [], warehouseId: w.wh1.id, safetyStock: 5 }), 'purchase.tickAtLeastOne');
    await refusedUnchanged(
      () => batchSafety(w.ctx, { skuIds: [w.skuA.id], warehouseId: w.wh1.id, safetyStock: 5, stockFloor: 6 }),
      'purchase.floorAboveSafety',
    );
  });

  it('refuses through GraphQL with a typed validation error', async () => {
    const before = await purchaseState(w);
    const r = (
      await w.gql(
        `mutation($i: PurchaseSuggestionSettingInput!) { updatePurchaseSuggestionSetting(input: $i) { __typename ... on ValidationError { fieldErrors { field messageId } } } }`,
        { i: { ...base, minStockingDays: 40 } },
      )
    ).updatePurchaseSuggestionSetting;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fieldErrors).toContainEqual({ field: 'minStockingDays', messageId: 'purchase.minStockingDaysAboveMax' });
    expect(await purchaseState(w)).toBe(before);
  });
});

describe('out-of-stock lines from real out-of-stock orders', () => {
  it('counts combination components per SKU × warehouse, with available, pending receipt and shortage', async () => {
    // 3 CUP + 1 KIT (= 2 CUP + 1 BOX), no warehouse on the order → Shenzhen (first by priority).
    const order = await makeOrder(w, {
      shopId,
      items: [
        { platformSku: 'CUP', quantity: 3, skuId: w.skuA.id },
        { platformSku: 'KIT', quantity: 1, skuId: w.kit.id },
      ],
    });
    if (order.status !== 'outOfStock') await auditOrders(w.ctx, [order.id]);
    expect((await w.ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('outOfStock');
    await stockIn(w, w.skuA.id, w.wh1.id, w.wh1.locations[0].id, 1);
    await makePurchaseOrder(w, { lines: [{ skuId: w.skuA.id, quantity: 2, goodQuantity: 0 }] });
    const lines = await outOfStockLines(w.ctx, {});
    const cup = lines.find((l) => l.skuId === w.skuA.id && l.warehouseId === w.wh1.id)!;
    expect(cup).toMatchObject({ waiting: 5, orderCount: 1, available: 1, pendingPurchase: 2, shortage: 2, adviceQuantity: 2, state: 'purchasing' });
    expect(cup.supplier?.name).toBe('Yiwu Cups');
    const box = lines.find((l) => l.skuId === w.skuB.id && l.warehouseId === w.wh1.id)!;
    expect(box).toMatchObject({ waiting: 1, available: 0, shortage: 1 });
    const advice = await outOfStockAdvice(w.ctx, {});
    expect(advice.map((a) => [a.sku, a.adviceQuantity])).toEqual(
      expect.arrayContaining([
        ['CUP', 2],
        ['BOX', 1],
      ]),
    );
    const data = await w.gql(`{ outOfStockLines(first: 50) { totalCount edges { node { sku warehouseName outOfStockDemand shortage state supplierName } } } }`);
    expect(data.outOfStockLines.edges.map((e: { node: { sku: string } }) => e.node.sku)).toEqual(expect.arrayContaining(['CUP', 'BOX']));
  });
});

describe('suspend and resume purchasing', () => {
  it('needs ticked rows; resuming several needs one supplier; nothing written', async () => {
    await refusedUnchanged(() => setPurchasingSuspended(w.ctx, { skuIds: [], suspended: true }), 'purchase.tickAtLeastOne');
    await refusedUnchanged(() => setPurchasingSuspended(w.ctx, { skuIds: [w.skuA.id, mug.id], suspended: false }), 'purchase.sameSupplierRequired');
  });

  it('a suspended SKU is "not purchasing": out of the suggestions and the advice, refused by the plan and generation', async () => {
    expect(await setPurchasingSuspended(w.ctx, { skuIds: [w.skuA.id], suspended: true })).toBe(1);
    expect((await outOfStockLines(w.ctx, { state: 'notPurchasing' })).map((l) => l.sku)).toEqual(['CUP']);
    expect((await outOfStockAdvice(w.ctx, {})).some((l) => l.sku === 'CUP')).toBe(false);
    expect((await suggestions(w.ctx, {})).some((l) => l.sku === 'CUP')).toBe(false);
    await refusedUnchanged(() => joinPlan(w.ctx, { items: [{ skuId: w.skuA.id, warehouseId: w.wh1.id }] }), 'purchase.suspended');
    await refusedUnchanged(() => generatePurchaseOrders(w.ctx, { warehouseId: w.wh1.id, items: [{ skuId: w.skuA.id, quantity: 1 }] }), 'purchase.suspended');
    // resuming several from one supplier (CUP and BOX: Yiwu Cups)
    expect(await setPurchasingSuspended(w.ctx, { skuIds: [w.skuA.id, w.skuB.id], suspended: false })).toBe(1);
    expect((await outOfStockLines(w.ctx, {})).find((l) => l.sku === 'CUP')!.state).toBe('purchasing');
  });
});

describe('generating purchase orders (spec 02 §5), nothing written when refused', () => {
  it.each([
    ['no item', () => ({ warehouseId: w.wh1.id, items: [] }), 'purchase.itemRequired'],
    [
      'no common warehouse',
      () => ({
        items: [
          { skuId: w.skuA.id, warehouseId: w.wh1.id, quantity: 1 },
          { skuId: w.skuB.id, warehouseId: w.wh2.id, quantity: 1 },
        ],
      }),
      'purchase.commonWarehouseRequired',
    ],
    ['an item without a supplier', () => ({ warehouseId: w.wh1.id, items: [{ skuId: lid.id, quantity: 1 }] }), 'purchase.noSupplier'],
    [
      'a temporary supplier',
      () => ({
        warehouseId: w.wh1.id,
        items: [
          { skuId: w.skuA.id, quantity: 1 },
          { skuId: mug.id, quantity: 1 },
        ],
      }),
      'purchase.notFormalSupplier',
    ],
    [
      'the same product twice',
      () => ({
        warehouseId: w.wh1.id,
        items: [
          { skuId: w.skuA.id, quantity: 1 },
          { skuId: w.skuA.id, quantity: 2 },
        ],
      }),
      'purchase.sameProductTwice',
    ],
    ['a quantity of 0', () => ({ warehouseId: w.wh1.id, items: [{ skuId: w.skuA.id, quantity: 0 }] }), 'purchase.quantityPositive'],
  ])('refuses %s', async (_name, input, messageId) => {
    await refusedUnchanged(() => generatePurchaseOrders(w.ctx, input()), messageId);
  });

  it('needs purchaseOrder.create besides purchasePlan.update (a typed refusal)', async () => {
    const planner = { ...w.ctx, actor: { ...w.ctx.actor!, isMain: false, permissions: new Set(['purchasePlan.update']) } };
    await refusedUnchanged(() => generatePurchaseOrders(planner, { warehouseId: w.wh1.id, items: [{ skuId: w.skuB.id, quantity: 1 }] }), 'permission.denied');
  });

  it('plan: join, change quantity, reset, change supplier; generation makes one order per supplier and empties the plan', async () => {
    await refusedUnchanged(() => joinPlan(w.ctx, { items: [] }), 'purchase.tickAtLeastOne');
    expect(
      await joinPlan(w.ctx, {
        items: [
          { skuId: w.skuA.id, warehouseId: w.wh1.id },
          { skuId: w.skuB.id, warehouseId: w.wh1.id },
        ],
        source: 'outOfStock',
      }),
    ).toBe(2);
    let items = await w.ctx.db.purchasePlanItem.findMany({ orderBy: { skuId: 'asc' } });
    expect(items.map((i) => [i.skuId, i.quantity, i.supplierId])).toEqual([
      [w.skuA.id, 2, w.supplier.id],
      [w.skuB.id, 1, w.supplier.id],
    ]);
    const cupItem = items.find((i) => i.skuId === w.skuA.id)!;
    const boxItem = items.find((i) => i.skuId === w.skuB.id)!;
    await refusedUnchanged(() => setPlanQuantity(w.ctx, cupItem.id, 0), 'purchase.quantityPositive');
    expect((await setPlanQuantity(w.ctx, cupItem.id, 9)).quantity).toBe(9);
    await resetPlanQuantity(w.ctx, [cupItem.id]);
    expect((await w.ctx.db.purchasePlanItem.findUniqueOrThrow({ where: { id: cupItem.id } })).quantity).toBe(2);
    await refusedUnchanged(() => setPlanSupplier(w.ctx, { ids: [boxItem.id], supplierId: 999_999 }), 'purchase.supplierNotFound');
    await setPlanSupplier(w.ctx, { ids: [boxItem.id], supplierId: ningbo.id });
    await refusedUnchanged(() => removePlanItems(w.ctx, [999_999]), 'purchase.planItemNotFound');

    items = await w.ctx.db.purchasePlanItem.findMany({ orderBy: { skuId: 'asc' } });
    const result = await generatePurchaseOrders(w.ctx, {
      source: 'plan',
      items: items.map((i) => ({ skuId: i.skuId, warehouseId: i.warehouseId, supplierId: i.supplierId, quantity: i.quantity })),
    });
    expect(result.orders.map((o) => [o.supplierName, o.lineCount, o.quantity]).sort()).toEqual([
      ['Ningbo Boxes', 1, 1],
      ['Yiwu Cups', 1, 2],
    ]);
    const orders = await w.ctx.db.purchaseOrder.findMany({
      where: { id: { in: result.orders.map((o) => o.id) } },
      include: { lines: true },
      orderBy: { id: 'asc' },
    });
    expect(orders.every((o) => o.procurementType === 'plan' && o.status === 'pendingAudit' && o.warehouseId === w.wh1.id)).toBe(true);
    // unit price: the supply relationship's (CUP 1.80 at Yiwu), else the SKU's (BOX 3.00, Ningbo has no relationship)
    expect(orders.flatMap((o) => o.lines.map((l) => [l.skuId, l.unitPrice.toFixed(2)])).sort()).toEqual(
      [
        [w.skuA.id, '1.80'],
        [w.skuB.id, '3.00'],
      ].sort(),
    );
    expect(await w.ctx.db.purchasePlanItem.count()).toBe(0);
  });

  it('wholesale option: a paired wholesale supplier gets a wholesale order placed on the platform', async () => {
    await w.ctx.db.wholesalePairing.create({
      data: {
        companyId: w.company.companyId,
        skuId: w.skuA.id,
        supplierId: w.supplier.id,
        productUrl: 'https://detail.1688.com/offer/123456.html',
        offerId: '123456',
        specId: '123456-1',
      },
    });
    const r = (
      await w.gql(
        `mutation($i: GeneratePurchaseOrdersInput!) { generatePurchaseOrders(input: $i) { __typename ... on MutationGeneratePurchaseOrdersSuccess { data { wholesaleError orders { orderNo orderWay supplierName } } } } }`,
        { i: { source: 'suggestion', wholesale: true, warehouseId: w.wh1.id, items: [{ skuId: w.skuA.id, quantity: 4 }] } },
      )
    ).generatePurchaseOrders;
    expect(r.data.wholesaleError).toBeNull();
    expect(r.data.orders).toEqual([expect.objectContaining({ orderWay: 'wholesale', supplierName: 'Yiwu Cups' })]);
    const order = await w.ctx.db.purchaseOrder.findFirstOrThrow({ where: { orderNo: r.data.orders[0].orderNo } });
    expect(order.procurementType).toBe('suggestion');
    expect(order.wholesaleOrderNo).not.toBe('');
  });
});

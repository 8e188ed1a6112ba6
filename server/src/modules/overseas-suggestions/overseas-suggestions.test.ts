// Overseas restock suggestions through the GraphQL API on a real database: the formula against
// hand-computed numbers (sales of orders shipped from the overseas warehouse, in transit and pending
// stock orders, lead time of the first-mile channel), safety-stock settings with the spec 02 §5
// rules broken in zh and en and nothing written, draft stock orders from ticked suggestions, the
// stock report by age band at cost, and tenancy.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { overseasWithChannel, stockIn, stockWorld, type StockWorld } from '../inventory/fixtures';
import { shippedSale } from '../orders/orders.fixtures';

let app: TestApp;
let w: StockWorld;
let overseas: { id: number; locations: { id: number }[] };
let channelId: number;
let shopId: number;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const ERR = `__typename ... on Error { messageId message } ... on ValidationError { fieldErrors { field messageId message } }`;
const ROW = `warehouseId skuId sku dailySales leadDays quantity sellable inTransit pendingStockOrders safetyStock leadDemand stockingDemand
  demand supply coverDays needed moq suggestedQuantity fixedSafetyStock settingMoq ownSetting breakdown { term value formula }`;
const SUGGEST = `query($f: OverseasSuggestionFilter) { overseasSuggestions(filter: $f) { totalCount edges { node { ${ROW} } } } }`;
const SAFETY_LIST = `query($f: OverseasStockFilter) { overseasSafetySettings(filter: $f) { totalCount edges { node { ${ROW} } } } }`;
const REPORT = `query($f: OverseasStockFilter) { overseasStockReport(filter: $f) { totalCount edges { node {
  warehouseId skuId sku quantity value oldestDays bands { band quantity value } } } } }`;
const SET = `mutation($i: OverseasSafetyInput!) { setOverseasSafetySettings(input: $i) { ${ERR} ... on MutationSetOverseasSafetySettingsSuccess { data } } }`;
const CREATE = `mutation($i: OverseasStockOrderInput!) { createStockOrdersFromSuggestions(input: $i) { ${ERR}
  ... on MutationCreateStockOrdersFromSuggestionsSuccess { data { id status sourceWarehouseId targetWarehouseId channelId lines { skuId quantity } } } } }`;

const rowsOf = async (q: string, f: Record<string, unknown> = {}) => (await w.gql(q, { f })).overseasSuggestions?.edges.map((e: any) => e.node);
const suggestionA = async (f: Record<string, unknown> = {}) => (await rowsOf(SUGGEST, f)).find((r: any) => r.skuId === w.skuA.id);
const term = (r: any, name: string) => r.breakdown.find((b: any) => b.term === name);
const setting = (over: Record<string, unknown> = {}) => ({
  items: [{ warehouseId: overseas.id, skuId: w.skuA.id }],
  minStockingDays: 7,
  maxStockingDays: 30,
  safeDays: 7,
  safetyStock: 20,
  moq: 10,
  ...over,
});
const state = async () =>
  JSON.stringify(
    await Promise.all([
      w.ctx.db.overseasStockSetting.findMany({ orderBy: { id: 'asc' } }),
      w.ctx.db.stockOrder.findMany({ orderBy: { id: 'asc' }, include: { lines: true } }),
    ]),
  );

const shipped = (skuId: number, quantity: number, at: Date) => shippedSale(w, { shopId, skuId, warehouseId: overseas.id, quantity, at });

worldsSuite(stockWorld, ['Overseas Suggest Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  const companyId = w.company.companyId;
  ({ overseas, channelId } = await overseasWithChannel(w, 12, 20, {}));
  shopId = (await w.ctx.db.shop.create({ data: { companyId, platformType: 1, platform: 'ebay', shopName: 'Overseas eBay', status: 1 } })).id;
  // A in Frankfurt: a lot of 10 at 2.50 received 45 days ago and one of 4 at 3.00 received 100 days ago.
  await stockIn(w, w.skuA.id, overseas.id, overseas.locations[0].id, 10, '2.50');
  await stockIn(w, w.skuA.id, overseas.id, overseas.locations[0].id, 4, '3.00');
  const lots = await w.ctx.db.stockLot.findMany({ where: { warehouseId: overseas.id }, orderBy: { id: 'asc' } });
  await w.ctx.db.stockLot.update({ where: { id: lots[0].id }, data: { receivedAt: ago(45) } });
  await w.ctx.db.stockLot.update({ where: { id: lots[1].id }, data: { receivedAt: ago(100) } });
  // Shipped from Frankfurt: 7 a day ago, 21 twenty days ago, 18 sixty days ago.
  await shipped(w.skuA.id, 7, ago(1));
  await shipped(w.skuA.id, 21, ago(20));
  await shipped(w.skuA.id, 18, ago(60));
  // In transit: a shipped stock order (5 shipped, none received); pending: a draft of 3.
  const order = (status: string, quantity: number, shippedQuantity: number, orderNo: string) =>
    w.ctx.db.stockOrder.create({
      data: {
        companyId,
        orderNo,
        sourceWarehouseId: w.wh1.id,
        targetWarehouseId: overseas.id,
        status,
        lines: { create: [{ companyId, skuId: w.skuA.id, quantity, shippedQuantity }] },
      },
    });
  await order('shipped', 5, 5, 'BH-T1');
  await order('draft', 3, 0, 'BH-T2');
  await order('received', 9, 9, 'BH-T3');
});

describe('the overseas restock formula (hand-computed)', () => {
  it('weights the sales shipped from the warehouse and adds the channel lead time', async () => {
    // avg7 = 7/7 = 1.00; avg30 = 28/30 = 0.9333; avg90 = 46/90 = 0.5111;
    // daily = 0.5 × 1 + 0.3 × 0.9333 + 0.2 × 0.5111 = 0.8822 → 0.88.
    // safety ⌈0.88 × 7⌉ = 7; lead ⌈0.88 × 20⌉ = 18; stocking ⌈0.88 × 30⌉ = 27; demand 52;
    // supply 14 + 5 in transit + 3 pending = 22; free 22 − 7 − 18 = −3 < 6.16 → needed; 52 − 22 = 30.
    const r = await suggestionA({ channelId });
    expect(r).toMatchObject({
      dailySales: 0.88,
      leadDays: 20,
      sellable: 14,
      inTransit: 5,
      pendingStockOrders: 3,
      safetyStock: 7,
      leadDemand: 18,
      stockingDemand: 27,
      demand: 52,
      supply: 22,
      coverDays: -3.4,
      needed: true,
      suggestedQuantity: 30,
      ownSetting: false,
    });
    expect(term(r, 'avg30')).toMatchObject({ value: '0.93', formula: 'sales in 30 days / 30 = 28.00 / 30' });
    expect(term(r, 'dailySales').formula).toBe('Σ weight × average / Σ weight = (0.5 × 1.00 + 0.3 × 0.93 + 0.2 × 0.51) / 1');
    expect(term(r, 'leadDemand').formula).toBe('⌈daily × lead days⌉ = ⌈0.88 × 20⌉ (delivery days of Sea LCL)');
    expect(term(r, 'supply').formula).toBe('sellable + in transit + pending stock orders = 14 + 5 + 3');
    expect(term(r, 'quantity').formula).toBe('max(demand − supply, MOQ) = max(52 − 22, 1)');
  });

  it('without a channel there is no lead time and the stock covers', async () => {
    // demand 7 + 0 + 27 = 34; free 22 − 7 = 15 ≥ 0.88 × 7 → not needed.
    expect(await suggestionA()).toMatchObject({ leadDays: 0, leadDemand: 0, demand: 34, needed: false, suggestedQuantity: 0 });
    expect(await rowsOf(SUGGEST, { onlyNeeded: true })).toEqual([]);
  });

  it('refuses an own warehouse as the overseas warehouse; an unknown one or channel filters to nothing / no lead time', async () => {
    await expect(w.gql(SUGGEST, { f: { warehouseId: w.wh1.id } })).rejects.toThrow(/is not an overseas warehouse/);
    expect(await rowsOf(SUGGEST, { warehouseId: 999_999 })).toEqual([]);
    expect(await suggestionA({ channelId: 999_999 })).toMatchObject({ leadDays: 0, leadDemand: 0 });
  });
});

describe('overseas safety stock (spec 02 §5, nothing written on refusal)', () => {
  it.each([
    ['minimum above maximum stocking days', { minStockingDays: 31 }, 'minStockingDays', 'purchase.minStockingDaysAboveMax', '最小备货天数不能大于最大备货天数'],
    ['an MOQ above the safety stock', { moq: 21 }, 'moq', 'overseasSuggest.moqAboveSafety', '最小起订量（库存下限）不能大于安全库存'],
    ['no ticked pair', { items: [] }, 'items', 'purchase.tickAtLeastOne', null],
  ])('refuses %s', async (_n, over, field, messageId, zh) => {
    const before = await state();
    const en = (await w.gql(SET, { i: setting(over) })).setOverseasSafetySettings;
    expect(en.fieldErrors).toContainEqual(expect.objectContaining({ field, messageId }));
    if (zh) expect((await w.gql(SET, { i: setting(over) }, 'zh')).setOverseasSafetySettings.fieldErrors[0].message).toBe(zh);
    expect(await state()).toBe(before);
  });

  it('refuses an own warehouse and a foreign warehouse or SKU', async () => {
    const other = await stockWorld(app, 'Other Overseas Co');
    const before = await state();
    const own = (await w.gql(SET, { i: setting({ items: [{ warehouseId: w.wh1.id, skuId: w.skuA.id }] }) }, 'zh')).setOverseasSafetySettings;
    expect(own.fieldErrors[0]).toMatchObject({ messageId: 'overseasSuggest.notOverseas', message: `${w.wh1.name} 不是海外仓` });
    const foreignWh = (await w.gql(SET, { i: setting({ items: [{ warehouseId: other.wh1.id, skuId: w.skuA.id }] }) })).setOverseasSafetySettings;
    expect(foreignWh.messageId).toBe('overseasSuggest.warehouseNotFound');
    const foreignSku = (await w.gql(SET, { i: setting({ items: [{ warehouseId: overseas.id, skuId: other.skuA.id }] }) })).setOverseasSafetySettings;
    expect(foreignSku.messageId).toBe('overseasSuggest.skuNotFound');
    expect(await state()).toBe(before);
    // The other company sees none of these rows.
    expect((await other.gql(SUGGEST, { f: {} })).overseasSuggestions.totalCount).toBe(0);
  });

  it('sets a fixed safety stock and MOQ, which the suggestion uses', async () => {
    expect((await w.gql(SET, { i: setting() })).setOverseasSafetySettings.data).toBe(1);
    // safety 20 (set); demand 20 + 18 + 27 = 65; supply 22 → needed; max(65 − 22, 10) = 43.
    const r = await suggestionA({ channelId });
    expect(r).toMatchObject({ fixedSafetyStock: 20, settingMoq: 10, ownSetting: true, safetyStock: 20, demand: 65, suggestedQuantity: 43 });
    expect(term(r, 'safetyStock').formula).toBe('safety stock set for the warehouse = 20');
    const listed = (await w.gql(SAFETY_LIST, { f: { keyword: w.skuA.sku } })).overseasSafetySettings.edges.map((e: any) => e.node);
    expect(listed).toEqual([expect.objectContaining({ skuId: w.skuA.id, fixedSafetyStock: 20, ownSetting: true })]);
  });
});

describe('stock orders from ticked suggestions', () => {
  it('refuses an overseas source, an own target, a foreign SKU and no items, nothing written', async () => {
    const item = { warehouseId: overseas.id, skuId: w.skuA.id, quantity: 43 };
    const paris = await w.ctx.db.warehouse.create({ data: { companyId: w.company.companyId, name: 'Paris overseas', type: 'overseas' } });
    const before = await state();
    const r1 = (await w.gql(CREATE, { i: { sourceWarehouseId: paris.id, items: [item] } })).createStockOrdersFromSuggestions;
    expect(r1.fieldErrors[0].messageId).toBe('stockOrder.sourceNotOwn');
    const r2 = (await w.gql(CREATE, { i: { sourceWarehouseId: w.wh1.id, items: [{ ...item, warehouseId: w.wh2.id }] } })).createStockOrdersFromSuggestions;
    expect(r2.fieldErrors[0].messageId).toBe('overseasSuggest.notOverseas');
    // a good first group does not get written when the second names a foreign SKU
    const other = await stockWorld(app, 'Third Overseas Co');
    const r4 = (await w.gql(CREATE, { i: { sourceWarehouseId: w.wh1.id, items: [item, { ...item, warehouseId: paris.id, skuId: other.skuA.id }] } }))
      .createStockOrdersFromSuggestions;
    expect(r4.messageId).toBe('stock.skuNotFound');
    const r3 = (await w.gql(CREATE, { i: { sourceWarehouseId: w.wh1.id, items: [] } })).createStockOrdersFromSuggestions;
    expect(r3.fieldErrors[0].messageId).toBe('purchase.tickAtLeastOne');
    expect(await state()).toBe(before);
  });

  it('creates a draft stock order, which then counts as pending supply', async () => {
    const r = (await w.gql(CREATE, { i: { sourceWarehouseId: w.wh1.id, channelId, items: [{ warehouseId: overseas.id, skuId: w.skuA.id, quantity: 43 }] } }))
      .createStockOrdersFromSuggestions;
    expect(r.data).toEqual([
      expect.objectContaining({
        status: 'draft',
        sourceWarehouseId: w.wh1.id,
        targetWarehouseId: overseas.id,
        channelId,
        lines: [{ skuId: w.skuA.id, quantity: 43 }],
      }),
    ]);
    // pending 3 + 43 = 46; supply 14 + 5 + 46 = 65 = demand → free 65 − 20 − 18 = 27 ≥ 6.16: not needed.
    expect(await suggestionA({ channelId })).toMatchObject({ pendingStockOrders: 46, supply: 65, needed: false, suggestedQuantity: 0 });
  });
});

describe('overseas stock report by age band', () => {
  it('splits the FIFO lots into the bands, at cost', async () => {
    const rows = (await w.gql(REPORT, { f: {} })).overseasStockReport.edges.map((e: any) => e.node);
    expect(rows).toEqual([
      {
        warehouseId: overseas.id,
        skuId: w.skuA.id,
        sku: w.skuA.sku,
        quantity: 14,
        value: 37,
        oldestDays: 100,
        bands: [
          { band: '0-30', quantity: 0, value: 0 },
          { band: '30-60', quantity: 10, value: 25 },
          { band: '60-90', quantity: 0, value: 0 },
          { band: '90+', quantity: 4, value: 12 },
        ],
      },
    ]);
  });
});

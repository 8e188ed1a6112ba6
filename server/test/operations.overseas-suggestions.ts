// Crawler entries of overseas restock suggestions (issue 23 item 5; see DomainOperations in
// operations.ts). The seed makes an own warehouse, an overseas warehouse with stock, a first-mile
// channel and one safety-stock setting per company; company A aiming at B's ids gets "not found".
import { applyMoves } from '../src/modules/inventory/stock.service';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const E = `__typename ... on Error { messageId }`;
const V = `${E} ... on ValidationError { fieldErrors { messageId } }`;

export const overseasSuggestionOperations: DomainOperations = {
  operations: [
    {
      field: 'overseasSuggestions',
      query:
        'query($f: OverseasSuggestionFilter) { overseasSuggestions(first: 100, filter: $f) { totalCount edges { node { skuId warehouseId suggestedQuantity } } } }',
      variables: (i) => ({ f: { warehouseId: i.osWarehouseId, channelId: i.osChannelId } }),
    },
    {
      field: 'overseasSafetySettings',
      query: 'query($f: OverseasStockFilter) { overseasSafetySettings(first: 100, filter: $f) { totalCount edges { node { skuId warehouseId ownSetting } } } }',
      variables: (i) => ({ f: { warehouseId: i.osWarehouseId } }),
    },
    {
      field: 'overseasStockReport',
      query: 'query($f: OverseasStockFilter) { overseasStockReport(first: 100, filter: $f) { totalCount edges { node { skuId quantity value } } } }',
      variables: (i) => ({ f: { warehouseId: i.osWarehouseId } }),
    },
    {
      field: 'setOverseasSafetySettings',
      query: `mutation($i: OverseasSafetyInput!) { setOverseasSafetySettings(input: $i) { ${V} } }`,
      variables: (i) => ({
        i: { items: [{ warehouseId: i.osWarehouseId, skuId: i.osSkuId }], minStockingDays: 5, maxStockingDays: 20, safeDays: 5, safetyStock: 4, moq: 2 },
      }),
    },
    {
      field: 'createStockOrdersFromSuggestions',
      query: `mutation($i: OverseasStockOrderInput!) { createStockOrdersFromSuggestions(input: $i) { ${V} } }`,
      variables: (i) => ({
        i: { sourceWarehouseId: i.osSourceId, channelId: i.osChannelId, items: [{ warehouseId: i.osWarehouseId, skuId: i.osSkuId, quantity: 2 }] },
      }),
    },
  ],

  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const companyId = company.companyId;
    const product = await ctx.db.product.create({
      data: { companyId, spu: `OS-${tag}`, name: `Overseas ${tag}`, skus: { create: [{ companyId, sku: `OS-${tag}-A`, purchasePrice: '4.00' }] } },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const source = await ctx.db.warehouse.create({ data: { companyId, name: `OS own ${tag}` } });
    const target = await ctx.db.warehouse.create({
      data: { companyId, name: `OS overseas ${tag}`, type: 'overseas', country: 'US', locations: { create: [{ companyId, code: 'OS-US1' }] } },
      include: { locations: true },
    });
    await ctx.db.$transaction((tx) =>
      applyMoves(ctx, tx, [
        { skuId: sku.id, warehouseId: target.id, locationId: target.locations[0].id, type: 'inbound', quantity: 6, unitCost: '5.00', billNo: `OS-SEED-${tag}` },
      ]),
    );
    const provider = await ctx.db.firstMileProvider.create({ data: { companyId, name: `OS provider ${tag}` } });
    const channel = await ctx.db.firstMileChannel.create({
      data: { companyId, providerId: provider.id, name: `OS channel ${tag}`, transportMode: 'air', minDays: 5, maxDays: 9, priceCard: {} },
    });
    await ctx.db.overseasStockSetting.create({
      data: { companyId, warehouseId: target.id, skuId: sku.id, minStockingDays: 7, maxStockingDays: 30, safeDays: 7, safetyStock: 10, moq: 3 },
    });
    return { osSkuId: sku.id, osSourceId: source.id, osWarehouseId: target.id, osChannelId: channel.id };
  },

  async snapshot(db, companyId) {
    const where = { where: { companyId }, orderBy: { id: 'asc' as const } };
    return Promise.all([db.overseasStockSetting.findMany(where)]);
  },
};

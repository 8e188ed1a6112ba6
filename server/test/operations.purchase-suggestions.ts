// Crawler entries of purchase-suggestions (see DomainOperations in operations.ts): the computed
// lists (out of stock, advice, suggestions, available stock), the plan, settings and generation.
// Computed rows have no id of their own: lists answer `id: skuId` so the tenancy crawl can check
// that another company's SKU never shows up.
import type { BareClient } from '../src/platform/db';
import { contextOf } from './harness';
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const computed = (field: string) => `{ ${field}(first: 100) { totalCount edges { node { id: skuId warehouseId } } } }`;

export const purchaseSuggestionOperations: DomainOperations = {
  operations: [
    { field: 'outOfStockLines', query: computed('outOfStockLines'), variables: () => ({}), foreign: { list: 'psSkuId' } },
    { field: 'outOfStockAdvice', query: computed('outOfStockAdvice'), variables: () => ({}), foreign: { list: 'psSkuId' } },
    { field: 'purchaseSuggestions', query: computed('purchaseSuggestions'), variables: () => ({}), foreign: { list: 'psSkuId' } },
    { field: 'availableProducts', query: computed('availableProducts'), variables: () => ({}), foreign: { list: 'psSkuId' } },
    {
      field: 'purchasePlanItems',
      query: `{ purchasePlanItems(first: 100) { totalCount edges { node { id supplierName warehouseName } } } }`,
      variables: () => ({}),
      foreign: { list: 'psPlanItemId' },
    },
    { field: 'purchaseSuggestionSettings', query: `{ purchaseSuggestionSettings { minStockingDays salesWeights { days weight } } }`, variables: () => ({}) },
    {
      field: 'skuPurchaseSetting',
      query: `query($id: Int!) { skuPurchaseSetting(skuId: $id) { skuId stockFloor } }`,
      variables: (i) => ({ id: i.psSkuId }),
      foreign: 'null',
    },
    {
      field: 'setPurchasingSuspended',
      query: `mutation($ids: [Int!]!) { setPurchasingSuspended(skuIds: $ids, suspended: false) ${R} }`,
      variables: (i) => ({ ids: [i.psSkuId] }),
      foreign: 'notFound',
    },
    {
      field: 'joinPurchasePlan',
      query: `mutation($i: JoinPurchasePlanInput!) { joinPurchasePlan(input: $i) ${R} }`,
      variables: (i) => ({ i: { items: [{ skuId: i.psSkuId, warehouseId: i.psWarehouseId }] } }),
      foreign: 'notFound',
    },
    {
      field: 'resetPurchasePlanQuantity',
      query: `mutation($ids: [Int!]!) { resetPurchasePlanQuantity(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.psPlanItemId] }),
      foreign: 'notFound',
    },
    {
      field: 'setPurchasePlanQuantity',
      query: `mutation($id: Int!) { setPurchasePlanQuantity(id: $id, quantity: 3) ${R} }`,
      variables: (i) => ({ id: i.psPlanItemId }),
      foreign: 'notFound',
    },
    {
      field: 'setPurchasePlanSupplier',
      query: `mutation($ids: [Int!]!, $s: Int!) { setPurchasePlanSupplier(ids: $ids, supplierId: $s) ${R} }`,
      variables: (i) => ({ ids: [i.psPlanItemId], s: i.psSupplierId }),
      foreign: 'notFound',
    },
    {
      field: 'removePurchasePlanItems',
      query: `mutation($ids: [Int!]!) { removePurchasePlanItems(ids: $ids) ${R} }`,
      variables: (i) => ({ ids: [i.psPlanItemId] }),
      foreign: 'notFound',
    },
    {
      field: 'generatePurchaseOrders',
      query: `mutation($i: GeneratePurchaseOrdersInput!) { generatePurchaseOrders(input: $i) ${R} }`,
      variables: (i) => ({
        i: { warehouseId: i.psWarehouseId, items: [{ skuId: i.psSkuId, supplierId: i.psSupplierId, warehouseId: i.psWarehouseId, quantity: 1 }] },
      }),
      foreign: 'notFound',
    },
    {
      field: 'updatePurchaseSuggestionSetting',
      query: `mutation($i: PurchaseSuggestionSettingInput!) { updatePurchaseSuggestionSetting(input: $i) ${R} }`,
      variables: (i) => ({ i: { skuId: i.psSkuId, supplierId: i.psSupplierId, minStockingDays: 5, maxStockingDays: 20, safeDays: 5 } }),
      foreign: 'notFound',
    },
    {
      field: 'setBatchSafetySettings',
      query: `mutation($i: BatchSafetySettingInput!) { setBatchSafetySettings(input: $i) ${R} }`,
      variables: (i) => ({ i: { skuIds: [i.psSkuId], warehouseId: i.psWarehouseId, stockFloor: 0 } }),
      foreign: 'notFound',
    },
  ],

  /** A SKU with stock and an out-of-stock order waiting, its supplier, a warehouse and a plan item. */
  async seed(app, company, tag) {
    const ctx = await contextOf(app, company.token);
    const db = ctx.db;
    const companyId = company.companyId;
    const warehouse = await db.warehouse.create({ data: { companyId, name: `Suggest warehouse ${tag}` } });
    const product = await db.product.create({
      data: { companyId, spu: `PS-${tag}`, name: `Suggest product ${tag}`, skus: { create: [{ companyId, sku: `PS-${tag}-1`, purchasePrice: '2.00' }] } },
      include: { skus: true },
    });
    const sku = product.skus[0];
    const supplier = await db.supplier.create({ data: { companyId, name: `Suggest supplier ${tag}` } });
    await db.supplierProduct.create({ data: { companyId, supplierId: supplier.id, skuId: sku.id, preferred: true, purchasePrice: '1.50' } });
    await db.stock.create({ data: { companyId, skuId: sku.id, warehouseId: warehouse.id, quantity: 0 } });
    const shop = await db.shop.findFirst({ select: { id: true } });
    if (shop) {
      await db.order.create({
        data: {
          companyId,
          shopId: shop.id,
          platformType: 1,
          platformOrderNo: `PS-${tag}`,
          orderNo: `PS${tag}`,
          status: 'outOfStock',
          orderedAt: new Date(),
          warehouseId: warehouse.id,
          items: { create: [{ companyId, title: 'x', quantity: 2, skuId: sku.id, platformSku: sku.sku }] },
        },
      });
    }
    const item = await db.purchasePlanItem.create({
      data: { companyId, skuId: sku.id, warehouseId: warehouse.id, supplierId: supplier.id, quantity: 2, suggestedQuantity: 2 },
    });
    return { psSkuId: sku.id, psWarehouseId: warehouse.id, psSupplierId: supplier.id, psPlanItemId: item.id };
  },
  async snapshot(db: BareClient, companyId: number) {
    const [settings, plan] = await Promise.all([
      db.purchaseSetting.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.purchasePlanItem.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { settings, plan };
  },
};

// GraphQL of suppliers and supply relationships (issue 7): /supplier, /supplierDetails,
// /supplyRelationship, /supplyRelationshipDetails, /supplyProDetails, and the supplier pickers.
import { PAGE_SIZE_MAX, type SupplierStatistics } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, onInt, reading, rowCommandsOn } from '../../graphql/fields';
import { pageType } from '../../graphql/results';
import { skuFields } from '../../graphql/sku-fields';
import { PurchaseOrderStatusEnum } from '../../graphql/enums';
import { findById, listOf } from '../../graphql/pagination';
import { compact, linesOf, plainInput } from '../../graphql/inputs';
import * as suppliers from './suppliers.service';

const money = (n: number | null) => (n == null ? null : n.toFixed(2));
/** How a supplier is reached and paid: plain text, the same on the supplier and its input. */
const contactFields = {
  website: 'String',
  contact: 'String',
  phone: 'String',
  address: 'String',
  bankName: 'String',
  accountNumber: 'String',
  payee: 'String',
} as const;

const Statistics = builder.objectRef<SupplierStatistics>('SupplierStatistics').implement({
  description: 'Statistics of a supplier from its purchase orders (not cancelled)',
  fields: (t) => ({
    purchaseCount: t.exposeInt('purchaseCount', { description: 'Number of purchases' }),
    delayRate: t.exposeFloat('delayRate', {
      description: 'Orders first signed for after the ETA (or order date + delivery days) over orders signed for, 0..1',
    }),
    ...exposeFields(t, {
      replenishmentRate: 'Float: Orders fully received over orders with anything received, 0..1',
      returnRate: 'Float: Returned or exchanged quantity (abnormal receipts) over received quantity, 0..1',
    }),
    averagePrice: t.field({ type: 'Decimal', description: 'Unit price weighted by quantity', resolve: (s) => money(s.averagePrice)! }),
    latestPrice: t.field({ type: 'Decimal', nullable: true, resolve: (s) => money(s.latestPrice) }),
    latestPurchaseAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.latestPurchaseAt }),
    ...exposeFields(t, {
      defectiveCount: 'Int',
      defectiveRate: 'Float: Defective over inspected quantity, 0..1',
      purchaseQuantity: 'Int',
      receivedQuantity: 'Int',
    }),
    purchaseAmount: t.field({ type: 'Decimal', description: 'Σ quantity × unit price (goods only)', resolve: (s) => money(s.purchaseAmount)! }),
  }),
});

builder.prismaObject('Supplier', {
  description: 'A supplier (spec 02 §3 Supplier)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      type: 'String: formal or temporary',
      preferred: 'Boolean',
      ...contactFields,
      deliveryDays: 'Int: Promised delivery time in days',
    }),
    taxRate: t.field({ type: 'Decimal', description: 'Tax rate in percent on the supplier invoice', resolve: (s) => s.taxRate.toFixed(2) }),
    ...exposeFields(t, {
      wholesaleMemberId: 'String: Related wholesale-platform supplier: member id',
      wholesaleShopName: 'String: Related wholesale-platform supplier: shop name',
      remark: 'String',
      enabled: 'Boolean',
      createdAt: 'DateTime',
      updatedAt: 'DateTime',
    }),
    productCount: t.int({ description: 'SKUs it sells', resolve: (s, _a, ctx) => suppliers.loadProductCount(ctx, s.id) }),
    statistics: t.field({ type: Statistics, resolve: (s, _a, ctx) => suppliers.loadSupplierStatistics(ctx, s.id) }),
  }),
});

const SupplierProductObject = builder.prismaObject('SupplierProduct', {
  description: 'A SKU a supplier sells (supply relationship)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', supplierId: 'Int' }),
    supplierName: t.string({ resolve: async (p, _a, ctx) => (await suppliers.loadSupplier(ctx, p.supplierId))?.name ?? '' }),
    supplierType: t.string({ resolve: async (p, _a, ctx) => (await suppliers.loadSupplier(ctx, p.supplierId))?.type ?? '' }),
    supplierEnabled: t.boolean({ resolve: async (p, _a, ctx) => (await suppliers.loadSupplier(ctx, p.supplierId))?.enabled ?? false }),
    skuId: t.exposeInt('skuId'),
    ...skuFields(t, 'skuId'),
    preferred: t.exposeBoolean('preferred'),
    purchasePrice: t.field({ type: 'Decimal', resolve: (p) => p.purchasePrice.toFixed(2) }),
    ...exposeFields(t, { moq: 'Int: Minimum order quantity', purchaseLink: 'String', remark: 'String' }),
    lastPurchasePrice: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: async (p, _a, ctx) => (await suppliers.loadLastPurchase(ctx, p.supplierId, p.skuId)).lastPrice,
    }),
    lastPurchaseAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: async (p, _a, ctx) => (await suppliers.loadLastPurchase(ctx, p.supplierId, p.skuId)).lastAt,
    }),
    purchasedQuantity: t.int({
      description: 'Units ordered from this supplier (orders not cancelled)',
      resolve: async (p, _a, ctx) => (await suppliers.loadLastPurchase(ctx, p.supplierId, p.skuId)).quantity,
    }),
    supplierStatistics: t.field({ type: Statistics, resolve: (p, _a, ctx) => suppliers.loadSupplierStatistics(ctx, p.supplierId) }),
  }),
});

const PurchaseRecord = builder.objectRef<suppliers.PurchaseRecord>('SupplierPurchaseRecord').implement({
  description: 'One purchase order line of a supplier',
  fields: (t) => ({
    ...exposeFields(t, { lineId: 'Int', purchaseOrderId: 'Int', orderNo: 'String' }),
    orderDate: t.field({ type: 'DateTime', resolve: (r) => r.orderDate }),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    skuId: t.exposeInt('skuId'),
    ...skuFields(t, 'skuId', { sku: 'sku', productName: 'productName' }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({ type: 'Decimal', resolve: (r) => r.unitPrice }),
    ...exposeFields(t, { receivedQuantity: 'Int', goodQuantity: 'Int', defectiveQuantity: 'Int' }),
  }),
});
const PurchaseRecordPage = pageType('SupplierPurchaseRecordPage', PurchaseRecord);
const SupplierProductPage = pageType('SupplierProductPage', SupplierProductObject);

const SupplyRelationship = builder.objectRef<suppliers.SupplyRelationshipRow>('SupplyRelationship').implement({
  description: 'A SKU with the suppliers that sell it (preferred first)',
  fields: (t) => ({
    ...exposeFields(t, { skuId: 'Int', sku: 'String', productName: 'String', image: 'String' }),
    supplierCount: t.int({ resolve: (r) => r.suppliers.length }),
    preferredSupplierId: t.int({ nullable: true, resolve: (r) => r.suppliers.find((s) => s.preferred)?.supplierId ?? null }),
    preferredSupplierName: t.string({
      resolve: async (r, _a, ctx) => {
        const p = r.suppliers.find((s) => s.preferred);
        return p ? ((await suppliers.loadSupplier(ctx, p.supplierId))?.name ?? '') : '';
      },
    }),
    preferredPrice: t.field({ type: 'Decimal', nullable: true, resolve: (r) => r.suppliers.find((s) => s.preferred)?.purchasePrice.toFixed(2) ?? null }),
    suppliers: t.field({ type: [SupplierProductObject], resolve: (r) => r.suppliers }),
  }),
});
const SupplyRelationshipPage = pageType('SupplyRelationshipPage', SupplyRelationship);

const SupplierOption = builder.objectRef<suppliers.SupplierOptionRow>('SupplierOption').implement({
  fields: (t) => exposeFields(t, { id: 'Int', name: 'String', type: 'String', enabled: 'Boolean', preferred: 'Boolean' }),
});
const SupplierProductPrice = builder.objectRef<suppliers.SupplierProductPriceRow>('SupplierProductPrice').implement({
  fields: (t) => ({
    skuId: t.exposeInt('skuId'),
    unitPrice: t.field({ type: 'Decimal', nullable: true, description: 'Null when the supplier does not sell the SKU', resolve: (r) => r.unitPrice }),
    ...exposeFields(t, { moq: 'Int', purchaseLink: 'String', preferred: 'Boolean' }),
  }),
});

const SupplierFilter = plainInput('SupplierFilter', {
  keyword: 'String: Name or contact',
  type: 'String: formal or temporary',
  preferred: 'Boolean',
  enabled: 'Boolean',
});
const SupplierInput = plainInput('SupplierInput', {
  name: 'String!',
  type: 'String',
  preferred: 'Boolean',
  ...contactFields,
  deliveryDays: 'Int: Promised delivery time in whole days (0 to 365)',
  taxRate: 'Decimal: Percent, an integer or two decimals, below 100',
  wholesaleMemberId: 'String',
  wholesaleShopName: 'String',
  remark: 'String',
});
const SupplyRelationshipFilter = plainInput('SupplyRelationshipFilter', {
  keyword: 'String: SKU or product name',
  supplierId: 'Int',
  noSupplier: 'Boolean: Only SKUs without supplier',
});
const SupplyRelationshipSupplierInput = plainInput('SupplyRelationshipSupplierInput', {
  supplierId: 'Int!',
  preferred: 'Boolean',
  purchasePrice: 'Decimal',
  moq: 'Int',
  purchaseLink: 'String',
  remark: 'String',
});
const SupplyRelationshipInput = plainInput('SupplyRelationshipInput', { skuId: 'Int!', suppliers: linesOf(SupplyRelationshipSupplierInput) });

builder.queryFields((t) => {
  const pageArgs = () => ({
    offset: t.arg.int({ description: 'Rows to skip from the start' }),
    first: t.arg.int({ description: `Page size (default 30, at most ${PAGE_SIZE_MAX})` }),
  });
  return {
    suppliers: t.prismaConnection({
      type: 'Supplier',
      ...reading('supplier'),
      ...listOf(SupplierFilter, (ctx) => ctx.db.supplier, suppliers.supplierWhere, { id: 'desc' }),
    }),
    supplier: t.prismaField({ type: 'Supplier', ...reading('supplier'), ...findById((ctx) => ctx.db.supplier, suppliers.supplierWhere) }),
    supplierPurchaseRecords: t.field({
      type: PurchaseRecordPage,
      nullable: true,
      authScopes: { permission: 'supplier' },
      description: "The supplier's purchase order lines, newest first (null: no such supplier)",
      args: { supplierId: t.arg.int({ required: true }), ...pageArgs() },
      resolve: (_r, a, ctx) => suppliers.supplierPurchaseRecords(ctx, a.supplierId, { offset: a.offset, first: a.first }),
    }),
    supplyRelationships: t.field({
      type: SupplyRelationshipPage,
      authScopes: { permission: 'supplyRelationship' },
      args: { filter: t.arg({ type: SupplyRelationshipFilter }), ...pageArgs() },
      resolve: (_r, a, ctx) => suppliers.supplyRelationships(ctx, compact(a.filter ?? {}), { offset: a.offset, first: a.first }),
    }),
    supplyRelationship: t.field({
      type: SupplyRelationship,
      nullable: true,
      authScopes: { permission: 'supplyRelationship' },
      description: "One SKU's suppliers (null: no such SKU)",
      args: { skuId: t.arg.int({ required: true }) },
      resolve: (_r, { skuId }, ctx) => suppliers.supplyRelationshipOf(ctx, skuId),
    }),
    supplierProducts: t.field({
      type: SupplierProductPage,
      nullable: true,
      authScopes: { permission: 'supplyRelationship' },
      description: "One supplier's products (null: no such supplier)",
      args: { supplierId: t.arg.int({ required: true }), keyword: t.arg.string({ description: 'SKU or product name' }), ...pageArgs() },
      resolve: (_r, a, ctx) => suppliers.supplierProducts(ctx, a.supplierId, a.keyword, { offset: a.offset, first: a.first }),
    }),
    supplierOptions: t.field({
      type: [SupplierOption],
      authScopes: { loggedIn: true },
      description: 'Suppliers for pickers (callers holding any purchasing page)',
      resolve: (_r, _a, ctx) => suppliers.supplierOptions(ctx),
    }),
    supplierProductPrices: t.field({
      type: [SupplierProductPrice],
      authScopes: { loggedIn: true },
      errors: {},
      description: 'Unit price of each SKU at one supplier (purchase order form)',
      args: { skuIds: t.arg.intList({ required: true }), supplierId: t.arg.int({ required: true }) },
      resolve: (_r, a, ctx) => suppliers.supplierProductPrices(ctx, a.skuIds, a.supplierId),
    }),
  };
});

const ext = { operateModule: 'suppliers' };
const supplierUpdate = command('supplier.update', ext);
const onSupplier = rowCommandsOn('Supplier');
builder.mutationFields((t) => ({
  createSupplier: t.prismaField(onSupplier.byInput(supplierUpdate, SupplierInput, suppliers.createSupplier)),
  updateSupplier: t.prismaField(onSupplier.byIdInput(supplierUpdate, SupplierInput, suppliers.updateSupplier)),
  setSupplierEnabled: t.prismaField(onSupplier.bySwitch(supplierUpdate, suppliers.setSupplierEnabled)),
  deleteSupplier: t.field(onInt.byId(supplierUpdate, suppliers.deleteSupplier, 'Deletes a supplier no purchase order references; answers its id')),
  setSupplyRelationship: t.field({
    type: SupplyRelationship,
    ...command('supplyRelationship.update', ext),
    description: "Replaces a SKU's suppliers (exactly one preferred)",
    args: { input: t.arg({ type: SupplyRelationshipInput, required: true }) },
    resolve: (_r, { input }, ctx) => suppliers.setSupplyRelationship(ctx, { ...input, suppliers: input.suppliers.map((s) => compact(s)) }),
  }),
}));

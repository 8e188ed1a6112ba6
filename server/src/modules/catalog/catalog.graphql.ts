// GraphQL of the catalog domain (issue 5): the product library, its SKUs and the SKU picker.
import { PAGE_SIZE_MAX, translate } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { ProductStatusEnum } from '../../graphql/enums';
import { ErrorInterface } from '../../graphql/errors';
import { checkOffset, withOffset } from '../../graphql/pagination';
import { loadUserName } from '../../platform/lookups';
import * as catalog from './catalog.service';

const SkuOption = builder.objectRef<catalog.SkuOptionRow>('SkuOption').implement({
  description: 'A SKU for pickers (order lines, bills, transfers, counts)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    sku: t.exposeString('sku'),
    productName: t.exposeString('productName'),
    image: t.exposeString('image', { description: 'The SKU image, else the product main image' }),
    isCombo: t.exposeBoolean('isCombo'),
    available: t.exposeInt('available', {
      nullable: true,
      description: 'quantity − occupied in warehouseId (a combination: the sets its components make); null without warehouseId',
    }),
  }),
});

const DeveloperOption = builder.objectRef<{ id: number; name: string; username: string; enabled: boolean }>('DeveloperOption').implement({
  description: 'An account of the company that can be named as a product developer',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), username: t.exposeString('username'), enabled: t.exposeBoolean('enabled') }),
});

const ProductSpecification = builder.objectRef<{ name: string; options: string[] }>('ProductSpecification').implement({
  description: 'A specification of the SKU model and its options',
  fields: (t) => ({ name: t.exposeString('name'), options: t.exposeStringList('options') }),
});

builder.prismaObject('Product', {
  description: 'A product of the product library (SPU) with its SKUs',
  fields: (t) => ({
    id: t.exposeInt('id'),
    spu: t.exposeString('spu'),
    name: t.exposeString('name'),
    nameEn: t.exposeString('nameEn'),
    category: t.exposeString('category'),
    status: t.expose('status', { type: ProductStatusEnum }),
    statusName: t.string({ resolve: (p, _a, ctx) => translate(ctx.lang, `catalog.statusName.${p.status}`) }),
    rejectReason: t.exposeString('rejectReason'),
    developerId: t.exposeInt('developerId', { nullable: true }),
    developerName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.developerId) }),
    platforms: t.exposeIntList('platforms', { description: 'Listing platform type numbers' }),
    mainImage: t.exposeString('mainImage'),
    images: t.exposeStringList('images'),
    weight: t.exposeInt('weight', { description: 'Grams' }),
    length: t.exposeInt('length', { description: 'Centimetres' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    declareNameZh: t.exposeString('declareNameZh'),
    declareNameEn: t.exposeString('declareNameEn'),
    declareValue: t.expose('declareValue', { type: 'Decimal' }),
    hsCode: t.exposeString('hsCode'),
    infringementInfo: t.exposeString('infringementInfo'),
    supplierLinks: t.exposeStringList('supplierLinks'),
    specifications: t.field({
      type: [ProductSpecification],
      resolve: (p) => (Array.isArray(p.specifications) ? (p.specifications as { name: string; options: string[] }[]) : []),
    }),
    remark: t.exposeString('remark'),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    skus: t.relation('skus', { query: { orderBy: { id: 'asc' } } }),
    skuCount: t.int({
      select: { _count: { select: { skus: true } } },
      resolve: (p, _a, ctx) => (p as { _count?: { skus: number } })._count?.skus ?? ctx.db.sku.count({ where: { productId: p.id } }),
    }),
  }),
});

builder.prismaObject('Sku', {
  description: 'A SKU (variant row of the SKU model, or a combination of other SKUs)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    productId: t.exposeInt('productId'),
    sku: t.exposeString('sku'),
    ean: t.string({ resolve: (s) => s.ean ?? '' }),
    barcode: t.string({ resolve: (s) => s.barcode ?? '' }),
    options: t.exposeStringList('options', { description: 'Option per specification, in order' }),
    price: t.expose('price', { type: 'Decimal' }),
    purchasePrice: t.expose('purchasePrice', { type: 'Decimal' }),
    weight: t.exposeInt('weight'),
    image: t.exposeString('image'),
    isCombo: t.exposeBoolean('isCombo'),
    abcClass: t.exposeString('abcClass'),
    components: t.relation('components', { query: { orderBy: { id: 'asc' } } }),
  }),
});

builder.prismaObject('SkuComponent', {
  description: 'One component of a combination SKU',
  fields: (t) => ({
    id: t.exposeInt('id'),
    quantity: t.exposeInt('quantity'),
    componentSkuId: t.exposeInt('componentSkuId'),
    componentSku: t.relation('componentSku'),
  }),
});

const ProductStatusCounts = builder.objectRef<Awaited<ReturnType<typeof catalog.productStatusCounts>>>('ProductStatusCounts').implement({
  fields: (t) => ({
    all: t.exposeInt('all'),
    draft: t.exposeInt('draft'),
    reviewing: t.exposeInt('reviewing'),
    rejected: t.exposeInt('rejected'),
    approved: t.exposeInt('approved'),
  }),
});

const BatchFailure = builder.objectRef<catalog.BatchFailure>('BatchFailure').implement({
  description: 'One ticked record a batch action could not take, and why',
  fields: (t) => ({
    id: t.exposeInt('id'),
    label: t.exposeString('label', { description: 'What the seller knows the record by (SPU, bill number)' }),
    messageId: t.exposeString('messageId'),
    message: t.string({ resolve: (f, _a, ctx) => translate(ctx.lang, f.messageId, f.params) }),
  }),
});

builder.objectType(catalog.BatchRefusedError, {
  name: 'BatchRefusedError',
  description: 'A batch action refused as a whole: nothing was changed; failures lists each record that could not take it',
  interfaces: [ErrorInterface],
  fields: (t) => ({ failures: t.field({ type: [BatchFailure], resolve: (e) => e.failures }) }),
});

const ProductFilter = builder.inputType('ProductFilter', {
  fields: (t) => ({
    status: t.field({ type: ProductStatusEnum }),
    keyword: t.string({ description: 'SPU, name or SKU contains' }),
    developerId: t.int(),
    platform: t.int({ description: 'Listing platform type number' }),
  }),
});

const ProductSpecificationInput = builder.inputType('ProductSpecificationInput', {
  fields: (t) => ({ name: t.string({ required: true }), options: t.stringList({ required: true }) }),
});
const SkuComponentInput = builder.inputType('SkuComponentInput', {
  fields: (t) => ({ sku: t.string({ required: true, description: 'SKU code of the component' }), quantity: t.int({ required: true }) }),
});
const ProductSkuInput = builder.inputType('ProductSkuInput', {
  fields: (t) => ({
    id: t.int({ description: 'The SKU id when the row already exists (update); empty for a new row' }),
    sku: t.string({ required: true }),
    ean: t.string(),
    barcode: t.string(),
    options: t.stringList(),
    price: t.string(),
    purchasePrice: t.string(),
    weight: t.int(),
    stock: t.int({ description: 'Opening stock of a new row, received into openingWarehouseId' }),
    image: t.string(),
    components: t.field({ type: [SkuComponentInput], description: 'Non-empty: a combination SKU' }),
  }),
});
const ProductInput = builder.inputType('ProductInput', {
  fields: (t) => ({
    spu: t.string({ required: true }),
    name: t.string({ required: true }),
    nameEn: t.string(),
    category: t.string(),
    developerId: t.int(),
    platforms: t.intList(),
    mainImage: t.string(),
    images: t.stringList(),
    weight: t.int(),
    length: t.int(),
    width: t.int(),
    height: t.int(),
    declareNameZh: t.string(),
    declareNameEn: t.string(),
    declareValue: t.string(),
    hsCode: t.string(),
    infringementInfo: t.string(),
    supplierLinks: t.stringList(),
    specifications: t.field({ type: [ProductSpecificationInput] }),
    skus: t.field({ type: [ProductSkuInput], required: true }),
    remark: t.string(),
    openingWarehouseId: t.int({ description: 'Warehouse receiving the opening stock of new rows' }),
  }),
});

/** GraphQL nulls mean "not given": dropped at every level, so the rule defaults apply. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

builder.queryFields((t) => ({
  skuOptions: t.field({
    type: [SkuOption],
    authScopes: { loggedIn: true },
    description: 'Search-as-you-type SKU list (SKU code, product name or SPU), at most `first` (default 20, max 50)',
    args: { keyword: t.arg.string(), warehouseId: t.arg.int(), first: t.arg.int() },
    resolve: (_r, args, ctx) => catalog.skuOptions(ctx, args),
  }),
  developerOptions: t.field({
    type: [DeveloperOption],
    authScopes: { loggedIn: true },
    description: 'Accounts of the company for the developer picker',
    resolve: (_r, _a, ctx) => catalog.developerOptions(ctx),
  }),
  products: t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    maxSize: PAGE_SIZE_MAX,
    defaultSize: 30,
    authScopes: { permission: 'productLibrary' },
    args: { offset: t.arg.int({ description: 'Rows to skip from the start (page-number screens); replaces after' }), filter: t.arg({ type: ProductFilter }) },
    resolve: (query, _r, args, ctx) =>
      ctx.db.product.findMany({
        ...withOffset(query, args.offset),
        where: catalog.productWhere(ctx, args.filter ?? {}),
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.product.count({ where: catalog.productWhere(ctx, args.filter ?? {}) });
    },
  }),
  productStatusCounts: t.field({
    type: ProductStatusCounts,
    authScopes: { permission: 'productLibrary' },
    description: 'Products per status for the list tabs (the filter status is ignored)',
    args: { filter: t.arg({ type: ProductFilter }) },
    resolve: (_r, args, ctx) => catalog.productStatusCounts(ctx, args.filter ?? {}),
  }),
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    authScopes: { permission: 'productLibrary' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.db.product.findFirst({ ...query, where: { AND: [catalog.productWhere(ctx), { id }] } }),
  }),
}));

const ext = { operateModule: 'catalog' };
const batchErrors = { types: [catalog.BatchRefusedError] };
builder.mutationFields((t) => ({
  createProduct: t.prismaField({
    type: 'Product',
    errors: {},
    authScopes: { permission: 'product.create' },
    extensions: ext,
    description: 'Creates a draft product with its SKU rows; rows with a stock receive it into openingWarehouseId',
    args: { input: t.arg({ type: ProductInput, required: true }) },
    // not `query`: a selection of only the error members makes it an empty select
    resolve: (_q, _r, { input }, ctx) => catalog.createProduct(ctx, withoutNulls(input)),
  }),
  updateProduct: t.prismaField({
    type: 'Product',
    errors: {},
    authScopes: { permission: 'product.update' },
    extensions: ext,
    description: 'Saves a product (not while under review; an approved product goes back to draft)',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_q, _r, { id, input }, ctx) => catalog.updateProduct(ctx, id, withoutNulls(input)),
  }),
  deleteProducts: t.field({
    type: 'Int',
    errors: batchErrors,
    authScopes: { permission: 'product.delete' },
    extensions: ext,
    description: 'Deletes drafts and rejected products, all or nothing; answers how many were deleted',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids }, ctx) => catalog.deleteProducts(ctx, { ids }),
  }),
  submitProducts: t.prismaField({
    type: ['Product'],
    errors: batchErrors,
    authScopes: { permission: 'product.update' },
    extensions: ext,
    description: 'Submits drafts and rejected products for review, all or nothing',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { ids }, ctx) => catalog.submitProducts(ctx, { ids }),
  }),
  reviewProducts: t.prismaField({
    type: ['Product'],
    errors: batchErrors,
    authScopes: { permission: 'product.review' },
    extensions: ext,
    description: 'Approves or rejects products under review, all or nothing; rejecting needs a reason',
    args: { ids: t.arg.intList({ required: true }), approve: t.arg.boolean({ required: true }), reason: t.arg.string() },
    resolve: (_q, _r, args, ctx) => catalog.reviewProducts(ctx, withoutNulls(args)),
  }),
}));

// GraphQL of the catalog domain (issue 5): the product library, its SKUs and the SKU picker.
import { translate } from '@erp/schema';
import { inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import { command, exposeFields, nameFields, pageList } from '../../graphql/fields';
import { ProductStatusEnum } from '../../graphql/enums';
import { ErrorInterface } from '../../graphql/errors';
import { filteredList, findById } from '../../graphql/pagination';
import { loadUserName } from '../../platform/lookups';
import * as catalog from './catalog.service';

const SkuOption = builder.objectRef<catalog.SkuOptionRow>('SkuOption').implement({
  description: 'A SKU for pickers (order lines, bills, transfers, counts)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      sku: 'String',
      productName: 'String',
      image: 'String: The SKU image, else the product main image',
      isCombo: 'Boolean',
    }),
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
    ...exposeFields(t, { id: 'Int', spu: 'String', name: 'String', nameEn: 'String', category: 'String' }),
    status: t.expose('status', { type: ProductStatusEnum }),
    statusName: t.string({ resolve: (p, _a, ctx) => translate(ctx.lang, `catalog.statusName.${p.status}`) }),
    ...exposeFields(t, { rejectReason: 'String', developerId: 'Int?' }),
    ...nameFields(t, { developerName: ['developerId', loadUserName] }),
    ...exposeFields(t, {
      platforms: 'Int[]: Listing platform type numbers',
      mainImage: 'String',
      images: 'String[]',
      weight: 'Int: Grams',
      length: 'Int: Centimetres',
      width: 'Int',
      height: 'Int',
      declareNameZh: 'String',
      declareNameEn: 'String',
      declareValue: 'Decimal',
      hsCode: 'String',
      infringementInfo: 'String',
      supplierLinks: 'String[]',
    }),
    specifications: t.field({
      type: [ProductSpecification],
      resolve: (p) => (Array.isArray(p.specifications) ? (p.specifications as { name: string; options: string[] }[]) : []),
    }),
    ...exposeFields(t, { remark: 'String', submittedAt: 'DateTime?', reviewedAt: 'DateTime?', createdAt: 'DateTime', updatedAt: 'DateTime' }),
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
    ...exposeFields(t, { id: 'Int', productId: 'Int', sku: 'String' }),
    ean: t.string({ resolve: (s) => s.ean ?? '' }),
    barcode: t.string({ resolve: (s) => s.barcode ?? '' }),
    ...exposeFields(t, {
      options: 'String[]: Option per specification, in order',
      price: 'Decimal',
      purchasePrice: 'Decimal',
      weight: 'Int',
      image: 'String',
      isCombo: 'Boolean',
      abcClass: 'String',
    }),
    components: t.relation('components', { query: { orderBy: { id: 'asc' } } }),
  }),
});

builder.prismaObject('SkuComponent', {
  description: 'One component of a combination SKU',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', quantity: 'Int', componentSkuId: 'Int' }),
    componentSku: t.relation('componentSku'),
  }),
});

const ProductStatusCounts = builder.objectRef<Awaited<ReturnType<typeof catalog.productStatusCounts>>>('ProductStatusCounts').implement({
  fields: (t) => exposeFields(t, { all: 'Int', draft: 'Int', reviewing: 'Int', rejected: 'Int', approved: 'Int' }),
});

const BatchFailure = builder.objectRef<catalog.BatchFailure>('BatchFailure').implement({
  description: 'One ticked record a batch action could not take, and why',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', label: 'String: What the seller knows the record by (SPU, bill number)', messageId: 'String' }),
    message: t.string({ resolve: (f, _a, ctx) => translate(ctx.lang, f.messageId, f.params) }),
  }),
});

builder.objectType(catalog.BatchRefusedError, {
  name: 'BatchRefusedError',
  description: 'A batch action refused as a whole: nothing was changed; failures lists each record that could not take it',
  interfaces: [ErrorInterface],
  fields: (t) => ({ failures: t.field({ type: [BatchFailure], resolve: (e) => e.failures }) }),
});

const ProductFilter = plainInput('ProductFilter', {
  status: inputOf(ProductStatusEnum),
  keyword: 'String: SPU, name or SKU contains',
  developerId: 'Int',
  platform: 'Int: Listing platform type number',
});

const ProductSpecificationInput = plainInput('ProductSpecificationInput', { name: 'String!', options: 'String[]!' });
const SkuComponentInput = plainInput('SkuComponentInput', { sku: 'String!: SKU code of the component', quantity: 'Int!' });
const ProductSkuInput = plainInput('ProductSkuInput', {
  id: 'Int: The SKU id when the row already exists (update); empty for a new row',
  sku: 'String!',
  ean: 'String',
  barcode: 'String',
  options: 'String[]',
  price: 'String',
  purchasePrice: 'String',
  weight: 'Int',
  stock: 'Int: Opening stock of a new row, received into openingWarehouseId',
  image: 'String',
  components: inputOf([SkuComponentInput], 'Non-empty: a combination SKU'),
});
const ProductInput = plainInput('ProductInput', {
  spu: 'String!',
  name: 'String!',
  nameEn: 'String',
  category: 'String',
  developerId: 'Int',
  platforms: 'Int[]',
  mainImage: 'String',
  images: 'String[]',
  weight: 'Int',
  length: 'Int',
  width: 'Int',
  height: 'Int',
  declareNameZh: 'String',
  declareNameEn: 'String',
  declareValue: 'String',
  hsCode: 'String',
  infringementInfo: 'String',
  supplierLinks: 'String[]',
  specifications: inputOf([ProductSpecificationInput]),
  skus: linesOf(ProductSkuInput),
  remark: 'String',
  openingWarehouseId: 'Int: Warehouse receiving the opening stock of new rows',
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
    ...pageList,
    authScopes: { permission: 'productLibrary' },
    ...filteredList(
      ProductFilter,
      (ctx) => ctx.db.product,
      (ctx, f) => catalog.productWhere(ctx, f ?? {}),
      [{ updatedAt: 'desc' }, { id: 'desc' }],
    ),
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
    authScopes: { permission: 'productLibrary' },
    ...findById((ctx) => ctx.db.product, catalog.productWhere),
  }),
}));

const ext = { operateModule: 'catalog' };
const batchErrors = { types: [catalog.BatchRefusedError] };
builder.mutationFields((t) => ({
  createProduct: t.prismaField({
    type: 'Product',
    ...command('product.create', ext),
    description: 'Creates a draft product with its SKU rows; rows with a stock receive it into openingWarehouseId',
    args: { input: t.arg({ type: ProductInput, required: true }) },
    // not `query`: a selection of only the error members makes it an empty select
    resolve: (_q, _r, { input }, ctx) => catalog.createProduct(ctx, withoutNulls(input)),
  }),
  updateProduct: t.prismaField({
    type: 'Product',
    ...command('product.update', ext),
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

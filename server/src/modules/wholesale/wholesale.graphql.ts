// GraphQL of the 1688 wholesale loop (/alibabaPairingList, /allibabaPair): product-link parsing,
// pairings, ordering paired products, importing platform orders, logistics sync.
import type { WholesalePairing } from '../../generated/prisma/client';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, onInt, row } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { WholesaleOrderStatusEnum } from '../../graphql/enums';
import { listOf } from '../../graphql/pagination';
import type { RequestContext } from '../../platform/context';
import { compact, inputFields, plainInput } from '../../graphql/inputs';
import { requestLoader } from '../../platform/lookups';
import type { WholesaleOffer } from './wholesale.connector';
import * as wholesale from './wholesale.service';

function loadPairing(ctx: RequestContext, skuId: number): Promise<WholesalePairing | null> {
  return requestLoader<number, WholesalePairing>(ctx, 'wholesalePairing', async (ids) => {
    const rows = await ctx.db.wholesalePairing.findMany({ where: { skuId: { in: [...ids] } } });
    return ids.map((id) => rows.find((r) => r.skuId === id) ?? null);
  }).load(skuId);
}
function loadSupplierName(ctx: RequestContext, id: number | null): Promise<string> {
  if (id == null) return Promise.resolve('');
  return requestLoader<number, { id: number; name: string }>(ctx, 'wholesaleSupplierName', async (ids) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  })
    .load(id)
    .then((s) => s?.name ?? '');
}
function loadPurchaseOrderNo(ctx: RequestContext, id: number | null): Promise<string> {
  if (id == null) return Promise.resolve('');
  return requestLoader<number, { id: number; orderNo: string }>(ctx, 'wholesalePurchaseOrderNo', async (ids) => {
    const rows = await ctx.db.purchaseOrder.findMany({ where: { id: { in: [...ids] } }, select: { id: true, orderNo: true } });
    return ids.map((i) => rows.find((r) => r.id === i) ?? null);
  })
    .load(id)
    .then((o) => o?.orderNo ?? '');
}

const PriceTier = builder.objectRef<wholesale.PriceTier>('WholesalePriceTier').implement({
  description: 'From minQuantity pieces the unit price is price',
  fields: (t) => ({ minQuantity: t.exposeInt('minQuantity'), price: t.exposeString('price') }),
});
const Attribute = builder.objectRef<WholesaleOffer['attributes'][number]>('WholesaleAttribute').implement({
  fields: (t) => ({ name: t.exposeString('name'), values: t.exposeStringList('values') }),
});
const SpecValue = builder.objectRef<{ name: string; value: string }>('WholesaleSpecValue').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});
const Variant = builder.objectRef<WholesaleOffer['variants'][number]>('WholesaleVariant').implement({
  fields: (t) => ({
    specId: t.exposeString('specId'),
    values: t.field({
      type: [SpecValue],
      description: 'Attribute name and value, one per attribute',
      resolve: (v) => Object.entries(v.values).map(([name, value]) => ({ name, value })),
    }),
    ...exposeFields(t, { price: 'String', stock: 'Int' }),
  }),
});
const Offer = builder.objectRef<WholesaleOffer>('WholesaleOffer').implement({
  description: 'A wholesale-platform product read from its link',
  fields: (t) => ({
    ...exposeFields(t, { offerId: 'String', title: 'String' }),
    supplierMemberId: t.string({ resolve: (o) => o.supplier.memberId }),
    supplierShopName: t.string({ resolve: (o) => o.supplier.shopName }),
    attributes: t.field({ type: [Attribute], resolve: (o) => o.attributes }),
    variants: t.field({ type: [Variant], resolve: (o) => o.variants }),
    priceTiers: t.field({ type: [PriceTier], resolve: (o) => o.priceTiers }),
  }),
});

const tiers = (json: unknown): wholesale.PriceTier[] => (Array.isArray(json) ? (json as wholesale.PriceTier[]) : []);

const PairingRef = builder.prismaObject('WholesalePairing', {
  description: 'A local SKU paired with one variant of a wholesale product',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int' }),
    ...skuFields(t, 'skuId', { sku: 'sku' }),
    supplierId: t.exposeInt('supplierId', { nullable: true }),
    supplierName: t.string({ resolve: (p, _a, ctx) => loadSupplierName(ctx, p.supplierId) }),
    ...exposeFields(t, {
      productUrl: 'String',
      offerId: 'String',
      specId: 'String',
      specText: 'String: The full specification, e.g. Color:Red;Size:M',
      title: 'String',
    }),
    priceTiers: t.field({ type: [PriceTier], resolve: (p) => tiers(p.priceTiers) }),
    ...exposeFields(t, { ratio: 'Int: Wholesale units per local unit', updatedAt: 'DateTime' }),
  }),
});

const PairingSku = builder.prismaObject('Sku', {
  variant: 'WholesalePairingRow',
  description: 'A SKU of the wholesale pairing list and its pairing, if any',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', sku: 'String' }),
    ...skuFields(t, 'id', { productName: 'productName', image: 'image' }),
    pairing: t.field({ type: PairingRef, nullable: true, resolve: (s, _a, ctx) => loadPairing(ctx, s.id) }),
  }),
});

builder.prismaObject('WholesaleOrder', {
  description: 'An order on the wholesale platform (placed here or imported by number)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', platformOrderNo: 'String', purchaseOrderId: 'Int?' }),
    purchaseOrderNo: t.string({ resolve: (o, _a, ctx) => loadPurchaseOrderNo(ctx, o.purchaseOrderId) }),
    offerId: t.exposeString('offerId'),
    status: t.expose('status', { type: WholesaleOrderStatusEnum }),
    ...exposeFields(t, { amount: 'Decimal', trackingNo: 'String', courier: 'String', imported: 'Boolean', lastSyncedAt: 'DateTime?', createdAt: 'DateTime' }),
  }),
});

const OrderPairedResult = builder.objectRef<{ purchaseOrderIds: number[]; wholesaleOrders: { id: number }[] }>('OrderPairedProductsResult').implement({
  fields: (t) => ({
    purchaseOrderIds: t.exposeIntList('purchaseOrderIds'),
    wholesaleOrders: t.prismaField({ type: ['WholesaleOrder'], resolve: (_q, r) => r.wholesaleOrders as never }),
  }),
});
const SyncResult = builder.objectRef<{ checked: number; shipped: number }>('WholesaleSyncResult').implement({
  fields: (t) => ({ checked: t.exposeInt('checked'), shipped: t.exposeInt('shipped') }),
});

const PairingFilter = plainInput('WholesalePairingFilter', {
  skuId: 'Int: One SKU (the pairing tool page)',
  paired: 'Boolean: true: paired SKUs only; false: unpaired only',
  keyword: 'String: SKU, product name, offer id or title',
});
const WholesaleOrderFilter = builder.inputType('WholesaleOrderFilter', {
  fields: (t) => ({
    keyword: t.string({ description: 'Platform order, tracking number or offer id' }),
    status: t.field({ type: WholesaleOrderStatusEnum }),
    purchaseOrderId: t.int(),
  }),
});
const SpecValueInput = builder.inputType('WholesaleSpecValueInput', {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) }),
});
const PairInput = builder.inputType('WholesalePairingInput', {
  fields: (t) => ({
    ...inputFields(t, { skuId: 'Int!', productUrl: 'String!', specId: 'String!: The chosen variant' }),
    specValues: t.field({ type: [SpecValueInput], description: 'The chosen value of every attribute of the offer' }),
    ...inputFields(t, {
      supplierId: 'Int: Unset: the supplier related to the offer seller (created when missing)',
      ratio: 'Int: Wholesale units per local unit (default 1)',
    }),
  }),
});
const OrderItemInput = builder.inputType('WholesaleOrderItemInput', {
  fields: (t) => ({ skuId: t.int({ required: true }), quantity: t.int({ required: true }) }),
});
const OrderInput = builder.inputType('OrderPairedProductsInput', {
  fields: (t) => ({ warehouseId: t.int({ required: true }), items: t.field({ type: [OrderItemInput], required: true }) }),
});
const ImportInput = plainInput('ImportWholesaleOrdersInput', {
  orderNumbers: 'String!: Platform order numbers, one per line (at most 200)',
  purchaseOrderId: 'Int: Link the orders to this purchase order',
});

builder.queryFields((t) => ({
  alibabaPairingList: t.prismaConnection({
    type: PairingSku,
    authScopes: { permission: 'alibabaPairingList' },
    description: 'SKUs with their wholesale pairing, newest SKU first',
    ...listOf(PairingFilter, (ctx) => ctx.db.sku, wholesale.pairingSkuWhere, { id: 'desc' }),
  }),
  wholesalePairing: t.prismaField({
    type: PairingRef,
    nullable: true,
    authScopes: { permission: 'alibabaPairingList' },
    description: 'The pairing of a SKU',
    args: { skuId: t.arg.int({ required: true }) },
    resolve: (_q, _r, { skuId }, ctx) => wholesale.findPairingOfSku(ctx, skuId),
  }),
  parseWholesaleProduct: t.field({
    type: Offer,
    ...command('alibabaPairingList'),
    description: 'Reads a wholesale product link (variants, price tiers, supplier)',
    args: { link: t.arg.string() },
    resolve: (_r, { link }, ctx) => wholesale.parseWholesaleProduct(ctx, link),
  }),
  wholesaleOrders: t.prismaConnection({
    type: 'WholesaleOrder',
    authScopes: { permission: 'alibabaPairingList' },
    description: 'Orders on the wholesale platform, newest first',
    ...listOf(WholesaleOrderFilter, (ctx) => ctx.db.wholesaleOrder, wholesale.wholesaleOrderWhere, { id: 'desc' }),
  }),
}));

const ext = { operateModule: 'wholesale' };
const wholesaleOrderCreate = command('wholesaleOrder.create', ext);
const wholesalePairingUpdate = command('wholesalePairing.update', ext);
const onOrderPairedResult = commandsOn(OrderPairedResult);
builder.mutationFields((t) => ({
  pairWholesaleProduct: t.prismaField({
    type: PairingRef,
    ...wholesalePairingUpdate,
    description: 'Pairs a SKU with one variant of a wholesale product (replaces its pairing)',
    args: { input: t.arg({ type: PairInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => {
      const { specValues, ...rest } = compact(input);
      return wholesale.pairWholesaleProduct(ctx, { ...rest, specValues: Object.fromEntries((specValues ?? []).map((v) => [v.name, v.value])) });
    },
  }),
  unpairWholesaleProducts: t.field(onInt.byIds(wholesalePairingUpdate, wholesale.unpairWholesaleProducts, 'Removes pairings by id; answers how many')),
  orderPairedProducts: t.field({
    ...onOrderPairedResult.byRawInput(wholesaleOrderCreate, OrderInput, wholesale.orderPairedProducts),
    description: 'Orders paired products: one wholesale purchase order per supplier, placed on the platform',
  }),
  placeWholesaleOrders: t.prismaField({
    type: ['WholesaleOrder'],
    ...wholesaleOrderCreate,
    description: 'Places wholesale purchase orders not yet placed on the platform',
    args: { purchaseOrderIds: t.arg.intList({ required: true }) },
    resolve: (_q, _r, { purchaseOrderIds }, ctx) => wholesale.placeWholesaleOrders(ctx, purchaseOrderIds),
  }),
  importWholesaleOrders: t.prismaField({
    type: ['WholesaleOrder'],
    ...wholesaleOrderCreate,
    ...row.byInput(ImportInput, wholesale.importWholesaleOrders, 'Records platform orders by number (one per line, at most 200)'),
  }),
  syncWholesaleLogistics: t.field({
    type: SyncResult,
    ...wholesaleOrderCreate,
    description: 'Asks the platform now for the logistics of open wholesale orders',
    resolve: (_r, _a, ctx) => wholesale.syncWholesaleNow(ctx),
  }),
}));

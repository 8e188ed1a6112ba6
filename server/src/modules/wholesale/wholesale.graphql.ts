// GraphQL of the 1688 wholesale loop (/alibabaPairingList, /allibabaPair): product-link parsing,
// pairings, ordering paired products, importing platform orders, logistics sync.
import type { WholesalePairing } from '../../generated/prisma/client';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, nameFields, onInt, reading, row, rowCommandsOn } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { WholesaleOrderStatusEnum } from '../../graphql/enums';
import { listOf } from '../../graphql/pagination';
import type { RequestContext } from '../../platform/context';
import { compact, inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { loadPurchaseOrderNo, loadSupplierName, requestLoader } from '../../platform/lookups';
import type { WholesaleOffer } from './wholesale.connector';
import * as wholesale from './wholesale.service';

function loadPairing(ctx: RequestContext, skuId: number): Promise<WholesalePairing | null> {
  return requestLoader<number, WholesalePairing>(ctx, 'wholesalePairing', async (ids) => {
    const rows = await ctx.db.wholesalePairing.findMany({ where: { skuId: { in: [...ids] } } });
    return ids.map((id) => rows.find((r) => r.skuId === id) ?? null);
  }).load(skuId);
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
    ...nameFields(t, { supplierName: ['supplierId', loadSupplierName] }),
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
    ...nameFields(t, { purchaseOrderNo: ['purchaseOrderId', loadPurchaseOrderNo] }),
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
  fields: (t) => exposeFields(t, { checked: 'Int', shipped: 'Int' }),
});

const PairingFilter = plainInput('WholesalePairingFilter', {
  skuId: 'Int: One SKU (the pairing tool page)',
  paired: 'Boolean: true: paired SKUs only; false: unpaired only',
  keyword: 'String: SKU, product name, offer id or title',
});
const WholesaleOrderFilter = plainInput('WholesaleOrderFilter', {
  keyword: 'String: Platform order, tracking number or offer id',
  status: inputOf(WholesaleOrderStatusEnum),
  purchaseOrderId: 'Int',
});
const SpecValueInput = plainInput('WholesaleSpecValueInput', { name: 'String!', value: 'String!' });
const PairInput = plainInput('WholesalePairingInput', {
  skuId: 'Int!',
  productUrl: 'String!',
  specId: 'String!: The chosen variant',
  specValues: inputOf([SpecValueInput], 'The chosen value of every attribute of the offer'),
  supplierId: 'Int: Unset: the supplier related to the offer seller (created when missing)',
  ratio: 'Int: Wholesale units per local unit (default 1)',
});
const OrderItemInput = plainInput('WholesaleOrderItemInput', { skuId: 'Int!', quantity: 'Int!' });
const OrderInput = plainInput('OrderPairedProductsInput', { warehouseId: 'Int!', items: linesOf(OrderItemInput) });
const ImportInput = plainInput('ImportWholesaleOrdersInput', {
  orderNumbers: 'String!: Platform order numbers, one per line (at most 200)',
  purchaseOrderId: 'Int: Link the orders to this purchase order',
});

const pairingPage = reading('alibabaPairingList');
builder.queryFields((t) => ({
  alibabaPairingList: t.prismaConnection({
    type: PairingSku,
    ...pairingPage,
    description: 'SKUs with their wholesale pairing, newest SKU first',
    ...listOf(PairingFilter, (ctx) => ctx.db.sku, wholesale.pairingSkuWhere, { id: 'desc' }),
  }),
  wholesalePairing: t.prismaField({
    ...rowCommandsOn(PairingRef).byArgs(pairingPage, { skuId: 'Int!' }, (ctx, a) => wholesale.findPairingOfSku(ctx, a.skuId), 'The pairing of a SKU'),
    nullable: true,
  }),
  parseWholesaleProduct: t.field(
    commandsOn(Offer).byArgs(
      command('alibabaPairingList'),
      { link: 'String' },
      (ctx, a) => wholesale.parseWholesaleProduct(ctx, a.link),
      'Reads a wholesale product link (variants, price tiers, supplier)',
    ),
  ),
  wholesaleOrders: t.prismaConnection({
    type: 'WholesaleOrder',
    ...pairingPage,
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
  placeWholesaleOrders: t.prismaField(
    rowCommandsOn(['WholesaleOrder']).byArgs(
      wholesaleOrderCreate,
      { purchaseOrderIds: 'Int[]!' },
      (ctx, a) => wholesale.placeWholesaleOrders(ctx, a.purchaseOrderIds),
      'Places wholesale purchase orders not yet placed on the platform',
    ),
  ),
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

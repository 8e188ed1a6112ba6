// GraphQL of receiving (issue 7): sign-in by tracking number (/signInWarehouse), batch sign
// (/uniteSign), signed parcels (/signingPackage), quality inspection (/qcManage) and abnormal
// receipts (/unusualReceipt). Queries are guarded by the page, mutations by the action.
import { translate, type PermissionName } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, exposeFields, nameFields, op, pageList, rowCommandsOn, sumOfLines } from '../../graphql/fields';
import { skuFields, skuLineFields } from '../../graphql/sku-fields';
import { AbnormalReceiptStatusEnum, PurchaseOrderStatusEnum, PurchaseReceiptStatusEnum, statusCountType } from '../../graphql/enums';
import { checkOffset, filteredList, findById, readList, readOne, withOffset } from '../../graphql/pagination';
import type { RequestContext } from '../../platform/context';
import { compact, compactLines, inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { batchResultType, refusalType } from '../../graphql/results';
import { loadLocationCode, loadUserName, loadWarehouseName, requestLoader } from '../../platform/lookups';
import * as abnormal from './abnormal.service';
import * as receiving from './receiving.service';

/** Number and supplier of purchase orders, batched per request. */
function loadOrderBrief(ctx: RequestContext, id: number) {
  return requestLoader<number, { id: number; orderNo: string; supplierName: string; warehouseId: number }>(ctx, 'receiving.orderBrief', async (ids) => {
    const rows = await ctx.db.purchaseOrder.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, orderNo: true, warehouseId: true, supplier: { select: { name: true } } },
    });
    const map = new Map(rows.map((r) => [r.id, { id: r.id, orderNo: r.orderNo, supplierName: r.supplier.name, warehouseId: r.warehouseId }]));
    return ids.map((i) => map.get(i) ?? null);
  }).load(id);
}

// ---- orders to sign ------------------------------------------------------------------------------

type OrderToSign = receiving.OrderToSign;
type LineToSign = OrderToSign['lines'][number];

const LineToSignRef = builder.objectRef<LineToSign>('PurchaseLineToSign').implement({
  description: 'A purchase order line with what is still due',
  fields: (t) => ({
    ...skuLineFields(t),
    ...exposeFields(t, { quantity: 'Int: Purchased', receivedQuantity: 'Int: Signed for so far' }),
    dueQuantity: t.int({ description: 'Still to arrive: purchased − signed for (not below 0)', resolve: (l) => receiving.dueOf(l) }),
    ...exposeFields(t, { goodQuantity: 'Int', defectiveQuantity: 'Int' }),
    unitPrice: t.string({ resolve: (l) => l.unitPrice.toFixed(2) }),
  }),
});

const OrderToSignRef = builder.objectRef<OrderToSign>('PurchaseOrderToSign').implement({
  description: 'A receivable purchase order (approved or partially received) a parcel belongs to',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String' }),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    ...exposeFields(t, { trackingNo: 'String', courier: 'String', orderDate: 'DateTime', warehouseId: 'Int' }),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName] }),
    supplierName: t.string({ resolve: async (o, _a, ctx) => (await loadOrderBrief(ctx, o.id))?.supplierName ?? '' }),
    lines: t.field({ type: [LineToSignRef], resolve: (o) => o.lines }),
  }),
});

// ---- receipts ------------------------------------------------------------------------------------

builder.prismaObject('PurchaseReceiptLine', {
  description: 'One SKU of a signed parcel and its inspection',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', purchaseOrderLineId: 'Int', skuId: 'Int' }),
    ...skuFields(t, 'skuId'),
    ...exposeFields(t, { receivedQuantity: 'Int: Arrived in this parcel', goodQuantity: 'Int', defectiveQuantity: 'Int', goodLocationId: 'Int?' }),
    ...nameFields(t, { goodLocationCode: ['goodLocationId', loadLocationCode] }),
    defectiveLocationId: t.exposeInt('defectiveLocationId', { nullable: true }),
    ...nameFields(t, { defectiveLocationCode: ['defectiveLocationId', loadLocationCode] }),
    overDue: t.exposeBoolean('overDue', { description: 'More arrived than was still due on the purchase line' }),
  }),
});

builder.prismaObject('PurchaseReceipt', {
  description: 'A parcel signed for against a purchase order and its quality inspection',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', receiptNo: 'String', purchaseOrderId: 'Int' }),
    purchaseOrderNo: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.orderNo ?? '' }),
    supplierName: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.supplierName ?? '' }),
    warehouseId: t.int({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.warehouseId ?? 0 }),
    warehouseName: t.string({
      resolve: async (r, _a, ctx) => {
        const o = await loadOrderBrief(ctx, r.purchaseOrderId);
        return o ? loadWarehouseName(ctx, o.warehouseId) : '';
      },
    }),
    ...exposeFields(t, { trackingNo: 'String', courier: 'String' }),
    status: t.expose('status', { type: PurchaseReceiptStatusEnum }),
    ...exposeFields(t, { boxes: 'Int', packaging: 'String: intact, slightlyDamaged, moderatelyDamaged or seriouslyDamaged' }),
    ...nameFields(t, { signerName: ['signerId', loadUserName] }),
    signedAt: t.expose('signedAt', { type: 'DateTime' }),
    ...nameFields(t, { inspectorName: ['inspectorId', loadUserName] }),
    ...exposeFields(t, {
      inspectedAt: 'DateTime?',
      inspectionNo: 'String',
      attachment: 'String: Stored file URL of the inspection attachment',
      overReceived: 'Boolean: Some line arrived above what was still due',
      remark: 'String',
    }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    receivedQuantity: sumOfLines(t, 'receivedQuantity'),
    goodQuantity: sumOfLines(t, 'goodQuantity'),
    defectiveQuantity: sumOfLines(t, 'defectiveQuantity'),
  }),
});

const ParcelSignResultRef = builder.objectRef<receiving.ParcelSignResult>('ParcelSignResult').implement({
  description: 'What batch signing did with one tracking number',
  fields: (t) => ({
    ...exposeFields(t, {
      trackingNo: 'String',
      receiptNos: 'String[]: Receipts created (empty when refused)',
      messageId: 'String?: Why it was refused',
    }),
    message: t.string({ nullable: true, resolve: (r, _a, ctx) => (r.messageId ? translate(ctx.lang, r.messageId, r.params) : null) }),
  }),
});

// ---- abnormal receipts -----------------------------------------------------------------------------

builder.prismaObject('AbnormalReceiptLine', {
  description: 'One SKU of an exception form',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int' }),
    ...skuFields(t, 'skuId', { sku: 'sku', productName: 'productName' }),
    ...exposeFields(t, {
      quantity: 'Int',
      waybillNos: 'String[]',
      receiptPrice: 'Decimal: Warehousing price per unit',
      refundAmount: 'Decimal',
      remark: 'String',
    }),
  }),
});

builder.prismaObject('AbnormalReceipt', {
  description: 'An abnormal receipt (exception form): to be reviewed → approved, or → processing → completed',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', billNo: 'String', purchaseOrderId: 'Int' }),
    purchaseOrderNo: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.orderNo ?? '' }),
    supplierName: t.string({ resolve: async (r, _a, ctx) => (await loadOrderBrief(ctx, r.purchaseOrderId))?.supplierName ?? '' }),
    ...exposeFields(t, { type: 'String: shortage, excess, defective, wrongItem or other', method: 'String: replacement, return or resend' }),
    status: t.expose('status', { type: AbnormalReceiptStatusEnum }),
    remark: t.exposeString('remark'),
    ...nameFields(t, { reviewerName: ['reviewerId', loadUserName] }),
    ...exposeFields(t, { reviewedAt: 'DateTime?', completedAt: 'DateTime?' }),
    ...nameFields(t, { creatorName: ['createdById', loadUserName] }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    totalQuantity: sumOfLines(t, 'quantity'),
  }),
});

const AbnormalStatusCount = statusCountType('AbnormalReceiptStatusCount', AbnormalReceiptStatusEnum);
const AbnormalCounts = builder.objectRef<{ all: number; byStatus: { status: string; count: number }[] }>('AbnormalReceiptCounts').implement({
  description: 'Exception forms per status (the tabs of /unusualReceipt)',
  fields: (t) => ({ all: t.exposeInt('all'), byStatus: t.field({ type: [AbnormalStatusCount], resolve: (c) => c.byStatus }) }),
});

const AbnormalRefusal = refusalType('AbnormalReceiptRefusal', 'billNo', 'An exception form of a batch that could not take the action, with why');
const AbnormalBatchResult = batchResultType<{ ids: number[]; refused: abnormal.AbnormalRefusal[] }, 'AbnormalReceipt'>(
  'AbnormalReceiptBatchResult',
  'receipts',
  'AbnormalReceipt',
  (ctx, ids, query: object) => ctx.db.abnormalReceipt.findMany({ ...query, where: { id: { in: ids } }, orderBy: { id: 'asc' } }),
  AbnormalRefusal,
  'What a batch review did: the forms approved and the ones refused',
);

// ---- inputs --------------------------------------------------------------------------------------

const SignLineInput = plainInput('SignReceiptLineInput', { purchaseOrderLineId: 'Int!', receivedQuantity: 'Int!: Arrived (0 for a line not in this parcel)' });
const SignInput = plainInput('SignReceiptInput', {
  trackingNo: 'String!',
  purchaseOrderId: 'Int!',
  courier: 'String',
  boxes: 'Int',
  packaging: 'String: intact (default), slightlyDamaged, moderatelyDamaged or seriouslyDamaged',
  remark: 'String',
  lines: linesOf(SignLineInput),
});
const SignParcelsInput = plainInput('SignParcelsInput', { trackingNos: 'String[]!: At most 200 tracking numbers', packaging: 'String', boxes: 'Int' });
const InspectLineInput = plainInput('InspectReceiptLineInput', {
  lineId: 'Int!: A line of the receipt',
  goodQuantity: 'Int',
  defectiveQuantity: 'Int',
  goodLocationId: "Int: A location of the purchase order's warehouse",
  defectiveLocationId: 'Int: A location of any warehouse (the defective warehouse)',
});
const InspectInput = plainInput('InspectReceiptInput', {
  receiptId: 'Int!',
  attachment: 'String: URL of an uploaded file (storage/uploadFile)',
  remark: 'String',
  confirmOverPurchase: 'Boolean: Warehousing above the purchased quantity was confirmed',
  lines: linesOf(InspectLineInput),
});
const ReceiptFilter = plainInput('PurchaseReceiptFilter', {
  status: inputOf(PurchaseReceiptStatusEnum),
  keyword: 'String: Receipt, tracking, inspection or purchase order number',
  signedFrom: 'DateTime',
  signedTo: 'DateTime',
  overReceived: 'Boolean',
  purchaseOrderId: 'Int',
});
const AbnormalLineInput = plainInput('AbnormalReceiptLineInput', {
  skuId: 'Int!',
  quantity: 'Int!',
  waybillNos: 'String[]!',
  receiptPrice: 'Decimal!: Warehousing price per unit',
  refundAmount: 'Decimal!',
  remark: 'String',
});
const AbnormalInput = plainInput('AbnormalReceiptInput', {
  purchaseOrderNo: 'String!',
  type: 'String!: shortage, excess, defective, wrongItem or other',
  method: 'String!: replacement, return or resend',
  remark: 'String',
  lines: linesOf(AbnormalLineInput),
});
const AbnormalFilter = plainInput('AbnormalReceiptFilter', {
  status: inputOf(AbnormalReceiptStatusEnum),
  type: 'String',
  keyword: 'String: Bill or purchase order number',
});

// ---- queries -------------------------------------------------------------------------------------

const receiptConnection = (permission: PermissionName) =>
  ({
    type: 'PurchaseReceipt',
    ...pageList,
    authScopes: { permission },
  }) as const;

builder.queryFields((t) => ({
  purchaseOrdersToSign: t.field({
    type: [OrderToSignRef],
    ...command('signInWarehouse'),
    description: 'Receivable purchase orders of a scanned tracking number (or purchase order number)',
    args: { trackingNo: t.arg.string({ required: true }) },
    resolve: (_r, { trackingNo }, ctx) => receiving.purchaseOrdersToSign(ctx, trackingNo),
  }),
  purchaseReceipts: t.prismaConnection({
    ...receiptConnection('signingPackage'),
    description: 'Signed parcels (/signingPackage)',
    ...filteredList(
      ReceiptFilter,
      (ctx) => ctx.db.purchaseReceipt,
      (ctx, f) => receiving.receiptWhere(ctx, compact(f ?? {})),
      { id: 'desc' },
    ),
  }),
  receiptsToInspect: t.prismaConnection({
    ...receiptConnection('qcManage'),
    description: 'Receipts for quality inspection (/qcManage): signed by default, oldest first',
    args: { offset: t.arg.int(), filter: t.arg({ type: ReceiptFilter }) },
    resolve: (query, _r, args, ctx) => {
      const f = { status: 'signed', ...compact(args.filter ?? {}) };
      return ctx.db.purchaseReceipt.findMany({
        ...withOffset(query, args.offset),
        where: receiving.receiptWhere(ctx, f, 'qcManage'),
        orderBy: { id: f.status === 'signed' ? 'asc' : 'desc' },
      });
    },
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.purchaseReceipt.count({ where: receiving.receiptWhere(ctx, { status: 'signed', ...compact(args.filter ?? {}) }, 'qcManage') });
    },
  }),
  purchaseReceipt: t.prismaField({
    type: 'PurchaseReceipt',
    authScopes: { permission: 'signingPackage' },
    ...findById((ctx) => ctx.db.purchaseReceipt, receiving.receiptWhere),
  }),
  abnormalReceipts: t.prismaConnection(
    readList('AbnormalReceipt', 'unusualReceipt', AbnormalFilter, (ctx) => ctx.db.abnormalReceipt, abnormal.abnormalWhere, { id: 'desc' }),
  ),
  abnormalReceiptCounts: t.field({
    type: AbnormalCounts,
    authScopes: { permission: 'unusualReceipt' },
    args: { filter: t.arg({ type: AbnormalFilter }) },
    resolve: (_r, args, ctx) => {
      const { status: _s, ...rest } = compact(args.filter ?? {});
      return abnormal.abnormalCounts(ctx, rest);
    },
  }),
  abnormalReceipt: t.prismaField(readOne('AbnormalReceipt', 'unusualReceipt', (ctx) => ctx.db.abnormalReceipt)),
}));

// ---- mutations -----------------------------------------------------------------------------------

const ext = { operateModule: 'receiving' };
const abnormalReceiptUpdate = command('abnormalReceipt.update', ext);
const receiptSign = command('receipt.sign', ext);
const onPurchaseReceipt = rowCommandsOn('PurchaseReceipt');
const onAbnormalReceipt = rowCommandsOn('AbnormalReceipt');
builder.mutationFields((t) => ({
  signReceipt: t.prismaField({
    ...onPurchaseReceipt.byInput(receiptSign, SignInput, receiving.signReceipt),
    description: 'Signs for a parcel of a purchase order; arrival above what is due is flagged, not refused',
  }),
  signParcels: t.field({
    type: [ParcelSignResultRef],
    ...receiptSign,
    ...op.byInput(SignParcelsInput, receiving.signParcels, 'Batch sign (/uniteSign): everything still due on each tracking number, one transaction per number'),
  }),
  inspectReceipt: t.prismaField({
    type: 'PurchaseReceipt',
    ...command('receipt.inspect', ext),
    description: 'Quality inspection: good and defective counts into locations, posted to stock',
    args: { input: t.arg({ type: InspectInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => receiving.inspectReceipt(ctx, compactLines(input)),
  }),
  createAbnormalReceipt: t.prismaField({
    type: 'AbnormalReceipt',
    ...abnormalReceiptUpdate,
    args: { input: t.arg({ type: AbnormalInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => abnormal.createAbnormalReceipt(ctx, compactLines(input)),
  }),
  reviewAbnormalReceipts: t.field({
    type: AbnormalBatchResult,
    ...command('abnormalReceipt.review', ext),
    description: 'Batch review: to be reviewed → approved',
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, { ids }, ctx) => abnormal.reviewAbnormalReceipts(ctx, { ids }),
  }),
  processAbnormalReceipt: t.prismaField(onAbnormalReceipt.byId(abnormalReceiptUpdate, abnormal.processAbnormalReceipt, 'To be reviewed → processing')),
  completeAbnormalReceipt: t.prismaField(onAbnormalReceipt.byId(abnormalReceiptUpdate, abnormal.completeAbnormalReceipt, 'Processing → completed')),
}));

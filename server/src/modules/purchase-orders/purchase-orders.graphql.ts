// GraphQL of purchase orders (/purchaseOrder), payment requests (/invoice) and refund orders
// (/refundNote). Queries need the page, mutations the action (purchaseOrder.create / .audit,
// purchasePayment.create / .audit); expected failures are typed results. Batch audits answer
// the records changed and the ones refused, with why.
import { fromCents, toCentsAmount, translate } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, pageList, rowCommandsOn } from '../../graphql/fields';
import { skuFields } from '../../graphql/sku-fields';
import { PurchaseOrderPaymentStatusEnum, PurchaseOrderStatusEnum, PurchasePaymentStatusEnum, statusCountType } from '../../graphql/enums';
import { checkOffset, listOf, withOffset } from '../../graphql/pagination';
import { assertCan, type RequestContext } from '../../platform/context';
import { compact, inputFields, plainInput } from '../../graphql/inputs';
import { loadUserName, loadWarehouseName, requestLoader } from '../../platform/lookups';
import * as payments from './payments.service';
import * as po from './purchase-orders.service';

/** Money as a two-decimal string ('30' → '30.00'). */
const money = (v: { toString(): string }) => fromCents(toCentsAmount(v.toString()));

function loadSupplierName(ctx: RequestContext, id: number): Promise<string> {
  return requestLoader<number, { id: number; name: string }>(ctx, 'purchaseOrders.supplier', async (ids) => {
    const rows = await ctx.db.supplier.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((i) => map.get(i) ?? null);
  })
    .load(id)
    .then((s) => s?.name ?? '');
}
function loadOrderNo(ctx: RequestContext, id: number): Promise<string> {
  return requestLoader<number, { id: number; orderNo: string }>(ctx, 'purchaseOrders.orderNo', async (ids) => {
    const rows = await ctx.db.purchaseOrder.findMany({ where: { id: { in: [...ids] } }, select: { id: true, orderNo: true } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((i) => map.get(i) ?? null);
  })
    .load(id)
    .then((s) => s?.orderNo ?? '');
}

/** Amounts of orders, batched per request (lines and payment requests of every order on the page). */
function loadAmounts(ctx: RequestContext, id: number): Promise<MoneyView> {
  return requestLoader<number, MoneyView>(ctx, 'purchaseOrders.amounts', async (ids) => {
    const rows = await ctx.db.purchaseOrder.findMany({
      where: { id: { in: [...ids] } },
      select: {
        id: true,
        freight: true,
        otherFee: true,
        discount: true,
        lines: { select: { quantity: true, unitPrice: true } },
        payments: { select: { kind: true, status: true, amount: true } },
      },
    });
    const map = new Map(
      rows.map((o) => {
        const m = po.purchaseMoney(o, o.payments);
        return [
          o.id,
          {
            cost: fromCents(m.costCents),
            freight: money(o.freight),
            otherFee: money(o.otherFee),
            discount: money(o.discount),
            total: fromCents(m.totalCents),
            paid: fromCents(m.paidCents),
            refunded: fromCents(m.refundedCents),
            pendingPayment: fromCents(m.pendingPaymentCents),
            pendingRefund: fromCents(m.pendingRefundCents),
          },
        ];
      }),
    );
    return ids.map((i) => map.get(i) ?? null);
  })
    .load(id)
    .then((m) => m!);
}

// ---- types -------------------------------------------------------------------------------------

builder.prismaObject('PurchaseOrderLine', {
  description: 'One SKU of a purchase order, with what arrived and what was inspected',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', skuId: 'Int' }),
    ...skuFields(t, 'skuId'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({ type: 'Decimal', resolve: (r) => money(r.unitPrice) }),
    amount: t.field({ type: 'Decimal', description: 'Quantity × unit price', resolve: (l) => fromCents(l.quantity * toCentsAmount(l.unitPrice.toString())) }),
    ...exposeFields(t, {
      receivedQuantity: 'Int: Signed for so far',
      goodQuantity: 'Int: Inspected good so far',
      defectiveQuantity: 'Int',
      wholesaleSpecId: 'String',
      remark: 'String',
    }),
  }),
});

interface MoneyView extends payments.PurchaseMoney {
  pendingPayment: string;
  pendingRefund: string;
}
const PurchaseMoneyRef = builder.objectRef<MoneyView>('PurchaseOrderAmounts').implement({
  description: 'Amounts of a purchase order: total = cost + freight + other fees − discount; paid and refunded from approved requests',
  fields: (t) => ({
    cost: t.field({ type: 'Decimal', resolve: (m) => m.cost }),
    freight: t.field({ type: 'Decimal', resolve: (m) => m.freight }),
    otherFee: t.field({ type: 'Decimal', resolve: (m) => m.otherFee }),
    discount: t.field({ type: 'Decimal', resolve: (m) => m.discount }),
    total: t.field({ type: 'Decimal', resolve: (m) => m.total }),
    paid: t.field({ type: 'Decimal', resolve: (m) => m.paid }),
    refunded: t.field({ type: 'Decimal', resolve: (m) => m.refunded }),
    pendingPayment: t.field({ type: 'Decimal', description: 'Payment requests pending audit', resolve: (m) => m.pendingPayment }),
    pendingRefund: t.field({ type: 'Decimal', description: 'Refunds pending audit', resolve: (m) => m.pendingRefund }),
  }),
});

builder.prismaObject('PurchasePayment', {
  description: 'A payment request (kind payment, /invoice) or refund order (kind refund, /refundNote) of a purchase order',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', billNo: 'String', kind: 'String: payment or refund', purchaseOrderId: 'Int' }),
    purchaseOrderNo: t.string({ resolve: (p, _a, ctx) => loadOrderNo(ctx, p.purchaseOrderId) }),
    amount: t.field({ type: 'Decimal', resolve: (r) => money(r.amount) }),
    status: t.expose('status', { type: PurchasePaymentStatusEnum }),
    ...exposeFields(t, { remark: 'String', auditRemark: 'String' }),
    requesterName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.requesterId) }),
    auditorName: t.string({ resolve: (p, _a, ctx) => loadUserName(ctx, p.auditorId) }),
    ...exposeFields(t, { auditedAt: 'DateTime?', createdAt: 'DateTime' }),
  }),
});

builder.prismaObject('PurchaseOrder', {
  description: 'A purchase order: pendingAudit → approved or failed (edit and resubmit), partiallyReceived, received; or cancelled',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String' }),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    paymentStatus: t.expose('paymentStatus', { type: PurchaseOrderPaymentStatusEnum }),
    supplierId: t.exposeInt('supplierId'),
    supplierName: t.string({ resolve: (o, _a, ctx) => loadSupplierName(ctx, o.supplierId) }),
    warehouseId: t.exposeInt('warehouseId'),
    warehouseName: t.string({ resolve: (o, _a, ctx) => loadWarehouseName(ctx, o.warehouseId) }),
    purchaserName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.purchaserId) }),
    ...exposeFields(t, {
      orderWay: 'String: offline, online or wholesale',
      procurementType: 'String: normal, outOfStock, suggestion or plan',
      orderDate: 'DateTime',
      eta: 'DateTime?',
      auditRemark: 'String',
    }),
    auditorName: t.string({ resolve: (o, _a, ctx) => loadUserName(ctx, o.auditorId) }),
    auditedAt: t.expose('auditedAt', { type: 'DateTime', nullable: true }),
    freight: t.field({ type: 'Decimal', resolve: (r) => money(r.freight) }),
    otherFee: t.field({ type: 'Decimal', resolve: (r) => money(r.otherFee) }),
    discount: t.field({ type: 'Decimal', resolve: (r) => money(r.discount) }),
    ...exposeFields(t, {
      trackingNo: 'String',
      courier: 'String',
      wholesaleOrderNo: 'String',
      shippedAt: 'DateTime?',
      signedAt: 'DateTime?',
      cancelledAt: 'DateTime?',
      remark: 'String',
      createdAt: 'DateTime',
    }),
    lines: t.relation('lines', { query: { orderBy: { id: 'asc' } } }),
    payments: t.relation('payments', { query: { orderBy: { id: 'asc' } } }),
    receipts: t.relation('receipts', { query: { orderBy: { id: 'asc' } } }),
    totalQuantity: t.int({ select: { lines: { select: { quantity: true } } }, resolve: (o) => o.lines.reduce((s, l) => s + l.quantity, 0) }),
    receivedQuantity: t.int({ select: { lines: { select: { receivedQuantity: true } } }, resolve: (o) => o.lines.reduce((s, l) => s + l.receivedQuantity, 0) }),
    amounts: t.field({ type: PurchaseMoneyRef, resolve: (o, _a, ctx) => loadAmounts(ctx, o.id) }),
  }),
});

const StatusCount = statusCountType('PurchaseStatusCount', PurchaseOrderStatusEnum);
const PaymentStatusCount = statusCountType('PurchasePaymentStatusCount', PurchasePaymentStatusEnum);

const Refusal = builder.objectRef<po.PurchaseRefusal>('PurchaseRefusal').implement({
  description: 'A record of a batch that could not take the action, with why (orderNo: the bill number)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', orderNo: 'String', messageId: 'String' }),
    message: t.string({ resolve: (r, _a, ctx) => translate(ctx.lang, r.messageId, r.params) }),
  }),
});
const OrderBatch = builder.objectRef<po.PurchaseBatchResult>('PurchaseOrderBatchResult').implement({
  fields: (t) => ({
    orders: t.prismaField({ type: ['PurchaseOrder'], resolve: (query, r, _a, ctx) => po.purchaseOrdersByIds(ctx, r.ids, query) }),
    refused: t.field({ type: [Refusal], resolve: (r) => r.refused }),
  }),
});
const PaymentBatch = builder.objectRef<payments.PaymentBatchResult>('PurchasePaymentBatchResult').implement({
  fields: (t) => ({
    payments: t.prismaField({ type: ['PurchasePayment'], resolve: (query, r, _a, ctx) => payments.paymentsByIds(ctx, r.ids, query) }),
    refused: t.field({ type: [Refusal], resolve: (r) => r.refused }),
  }),
});

interface LimitsView {
  purchaseOrderId: number;
  orderNo: string;
  status: string;
  total: string;
  paid: string;
  refunded: string;
  max: string;
}
const Limits = builder.objectRef<LimitsView>('PurchasePaymentLimits').implement({
  description: 'What a new payment request or refund of an order may ask for at most',
  fields: (t) => ({
    ...exposeFields(t, { purchaseOrderId: 'Int', orderNo: 'String' }),
    status: t.expose('status', { type: PurchaseOrderStatusEnum }),
    total: t.field({ type: 'Decimal', resolve: (l) => l.total }),
    paid: t.field({ type: 'Decimal', resolve: (l) => l.paid }),
    refunded: t.field({ type: 'Decimal', resolve: (l) => l.refunded }),
    max: t.field({ type: 'Decimal', resolve: (l) => l.max }),
  }),
});

const SupplierPrice = builder.objectRef<{ skuId: number; price: string; moq: number }>('PurchaseSupplierPrice').implement({
  description: "A supplier's purchase price of a SKU (supply relationship)",
  fields: (t) => ({ skuId: t.exposeInt('skuId'), price: t.field({ type: 'Decimal', resolve: (p) => p.price }), moq: t.exposeInt('moq') }),
});

// ---- inputs ------------------------------------------------------------------------------------

const Filter = builder.inputType('PurchaseOrderFilter', {
  fields: (t) => ({
    status: t.field({ type: PurchaseOrderStatusEnum, description: 'One status; without it every status but cancelled' }),
    ...inputFields(t, { supplierId: 'Int', warehouseId: 'Int' }),
    paymentStatus: t.field({ type: PurchaseOrderPaymentStatusEnum }),
    ...inputFields(t, {
      keyword: 'String: Order number, tracking number or SKU',
      dateFrom: 'String: Order date from (YYYY-MM-DD)',
      dateTo: 'String: Order date to, inclusive',
    }),
  }),
});
const LineInput = plainInput('PurchaseOrderLineInput', { skuId: 'Int!', quantity: 'Int!', unitPrice: 'Decimal!', wholesaleSpecId: 'String', remark: 'String' });
const OrderInput = builder.inputType('PurchaseOrderInput', {
  fields: (t) => ({
    ...inputFields(t, {
      supplierId: 'Int!',
      warehouseId: 'Int!',
      orderWay: 'String: offline (default), online or wholesale',
      procurementType: 'String: normal (default), outOfStock, suggestion or plan',
      orderDate: 'String: YYYY-MM-DD; today by default',
      eta: 'String: Estimated arrival, YYYY-MM-DD',
      freight: 'Decimal',
      otherFee: 'Decimal',
      discount: 'Decimal',
      trackingNo: 'String',
      courier: 'String',
      remark: 'String',
    }),
    lines: t.field({ type: [LineInput], required: true }),
  }),
});
const AuditInput = plainInput('PurchaseAuditInput', { ids: 'Int[]!', approve: 'Boolean!', remark: 'String: Required when not approved' });
const TrackingInput = builder.inputType('PurchaseTrackingInput', {
  fields: (t) => ({ id: t.int({ required: true }), trackingNo: t.string({ required: true }), courier: t.string() }),
});
const PaymentFilter = builder.inputType('PurchasePaymentFilter', {
  fields: (t) => ({
    status: t.field({ type: PurchasePaymentStatusEnum }),
    ...inputFields(t, { keyword: 'String: Bill or purchase order number', purchaseOrderId: 'Int' }),
  }),
});
const PaymentKindEnum = builder.enumType('PurchasePaymentKind', { values: ['payment', 'refund'] as const });
const PaymentInput = builder.inputType('PurchasePaymentInput', {
  fields: (t) => ({
    purchaseOrderId: t.int({ required: true }),
    kind: t.field({ type: PaymentKindEnum, required: true }),
    ...inputFields(t, { amount: 'Decimal!', remark: 'String' }),
  }),
});

// ---- queries -----------------------------------------------------------------------------------

builder.queryFields((t) => ({
  purchaseOrders: t.prismaConnection({
    type: 'PurchaseOrder',
    authScopes: { permission: 'purchaseOrder' },
    ...listOf(Filter, (ctx) => ctx.db.purchaseOrder, po.purchaseOrderWhere, { id: 'desc' }),
  }),
  purchaseOrderStatusCounts: t.field({
    type: [StatusCount],
    authScopes: { permission: 'purchaseOrder' },
    description: 'Orders per status under the other filters (status tabs, cancelled list included)',
    args: { filter: t.arg({ type: Filter }) },
    resolve: (_r, args, ctx) => po.purchaseOrderStatusCounts(ctx, compact(args.filter ?? {})),
  }),
  purchaseOrder: t.prismaField({
    type: 'PurchaseOrder',
    nullable: true,
    authScopes: { permission: 'purchaseOrder' },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _r, { id }, ctx) => {
      assertCan(ctx, 'purchaseOrder');
      return ctx.db.purchaseOrder.findFirst({ ...query, where: { id } });
    },
  }),
  purchaseSupplierPrices: t.field({
    type: [SupplierPrice],
    authScopes: { permission: 'purchaseOrder' },
    description: "The supplier's purchase prices of the SKUs (unit price defaults of a new purchase order)",
    args: { supplierId: t.arg.int({ required: true }), skuIds: t.arg.intList({ required: true }) },
    resolve: async (_r, { supplierId, skuIds }, ctx) => {
      const rows = await ctx.db.supplierProduct.findMany({
        where: { supplierId, skuId: { in: skuIds.slice(0, 500) } },
        select: { skuId: true, purchasePrice: true, moq: true },
      });
      return rows.map((r) => ({ skuId: r.skuId, price: r.purchasePrice.toString(), moq: r.moq }));
    },
  }),
  purchasePayments: t.prismaConnection({
    type: 'PurchasePayment',
    ...pageList,
    authScopes: (_p, args) => ({ permission: payments.PAYMENT_PAGE[args.kind] }),
    description: 'Payment requests (kind payment, page invoice) or refund orders (kind refund, page refundNote)',
    args: {
      kind: t.arg({ type: PaymentKindEnum, required: true }),
      offset: t.arg.int({ description: 'Rows to skip from the start' }),
      filter: t.arg({ type: PaymentFilter }),
    },
    resolve: (query, _r, args, ctx) =>
      ctx.db.purchasePayment.findMany({
        ...withOffset(query, args.offset),
        where: payments.paymentWhere(ctx, args.kind, compact(args.filter ?? {})),
        orderBy: { id: 'desc' },
      }),
    totalCount: (_c, args, ctx) => {
      checkOffset(args.offset);
      return ctx.db.purchasePayment.count({ where: payments.paymentWhere(ctx, args.kind, compact(args.filter ?? {})) });
    },
  }),
  purchasePaymentStatusCounts: t.field({
    type: [PaymentStatusCount],
    authScopes: (_p, args) => ({ permission: payments.PAYMENT_PAGE[args.kind] }),
    args: { kind: t.arg({ type: PaymentKindEnum, required: true }), filter: t.arg({ type: PaymentFilter }) },
    resolve: (_r, args, ctx) => payments.paymentStatusCounts(ctx, args.kind, compact(args.filter ?? {})),
  }),
  purchasePaymentLimits: t.field({
    type: Limits,
    errors: {},
    authScopes: (_p, args) => ({ permission: payments.PAYMENT_PAGE[args.kind] }),
    description: 'The most a new payment request or refund of the order may ask for',
    args: { purchaseOrderId: t.arg.int({ required: true }), kind: t.arg({ type: PaymentKindEnum, required: true }) },
    resolve: async (_r, { purchaseOrderId, kind }, ctx) => {
      assertCan(ctx, payments.PAYMENT_PAGE[kind]);
      const l = await payments.paymentLimits(ctx.db, purchaseOrderId, kind);
      return {
        purchaseOrderId,
        orderNo: l.orderNo,
        status: l.status,
        total: fromCents(l.totalCents),
        paid: fromCents(l.paidCents),
        refunded: fromCents(l.refundedCents),
        max: fromCents(l.maxCents),
      };
    },
  }),
}));

// ---- mutations ---------------------------------------------------------------------------------

const ext = { operateModule: 'purchaseOrders' };
const purchaseOrderCreate = command('purchaseOrder.create', ext);
const purchaseOrderAudit = command('purchaseOrder.audit', ext);
const purchasePaymentCreate = command('purchasePayment.create', ext);
const purchasePaymentAudit = command('purchasePayment.audit', ext);
const onPurchaseOrder = rowCommandsOn('PurchaseOrder');
const onOrderBatch = commandsOn(OrderBatch);
const onPurchasePayment = rowCommandsOn('PurchasePayment');
const onPaymentBatch = commandsOn(PaymentBatch);
builder.mutationFields((t) => ({
  createPurchaseOrder: t.prismaField(onPurchaseOrder.byInput(purchaseOrderCreate, OrderInput, po.createPurchaseOrder, 'A purchase order pending audit')),
  updatePurchaseOrder: t.prismaField({
    ...onPurchaseOrder.byIdInput(purchaseOrderCreate, OrderInput, po.updatePurchaseOrder),
    description: 'Edits an order pending audit or failed; a failed one goes back to pending audit',
  }),
  auditPurchaseOrders: t.field(
    onOrderBatch.byInput(purchaseOrderAudit, AuditInput, po.auditPurchaseOrders, 'Pending audit → approved, or failed with a remark; refusals per order'),
  ),
  cancelPurchaseOrder: t.prismaField(
    onPurchaseOrder.byId(purchaseOrderCreate, po.cancelPurchaseOrder, 'Into the cancelled list; not once anything was signed for'),
  ),
  setPurchaseTracking: t.prismaField({
    ...onPurchaseOrder.byInput(purchaseOrderCreate, TrackingInput, po.setPurchaseTracking),
    description: "The supplier's parcel of an approved order: tracking number and courier (marks it picked up)",
  }),
  createPurchasePayment: t.prismaField({
    ...onPurchasePayment.byInput(purchasePaymentCreate, PaymentInput, payments.createPaymentRequest),
    description: 'A payment request or refund order pending audit (amount rule of spec 02 §5)',
  }),
  auditPurchasePayments: t.field(
    onPaymentBatch.byInput(purchasePaymentAudit, AuditInput, payments.auditPayments, 'Pending → approved, or rejected with a remark; refusals per request'),
  ),
}));

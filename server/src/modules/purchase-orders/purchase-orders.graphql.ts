// GraphQL of purchase orders (/purchaseOrder), payment requests (/invoice) and refund orders
// (/refundNote). Queries need the page, mutations the action (purchaseOrder.create / .audit,
// purchasePayment.create / .audit); expected failures are typed results. Batch audits answer
// the records changed and the ones refused, with why.
import { fromCents, toCentsAmount } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, figuresOf, nameFields, pageList, rowCommandsOn, sumOfLines } from '../../graphql/fields';
import { skuLineFields } from '../../graphql/sku-fields';
import { PurchaseOrderPaymentStatusEnum, PurchaseOrderStatusEnum, PurchasePaymentStatusEnum, statusCountType } from '../../graphql/enums';
import { checkOffset, readList, readOne, withOffset } from '../../graphql/pagination';
import { assertCan, type RequestContext } from '../../platform/context';
import { compact, inputOf, linesOf, plainInput } from '../../graphql/inputs';
import { loadPurchaseOrderNo, loadSupplierName, loadUserName, loadWarehouseName, requestLoader } from '../../platform/lookups';
import { batchResultType, refusalType } from '../../graphql/results';
import * as payments from './payments.service';
import * as po from './purchase-orders.service';

/** Money as a two-decimal string ('30' → '30.00'). */
const money = (v: { toString(): string }) => fromCents(toCentsAmount(v.toString()));

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
    ...skuLineFields(t),
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

/** The amounts of a purchase order, in order (its amounts type and the purchase bill report's totals). */
export const PURCHASE_AMOUNTS = {
  cost: 'Decimal',
  freight: 'Decimal',
  otherFee: 'Decimal',
  discount: 'Decimal',
  total: 'Decimal',
  paid: 'Decimal',
  refunded: 'Decimal',
} as const;

interface MoneyView extends payments.PurchaseMoney {
  pendingPayment: string;
  pendingRefund: string;
}
const PurchaseMoneyRef = builder.objectRef<MoneyView>('PurchaseOrderAmounts').implement({
  description: 'Amounts of a purchase order: total = cost + freight + other fees − discount; paid and refunded from approved requests',
  fields: (t) =>
    exposeFields(t, {
      ...PURCHASE_AMOUNTS,
      pendingPayment: 'Decimal: Payment requests pending audit',
      pendingRefund: 'Decimal: Refunds pending audit',
    }),
});

builder.prismaObject('PurchasePayment', {
  description: 'A payment request (kind payment, /invoice) or refund order (kind refund, /refundNote) of a purchase order',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', billNo: 'String', kind: 'String: payment or refund', purchaseOrderId: 'Int' }),
    ...nameFields(t, { purchaseOrderNo: ['purchaseOrderId', loadPurchaseOrderNo] }),
    amount: t.field({ type: 'Decimal', resolve: (r) => money(r.amount) }),
    status: t.expose('status', { type: PurchasePaymentStatusEnum }),
    ...exposeFields(t, { remark: 'String', auditRemark: 'String' }),
    ...nameFields(t, { requesterName: ['requesterId', loadUserName], auditorName: ['auditorId', loadUserName] }),
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
    ...nameFields(t, { supplierName: ['supplierId', loadSupplierName] }),
    warehouseId: t.exposeInt('warehouseId'),
    ...nameFields(t, { warehouseName: ['warehouseId', loadWarehouseName], purchaserName: ['purchaserId', loadUserName] }),
    ...exposeFields(t, {
      orderWay: 'String: offline, online or wholesale',
      procurementType: 'String: normal, outOfStock, suggestion or plan',
      orderDate: 'DateTime',
      eta: 'DateTime?',
      auditRemark: 'String',
    }),
    ...nameFields(t, { auditorName: ['auditorId', loadUserName] }),
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
    totalQuantity: sumOfLines(t, 'quantity'),
    receivedQuantity: sumOfLines(t, 'receivedQuantity'),
    amounts: t.field({ type: PurchaseMoneyRef, resolve: (o, _a, ctx) => loadAmounts(ctx, o.id) }),
  }),
});

const StatusCount = statusCountType('PurchaseStatusCount', PurchaseOrderStatusEnum);
const PaymentStatusCount = statusCountType('PurchasePaymentStatusCount', PurchasePaymentStatusEnum);

const Refusal = refusalType('PurchaseRefusal', 'orderNo', 'A record of a batch that could not take the action, with why (orderNo: the bill number)');
const OrderBatch = batchResultType<po.PurchaseBatchResult, 'PurchaseOrder'>(
  'PurchaseOrderBatchResult',
  'orders',
  'PurchaseOrder',
  po.purchaseOrdersByIds,
  Refusal,
);
const PaymentBatch = batchResultType<payments.PaymentBatchResult, 'PurchasePayment'>(
  'PurchasePaymentBatchResult',
  'payments',
  'PurchasePayment',
  payments.paymentsByIds,
  Refusal,
);

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
    ...exposeFields(t, { total: 'Decimal', paid: 'Decimal', refunded: 'Decimal', max: 'Decimal' }),
  }),
});

const SupplierPrice = builder.objectRef<{ skuId: number; price: string; moq: number }>('PurchaseSupplierPrice').implement({
  description: "A supplier's purchase price of a SKU (supply relationship)",
  fields: (t) => exposeFields(t, { skuId: 'Int', price: 'Decimal', moq: 'Int' }),
});

// ---- inputs ------------------------------------------------------------------------------------

const Filter = plainInput('PurchaseOrderFilter', {
  status: inputOf(PurchaseOrderStatusEnum, 'One status; without it every status but cancelled'),
  supplierId: 'Int',
  warehouseId: 'Int',
  paymentStatus: inputOf(PurchaseOrderPaymentStatusEnum),
  keyword: 'String: Order number, tracking number or SKU',
  dateFrom: 'String: Order date from (YYYY-MM-DD)',
  dateTo: 'String: Order date to, inclusive',
});
const LineInput = plainInput('PurchaseOrderLineInput', { skuId: 'Int!', quantity: 'Int!', unitPrice: 'Decimal!', wholesaleSpecId: 'String', remark: 'String' });
const OrderInput = plainInput('PurchaseOrderInput', {
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
  lines: linesOf(LineInput),
});
const AuditInput = plainInput('PurchaseAuditInput', { ids: 'Int[]!', approve: 'Boolean!', remark: 'String: Required when not approved' });
const TrackingInput = plainInput('PurchaseTrackingInput', { id: 'Int!', trackingNo: 'String!', courier: 'String' });
const PaymentFilter = plainInput('PurchasePaymentFilter', {
  status: inputOf(PurchasePaymentStatusEnum),
  keyword: 'String: Bill or purchase order number',
  purchaseOrderId: 'Int',
});
const PaymentKindEnum = builder.enumType('PurchasePaymentKind', { values: ['payment', 'refund'] as const });
const PaymentInput = plainInput('PurchasePaymentInput', {
  purchaseOrderId: 'Int!',
  kind: (t) => t.field({ type: PaymentKindEnum, required: true }),
  amount: 'Decimal!',
  remark: 'String',
});

// ---- queries -----------------------------------------------------------------------------------

builder.queryFields((t) => ({
  purchaseOrders: t.prismaConnection(readList('PurchaseOrder', 'purchaseOrder', Filter, (ctx) => ctx.db.purchaseOrder, po.purchaseOrderWhere, { id: 'desc' })),
  purchaseOrderStatusCounts: t.field(
    figuresOf(
      StatusCount,
      'purchaseOrder',
      Filter,
      po.purchaseOrderStatusCounts,
      'Orders per status under the other filters (status tabs, cancelled list included)',
    ),
  ),
  purchaseOrder: t.prismaField(readOne('PurchaseOrder', 'purchaseOrder', (ctx) => ctx.db.purchaseOrder)),
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

// GraphQL of logistics reconciliation (issue 22 item 5, /logisticsAccount): the company's carrier
// bills with their totals and payable, one bill's parcels with the difference from the estimate,
// the carriers a bill may be from, and `importLogisticsBill` for programs (the web client uploads
// the file over REST, logistics-bills.rest.ts; the same checks and all-or-nothing answer).
import { LOGISTICS_BILL_COLUMNS, LOGISTICS_BILL_MAX_ROWS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { exposeFields, reading } from '../../graphql/fields';
import { ErrorInterface } from '../../graphql/errors';
import { plainInput } from '../../graphql/inputs';
import { listAndOne, listOf } from '../../graphql/pagination';
import { loadUserName } from '../../platform/lookups';
import { textOf } from '../../platform/validate';
import * as bills from './logistics-bills.service';

builder.prismaObject('LogisticsBill', {
  description: "A carrier's bill (spec 02 §3 'Logistics reconciliation'), matched to shipped parcels and posted as a payable",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      billNo: 'String: Serial number',
      carrier: 'String',
      fileName: 'String: The imported file',
      parcels: 'Int: Parcels on the bill',
      billableWeight: 'Int: Grams, summed',
      estimatedFreight: 'Decimal: CNY: the estimates the orders had when shipped',
      actualFreight: 'Decimal: CNY: what the carrier charges',
      returnFreight: 'Decimal: CNY',
      difference: 'Decimal: CNY: actual − estimated',
      paymentOrderId: 'Int: The payable (an unpaid payment order, category freight)',
      createdAt: 'DateTime',
    }),
    paymentOrderNo: t.string({
      resolve: (b, _a, ctx) => ctx.db.paymentOrder.findFirst({ where: { id: b.paymentOrderId }, select: { orderNo: true } }).then((p) => p?.orderNo ?? ''),
    }),
    paymentStatus: t.string({
      description: 'unpaid | paid: the payable',
      resolve: (b, _a, ctx) => ctx.db.paymentOrder.findFirst({ where: { id: b.paymentOrderId }, select: { status: true } }).then((p) => p?.status ?? ''),
    }),
    createdByName: t.string({ resolve: (b, _a, ctx) => loadUserName(ctx, b.createdBy) }),
  }),
});

builder.prismaObject('LogisticsBillParcel', {
  description: 'One parcel of a carrier bill: the estimate of its order, what the carrier charges and the weights',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      billId: 'Int',
      orderId: 'Int',
      row: 'Int: Row of the file (1 = header)',
      trackingNo: 'String',
      estimatedFreight: 'Decimal: CNY: the estimated freight of the order when shipped (0 when it had none)',
      actualFreight: 'Decimal: CNY',
      returnFreight: 'Decimal: CNY',
      difference: 'Decimal: CNY: actual − estimated',
      billableWeight: "Int: Grams: the carrier's billable weight",
      outboundWeight: 'Int: Grams: our weighed outbound weight (from the bill, else the order)',
      declaredWeight: 'Int: Grams: declared weight (0 when not on the bill)',
    }),
    orderNo: t.string({
      resolve: (p, _a, ctx) => ctx.db.order.findFirst({ where: { id: p.orderId }, select: { orderNo: true } }).then((o) => o?.orderNo ?? ''),
    }),
  }),
});

const RowProblemRef = builder.objectRef<bills.LogisticsBillRowProblem>('LogisticsBillRowProblem').implement({
  description: 'Why one row refused a carrier bill',
  fields: (t) =>
    exposeFields(t, {
      row: 'Int: Row of the file (1 = header), or position in the list (from 1) for importLogisticsBill',
      trackingNo: 'String',
      field: 'String: The column at fault',
      reason: 'String: trackingRequired | badNumber | duplicate | unknown | otherCarrier | alreadyBilled',
      message: "String: In the caller's language",
    }),
});
builder.objectType(bills.LogisticsBillRowsError, {
  name: 'LogisticsBillRowsError',
  description: 'Rows of the bill broke the rules; nothing was imported',
  interfaces: [ErrorInterface],
  fields: (t) => ({ parcels: t.field({ type: [RowProblemRef], resolve: (err) => err.parcels }) }),
});

const BillFilter = plainInput('LogisticsBillFilter', {
  carrier: 'String',
  keyword: 'String: Part of the bill number, file name or carrier',
});
const ParcelFilter = plainInput('LogisticsBillParcelFilter', {
  billId: 'Int: The bill (required to list parcels of one bill)',
  overEstimate: 'Boolean: Only parcels charged above the estimate',
  keyword: 'String: Part of the tracking number',
});

const list = listAndOne('LogisticsBill', 'logisticsAccount', BillFilter, (ctx) => ctx.db.logisticsBill, bills.logisticsBillWhere, { id: 'desc' });
builder.queryFields((t) => ({
  logisticsBills: t.prismaConnection(list.list),
  logisticsBill: t.prismaField(list.one),
  logisticsBillParcels: t.prismaConnection({
    type: 'LogisticsBillParcel',
    ...reading('logisticsAccount'),
    ...listOf(ParcelFilter, (ctx) => ctx.db.logisticsBillParcel, bills.logisticsBillParcelWhere, [{ difference: 'desc' }, { id: 'asc' }]),
  }),
  logisticsBillCarriers: t.stringList({
    ...reading('logisticsAccount'),
    description: "The carriers of the company's logistics channels (a bill is from one of them)",
    resolve: (_r, _a, ctx) => bills.logisticsBillCarriers(ctx),
  }),
}));

const RowInput = builder.inputType('LogisticsBillRowInput', {
  description: 'One parcel of a bill, as a row of the file (values as text: weights in kg, money in CNY)',
  fields: (t) => Object.fromEntries(LOGISTICS_BILL_COLUMNS.map((c) => [c, t.string({ required: c === 'trackingNo' })])),
});
const ImportInput = builder.inputType('LogisticsBillImportInput', {
  fields: (t) => ({
    carrier: t.string({ required: true, description: "One of logisticsBillCarriers (a carrier of the company's channels)" }),
    fileName: t.string({ description: 'Shown in the bill list' }),
    rows: t.field({ type: [RowInput], required: true, description: `At most ${LOGISTICS_BILL_MAX_ROWS}` }),
  }),
});

builder.mutationField('importLogisticsBill', (t) =>
  t.prismaField({
    type: 'LogisticsBill',
    errors: { types: [bills.LogisticsBillRowsError] },
    authScopes: { permission: 'logisticsBill.import' },
    extensions: { operateModule: 'logisticsAccount' },
    description: "Imports a carrier's bill from rows: all or nothing; posts the payable (an unpaid freight payment order) in the same transaction",
    args: { input: t.arg({ type: ImportInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) =>
      bills.importLogisticsBill(ctx, {
        carrier: input.carrier,
        fileName: input.fileName ?? '',
        rows: input.rows.map((r, i) => ({
          row: i + 1,
          values: Object.fromEntries(LOGISTICS_BILL_COLUMNS.map((c) => [c, textOf((r as Record<string, unknown>)[c]).trim()])),
        })),
      }),
  }),
);

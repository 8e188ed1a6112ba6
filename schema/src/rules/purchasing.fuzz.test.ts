// Properties of the purchasing rules (spec 02 §5 'Purchasing', 'Stocking suggestion'; spec 01 §5
// 'batch 1688 orders at most 200; batch quantity positive integer; 1688 order numbers one per line;
// payment or refund amount …'; §9 coefficient 0 to 1).
import { describe, expect, it } from 'vitest';
import {
  ABNORMAL_METHODS,
  ABNORMAL_TYPES,
  ORDER_WAYS,
  PACKAGING_CONDITIONS,
  PAYMENT_KINDS,
  SUGGESTION_WINDOWS,
  SUPPLIER_TYPES,
  WHOLESALE_BATCH_MAX,
  parseOrderNumbers,
  parseWholesaleLink,
} from './purchasing';
import {
  badId,
  badMoney,
  blank,
  bool,
  brk,
  covers,
  fc,
  fraction,
  fuzz,
  id,
  ids,
  money,
  moneyText,
  negativeInt,
  optText,
  padded,
  rel,
  reqText,
} from './fuzz.support';

const qty = fc.integer({ min: 1, max: 10_000_000 });
const badQty = fc.oneof(
  fc.integer({ min: -10, max: 0 }),
  fraction.filter((n) => n > 0),
);
const count = fc.nat(10_000_000);
const days = fc.nat(3650);
const day0 = new Date('2020-01-01T00:00:00Z').getTime();
const DAY = 86_400_000;
/** A whole day between 2020 and ~2030 as an ISO date. */
const dayIso = fc.nat(3650).map((d) => new Date(day0 + d * DAY).toISOString().slice(0, 10));

// A rate in percent: integer or two decimals, below 100.
const ratePercent = fc.integer({ min: 0, max: 9999 }).map((c) => String(c / 100));
fuzz('supplierInput', {
  valid: fc.record(
    {
      name: reqText(100),
      type: fc.constantFrom(...SUPPLIER_TYPES),
      preferred: bool,
      website: fc.oneof(fc.constant(''), fc.stringMatching(/^(https?:\/\/)?[a-z0-9-]{1,10}(\.[a-z]{2,5}){1,2}(\/[a-z0-9]{0,8})?$/)),
      phone: padded(fc.stringMatching(/^[+\-\d ]{0,20}\d$/)),
      accountNumber: fc.stringMatching(/^(\d[\d -]{0,20})?$/),
      deliveryDays: fc.integer({ min: 0, max: 365 }),
      taxRate: fc.oneof(ratePercent, fc.integer({ min: 0, max: 99 })),
      remark: optText(500),
    },
    { requiredKeys: ['name'] },
  ),
  accepts: (i, o) => {
    expect(o.name).toBe(i.name.trim());
    expect(o.deliveryDays).toBe(i.deliveryDays ?? 3);
    expect(o.taxRate).toBe(i.taxRate === undefined ? '0' : String(i.taxRate));
    expect(o.type).toBe(i.type ?? 'formal');
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk(
      'taxRate',
      'purchase.rateFormat',
      fc.oneof(
        fc.integer({ min: 10_000, max: 1e6 }).map((c) => String(c / 100)),
        fc.stringMatching(/^\d{1,2}\.\d{3}$/),
        fc.constantFrom('-1', 'abc', '100'),
      ),
    ),
    brk('deliveryDays', 'purchase.deliveryDays', fc.oneof(negativeInt, fc.integer({ min: 366, max: 1e5 }), fraction, fc.constant('3'))),
    brk('website', 'purchase.websiteFormat', fc.constantFrom('not a site', 'http://', 'ftp:/x', 'abc')),
    brk('phone', 'purchase.phoneFormat', fc.stringMatching(/^\d{1,5}[a-z#()]\d{0,4}$/)),
    brk('accountNumber', 'purchase.accountNumberFormat', fc.stringMatching(/^\d{1,5}[a-zA-Z.]\d{0,4}$/)),
    brk('type', 'purchase.supplierType', fc.constantFrom('permanent', '')),
  ],
});

fuzz('supplyRelationshipInput', {
  valid: fc.record({ skuId: id, supplierIds: ids(1, 5), pref: fc.nat() }).chain(({ skuId, supplierIds, pref }) =>
    fc.tuple(...supplierIds.map(() => fc.record({ purchasePrice: money, moq: qty }, { requiredKeys: [] }))).map((rows) => ({
      skuId,
      suppliers: rows.map((r, i) => ({ ...r, supplierId: supplierIds[i], preferred: i === pref % supplierIds.length })),
    })),
  ),
  accepts: (i, o) => expect(o.suppliers.map((s: { moq: number }) => s.moq)).toEqual(i.suppliers.map((s: { moq?: number }) => s.moq ?? 1)),
  breaks: [
    brk('suppliers', 'purchase.supplierRequired', fc.constant([])),
    rel(
      'suppliers',
      'purchase.preferredSupplierRequired',
      (v) => fc.constant({ ...v, suppliers: v.suppliers.map((s: object) => ({ ...s, preferred: false })) }),
      { rule: 'no preferred' },
    ),
    rel(
      'suppliers',
      'purchase.preferredSupplierRequired',
      (v) => fc.constant({ ...v, suppliers: [...v.suppliers.map((s: object) => ({ ...s, preferred: true })), { supplierId: 2 ** 31 - 1, preferred: true }] }),
      { rule: 'two preferred' },
    ),
    rel('suppliers.1.supplierId', 'purchase.sameSupplierTwice', (v) =>
      fc.constant({
        ...v,
        suppliers: [
          v.suppliers.find((s: { preferred: boolean }) => s.preferred),
          { ...v.suppliers.find((s: { preferred: boolean }) => s.preferred), preferred: false },
        ],
      }),
    ),
    brk('suppliers.0.moq', 'purchase.quantityPositive', badQty),
  ],
});

const lines = ids(1, 5).chain((skuIds) =>
  fc.tuple(
    ...skuIds.map((skuId) =>
      fc.record({
        skuId: fc.constant(skuId),
        quantity: fc.integer({ min: 1, max: 1000 }),
        unitPrice: fc.integer({ min: 0, max: 100_000 }).map((c) => String(c / 100)),
      }),
    ),
  ),
);
const costCents = (ls: { quantity: number; unitPrice: string }[]) => ls.reduce((s, l) => s + l.quantity * Math.round(Number(l.unitPrice) * 100), 0);
fuzz('purchaseOrderInput', {
  valid: fc
    .record({
      supplierId: id,
      warehouseId: id,
      orderWay: fc.constantFrom(...ORDER_WAYS),
      orderDate: dayIso,
      etaDays: fc.option(fc.nat(60)),
      freight: money,
      lines,
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ etaDays, discountShare, ...o }) => ({
      ...o,
      ...(etaDays === null ? {} : { eta: new Date(Date.parse(o.orderDate) + etaDays * DAY).toISOString() }),
      // the discount never exceeds the goods' cost
      discount: String(Math.floor(costCents(o.lines) * discountShare) / 100),
    })),
  accepts: (i, o) => {
    expect(o.freight).toBe(moneyText(i.freight));
    expect(o.orderWay).toBe(i.orderWay);
    expect(o.orderDate).toBeInstanceOf(Date);
  },
  breaks: [
    rel('lines', 'purchase.itemRequired', (v) => fc.constant({ ...v, lines: [], discount: '0' })),
    rel('lines.1.skuId', 'purchase.sameProductTwice', (v) => fc.constant({ ...v, discount: '0', lines: [v.lines[0], { ...v.lines[0] }, ...v.lines.slice(1)] })),
    rel(
      'eta',
      'purchase.etaBeforeOrder',
      (v) => fc.integer({ min: 2, max: 100 }).map((d) => ({ ...v, eta: new Date(Date.parse(v.orderDate) - d * DAY).toISOString() })),
      { rule: 'more than a day before the order date:' },
    ),
    rel('discount', 'purchase.discountTooHigh', (v) =>
      fc.integer({ min: 1, max: 1000 }).map((extra) => ({ ...v, freight: '0', discount: String((costCents(v.lines) + extra) / 100) })),
    ),
    brk('warehouseId', 'purchase.warehouseRequired', fc.oneof(fc.constant(undefined), fc.constant(0), negativeInt)),
    brk('lines.0.quantity', 'purchase.quantityPositive', badQty, { loose: true }),
    brk('orderDate', 'purchase.dateInvalid', fc.constantFrom('someday', '2024-02-31x')),
    brk('freight', 'inventory.priceTwoDecimals', badMoney),
  ],
});

fuzz('auditInput', {
  valid: fc.oneof(
    fc.record({ ids: ids(1, 30), approve: fc.constant(true), remark: optText(500) }, { requiredKeys: ['ids', 'approve'] }),
    fc.record({ ids: ids(1, 30), approve: fc.constant(false), remark: reqText(500) }),
  ),
  breaks: [
    rel('remark', 'purchase.rejectRemarkRequired', (v) => blank.map((remark) => ({ ...v, approve: false, remark }))),
    brk('ids', 'purchase.tickAtLeastOne', fc.constant([])),
    brk('ids', 'purchase.tooMany', fc.array(id, { minLength: 501, maxLength: 502 })),
  ],
});

fuzz('paymentRequestInput', {
  valid: fc.record(
    {
      purchaseOrderId: id,
      kind: fc.constantFrom(...PAYMENT_KINDS),
      amount: fc.integer({ min: 1, max: 1e9 }).map((c) => String(c / 100)),
      remark: optText(500),
    },
    { requiredKeys: ['purchaseOrderId', 'kind', 'amount'] },
  ),
  accepts: (i, o) => expect(o.amount).toBe(i.amount),
  breaks: [
    brk('amount', 'purchase.amountPositive', fc.constantFrom('0', '0.00', 0)),
    brk('amount', 'inventory.priceTwoDecimals', badMoney, { loose: true }),
    brk('kind', 'purchase.paymentKind', fc.constantFrom('deposit', '')),
  ],
});

fuzz('signReceiptInput', {
  valid: fc.record(
    {
      trackingNo: reqText(64),
      purchaseOrderId: id,
      boxes: qty,
      packaging: fc.constantFrom(...PACKAGING_CONDITIONS),
      lines: fc
        .array(fc.record({ purchaseOrderLineId: id, receivedQuantity: count }), { minLength: 1, maxLength: 5 })
        .filter((ls) => ls.some((l) => l.receivedQuantity > 0)),
    },
    { requiredKeys: ['trackingNo', 'purchaseOrderId', 'lines'] },
  ),
  accepts: (i, o) => {
    expect(o.trackingNo).toBe(i.trackingNo.trim());
    expect(o.boxes).toBe(i.boxes ?? 1);
    expect(o.packaging).toBe(i.packaging ?? 'intact');
  },
  breaks: [
    brk('trackingNo', 'purchase.trackingNoRequired', fc.oneof(blank, fc.constant(undefined))),
    brk(
      'lines',
      'purchase.itemRequired',
      fc.oneof(fc.constant([]), fc.array(fc.record({ purchaseOrderLineId: id, receivedQuantity: fc.constant(0) }), { minLength: 1, maxLength: 3 })),
    ),
    brk('lines.0.receivedQuantity', 'purchase.countWhole', fc.oneof(negativeInt, fraction), { loose: true }),
    brk('packaging', 'purchase.packaging', fc.constantFrom('broken')),
  ],
});

const inspectLine = fc
  .record({ lineId: id, goodQuantity: count, defectiveQuantity: count, goodLocationId: id, defectiveLocationId: id })
  .filter((l) => l.goodQuantity + l.defectiveQuantity > 0);
fuzz('inspectReceiptInput', {
  valid: fc.record(
    { receiptId: id, confirmOverPurchase: bool, lines: fc.array(inspectLine, { minLength: 1, maxLength: 5 }) },
    { requiredKeys: ['receiptId', 'lines'] },
  ),
  accepts: (i, o) => expect(o.confirmOverPurchase).toBe(i.confirmOverPurchase ?? false),
  breaks: [
    brk('lines', 'purchase.inspectionRowRequired', fc.constant([])),
    rel(
      'lines.0.goodLocationId',
      'purchase.locationRequired',
      (v) => qty.map((g) => ({ ...v, lines: [{ ...v.lines[0], goodQuantity: g, goodLocationId: null }, ...v.lines.slice(1)] })),
      { rule: 'a good count without a location:' },
    ),
    rel('lines.0.defectiveLocationId', 'purchase.locationRequired', (v) =>
      qty.map((d) => ({ ...v, lines: [{ ...v.lines[0], defectiveQuantity: d, defectiveLocationId: undefined }, ...v.lines.slice(1)] })),
    ),
    rel('lines', 'purchase.goodOrDefectiveRequired', (v) =>
      fc.constant({ ...v, lines: v.lines.map((l: object) => ({ ...l, goodQuantity: 0, defectiveQuantity: 0 })) }),
    ),
  ],
});

const abnormalLine = fc.record(
  { quantity: qty, waybillNos: fc.array(reqText(64), { minLength: 1, maxLength: 20 }), receiptPrice: money, refundAmount: money, remark: optText(200) },
  { requiredKeys: ['quantity', 'waybillNos', 'receiptPrice', 'refundAmount'] },
);
fuzz('abnormalReceiptInput', {
  valid: fc.record({
    purchaseOrderNo: reqText(64),
    type: fc.constantFrom(...ABNORMAL_TYPES),
    method: fc.constantFrom(...ABNORMAL_METHODS),
    lines: ids(1, 4).chain((skuIds) => fc.tuple(...skuIds.map((skuId) => abnormalLine.map((l) => ({ ...l, skuId }))))),
  }),
  accepts: (i, o) =>
    expect(o.lines.map((l: { refundAmount: string }) => l.refundAmount)).toEqual(i.lines.map((l: { refundAmount: unknown }) => moneyText(l.refundAmount))),
  breaks: [
    brk('purchaseOrderNo', 'purchase.orderNoRequired', blank),
    brk('type', 'purchase.abnormalTypeRequired', fc.constantFrom(undefined, 'lost')),
    brk('method', 'purchase.abnormalMethodRequired', fc.constantFrom(undefined, 'refund')),
    brk('lines.0.waybillNos', 'purchase.waybillRequired', fc.constant([])),
    brk('lines.0.receiptPrice', 'purchase.receiptPriceRequired', fc.constantFrom(undefined, null)),
    brk('lines.0.refundAmount', 'purchase.refundAmountRequired', fc.constant(undefined)),
    brk('lines.0.refundAmount', 'inventory.priceTwoDecimals', badMoney),
    rel('lines.1.skuId', 'purchase.sameProductTwice', (v) => fc.constant({ ...v, lines: [v.lines[0], { ...v.lines[0] }, ...v.lines.slice(1)] })),
    brk('lines', 'purchase.itemRequired', fc.constant([])),
  ],
});

const orderNo = fc.stringMatching(/^\d{6,30}$/);
fuzz('wholesaleBatchInput', {
  valid: fc
    .record({
      numbers: fc.array(orderNo, { minLength: 1, maxLength: 40 }),
      eol: fc.constantFrom('\n', '\r\n'),
      blanks: fc.boolean(),
      purchaseOrderId: fc.option(id, { nil: null }),
    })
    .map(({ numbers, eol, blanks, purchaseOrderId }) => ({
      orderNumbers: numbers.map((n) => (blanks ? ` ${n} ${eol}` : n)).join(eol),
      purchaseOrderId,
    })),
  // one order per distinct number, in order; blank lines ignored
  accepts: (i, o) => {
    expect(o.numbers).toEqual([
      ...new Set(
        i.orderNumbers
          .split(/\r?\n/)
          .map((l: string) => l.trim())
          .filter(Boolean),
      ),
    ]);
    expect(o.purchaseOrderId).toBe(i.purchaseOrderId);
  },
  breaks: [
    brk('orderNumbers', 'purchase.orderNumbersRequired', fc.oneof(blank, fc.constant(undefined), fc.constant('\n\n'))),
    rel('orderNumbers', 'purchase.orderNumbersOnePerLine', (v) =>
      fc.constantFrom('12345 67890', 'abc123456', '12345', '123456,234567').map((bad) => ({ ...v, orderNumbers: `${v.orderNumbers}\n${bad}` })),
    ),
    rel(
      'orderNumbers',
      'purchase.batchTooMany',
      () =>
        fc
          .integer({ min: WHOLESALE_BATCH_MAX + 1, max: WHOLESALE_BATCH_MAX + 20 })
          .map((n) => ({ orderNumbers: Array.from({ length: n }, (_, k) => String(100_000 + k)).join('\n') })),
      { rule: `more than ${WHOLESALE_BATCH_MAX} distinct` },
    ),
  ],
});

fuzz('wholesaleOrderInput', {
  valid: fc.record({
    items: fc.array(fc.record({ skuId: id, quantity: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 30 }),
    warehouseId: id,
  }),
  breaks: [
    brk('items', 'purchase.tickAtLeastOne', fc.constant([])),
    brk(
      'items',
      'purchase.batchTooMany',
      fc.array(fc.constant({ skuId: 1, quantity: 1 }), { minLength: WHOLESALE_BATCH_MAX + 1, maxLength: WHOLESALE_BATCH_MAX + 2 }),
    ),
    brk(
      'items.0.quantity',
      'purchase.batchQuantity',
      fc.oneof(
        fc.integer({ min: -5, max: 0 }),
        fraction.filter((n) => n > 0),
        fc.integer({ min: 1_000_001 }),
      ),
    ),
  ],
});

const wholesaleLink = fc
  .tuple(fc.constantFrom('https://detail', 'http://m', 'HTTPS://DETAIL'), fc.stringMatching(/^\d{6,20}$/), fc.constantFrom('', '?spm=1', '#x'))
  .map(([h, n, q]) => `${h}.1688.com/offer/${n}.html${q}`);
fuzz('wholesalePairingInput', {
  valid: fc.record(
    {
      skuId: id,
      productUrl: padded(wholesaleLink),
      specId: reqText(64),
      specValues: fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), fc.string({ maxLength: 5 })),
      ratio: qty,
    },
    { requiredKeys: ['skuId', 'productUrl', 'specId'] },
  ),
  accepts: (i, o) => {
    expect(o.productUrl).toBe(i.productUrl.trim());
    expect(o.ratio).toBe(i.ratio ?? 1);
  },
  breaks: [
    brk('productUrl', 'purchase.linkRequired', fc.oneof(blank, fc.constant(undefined))),
    brk(
      'productUrl',
      'purchase.linkFormat',
      fc.constantFrom(
        'https://detail.1688.com/offer/12345.html',
        'https://www.taobao.com/offer/123456.html',
        '1688.com/offer/123456.html',
        'https://detail.1688.com/offer/1234567.htm',
      ),
    ),
    brk('specId', 'purchase.variantRequired', fc.oneof(blank, fc.constant(undefined))),
    brk('ratio', 'purchase.quantityPositive', badQty),
  ],
});

const coefficient = fc.double({ min: 0, max: 1, noNaN: true });
const settings = fc
  .record({
    stocking: fc.tuple(days, days),
    safeDays: days,
    safety: fc.option(fc.tuple(count, count)),
    moq: qty,
    salesWeights: fc.uniqueArray(fc.record({ days: fc.constantFrom(...SUGGESTION_WINDOWS), weight: coefficient }), {
      maxLength: SUGGESTION_WINDOWS.length,
      selector: (w) => w.days,
    }),
    // non-overlapping quantity ranges and date ranges: consecutive slices
    orderCuts: fc.uniqueArray(fc.nat(10_000), { maxLength: 8 }),
    dayCuts: fc.uniqueArray(fc.nat(3000), { maxLength: 8 }),
  })
  .map(({ stocking: [a, b], safety, orderCuts, dayCuts, ...s }) => {
    const oc = [...orderCuts].sort((x, y) => x - y);
    const dc = [...dayCuts].sort((x, y) => x - y);
    return {
      ...s,
      minStockingDays: Math.min(a, b),
      maxStockingDays: Math.max(a, b),
      ...(safety ? { safetyStock: Math.max(...safety), stockFloor: Math.min(...safety) } : {}),
      orderCoefficients: oc.slice(1).map((to, i) => ({ start: '2024-01-01', end: '2024-12-31', minQuantity: oc[i], maxQuantity: to - 1, coefficient: 0.5 })),
      salesCoefficients: dc
        .slice(1)
        .map((to, i) => ({ start: new Date(day0 + dc[i] * DAY).toISOString(), end: new Date(day0 + to * DAY - 1).toISOString(), coefficient: 0.8 })),
    };
  });
fuzz('purchaseSettingInput', {
  valid: settings,
  accepts: (i, o) => {
    expect(o.moq).toBe(i.moq);
    expect(o.stockFloor).toBe(i.stockFloor ?? 0);
    for (const c of o.salesCoefficients ?? []) expect(c.end.getTime()).toBeGreaterThan(c.start.getTime());
  },
  breaks: [
    rel('minStockingDays', 'purchase.minStockingDaysAboveMax', (v) =>
      fc
        .tuple(days, fc.integer({ min: 1, max: 100 }))
        .map(([a, d]) => ({ ...v, maxStockingDays: a, minStockingDays: a + d }))
        .filter((x) => x.minStockingDays <= 3650),
    ),
    rel('stockFloor', 'purchase.floorAboveSafety', (v) =>
      fc.tuple(count, fc.integer({ min: 1, max: 100 })).map(([s, d]) => ({ ...v, safetyStock: s, stockFloor: s + d })),
    ),
    brk('salesWeights', 'purchase.coefficientRange', fc.constant([{ days: 7, weight: 1.5 }]), { field: 'salesWeights.0.weight' }),
    brk('salesWeights', 'purchase.weightWindow', fc.constant([{ days: 8, weight: 0.5 }]), { field: 'salesWeights.0.days' }),
    brk(
      'orderCoefficients',
      'purchase.orderRangesOverlap',
      fc.constant([
        { start: '2024-01-01', end: '2024-02-01', minQuantity: 1, maxQuantity: 10, coefficient: 1 },
        { start: '2024-01-01', end: '2024-02-01', minQuantity: 10, maxQuantity: 20, coefficient: 1 },
      ]),
      { field: 'orderCoefficients.1.minQuantity' },
    ),
    brk(
      'orderCoefficients',
      'purchase.maxBelowMin',
      fc.constant([{ start: '2024-01-01', end: '2024-02-01', minQuantity: 10, maxQuantity: 9, coefficient: 1 }]),
      { field: 'orderCoefficients.0.maxQuantity' },
    ),
    brk(
      'salesCoefficients',
      'purchase.salesRangesOverlap',
      fc.constant([
        { start: '2024-01-01', end: '2024-02-01', coefficient: 1 },
        { start: '2024-02-01', end: '2024-03-01', coefficient: 1 },
      ]),
      { field: 'salesCoefficients.1.start' },
    ),
    brk(
      'salesCoefficients',
      'purchase.endAfterStart',
      fc.constantFrom([{ start: '2024-02-01', end: '2024-02-01', coefficient: 1 }], [{ start: '2024-02-01', end: '', coefficient: 1 }]),
      { field: 'salesCoefficients.0.end' },
    ),
    brk('safeDays', 'purchase.daysWhole', fc.oneof(negativeInt, fc.integer({ min: 3651, max: 1e5 }), fraction)),
    brk('minStockingDays', 'purchase.daysWhole', fc.constant('x'), { loose: true }),
  ],
});

fuzz('batchSafetyInput', {
  valid: fc
    .record(
      { skuIds: ids(1, 50), warehouseId: id, safety: fc.option(fc.tuple(count, count)), safeDays: days, moq: qty },
      { requiredKeys: ['skuIds', 'warehouseId'] },
    )
    .map(({ safety, ...s }) => ({ ...s, ...(safety ? { safetyStock: Math.max(...safety), stockFloor: Math.min(...safety) } : {}) })),
  accepts: (i, o) => expect(o.stockFloor).toBe(i.stockFloor ?? 0),
  breaks: [
    brk('skuIds', 'purchase.tickAtLeastOne', fc.constant([])),
    brk('skuIds', 'purchase.tooMany', fc.array(id, { minLength: 1001, maxLength: 1002 })),
    rel('stockFloor', 'purchase.floorAboveSafety', (v) =>
      fc.tuple(count, fc.integer({ min: 1, max: 100 })).map(([s, d]) => ({ ...v, safetyStock: s, stockFloor: s + d })),
    ),
    brk('warehouseId', 'validation.integerIds', badId),
  ],
});

fuzz('generatePurchaseOrdersInput', {
  valid: fc.record({
    items: fc.array(fc.record({ skuId: id, warehouseId: fc.option(id, { nil: null }), supplierId: fc.option(id, { nil: null }), quantity: qty }), {
      minLength: 1,
      maxLength: 20,
    }),
    warehouseId: fc.option(id, { nil: null }),
  }),
  breaks: [
    brk('items', 'purchase.itemRequired', fc.constant([])),
    brk('items', 'purchase.tooMany', fc.array(fc.constant({ skuId: 1, quantity: 1 }), { minLength: 1001, maxLength: 1002 })),
    brk('items.0.quantity', 'purchase.quantityPositive', badQty),
    brk('warehouseId', 'purchase.commonWarehouseRequired', fc.oneof(fc.constant(0), negativeInt, fc.constant('1'))),
  ],
});

covers('parseWholesaleLink', () => {
  it('the offer id of a detail / mobile 1688 link (query or fragment allowed); null for anything else', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6,20}$/),
        fc.constantFrom('https://detail', 'http://m', 'https://DETAIL'),
        fc.constantFrom('', '?a=1', '#b'),
        (n, host, tail) => {
          expect(parseWholesaleLink(` ${host}.1688.com/offer/${n}.html${tail} `)).toBe(n);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseWholesaleLink(s);
        if (r !== null) expect(s).toContain(`/offer/${r}.html`);
      }),
    );
  });
});

covers('parseOrderNumbers', () => {
  it('numbers of 6..30 digits one per line; every other non-blank line reported by line number', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(orderNo, fc.constantFrom('', ' ', '12345', 'x123456', '1'.repeat(31), '123456 7')), { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n'),
        (ls, eol) => {
          const r = parseOrderNumbers(ls.join(eol));
          expect(r.numbers).toEqual(ls.map((l) => l.trim()).filter((l) => /^\d{6,30}$/.test(l)));
          expect(r.invalidLines).toEqual(ls.flatMap((l, i) => (l.trim() && !/^\d{6,30}$/.test(l.trim()) ? [i + 1] : [])));
        },
      ),
    );
  });
});

describe('purchasing limits are the spec’s numbers', () => {
  it('batch wholesale-platform ordering at most 200 orders (spec 01 §5, 02 §9)', () => expect(WHOLESALE_BATCH_MAX).toBe(200));
});

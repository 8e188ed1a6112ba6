// Properties of the warehouse and stock input rules (spec 02 §5 'Warehouse and stock': quantities
// whole numbers of at least 1, remarks not empty, inbound needs warehouse + products + location,
// outbound warehouse + products, reference price integer or two decimals; 'Listing' / §9 limits:
// product name 50, 5 specification names, 2 variant attributes, 20 pictures, 5 source URLs,
// SKU / EAN / barcode not repeated).
import { describe, expect, it } from 'vitest';
import {
  CATALOG_LIMITS,
  COUNT_MODES,
  COUNT_PRINT_ORDERS,
  BARCODE_TYPES,
  FREIGHT_SHARING,
  INBOUND_TYPES,
  OUTBOUND_TYPES,
  WAREHOUSE_TYPES,
  submitProblems,
} from './inventory';
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
  notNumber,
  OMIT,
  optText,
  padded,
  rel,
  reqText,
  tooLong,
} from './fuzz.support';

const qty = fc.integer({ min: 1, max: 10_000_000 });
const badQty = fc.oneof(
  fc.integer({ min: -1000, max: 0 }),
  fraction.filter((n) => n > 0),
  fc.integer({ min: 10_000_001, max: 2e9 }),
  notNumber,
);

fuzz('positiveQuantity', {
  valid: qty,
  accepts: (input, out) => expect(out).toBe(input),
  breaks: [brk('', 'inventory.quantityInteger', badQty)],
});
fuzz('price', {
  valid: fc.oneof(money, padded(fc.stringMatching(/^\d{1,10}(\.\d{1,2})?$/))),
  accepts: (input, out) => expect(out).toBe(moneyText(input)),
  breaks: [brk('', 'inventory.priceTwoDecimals', badMoney)],
});

fuzz('warehouseInput', {
  valid: fc.record(
    {
      name: reqText(50),
      code: optText(30),
      type: fc.constantFrom(...WAREHOUSE_TYPES),
      country: optText(2),
      address: optText(200),
      contact: optText(50),
      phone: optText(30),
      priority: fc.nat(1e6),
      enabled: bool,
    },
    { requiredKeys: ['name', 'type'] },
  ),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.country).toBe(input.country === undefined ? 'CN' : input.country.trim());
    expect(out.priority).toBe(input.priority ?? 0);
    expect(out.enabled).toBe(input.enabled ?? true);
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk('name', 'validation.tooLong', tooLong(50)),
    brk(
      'type',
      'inventory.warehouseType',
      fc.string().filter((s) => !(WAREHOUSE_TYPES as readonly string[]).includes(s)),
    ),
    brk('country', 'validation.tooLong', tooLong(2)),
    brk('priority', 'inventory.nonNegativeInteger', fc.oneof(negativeInt, fraction)),
  ],
});

fuzz('locationInput', {
  valid: fc.record(
    { warehouseId: id, code: padded(fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/)), zone: optText(30), remark: optText(200) },
    { requiredKeys: ['warehouseId', 'code'] },
  ),
  accepts: (input, out) => expect(out.code).toBe(input.code.trim()),
  breaks: [
    brk('code', 'inventory.locationCode', fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{31,40}$/), fc.stringMatching(/^[A-Z]{1,3}[ .#/中][0-9]{1,3}$/), blank)),
    brk('warehouseId', 'validation.integerIds', badId),
    brk('warehouseId', 'validation.required', OMIT),
    brk('zone', 'validation.tooLong', tooLong(30)),
  ],
});

// A product with distinct SKU codes, EANs and barcodes; options match the specifications.
const skuCode = fc.stringMatching(/^[A-Za-z0-9_\-.#/]{1,60}$/);
const product = fc
  .record({
    spu: reqText(60),
    name: reqText(CATALOG_LIMITS.productName),
    platforms: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }),
    mainImage: optText(500),
    images: fc.array(optText(100), { maxLength: CATALOG_LIMITS.pictures }),
    supplierLinks: fc.array(padded(fc.stringMatching(/^https?:\/\/[a-z0-9.]{1,20}\/\S{0,20}$/)), { maxLength: CATALOG_LIMITS.supplierLinks }),
    specCount: fc.integer({ min: 0, max: CATALOG_LIMITS.specificationNames }),
    multiOption: fc.integer({ min: 0, max: CATALOG_LIMITS.variantAttributes }),
    weight: fc.nat(1e6),
    declareValue: money,
  })
  .chain((p) => {
    // at most two specifications vary (more than one option); the rest have one option
    const specs = Array.from({ length: p.specCount }, (_, i) => ({ name: `spec${i}`, options: i < p.multiOption ? ['a', 'b'] : ['only'] }));
    const rowCount = fc.integer({ min: 1, max: 6 });
    return rowCount.chain((n) =>
      fc.uniqueArray(skuCode, { minLength: n, maxLength: n, selector: (s) => s.toLowerCase() }).map((codes) => {
        const { specCount: _s, multiOption: _m, ...rest } = p;
        return {
          ...rest,
          specifications: specs,
          skus: codes.map((sku, i) => ({ sku, ean: i % 2 ? String(10_000_000 + i) : '', price: '1.5', stock: i, options: specs.map((s) => s.options[0]) })),
        };
      }),
    );
  });
fuzz('productInput', {
  valid: product,
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.skus.map((s: { sku: string }) => s.sku)).toEqual(input.skus.map((s: { sku: string }) => s.sku.trim()));
    expect(out.declareValue).toBe(moneyText(input.declareValue));
  },
  breaks: [
    brk('name', 'validation.tooLong', tooLong(CATALOG_LIMITS.productName)),
    brk('spu', 'validation.required', blank),
    brk('skus', 'catalog.skuRequired', fc.constant([])),
    brk('images', 'catalog.tooManyPictures', fc.array(fc.constant('a.png'), { minLength: CATALOG_LIMITS.pictures + 1, maxLength: 30 })),
    brk('supplierLinks', 'catalog.tooManyLinks', fc.array(fc.constant('https://a.com/x'), { minLength: CATALOG_LIMITS.supplierLinks + 1, maxLength: 9 })),
    brk('supplierLinks', 'inventory.linkFormat', fc.array(fc.constantFrom('www.a.com', 'ftp://a.com', 'https:// a'), { minLength: 1, maxLength: 3 })),
    rel('specifications', 'catalog.tooManySpecifications', (v) =>
      fc.constant({
        ...v,
        specifications: Array.from({ length: 6 }, (_, i) => ({ name: `s${i}`, options: ['x'] })),
        skus: v.skus.map((s: object) => ({ ...s, options: Array(6).fill('x') })),
      }),
    ),
    rel('specifications', 'catalog.tooManyVariantAttributes', (v) =>
      fc.constant({
        ...v,
        specifications: Array.from({ length: 3 }, (_, i) => ({ name: `s${i}`, options: ['x', 'y'] })),
        skus: v.skus.map((s: object) => ({ ...s, options: ['x', 'x', 'x'] })),
      }),
    ),
    rel(
      'skus.1.sku',
      'catalog.duplicateCode',
      (v) => fc.constant({ ...v, skus: [v.skus[0], { ...v.skus[0], ean: '', sku: ` ${v.skus[0].sku.toUpperCase()} ` }] }),
      { rule: 'repeated (any case)' },
    ),
    brk('skus.0.sku', 'catalog.skuChars', fc.stringMatching(/^[a-z]{1,4}[ 中@,;][a-z]{1,4}$/)),
    brk('skus.0.ean', 'form.barcode', fc.oneof(fc.stringMatching(/^\d{1,7}$/), fc.stringMatching(/^\d{9,11}$/), fc.stringMatching(/^\d{15,18}$/))),
    brk('skus.0.price', 'inventory.priceTwoDecimals', badMoney),
    brk('weight', 'inventory.nonNegativeInteger', fc.oneof(negativeInt, fraction)),
  ],
});

covers('submitProblems', () => {
  it('needs the main image and at least one SKU, nothing else', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -3, max: 20 }), (mainImage, skus) => {
        const expected = [...(mainImage ? [] : ['catalog.mainImageRequired']), ...(skus < 1 ? ['catalog.skuRequired'] : [])];
        expect(submitProblems({ mainImage, skus })).toEqual(expected);
      }),
    );
  });
});

const billLines = (min = 1) =>
  ids(min, 8).chain((skuIds) =>
    fc.tuple(
      ...skuIds.map((skuId) =>
        fc.record(
          { skuId: fc.constant(skuId), quantity: qty, unitPrice: money, locationId: id, remark: optText(200) },
          { requiredKeys: ['skuId', 'quantity', 'locationId'] },
        ),
      ),
    ),
  );
/** The first line again as the second: reported on lines.1.skuId. */
const repeatedSku = (v: { lines: object[] }) => fc.constant({ ...v, lines: [v.lines[0], { ...v.lines[0] }, ...v.lines.slice(1)] });
fuzz('inboundOrderInput', {
  valid: fc.record(
    { warehouseId: id, type: fc.constantFrom(...INBOUND_TYPES), remark: optText(500), lines: billLines() },
    { requiredKeys: ['warehouseId', 'lines'] },
  ),
  accepts: (input, out) => {
    expect(out.type).toBe(input.type ?? 'other');
    expect(out.lines.map((l: { quantity: number }) => l.quantity)).toEqual(input.lines.map((l: { quantity: number }) => l.quantity));
  },
  breaks: [
    brk('warehouseId', 'validation.required', OMIT),
    brk('lines', 'inventory.productsRequired', fc.constant([])),
    brk('lines.0.locationId', 'inventory.locationRequired', fc.constant(null)),
    brk('lines.0.quantity', 'inventory.quantityInteger', badQty),
    rel('lines.1.skuId', 'inventory.sameProductTwice', repeatedSku),
    brk('type', 'inventory.billType', fc.constantFrom('sale', 'x', '')),
    brk('remark', 'validation.tooLong', tooLong(500)),
  ],
});

fuzz('outboundOrderInput', {
  valid: fc.record(
    {
      warehouseId: id,
      type: fc.constantFrom(...OUTBOUND_TYPES),
      remark: optText(500),
      lines: billLines().map((ls) => ls.map(({ locationId: _l, ...l }) => l)),
    },
    { requiredKeys: ['warehouseId', 'lines'] },
  ),
  accepts: (input, out) => {
    expect(out.type).toBe(input.type ?? 'other');
    for (const l of out.lines) expect(l.locationId).toBeNull();
  },
  breaks: [
    brk('warehouseId', 'validation.integerIds', badId),
    brk('lines', 'inventory.productsRequired', fc.constant([])),
    brk('lines.0.quantity', 'inventory.quantityInteger', badQty),
    rel('lines.1.skuId', 'inventory.sameProductTwice', repeatedSku),
    brk('type', 'inventory.billType', fc.constantFrom('purchase', 'return', 'X')),
  ],
});

fuzz('occupyInput', {
  valid: fc.record({ skuId: id, warehouseId: id, quantity: qty, remark: reqText(200) }),
  accepts: (input, out) => expect(out.remark).toBe(input.remark.trim()),
  breaks: [brk('remark', 'validation.required', blank), brk('quantity', 'inventory.quantityInteger', badQty), brk('skuId', 'validation.integerIds', badId)],
});
fuzz('releaseInput', {
  valid: fc.record({ occupationId: id, quantity: qty }),
  breaks: [brk('quantity', 'inventory.quantityInteger', badQty), brk('occupationId', 'validation.required', OMIT)],
});

fuzz('transferOrderInput', {
  valid: fc
    .record({
      fromWarehouseId: id,
      toWarehouseId: id,
      freight: money,
      costSharing: fc.constantFrom(...FREIGHT_SHARING),
      lines: ids(1, 6).chain((skuIds) => fc.tuple(...skuIds.map((skuId) => fc.record({ skuId: fc.constant(skuId), quantity: qty })))),
    })
    .filter((t) => t.fromWarehouseId !== t.toWarehouseId),
  accepts: (input, out) => expect(out.freight).toBe(moneyText(input.freight)),
  breaks: [
    rel('toWarehouseId', 'inventory.sameWarehouse', (v) => fc.constant({ ...v, toWarehouseId: v.fromWarehouseId })),
    rel('lines.1.skuId', 'inventory.sameProductTwice', repeatedSku),
    brk('lines', 'inventory.productsRequired', fc.constant([])),
    brk('costSharing', 'inventory.costSharing', fc.constantFrom('volume', '')),
    brk('freight', 'inventory.priceTwoDecimals', badMoney),
  ],
});

fuzz('assembleSheetInput', {
  valid: fc.record({ warehouseId: id, comboSkuId: id, quantity: qty, remark: reqText(200) }),
  breaks: [
    brk('quantity', 'inventory.quantityInteger', badQty),
    brk('remark', 'validation.required', blank),
    brk('remark', 'validation.tooLong', tooLong(200)),
  ],
});

fuzz('countTaskInput', {
  valid: fc.record(
    { warehouseId: id, skuIds: ids(1, 20), locationIds: ids(1, 20), mode: fc.constantFrom(...COUNT_MODES), countType: fc.constantFrom(...COUNT_PRINT_ORDERS) },
    { requiredKeys: ['warehouseId', 'skuIds', 'locationIds'] },
  ),
  accepts: (input, out) => {
    expect(out.mode).toBe(input.mode ?? 'listed');
    expect(out.countType).toBe(input.countType ?? 'location');
  },
  breaks: [
    brk('skuIds', 'inventory.countSkuRequired', fc.constant([])),
    brk('locationIds', 'inventory.countLocationRequired', fc.constant([])),
    brk('warehouseId', 'validation.required', OMIT),
    brk('mode', 'inventory.countMode', fc.constantFrom('open', '')),
    brk('countType', 'inventory.countType', fc.constantFrom('random')),
  ],
});

const weight3 = fc.oneof(fc.stringMatching(/^\d{1,7}(\.\d{1,3})?$/), fc.integer({ min: 0, max: 9_999_999 }));
fuzz('packagingMaterialInput', {
  valid: fc.record(
    { name: reqText(50), quantity: fc.nat(1e6), unitPrice: money, weight: weight3, length: money, width: money, height: money },
    { requiredKeys: ['name'] },
  ),
  accepts: (input, out) => {
    expect(out.weight).toBe(input.weight === undefined ? '0' : moneyText(input.weight));
    expect(out.quantity).toBe(input.quantity ?? 0);
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk(
      'weight',
      'inventory.weightThreeDecimals',
      fc.oneof(fc.stringMatching(/^\d{1,3}\.\d{4,6}$/), fc.stringMatching(/^\d{8,10}$/), fc.constantFrom('-1', 'abc')),
    ),
    brk('quantity', 'inventory.nonNegativeInteger', fc.oneof(negativeInt, fraction)),
    brk('unitPrice', 'inventory.priceTwoDecimals', badMoney),
  ],
});

fuzz('barcodeBatchInput', {
  valid: fc.record(
    {
      name: reqText(50),
      number: fc.integer({ min: 1, max: 1000 }),
      type: fc.constantFrom(...BARCODE_TYPES),
      prefix: padded(fc.stringMatching(/^[A-Za-z0-9-]{0,20}$/)),
    },
    { requiredKeys: ['name', 'number'] },
  ),
  accepts: (input, out) => {
    expect(out.type).toBe(input.type ?? 'code128');
    expect(out.prefix).toBe((input.prefix ?? '').trim());
  },
  breaks: [
    brk('number', 'inventory.barcodeBatchMax', fc.integer({ min: 1001, max: 1e7 })),
    brk('number', 'inventory.quantityInteger', fc.oneof(fc.integer({ min: -100, max: 0 }), fraction)),
    brk('prefix', 'inventory.barcodePrefix', fc.oneof(fc.stringMatching(/^[A-Z0-9]{21,30}$/), fc.stringMatching(/^[A-Z]{1,3}[_ #中.][0-9]{1,3}$/))),
    brk('type', 'inventory.barcodeType', fc.constantFrom('ean8', 'upc')),
  ],
});

describe('catalog limits are the spec’s numbers', () => {
  // The properties above take the limits from CATALOG_LIMITS; this pins them to spec 02 §5 'Listing' / §9.
  it('product name 50, specification names 5, variant attributes 2, pictures 20, source URLs 5', () =>
    expect(CATALOG_LIMITS).toMatchObject({ productName: 50, specificationNames: 5, variantAttributes: 2, pictures: 20, supplierLinks: 5 }));
});

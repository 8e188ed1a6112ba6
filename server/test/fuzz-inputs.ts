// Arbitraries for GraphQL arguments, read from the schema's input types: mostly type-correct
// values that are bad in every other way (empty, huge, odd unicode, SQL-ish, negative, records
// that do not exist, duplicates), so they get past GraphQL and reach the services.
import fc from 'fast-check';
import { getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLArgument, type GraphQLInputType } from 'graphql';

/** Values taken from the company's own data, so some calls hit real records and go deeper. */
export interface FuzzPool {
  /** Ids of the company's own records (any table: ids are small per-table sequences). */
  ids: number[];
  /** Codes and names of the company's own records (SKU codes, order numbers, location codes …). */
  strings: string[];
  /** Ids of each table's rows, by lower-case table name ("sku", "purchaseorder"). */
  idsByTable: Record<string, number[]>;
}

/** The table an id argument points at: `skuId` → sku, `purchaseOrderIds` → purchaseorder, `id` → the mutation's record. */
function tableIds(name: string, pool: FuzzPool, o: ArbOptions): number[] | undefined {
  if (/^ids?$/.test(name)) return o.entity ? pool.idsByTable[o.entity] : undefined;
  const m = /^(.*?)Ids?$/.exec(name);
  return m ? pool.idsByTable[m[1].toLowerCase()] : undefined;
}

/** The table a mutation works on, from its name: updateRole → role, cancelPurchaseOrder → purchaseorder. */
export function entityOf(mutation: string, pool: FuzzPool): string | undefined {
  const words = mutation
    .replace(/([A-Z])/g, ' $1')
    .trim()
    .split(' ')
    .slice(1);
  for (let i = 0; i < words.length; i++) {
    const name = words.slice(i).join('').toLowerCase();
    for (const candidate of [name, name.replace(/s$/, '')]) if (pool.idsByTable[candidate]?.length) return candidate;
  }
  return undefined;
}

const ABSENT = Symbol('absent');

const BAD_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  'x'.repeat(10_000),
  '漢字テスト한국어',
  '💥🧨👨‍👩‍👧‍👦',
  'e\u0301\u200b\u202e',
  '\'; DROP TABLE "Order"; --',
  "' OR '1'='1",
  '%_\\',
  '<script>alert(1)</script>',
  '{name}',
  'null',
  '-1',
  '0',
  '1e309',
  'NaN',
  '__proto__',
  '../../etc/passwd',
  '+275760-09-13T00:00:00Z',
  '2024-02-30',
  'nul\u0000byte',
  '\uD800lone surrogate',
];
/** Small plausible values, so that some calls pass validation and exercise the writes. */
const PLAIN_STRINGS = ['a', 'Fuzz', 'US', 'DE', 'CN', 'GB', 'EUR', 'USD', 'CNY', '10115', 'fuzz@example.com', 'secret123', '2024-01-01', '1', '12.50'];
const BAD_DECIMALS = [
  'abc',
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999999999.99',
  '0.000000001',
  '1,5',
  ' 12 ',
  '0x10',
  '1e5',
  '١٢',
];
const PLAIN_DECIMALS = ['0.01', '1', '3', '12.50', '100', '20'];
const BAD_INTS = [0, -1, -2147483648, 2147483647, 999_999, 2_000_000_000];
const BAD_FLOATS = [0, -1, -0.0001, 0.5, 1e308, -1e308, 123456789.123, 5e-324];
const DATES = [
  '2024-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2024-02-30',
  '2999-01-01',
  'not a date',
  '',
];
/** Values of the wrong GraphQL type: a few runs include one, GraphQL refuses them (400, no 500). */
const WRONG_TYPE = [1.5, '7', 2 ** 31, true, { a: 1 }, [1], 'x'];

export interface ArbOptions {
  /** Allows wrong-typed leaves (GraphQL rejects the request before any resolver runs). */
  bent: boolean;
  /** The mutation's own table, for its `id` / `ids` arguments. */
  entity?: string;
}

function withWrong(arb: fc.Arbitrary<unknown>, o: ArbOptions): fc.Arbitrary<unknown> {
  return o.bent ? fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPE) }) : arb;
}

function scalar(name: string, pool: FuzzPool, o: ArbOptions, field = ''): fc.Arbitrary<unknown> {
  const ids = pool.ids.length ? pool.ids : [1];
  const own = tableIds(field, pool, o);
  switch (name) {
    case 'Int':
      return withWrong(
        fc.oneof(
          // An id argument names a real record of its table half of the time.
          { weight: own?.length ? 8 : 0, arbitrary: fc.constantFrom(...(own?.length ? own : [1])) },
          { weight: 4, arbitrary: fc.constantFrom(...ids) },
          { weight: 2, arbitrary: fc.integer({ min: 0, max: 5 }) },
          { weight: 2, arbitrary: fc.constantFrom(...BAD_INTS) },
          { weight: 1, arbitrary: fc.integer({ min: -2147483648, max: 2147483647 }) },
        ),
        o,
      );
    case 'Float':
      return withWrong(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...BAD_FLOATS) },
          { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
          { weight: 2, arbitrary: fc.integer({ min: 0, max: 100 }) },
        ),
        o,
      );
    case 'Decimal':
      return withWrong(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...BAD_DECIMALS) },
          { weight: 2, arbitrary: fc.constantFrom(...PLAIN_DECIMALS) },
          { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
        ),
        o,
      );
    case 'Boolean':
      return withWrong(fc.boolean(), o);
    case 'DateTime':
      return fc.constantFrom(...DATES);
    case 'JSON':
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom({}, [], null, 'x'.repeat(10_000)));
    case 'ID':
    case 'String':
    default:
      return withWrong(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...BAD_STRINGS) },
          { weight: 2, arbitrary: fc.constantFrom(...PLAIN_STRINGS) },
          { weight: 2, arbitrary: pool.strings.length ? fc.constantFrom(...pool.strings) : fc.constant('a') },
          { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
          { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
        ),
        o,
      );
  }
}

/** A value for a (possibly non-null) input type; optional fields may come out as ABSENT. */
function valueOf(type: GraphQLInputType, pool: FuzzPool, o: ArbOptions, depth: number, field: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return required(type.ofType, pool, o, depth, field);
  return fc.oneof(
    { weight: 3, arbitrary: required(type, pool, o, depth, field) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constant(ABSENT) },
  );
}

function required(type: GraphQLInputType, pool: FuzzPool, o: ArbOptions, depth: number, field: string): fc.Arbitrary<unknown> {
  const t: GraphQLInputType = getNullableType(type);
  if (isScalarType(t)) return scalar(t.name, pool, o, field);
  if (isEnumType(t)) {
    const members = fc.constantFrom(...t.getValues().map((v) => v.name));
    return o.bent ? fc.oneof({ weight: 5, arbitrary: members }, { weight: 1, arbitrary: fc.constant('NOT_A_MEMBER') }) : members;
  }
  if (isListType(t)) {
    // A required item inside a list is never absent; a nullable one may be null.
    const item = (depth > 3 ? scalar('Int', pool, o, field) : valueOf(t.ofType, pool, o, depth + 1, field)).map((v) => (v === ABSENT ? null : v));
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 4, arbitrary: fc.array(item, { minLength: 1, maxLength: 3 }) },
      // The same item twice: duplicates must not reach a unique index as a crash.
      { weight: 2, arbitrary: item.map((v) => [v, v]) },
      // A very long list of one item: size limits, not a timeout or a crash.
      {
        weight: 1,
        arbitrary: fc
          .tuple(item, fc.constantFrom(200, 1000))
          .map(([v, n]) => Array.from({ length: isInputObjectType(getNullableType(t.ofType)) ? 200 : n }, () => v)),
      },
    );
  }
  if (isInputObjectType(t)) {
    const fields = Object.values(t.getFields());
    if (depth > 4) return fc.constant({});
    const parts: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) parts[f.name] = valueOf(f.type, pool, o, depth + 1, f.name);
    return fc.record(parts).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ABSENT)));
  }
  return fc.constant(null);
}

/** Variable sets for a field's arguments (variable names equal argument names). */
export function argumentsArbitrary(mutation: string, args: readonly GraphQLArgument[], pool: FuzzPool): fc.Arbitrary<Record<string, unknown>> {
  const entity = entityOf(mutation, pool);
  const build = (o: Omit<ArbOptions, 'entity'>) => {
    const parts: Record<string, fc.Arbitrary<unknown>> = {};
    for (const a of args) parts[a.name] = valueOf(a.type, pool, { ...o, entity }, 0, a.name);
    return fc.record(parts).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ABSENT)));
  };
  // Most runs are type-correct so they reach the resolvers; one in ten may carry a wrong type.
  return fc.oneof({ weight: 9, arbitrary: build({ bent: false }) }, { weight: 1, arbitrary: build({ bent: true }) });
}

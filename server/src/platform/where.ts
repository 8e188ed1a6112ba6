// The pieces every list's Prisma filter (`xWhere(ctx, filter)`) is made of: the filter fields the
// caller gave compared for equality, a date range, a keyword some text columns contain. Typed
// against the model's where input, so Prisma still checks each field name and value.
import type { PermissionName } from '@erp/schema';
import { assertCan, type RequestContext } from './context';
import { ValidationError } from './errors';

/** The longest keyword a list filter takes (spec 01: search boxes). */
export const KEYWORD_MAX = 100;

/** A list filter's keyword, trimmed ('' reads as none); refused when longer than `KEYWORD_MAX`. */
export function keywordOf(keyword: string | null | undefined): string | undefined {
  const kw = keyword?.trim();
  if (kw && kw.length > KEYWORD_MAX) throw ValidationError.field('keyword', 'validation.tooLong');
  return kw || undefined;
}

type Insensitive = { contains: string; mode: 'insensitive' };
/** The fields of a where input that match text (`{ contains, mode: 'insensitive' }`). */
type TextField<W> = { [K in keyof W]-?: Insensitive extends W[K] ? K : never }[keyof W] & string;
type Range<V> = { gte?: V; lte?: V };
/** The fields of a where input compared as a range. */
type RangeField<W, V> = { [K in keyof W]-?: Range<V> extends W[K] ? K : never }[keyof W] & string;
/** The filter fields that carry values of the where input's fields of the same name. */
type Given<W, K extends keyof W> = { [P in K]?: W[P] | null };

/**
 * The conditions of one model's where input, built from a list filter:
 * `const transfer = whereOf<Prisma.TransferOrderWhereInput>();` then
 * `{ ...transfer.given(f, 'status', 'fromWarehouseId'), ...transfer.containing(kw, 'billNo', 'trackingNo') }`.
 * Each answers `{}` when it adds no condition, so the pieces spread into one object.
 */
export function whereOf<W extends object>() {
  return {
    /** `field = filter.field` for each field the filter gives (absent, null, 0 and '' add nothing). */
    given<K extends keyof W & string>(filter: Given<W, K>, ...fields: K[]): W {
      return Object.fromEntries(fields.filter((k) => filter[k]).map((k) => [k, filter[k]])) as W;
    },
    /** Likewise, where `false` and `0` are values to match too (flags, numbered statuses). */
    stated<K extends keyof W & string>(filter: Given<W, K>, ...fields: K[]): W {
      return Object.fromEntries(fields.filter((k) => filter[k] != null).map((k) => [k, filter[k]])) as W;
    },
    /** Rows whose text field (any of them) contains the keyword, ignoring case; none without a keyword. */
    containing(keyword: string | undefined, ...fields: TextField<W>[]): W {
      if (!keyword) return {} as W;
      const conditions = fields.map((field) => ({ [field]: { contains: keyword, mode: 'insensitive' } }));
      return (conditions.length === 1 ? conditions[0] : { OR: conditions }) as W;
    },
    /** `field` from `from` to `to`, both inclusive; either may be absent (then no bound). */
    within<V>(field: RangeField<W, V>, from: V | null | undefined, to: V | null | undefined): W {
      if (!from && !to) return {} as W;
      return { [field]: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } } as W;
    },
  };
}

type Keys<S, P extends string> = S extends { [Q in P]: readonly (infer K)[] } ? K : never;
/** What a filter field carries for a where-input field: its plain value (not Prisma's operators). */
type Plain<V> = Extract<V, string | number | boolean | Date>;
/** Which filter fields a list's where input is built from, and how (see `listWhere`). */
interface FilterSpec<W> {
  /** Compared for equality when the filter gives them (absent, null, 0 and '' add nothing). */
  given?: readonly (keyof W & string)[];
  /** Likewise, where `false` and `0` are values to match too (flags, numbered statuses). */
  stated?: readonly (keyof W & string)[];
  /** The text fields the keyword (see `keywordOf`) is looked for in, ignoring case. */
  keyword?: readonly TextField<W>[];
}
/** The list filter a `FilterSpec` reads: each named field optional, and the keyword. */
export type FilterOf<W, S> = { [K in (Keys<S, 'given'> | Keys<S, 'stated'>) & keyof W]?: Plain<W[K]> | null } & { keyword?: string | null };

/**
 * The where builder of a list whose filter only compares fields and looks for a keyword, the shape
 * most lists have: `export const roleWhere = listWhere<Prisma.RoleWhereInput>()('roles', { keyword: ['name'] });`
 * checks the page permission, then builds the conditions as `whereOf` does.
 */
export function listWhere<W extends object>() {
  return <const S extends FilterSpec<W>>(permission: PermissionName, spec: S) => {
    const where = whereOf<W>();
    type Filter = FilterOf<W, S>;
    return (ctx: RequestContext, filter: Filter = {}): W => {
      assertCan(ctx, permission);
      const f = filter as Given<W, keyof W & string>;
      return {
        ...where.given(f, ...(spec.given ?? [])),
        ...where.stated(f, ...(spec.stated ?? [])),
        ...where.containing(keywordOf(filter.keyword), ...(spec.keyword ?? [])),
      };
    };
  };
}

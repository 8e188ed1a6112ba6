// The display fields of a SKU on any row that carries a SKU id (order lines, bill lines, stock rows,
// suggestions, …): code, product name, image, ABC class. One helper over one per-request batch
// loader (loadSku), so every type shows them the same way and no module writes its own resolvers.
import type { FieldRef } from '@pothos/core';
import { loadSku, type SkuBrief } from '../platform/lookups';
import type { RequestContext } from '../platform/context';
import type { Types } from './builder';
import { exposeFields, type ExposingFields } from './fields';

type SkuText = 'sku' | 'productName' | 'image' | 'abcClass';
type FieldName = string | { name: string; description: string };

const DEFAULT_NAMES: Partial<Record<SkuText, FieldName>> = { sku: 'sku', productName: 'productName', image: 'image' };
const DESCRIPTIONS: Partial<Record<SkuText, string>> = { abcClass: "A, B or C; '' until classified" };

/** Any Pothos field builder (`t` of an object, Prisma object or interface type). */
interface StringFields {
  string(options: never): unknown;
}

/**
 * Fields resolving a SKU's display texts for rows whose SKU id is the parent's `idKey` property
 * ('' without a SKU): `...skuFields(t, 'skuId')` adds `sku`, `productName` and `image`; `names`
 * picks others: `...skuFields(t, 'giftSkuId', { sku: 'giftSku', productName: 'giftProductName' })`.
 *
 * The id is named by key rather than by an accessor because Pothos' field builders are too deep
 * for TypeScript to infer a parent type from in a shared helper; a key the parent lacks throws on
 * the first query (every type using this is covered by its module's API tests).
 */
export function skuFields(t: StringFields, idKey: string, names: Partial<Record<SkuText, FieldName>> = DEFAULT_NAMES): Record<string, FieldRef<Types, string>> {
  const fields: Record<string, FieldRef<Types, string>> = {};
  for (const [key, field] of Object.entries(names) as [SkuText, FieldName][]) {
    const { name, description } = typeof field === 'string' ? { name: field, description: DESCRIPTIONS[key] } : field;
    const resolve = async (parent: object, _args: object, ctx: RequestContext) => {
      const id = skuIdOf(parent, idKey);
      return id ? textOf(await loadSku(ctx, id), key) : '';
    };
    fields[name] = t.string({ ...(description ? { description } : {}), resolve } as never) as FieldRef<Types, string>;
  }
  return fields;
}

function skuIdOf(parent: object, idKey: string): number | null {
  if (!(idKey in parent)) throw new Error(`skuFields: the parent has no ${idKey}`);
  const id = (parent as Record<string, unknown>)[idKey];
  return typeof id === 'number' ? id : null;
}

function textOf(sku: SkuBrief | null, key: SkuText): string {
  return sku?.[key] ?? '';
}

/**
 * The fields a row holding one SKU starts with (bill lines, stock rows): `id`, `skuId` and the SKU's
 * `sku`, `productName` and `image`: `fields: (t) => ({ ...skuLineFields(t), quantity: t.exposeInt('quantity') })`.
 */
export function skuLineFields(t: ExposingFields & StringFields) {
  return { ...exposeFields(t, { id: 'Int', skuId: 'Int' }), ...skuFields(t, 'skuId') };
}

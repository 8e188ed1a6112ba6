/** The first column of stock lists (the kit's SKU cell), and the number reading of the stock forms. */
import { scalarText } from '../../../ui/format';

/** SKU code with the product name (and picture when there is one). */
export { SkuCell as ProductCell } from '../../../ui/cells';

/** '' → undefined, anything else → Number (forms hold text; the zod rules judge the number). */
export function numberOrUndefined(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(scalarText(value).trim());
}

// The rows of a page ask once for what they show of other tables (a channel's name, an order's
// number): one per-request batch loader (requestLoader) over a query by ids, each id answered its
// row or null. Extends lookups.ts (owned elsewhere) for the modules' own name loaders.
import type { RequestContext } from './context';
import { requestLoader } from './lookups';

/**
 * The row whose `key` (default `id`) is `id` among those `find(ids)` answers for every id the page
 * asks for under `name`, or null:
 * `loadRowBy(ctx, 'orderNo', (ids) => ctx.db.order.findMany({ where: { id: { in: ids } }, select: { id: true, orderNo: true } }), id)`.
 */
export function loadRowBy<R extends object>(
  ctx: RequestContext,
  name: string,
  find: (ids: number[]) => PromiseLike<R[]>,
  id: number,
  key?: NoInfer<keyof R>,
): Promise<R | null> {
  return requestLoader<number, R>(ctx, name, async (ids) => {
    const byKey = new Map((await find([...ids])).map((r) => [r[key ?? ('id' as keyof R)] as number, r]));
    return ids.map((i) => byKey.get(i) ?? null);
  }).load(id);
}

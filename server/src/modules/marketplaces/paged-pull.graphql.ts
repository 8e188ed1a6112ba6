// The GraphQL result of a paged pull over one or all shops (after-sales cases, reviews): per shop
// what it created and updated, and how many shops failed.
import { builder } from '../../graphql/builder';
import { exposeFields } from '../../graphql/fields';

type PullShop = { shopId: number; created: number; updated: number };

/** `<prefix>PullShop` and `<prefix>PullResult` (the result a pull mutation answers). */
export function pullResultTypes(prefix: string) {
  const PullShop = builder.objectRef<PullShop>(`${prefix}PullShop`).implement({
    fields: (t) => ({ ...exposeFields(t, { shopId: 'Int', created: 'Int', updated: 'Int' }) }),
  });
  return builder.objectRef<{ shops: PullShop[]; failed: number }>(`${prefix}PullResult`).implement({
    fields: (t) => ({
      shops: t.field({ type: [PullShop], resolve: (r) => r.shops }),
      failed: t.exposeInt('failed', { description: 'Shops whose pull failed (all shops only)' }),
    }),
  });
}

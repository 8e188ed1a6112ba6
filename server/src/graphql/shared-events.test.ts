// One execution per event and subscriber shape (shared-events.ts): subscriptions of one shape
// share the result of each event; a different permission set, shop restriction, language,
// document or variables executes on its own; events that are not objects, or callers without an
// actor, are never shared. Deterministic: counts resolver calls, no timing.
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../platform/context';
import { sharedSubscribe, SharedResults } from './shared-events';

function setup() {
  let resolved = 0;
  const feeds: ((e: object) => void)[] = [];
  const Event = new GraphQLObjectType({
    name: 'Event',
    fields: {
      n: { type: GraphQLInt, resolve: (e: { n: number }) => (resolved++, e.n) },
      who: { type: GraphQLString, resolve: (_e, _a, ctx: { lang: string }) => ctx.lang },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt, resolve: () => 1 } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        events: {
          type: Event,
          args: { tag: { type: GraphQLString } },
          subscribe: () => {
            const queue: object[] = [];
            let wake: (() => void) | null = null;
            feeds.push((e) => (queue.push(e), wake?.()));
            return {
              [Symbol.asyncIterator]() {
                return this;
              },
              async next() {
                while (!queue.length) await new Promise<void>((r) => (wake = r));
                return { done: false, value: queue.shift()! };
              },
              async return() {
                return { done: true, value: undefined };
              },
            };
          },
          resolve: (e: object) => e,
        },
      },
    }),
  });
  const publish = (e: object) => feeds.forEach((f) => f(e));
  return { schema, publish, resolvedCount: () => resolved };
}

const actor = (over: Partial<Actor> = {}): Actor => ({
  userId: 1,
  companyId: 7,
  sessionId: 's',
  username: 'u',
  realname: 'u',
  isMain: false,
  roleId: null,
  permissions: new Set(['orders']),
  allowShopIds: [],
  edition: 'professional',
  ...over,
});

describe('shared subscription results', () => {
  it('executes each event once per subscriber shape', async () => {
    const { schema, publish, resolvedCount } = setup();
    const cache = new SharedResults();
    const subscribe = sharedSubscribe(cache);
    const doc = parse('subscription { events { n who } }');
    const start = (ctx: object, document = doc, variableValues?: Record<string, unknown>) =>
      subscribe({ schema, document, contextValue: ctx, variableValues }) as Promise<AsyncIterableIterator<ExecutionResult>>;
    const same = await Promise.all(Array.from({ length: 5 }, (_, i) => start({ lang: 'zh', actor: actor({ userId: 100 + i }) })));
    const otherPerms = await start({ lang: 'zh', actor: actor({ permissions: new Set(['orders', 'shops']) }) });
    const otherShops = await start({ lang: 'zh', actor: actor({ allowShopIds: [3] }) });
    const otherLang = await start({ lang: 'en', actor: actor() });
    const otherDoc = await start({ lang: 'zh', actor: actor() }, parse('subscription { events { n } }'));
    const otherVars = await start({ lang: 'zh', actor: actor() }, parse('subscription($t: String) { events(tag: $t) { n } }'), { t: 'x' });
    const anonymous = await start({ lang: 'zh' });
    const all = [...same, otherPerms, otherShops, otherLang, otherDoc, otherVars, anonymous];

    const event = { n: 42 };
    publish(event);
    const results = await Promise.all(all.map((s) => s.next()));
    expect(results.every((r) => !r.done && (r.value.data as { events: { n: number } }).events.n === 42)).toBe(true);
    // 5 of one shape share one result object; the 6 others each execute
    expect(new Set(results.slice(0, 5).map((r) => r.value)).size).toBe(1);
    expect(cache.executions).toBe(1 + 6);
    expect(resolvedCount()).toBe(7);
    expect((results[7].value.data as { events: { who: string } }).events.who).toBe('en');

    // a new event object executes again
    publish({ n: 43 });
    await Promise.all(all.map((s) => s.next()));
    expect(cache.executions).toBe(14);
    for (const s of all) await s.return?.();
  });
});

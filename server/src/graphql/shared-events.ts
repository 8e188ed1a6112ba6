// One execution per event and subscriber shape (issue 17, delivery to many subscribers). A live
// event reaches every subscription of its company as the same object; each subscription used to
// execute its selection on it (resolvers, entity loads) and hand graphql-ws its own result. Here a
// subscription's events are executed through a cache keyed by the event object and the
// subscriber's shape: the document, its variables and operation name, the language, and what
// decides what a subscriber may read (company, main account or not, permissions, shops). The
// first subscriber of a shape executes; the others get the same result object (and graphql-ws
// serialises it per socket with the socket's own id). Whether an event reaches a subscriber at all
// is decided before, per subscriber (events.service.ts mayReceive, the realtime filters), so
// sharing the result never widens who receives what.
//
// The user is not part of the shape: event resolvers read through the company-scoped client with
// the subscriber's shops and permissions, and the only per-user data (personal events: report
// jobs, notices) reaches its own user only. Events are held weakly: the cache goes with them.
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../platform/context';

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;
const documentId = (doc: DocumentNode) => {
  let id = documentIds.get(doc);
  if (id === undefined) documentIds.set(doc, (id = nextDocumentId++));
  return id;
};

/** What the result of one event depends on, besides the event. */
export function subscriberShape(args: ExecutionArgs): string | undefined {
  const ctx = args.contextValue as RequestContext | undefined;
  const actor = ctx?.actor;
  if (!actor) return undefined;
  return JSON.stringify([
    documentId(args.document),
    args.operationName ?? null,
    args.variableValues ?? null,
    ctx.lang,
    actor.companyId,
    actor.isMain,
    actor.edition,
    [...actor.permissions].sort(),
    [...actor.allowShopIds].sort((a, b) => a - b),
  ]);
}

/** Results by event and shape (counted for tests). */
export class SharedResults {
  private readonly byEvent = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
  executions = 0;

  result(event: unknown, shape: string | undefined, run: () => Promise<ExecutionResult>): Promise<ExecutionResult> {
    if (shape === undefined || typeof event !== 'object' || event === null) return (this.executions++, run());
    let byShape = this.byEvent.get(event);
    if (!byShape) this.byEvent.set(event, (byShape = new Map<string, Promise<ExecutionResult>>()));
    let result = byShape.get(shape);
    if (!result) {
      this.executions++;
      byShape.set(shape, (result = run()));
    }
    return result;
  }
}

function mapStream<T, U>(source: AsyncIterable<T>, fn: (value: T) => Promise<U>): AsyncIterableIterator<U> {
  const it = source[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const r = await it.next();
      if (r.done) return { done: true, value: undefined };
      return { done: false, value: await fn(r.value) };
    },
    async return() {
      await it.return?.();
      return { done: true, value: undefined };
    },
    async throw(err: unknown) {
      if (it.throw) {
        const r = await it.throw(err);
        if (!r.done) return { done: false, value: await fn(r.value) };
      }
      return { done: true, value: undefined };
    },
  };
}

/**
 * graphql's subscribe, with each event's execution shared between subscriptions of one shape:
 * the source stream comes from the field's subscribe (scope-auth and everything else as before);
 * each event is executed as graphql's own mapping does (`execute` with the event as root value).
 */
export function sharedSubscribe(cache: SharedResults) {
  return async (args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in (stream as object))) return stream as ExecutionResult;
    const shape = subscriberShape(args);
    return mapStream(stream as AsyncIterable<unknown>, (event) => cache.result(event, shape, async () => execute({ ...args, rootValue: event })));
  };
}

/** Puts sharedSubscribe in place of the engine's subscribe (SSE and graphql-ws alike). */
export function useSharedEventResults(cache = new SharedResults()): Plugin<RequestContext> {
  const subscribe = sharedSubscribe(cache);
  return {
    onSubscribe: ({ setSubscribeFn }) => {
      setSubscribeFn(subscribe as never);
    },
  };
}

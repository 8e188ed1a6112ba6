// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set so every
// server instance sees every event. On Redis every channel is prefixed with REDIS_NAMESPACE, so two
// deployments sharing one Redis never see each other's events.
//
// Fan-out is ours, not graphql-yoga's createPubSub: that one gives every subscriber an EventTarget
// listener and a Repeater (and a filter adds a second Repeater), several promises per subscriber
// per event, which dominated the cost of one event to 1,000 sockets (issue 17 / 20). Here a topic
// keeps a plain set of listeners; a subscription is a small queue whose filter runs when the event
// is published, so an event a subscriber may not see is never queued. On Redis one relay listener
// per topic and instance feeds the same sets, so all local subscribers share one parsed payload.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { promiseOf } from './async';

export interface RealtimeEvent {
  event: 'PlatformChatEvent' | 'MessageNoticeEvent' | 'ReportJobEvent' | 'ReportScheduleEvent' | (string & {});
  data: Record<string, unknown>;
  /**
   * Fields of `data` (dot paths) holding message ids, translated into each subscriber's language
   * on delivery with `params` filling the placeholders. Lets one publish serve zh and en users.
   */
  localize?: { paths: string[]; params?: Record<string, unknown> };
}

export type PubSubChannels = {
  /** Company events (spec 01 §7 company_notify.{companyId}). */
  'company:notify': [companyId: number, payload: RealtimeEvent];
  /** User events (spec 01 §7 user_notify.{userId}). */
  'user:notify': [userId: number, payload: RealtimeEvent];
  /**
   * Sessions of this user were revoked (sign-out, password change or reset, account disabled):
   * every instance closes the user's sockets and streams whose session no longer holds.
   */
  'session:revoked': [payload: { userId: number }];
  /**
   * An API client was revoked or its secret rotated (issue 17): every instance re-checks the
   * credentials of that client's open sockets and streams and ends those no longer accepted.
   */
  'apiClient:revoked': [payload: { apiClientId: number }];
};

type RedisTarget = ReturnType<typeof createRedisEventTarget<CustomEvent>>;

/** Channel names with `namespace:` in front, on the wire only (subscribers and publishers use the plain names). */
export function namespacedTarget(target: RedisTarget, namespace: string): RedisTarget {
  const name = (topic: string) => `${namespace}:${topic}`;
  const wrapped: Pick<RedisTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> = {
    addEventListener: (topic: string, listener: EventListenerOrEventListenerObject | null) => target.addEventListener(name(topic), listener),
    removeEventListener: (topic: string, listener: EventListenerOrEventListenerObject | null) => target.removeEventListener(name(topic), listener),
    // The Redis target reads only `type` and `detail` of the event.
    dispatchEvent: (event: Event) => target.dispatchEvent({ type: name(event.type), detail: (event as CustomEvent<unknown>).detail } as CustomEvent),
  };
  return wrapped as RedisTarget;
}

type Payload<K extends keyof PubSubChannels> = PubSubChannels[K] extends [unknown, infer P] ? P : PubSubChannels[K][0];
type Topic<K extends keyof PubSubChannels> = PubSubChannels[K] extends [infer Id, unknown] ? [id: Id] : [];

/**
 * Events a subscription has not read yet, at most this many: a consumer that falls this far behind
 * (a stalled socket) is ended, so its client reconnects, instead of holding memory without bound.
 */
export const SUBSCRIPTION_QUEUE_MAX = 1000;

/** One subscription: its queued events and the reader waiting for the next one. */
export class Subscription<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  private waiting: ((r: IteratorResult<T>) => void) | null = null;
  private ended = false;
  constructor(private readonly off: () => void) {}
  /** Called by the publisher for every event that passed the filter. */
  deliver(value: T) {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ done: false, value });
    } else if (this.queue.length >= SUBSCRIPTION_QUEUE_MAX) {
      void this.return();
    } else this.queue.push(value);
  }
  next(): Promise<IteratorResult<T>> {
    if (this.queue.length) return Promise.resolve({ done: false, value: this.queue.shift()! });
    if (this.ended) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => (this.waiting = resolve));
  }
  return(): Promise<IteratorResult<T>> {
    if (!this.ended) {
      this.ended = true;
      this.queue = [];
      this.off();
      this.waiting?.({ done: true, value: undefined });
      this.waiting = null;
    }
    return Promise.resolve({ done: true, value: undefined });
  }
  throw(err: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  [Symbol.asyncIterator]() {
    return this;
  }
}

type Listener = (payload: unknown) => void;
type EventTargetLike = Pick<RedisTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/** Publish and subscribe by channel (and id, e.g. a company), in process or over `target` (Redis). */
export function createPubSub(target?: EventTargetLike) {
  const listeners = new Map<string, Set<Listener>>();
  const relays = new Map<string, (e: Event) => void>();
  const topicOf = (key: string, id: number | undefined) => (id === undefined ? key : `${key}:${id}`);
  const deliver = (topic: string, payload: unknown) => {
    const set = listeners.get(topic);
    if (set) for (const listener of set) listener(payload);
  };
  function listen(topic: string, listener: Listener): () => void {
    let set = listeners.get(topic);
    if (!set) {
      listeners.set(topic, (set = new Set()));
      if (target) {
        const relay = (e: Event) => deliver(topic, (e as CustomEvent<unknown>).detail);
        relays.set(topic, relay);
        target.addEventListener(topic, relay);
      }
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size || listeners.get(topic) !== set) return;
      listeners.delete(topic);
      const relay = relays.get(topic);
      if (target && relay) target.removeEventListener(topic, relay);
      relays.delete(topic);
    };
  }
  return {
    publish<K extends keyof PubSubChannels>(key: K, ...args: PubSubChannels[K]): void {
      const [id, payload] = args.length === 2 ? args : [undefined, args[0]];
      const topic = topicOf(key, id);
      if (target) target.dispatchEvent({ type: topic, detail: payload } as CustomEvent);
      else deliver(topic, payload);
    },
    /** The channel's events from now on; `filter` decides at publish time what this subscriber gets. */
    subscribe<K extends keyof PubSubChannels>(
      key: K,
      ...args: [...Topic<K>, options?: { filter?: (payload: Payload<K>) => boolean }]
    ): Subscription<Payload<K>> {
      const hasId = args.length > 0 && (typeof args[0] !== 'object' || args[0] === null);
      const id = hasId ? (args[0] as number) : undefined;
      const options = (hasId ? args[1] : args[0]) as { filter?: (payload: Payload<K>) => boolean } | undefined;
      const filter = options?.filter;
      let subscription: Subscription<Payload<K>> | null = null;
      const off = listen(topicOf(key, id), (payload) => {
        if (!filter || filter(payload as Payload<K>)) subscription!.deliver(payload as Payload<K>);
      });
      subscription = new Subscription<Payload<K>>(off);
      return subscription;
    },
  };
}
export type PubSub = ReturnType<typeof createPubSub>;

export function createEventBus(redisUrl?: string, namespace = 'erp') {
  if (!redisUrl) return { pubsub: createPubSub(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const pubsub = createPubSub(namespacedTarget(createRedisEventTarget({ publishClient, subscribeClient }), namespace));
  return {
    pubsub,
    close: () =>
      promiseOf(() => {
        publishClient.disconnect();
        subscribeClient.disconnect();
      }),
  };
}
export type EventBus = ReturnType<typeof createEventBus>;

/** Tells every instance that an API client's credentials changed (after the change is committed). */
export function announceApiClientRevoked(events: EventBus, apiClientId: number): void {
  events.pubsub.publish('apiClient:revoked', { apiClientId });
}

/** Tells every instance that sessions of `userId` were revoked (after the revocation is committed). */
export function announceSessionsRevoked(events: EventBus, userId: number): void {
  events.pubsub.publish('session:revoked', { userId });
}

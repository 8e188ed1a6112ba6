// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set so every
// server instance sees every event. On Redis every channel is prefixed with REDIS_NAMESPACE, so two
// deployments sharing one Redis never see each other's events.
import { createPubSub } from 'graphql-yoga';
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

export function createEventBus(redisUrl?: string, namespace = 'erp') {
  if (!redisUrl) return { pubsub: createPubSub<PubSubChannels>(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const pubsub = createPubSub<PubSubChannels>({ eventTarget: namespacedTarget(createRedisEventTarget({ publishClient, subscribeClient }), namespace) });
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

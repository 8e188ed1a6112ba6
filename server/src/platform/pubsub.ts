// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set so every
// server instance sees every event.
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
};

export function createEventBus(redisUrl?: string) {
  if (!redisUrl) return { pubsub: createPubSub<PubSubChannels>(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const pubsub = createPubSub<PubSubChannels>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
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

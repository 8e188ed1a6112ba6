// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set so every
// server instance sees every event.
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

export type PubSubChannels = {
  /** Company events (spec 01 §7 company_notify.{companyId}). */
  'company:notify': [companyId: number, payload: { event: string; data: unknown }];
  /** User events (spec 01 §7 user_notify.{userId}). */
  'user:notify': [userId: number, payload: { event: string; data: unknown }];
};

export function createEventBus(redisUrl?: string) {
  if (!redisUrl) return { pubsub: createPubSub<PubSubChannels>(), close: async () => {} };
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const pubsub = createPubSub<PubSubChannels>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    pubsub,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;

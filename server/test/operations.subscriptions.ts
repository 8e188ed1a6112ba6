// Crawler entries of the GraphQL subscriptions: every Subscription field says how to subscribe,
// how to show the subscription is live (a probe on the field's channel) and how to make one real
// event of a company happen. The tenancy crawl subscribes company A and company B, makes B's event
// happen and then A's: B receives its own, A receives only its own.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { notify } from '../src/modules/messages/notices.service';
import { publishCompanyEvent, publishUserEvent, type RealtimeEvent } from '../src/modules/realtime/realtime.graphql';
import type { TestApp } from './harness';

type Company = { token: string; companyId: number; userId: number };

export interface SubscriptionEntry {
  field: string;
  query: string;
  /** Publishes a raw event on the company's channel of this field (the main user's, for user channels). */
  probe: (app: TestApp, company: Company, event: RealtimeEvent) => void;
  /** Makes one event of the company happen on this field's channel; its payload carries `tag`. */
  trigger: (app: TestApp, company: Company, tag: string) => Promise<void>;
}

export const SUBSCRIPTIONS: SubscriptionEntry[] = [
  {
    field: 'companyEvents',
    query: 'subscription { companyEvents { event data } }',
    probe: (app, c, e) => publishCompanyEvent(app.platform, c.companyId, e),
    // No domain publishes company events yet (platform chat is not built): the channel itself.
    trigger: async (app, c, tag) => publishCompanyEvent(app.platform, c.companyId, { event: 'PlatformChatEvent', data: { platformType: 1, tag } }),
  },
  {
    field: 'userEvents',
    query: 'subscription { userEvents { event data } }',
    probe: (app, c, e) => publishUserEvent(app.platform, c.userId, e),
    // A real notice through the message center.
    trigger: async (app, c, tag) =>
      void (await notify(app.platform, { companyId: c.companyId, userIds: [c.userId], type: '12', title: 'notice.type.12', otherBillNum: tag })),
  },
];

const PROBE = 'Probe';

export interface Subscriber {
  /** Payloads received so far (probes left out). */
  received: unknown[];
  /** The refusal, when the server refused the subscription. */
  error: Promise<unknown>;
  /** Resolves once a probe came through: the subscription is live on the server. */
  ready: Promise<void>;
  client: Client;
}

export function subscribe(wsUrl: string, query: string, token?: string): Subscriber {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  const received: unknown[] = [];
  let onReady!: () => void;
  let onError!: (e: unknown) => void;
  const ready = new Promise<void>((r) => (onReady = r));
  const error = new Promise<unknown>((r) => (onError = r));
  client.subscribe(
    { query },
    {
      next: (v) => {
        // A refusal in the execution result (authScopes) rather than on the socket
        if (v.errors?.length) return (onReady(), onError(v.errors));
        const payload = Object.values(v.data ?? {})[0] as { event?: string } | undefined;
        if (payload?.event === PROBE) return onReady();
        received.push(v);
      },
      error: (e) => (onReady(), onError(e)),
      complete: () => onReady(),
    },
  );
  return { received, error, ready, client };
}

/** Publishes probes until every subscriber saw one (subscribing is asynchronous; events before are not replayed). */
export async function whenLive(subs: { sub: Subscriber; probe: (e: RealtimeEvent) => void }[]): Promise<void> {
  let live = false;
  const all = Promise.all(subs.map((s) => s.sub.ready)).then(() => (live = true));
  for (let i = 0; !live && i < 200; i++) {
    for (const s of subs) s.probe({ event: PROBE, data: {} });
    await Promise.race([all, new Promise((r) => setTimeout(r, 50))]);
  }
  if (!live) throw new Error('subscriptions never became live');
}

/** Waits until `done()` holds (events travel through the socket asynchronously), at most ~10 s. */
export async function until(done: () => boolean): Promise<void> {
  for (let i = 0; !done() && i < 200; i++) await new Promise((r) => setTimeout(r, 50));
}

// The in-process fan-out (pubsub.ts): topics by channel and id, the filter run at publish time,
// a stalled subscriber ended at SUBSCRIPTION_QUEUE_MAX, listeners removed when a subscription ends,
// and the same event delivered through an event target (the Redis path) by one relay per topic.
import { describe, expect, it } from 'vitest';
import { createPubSub, SUBSCRIPTION_QUEUE_MAX, type RealtimeEvent } from './pubsub';

const ev = (n: number): RealtimeEvent => ({ event: 'Test', data: { n } });

describe('pubsub', () => {
  it('delivers a company event to that company only, in publish order', async () => {
    const pubsub = createPubSub();
    const a = pubsub.subscribe('company:notify', 1);
    const b = pubsub.subscribe('company:notify', 2);
    pubsub.publish('company:notify', 1, ev(1));
    pubsub.publish('company:notify', 1, ev(2));
    pubsub.publish('company:notify', 2, ev(3));
    expect((await a.next()).value).toEqual(ev(1));
    expect((await a.next()).value).toEqual(ev(2));
    expect((await b.next()).value).toEqual(ev(3));
  });

  it('gives a waiting reader the event at once and every subscriber the same object', async () => {
    const pubsub = createPubSub();
    const a = pubsub.subscribe('company:notify', 1);
    const b = pubsub.subscribe('company:notify', 1);
    const waiting = a.next();
    const e = ev(1);
    pubsub.publish('company:notify', 1, e);
    expect((await waiting).value).toBe(e);
    expect((await b.next()).value).toBe(e);
  });

  it('applies the filter when the event is published: refused events never queue', async () => {
    const pubsub = createPubSub();
    const odd = pubsub.subscribe('company:notify', 1, { filter: (e) => (e.data.n as number) % 2 === 1 });
    for (let n = 0; n < 5; n++) pubsub.publish('company:notify', 1, ev(n));
    const seen = [(await odd.next()).value, (await odd.next()).value];
    expect(seen.map((e) => e?.data.n)).toEqual([1, 3]);
    await odd.return();
    expect(await odd.next()).toEqual({ done: true, value: undefined });
  });

  it('channels without an id (revocations) reach every subscriber', async () => {
    const pubsub = createPubSub();
    const s = pubsub.subscribe('session:revoked');
    pubsub.publish('session:revoked', { userId: 7 });
    expect((await s.next()).value).toEqual({ userId: 7 });
  });

  it('ends a subscriber that fell SUBSCRIPTION_QUEUE_MAX events behind, others go on', async () => {
    const pubsub = createPubSub();
    const stalled = pubsub.subscribe('company:notify', 1);
    const reader = pubsub.subscribe('company:notify', 1);
    for (let n = 0; n <= SUBSCRIPTION_QUEUE_MAX; n++) {
      pubsub.publish('company:notify', 1, ev(n));
      expect((await reader.next()).value?.data.n).toBe(n);
    }
    expect(await stalled.next()).toEqual({ done: true, value: undefined });
    pubsub.publish('company:notify', 1, ev(-1));
    expect((await reader.next()).value?.data.n).toBe(-1);
  });

  it('ending a subscription wakes its waiting reader and removes its listener', async () => {
    const target = new EventTarget();
    let listeners = 0;
    const counted = {
      addEventListener: (t: string, l: EventListener) => (listeners++, target.addEventListener(t, l)),
      removeEventListener: (t: string, l: EventListener) => (listeners--, target.removeEventListener(t, l)),
      dispatchEvent: (e: Event) => target.dispatchEvent(new CustomEvent(e.type, { detail: (e as CustomEvent<unknown>).detail })),
    };
    const pubsub = createPubSub(counted);
    const a = pubsub.subscribe('company:notify', 1);
    const b = pubsub.subscribe('company:notify', 1);
    expect(listeners).toBe(1); // one relay per topic, whatever the number of local subscribers
    const waiting = a.next();
    pubsub.publish('company:notify', 1, ev(1)); // through the target, back to both
    expect((await waiting).value).toEqual(ev(1));
    expect((await b.next()).value).toEqual(ev(1));
    const pending = a.next();
    await a.return();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(listeners).toBe(1);
    await b.return();
    expect(listeners).toBe(0);
  });
});

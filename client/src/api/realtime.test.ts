import { execute, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, subscribe } from 'graphql';
import { http, passthrough } from 'msw';
import { useServer } from 'graphql-ws/use/ws';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { setLang } from '../i18n/lang';
import { createFakeRealtime, createWsSource, onRealtimeEvent, realtimeUrl, setRealtimeSource, type RealtimeEvent } from './realtime';
import { clearSession, notifyTokenRefreshed, setToken } from './session';
import { server } from '../test/server';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('realtime hub (one upstream subscription per channel, spec 01 §7)', () => {
  it('shares one subscription among listeners and stops it with the last one', () => {
    setToken('t1');
    const fake = createFakeRealtime();
    restore = setRealtimeSource(fake);
    const a: RealtimeEvent[] = [];
    const b: RealtimeEvent[] = [];
    const offA = onRealtimeEvent('userEvents', (e) => a.push(e));
    const offB = onRealtimeEvent('userEvents', (e) => b.push(e));
    expect(fake.active()).toEqual(['userEvents']);
    fake.emit('userEvents', { event: 'MessageNoticeEvent', data: { id: 1 } });
    fake.emit('companyEvents', { event: 'PlatformChatEvent', data: { shopId: 3 } });
    expect(a).toEqual([{ event: 'MessageNoticeEvent', data: { id: 1 } }]);
    expect(b).toHaveLength(1);
    offA();
    expect(fake.active()).toEqual(['userEvents']);
    offB();
    expect(fake.active()).toEqual([]);
  });

  it('waits for a token, reconnects when it is refreshed, and closes on sign-out', () => {
    const fake = createFakeRealtime();
    restore = setRealtimeSource(fake);
    const off = onRealtimeEvent('userEvents', () => undefined);
    expect(fake.active()).toEqual([]); // signed out: nothing to subscribe with

    setToken('t1');
    notifyTokenRefreshed();
    expect(fake.active()).toEqual(['userEvents']);
    const restartsBefore = fake.restarts;

    setToken('t2');
    notifyTokenRefreshed();
    expect(fake.restarts).toBe(restartsBefore + 1);
    notifyTokenRefreshed(); // same token: no reconnect
    expect(fake.restarts).toBe(restartsBefore + 1);

    clearSession();
    expect(fake.active()).toEqual([]);
    expect(fake.closes).toBeGreaterThan(0);
    off();
  });

  it('reconnects when the language changes (event texts are translated per subscriber)', () => {
    setToken('t1');
    const fake = createFakeRealtime();
    restore = setRealtimeSource(fake);
    const off = onRealtimeEvent('userEvents', () => undefined);
    setLang('en');
    expect(fake.restarts).toBe(1);
    setLang('en');
    expect(fake.restarts).toBe(1);
    off();
  });

  it('subscribes again when the server ends the subscription', () => {
    vi.useFakeTimers();
    try {
      setToken('t1');
      const ends: ((error?: unknown) => void)[] = [];
      let subscribes = 0;
      restore = setRealtimeSource({
        subscribe: (_channel, _onEvent, onEnd) => {
          subscribes += 1;
          ends.push(onEnd);
          return () => undefined;
        },
        restart: () => undefined,
        close: () => undefined,
      });
      const off = onRealtimeEvent('companyEvents', () => undefined);
      expect(subscribes).toBe(1);
      ends[0]!(new Error('refused'));
      vi.advanceTimersByTime(5000);
      expect(subscribes).toBe(2);
      off();
    } finally {
      vi.useRealTimers();
    }
  });

  it('derives the socket address from the page', () => {
    expect(realtimeUrl('http://erp.test/app/#/home')).toBe('ws://erp.test/app/graphql');
    expect(realtimeUrl('https://erp.test/')).toBe('wss://erp.test/graphql');
  });
});

describe('graphql-ws source against a real graphql-ws server', () => {
  it('sends the token and language as connectionParams and reconnects with a new token', async () => {
    const RealtimeEventType = new GraphQLObjectType({
      name: 'RealtimeEvent',
      fields: { event: { type: new GraphQLNonNull(GraphQLString) }, data: { type: GraphQLString } },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString, resolve: () => 'ok' } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          userEvents: {
            type: new GraphQLNonNull(RealtimeEventType),
            // data is JSON on the real server; here a string carrying what the socket was opened with
            subscribe: async function* (_root, _args, context: { connectionParams?: Record<string, unknown> }) {
              yield { userEvents: { event: 'Hello', data: JSON.stringify(context.connectionParams ?? {}) } };
              await new Promise(() => undefined);
            },
          },
        },
      }),
    });
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/graphql' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    // execute with this file's graphql (the server's own import is another module realm under vitest)
    const disposable = useServer(
      {
        execute: (args) => execute(args as never),
        subscribe: (args) => subscribe(args as never),
        onSubscribe: (ctx, _id, payload) => ({
          schema,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: { connectionParams: ctx.connectionParams },
        }),
      },
      wss,
    );
    const port = (wss.address() as AddressInfo).port;
    // msw intercepts the upgrade request in tests: let this one through to the real server
    server.use(http.get(`http://127.0.0.1:${port}/graphql`, () => passthrough()));

    setToken('first-token');
    setLang('en');
    // ws's WebSocket: msw intercepts jsdom's global one
    const source = createWsSource({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket });
    restore = setRealtimeSource(source);
    const seen: RealtimeEvent[] = [];
    const off = onRealtimeEvent('userEvents', (e) => seen.push(e));
    try {
      await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
      expect(JSON.parse(seen[0]!.data as unknown as string)).toEqual({ authorization: 'Bearer first-token', lang: 'en' });

      setToken('second-token');
      notifyTokenRefreshed();
      await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 10000 });
      expect(JSON.parse(seen[1]!.data as unknown as string)).toEqual({ authorization: 'Bearer second-token', lang: 'en' });
    } finally {
      off();
      source.close();
      await disposable.dispose();
      await new Promise((resolve) => wss.close(resolve));
    }
  });
});

/**
 * Real-time events (spec 01 §7 'Realtime'): the server's `userEvents` (user_notify.{userId}:
 * MessageNoticeEvent, ReportJobEvent, ReportScheduleEvent) and `companyEvents`
 * (company_notify.{companyId}: PlatformChatEvent) subscriptions over graphql-ws on `/graphql`.
 *
 * One socket per browser tab: every listener of a channel shares one upstream subscription
 * (started with the first listener, stopped with the last), and both channels share the socket.
 * The socket sends the session token and language as connectionParams
 * `{ authorization: 'Bearer <token>', lang }`; when the token changes (sign-in, refresh) or the
 * language changes, the socket is restarted so the server authenticates the new token and
 * translates the events' texts into the new language; on sign-out it is closed.
 *
 * Screens use `useRealtimeEvent(channel, handler)`. Tests swap the source for a fake with
 * `setRealtimeSource` (jsdom has no server to connect to).
 */
import { createClient, type Client } from 'graphql-ws';
import { useEffect, useRef } from 'react';
import { langHeader, subscribeLang } from '../i18n/lang';
import { getToken, onTokenRefreshed, subscribeSession } from './session';

export type RealtimeChannel = 'userEvents' | 'companyEvents';

/** One event: its name (MessageNoticeEvent, …) and the fields spec 01 §7 names for it. */
export interface RealtimeEvent {
  event: string;
  data: Record<string, unknown>;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

/** Where events come from: the graphql-ws socket, or a fake in tests. */
export interface RealtimeSource {
  /** Starts the channel's subscription; `onEnd` is called if it ends on its own (error, refused). */
  subscribe(channel: RealtimeChannel, onEvent: RealtimeListener, onEnd: (error?: unknown) => void): () => void;
  /** The token or language changed: reconnect with the new connectionParams. */
  restart(): void;
  /** Signed out: drop the socket. */
  close(): void;
}

const QUERIES: Record<RealtimeChannel, string> = {
  userEvents: 'subscription RealtimeUserEvents { userEvents { event data } }',
  companyEvents: 'subscription RealtimeCompanyEvents { companyEvents { event data } }',
};

/** ws(s)://<page host>/<base>/graphql, next to the HTTP endpoint. */
export function realtimeUrl(base: string = document.baseURI): string {
  const url = new URL('graphql', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.hash = '';
  return url.toString();
}

/** Reconnect waits: 1 s, 2 s, 4 s … at most 30 s, with jitter so tabs do not reconnect together. */
function backoff(retries: number): Promise<void> {
  const ms = Math.min(30_000, 1000 * 2 ** Math.min(retries, 5)) * (0.75 + Math.random() * 0.5);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The real source: a lazy graphql-ws client that keeps retrying while someone listens. */
export function createWsSource(options: { url?: string; webSocketImpl?: unknown } = {}): RealtimeSource {
  let client: Client | null = null;
  const make = () =>
    createClient({
      url: options.url ?? realtimeUrl(),
      webSocketImpl: options.webSocketImpl,
      lazy: true,
      // read at every (re)connect, so a restart picks up the new token and language
      connectionParams: () => {
        const token = getToken();
        return { ...(token ? { authorization: `Bearer ${token}` } : {}), lang: langHeader() };
      },
      keepAlive: 25_000,
      retryAttempts: Number.POSITIVE_INFINITY,
      // a server restart or a dropped network is not fatal: keep trying
      shouldRetry: () => true,
      retryWait: backoff,
    });
  return {
    subscribe(channel, onEvent, onEnd) {
      client ??= make();
      return client.subscribe<{ userEvents?: RealtimeEvent; companyEvents?: RealtimeEvent }>(
        { query: QUERIES[channel] },
        {
          next: (result) => {
            const event = result.data?.[channel];
            if (event && typeof event.event === 'string') onEvent({ event: event.event, data: event.data ?? {} });
          },
          error: (error) => onEnd(error),
          complete: () => onEnd(),
        },
      );
    },
    restart() {
      // "Terminating is not considered fatal": the client reconnects and re-subscribes.
      client?.terminate();
    },
    close() {
      const old = client;
      client = null;
      void old?.dispose();
    },
  };
}

/** A source that never connects (jsdom tests that do not care about events). */
export const silentSource: RealtimeSource = { subscribe: () => () => undefined, restart: () => undefined, close: () => undefined };

// ---- the hub: one upstream subscription per channel, any number of listeners -----------------

interface ChannelState {
  listeners: Set<RealtimeListener>;
  stop: (() => void) | null;
  retry: ReturnType<typeof setTimeout> | null;
}

const channels: Record<RealtimeChannel, ChannelState> = {
  userEvents: { listeners: new Set(), stop: null, retry: null },
  companyEvents: { listeners: new Set(), stop: null, retry: null },
};

let source: RealtimeSource | null = null;
/** The token the socket was opened with; a different one restarts it. */
let connectedToken: string | null = null;
let unwatch: (() => void) | null = null;
/** Wait before subscribing again after the server ended a subscription (e.g. refused an expired token). */
export const RESUBSCRIBE_MS = 5000;

function currentSource(): RealtimeSource {
  // vitest runs in jsdom without a server: tests install a fake; the rest stay silent
  source ??= import.meta.env.MODE === 'test' ? silentSource : createWsSource();
  return source;
}

function dispatch(channel: RealtimeChannel, event: RealtimeEvent): void {
  for (const listener of [...channels[channel].listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}

function start(channel: RealtimeChannel): void {
  const state = channels[channel];
  if (state.stop || state.listeners.size === 0 || !getToken()) return;
  // nothing subscribed: the lazy client opens a fresh socket with the current token
  if (!channels.userEvents.stop && !channels.companyEvents.stop) connectedToken = getToken();
  let ended = false;
  state.stop = currentSource().subscribe(
    channel,
    (event) => dispatch(channel, event),
    () => {
      if (ended) return;
      ended = true;
      state.stop = null;
      // subscribe again later; a token refresh in between restarts it sooner
      state.retry = setTimeout(() => {
        state.retry = null;
        start(channel);
      }, RESUBSCRIBE_MS);
    },
  );
}

function stop(channel: RealtimeChannel): void {
  const state = channels[channel];
  if (state.retry) clearTimeout(state.retry);
  state.retry = null;
  const s = state.stop;
  state.stop = null;
  s?.();
}

function anyListening(): boolean {
  return channels.userEvents.listeners.size > 0 || channels.companyEvents.listeners.size > 0;
}

/** Token gone: close; token changed: reconnect; language changed: reconnect. */
function syncWithSession(force: boolean): void {
  const token = getToken();
  if (!token) {
    stop('userEvents');
    stop('companyEvents');
    source?.close();
    connectedToken = null;
    return;
  }
  if (!anyListening()) return;
  if (token !== connectedToken || force) {
    connectedToken = token;
    currentSource().restart();
  }
  // channels waiting to resubscribe (e.g. after an expired token) go now
  for (const channel of ['userEvents', 'companyEvents'] as const) {
    if (channels[channel].retry) {
      clearTimeout(channels[channel].retry);
      channels[channel].retry = null;
    }
    start(channel);
  }
}

function watchSession(): void {
  if (unwatch) return;
  const offSession = subscribeSession(() => syncWithSession(false));
  const offRefresh = onTokenRefreshed(() => syncWithSession(false));
  let lang = langHeader();
  const offLang = subscribeLang(() => {
    if (langHeader() === lang) return;
    lang = langHeader();
    syncWithSession(true);
  });
  unwatch = () => {
    offSession();
    offRefresh();
    offLang();
  };
}

/** Listen to a channel; returns the function that stops listening. */
export function onRealtimeEvent(channel: RealtimeChannel, listener: RealtimeListener): () => void {
  const state = channels[channel];
  state.listeners.add(listener);
  watchSession();
  start(channel);
  return () => {
    state.listeners.delete(listener);
    if (state.listeners.size === 0) stop(channel);
    if (!anyListening()) {
      unwatch?.();
      unwatch = null;
    }
  };
}

/** A new token was stored outside the session store (sign-in): reconnect if listening. */
export function realtimeTokenChanged(): void {
  syncWithSession(false);
}

/**
 * Replace the event source (tests); returns a function restoring the previous one.
 * Listening channels move to the new source.
 */
export function setRealtimeSource(next: RealtimeSource | null): () => void {
  const previous = source;
  stop('userEvents');
  stop('companyEvents');
  source = next;
  connectedToken = null;
  start('userEvents');
  start('companyEvents');
  return () => {
    stop('userEvents');
    stop('companyEvents');
    source = previous;
    start('userEvents');
    start('companyEvents');
  };
}

/** React: call `handler` for each event of `channel` (optionally only those named `eventName`). */
export function useRealtimeEvent(channel: RealtimeChannel, eventName: string | readonly string[] | null, handler: (event: RealtimeEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  const names = eventName === null ? null : typeof eventName === 'string' ? eventName : eventName.join('|');
  useEffect(() => {
    const wanted = names === null ? null : new Set(names.split('|'));
    return onRealtimeEvent(channel, (event) => {
      if (wanted && !wanted.has(event.event)) return;
      latest.current(event);
    });
  }, [channel, names]);
}

// ---- a fake source for tests --------------------------------------------------------------------

export interface FakeRealtime extends RealtimeSource {
  /** Deliver an event to the channel's listeners (only while subscribed, as a socket would). */
  emit(channel: RealtimeChannel, event: RealtimeEvent): void;
  /** Channels subscribed now. */
  active(): RealtimeChannel[];
  restarts: number;
  closes: number;
}

export function createFakeRealtime(): FakeRealtime {
  const subs = new Map<number, { channel: RealtimeChannel; onEvent: RealtimeListener }>();
  let next = 1;
  const fake: FakeRealtime = {
    restarts: 0,
    closes: 0,
    subscribe(channel, onEvent) {
      const id = next++;
      subs.set(id, { channel, onEvent });
      return () => subs.delete(id);
    },
    restart() {
      fake.restarts += 1;
    },
    close() {
      fake.closes += 1;
    },
    emit(channel, event) {
      for (const s of [...subs.values()]) if (s.channel === channel) s.onEvent(event);
    },
    active() {
      return [...subs.values()].map((s) => s.channel);
    },
  };
  return fake;
}

// Live subscriptions by session (issue 17): a subscription is authorized once, when it starts, so a
// session revoked later (sign-out, password change or reset, account disabled) must end it. Each
// instance keeps its live graphql-ws sockets and subscription streams by user and session; when the
// event bus says a user's sessions were revoked ('session:revoked', on Redis across instances), it
// checks which of that user's sessions still hold and ends the others: the streams (SSE) finish,
// the sockets close with 4401.
//
// An API client's subscriptions have no session: they are kept by client and end when the client is
// revoked or its secret rotated ('apiClient:revoked' on the bus: each instance re-checks the
// credential the subscription was opened with), when its creator is disabled (a 'session:revoked' of
// the creator re-checks them too), and when the access token they were opened with expires (a timer).
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { authenticateApiClient } from '../modules/api-clients/api-clients.auth';
import type { Actor, Platform, RequestContext } from '../platform/context';
import { unscopedDb } from '../platform/db';

interface Entry {
  sessionId: string;
  end: () => void;
}

interface ClientEntry {
  /** The API key or access token the subscription was opened with. */
  credential: string;
  /** The client's creator (a disabled creator stops the client). */
  ownerId: number;
  end: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** graphql-ws close code and reason for a socket whose session was revoked (4401: the client does not retry). */
export const SESSION_REVOKED_CLOSE = { code: 4401, reason: 'Session revoked' } as const;

export class LiveSessions {
  private readonly byUser = new Map<number, Set<Entry>>();
  private readonly byClient = new Map<number, Set<ClientEntry>>();
  private stopListening?: () => Promise<unknown>;

  constructor(private readonly platform: Platform) {}

  /**
   * Tracks something of the actor's session to end on revocation; answers the function that forgets
   * it. An API client's calls have no session: they are tracked by client with the credential they
   * were opened with (`credential`), and end when that credential is no longer accepted or expires.
   */
  add(actor: Pick<Actor, 'userId' | 'sessionId' | 'apiClient'>, end: () => void, credential?: string): () => void {
    if (actor.apiClient) return this.addClient(actor.apiClient, actor.userId, end, credential ?? '');
    const entry: Entry = { sessionId: actor.sessionId, end };
    let entries = this.byUser.get(actor.userId);
    if (!entries) this.byUser.set(actor.userId, (entries = new Set()));
    entries.add(entry);
    return () => {
      entries.delete(entry);
      if (!entries.size && this.byUser.get(actor.userId) === entries) this.byUser.delete(actor.userId);
    };
  }

  private addClient(client: NonNullable<Actor['apiClient']>, ownerId: number, end: () => void, credential: string): () => void {
    const entry: ClientEntry = { credential, ownerId, end };
    let entries = this.byClient.get(client.id);
    if (!entries) this.byClient.set(client.id, (entries = new Set()));
    entries.add(entry);
    const forget = () => {
      clearTimeout(entry.timer);
      entries.delete(entry);
      if (!entries.size && this.byClient.get(client.id) === entries) this.byClient.delete(client.id);
    };
    // An access token ends its subscriptions when it expires (the client asks for a new token and
    // subscribes again); an API key has no expiry.
    if (client.expiresAt !== undefined) {
      const arm = () => {
        const left = client.expiresAt! - Date.now();
        if (left > MAX_TIMER_MS) {
          entry.timer = setTimeout(arm, MAX_TIMER_MS);
        } else {
          entry.timer = setTimeout(
            () => {
              forget();
              entry.end();
            },
            Math.max(0, left),
          );
        }
        entry.timer.unref?.();
      };
      arm();
    }
    return forget;
  }

  /** How many sockets and streams are tracked (tests). */
  get size(): number {
    let n = 0;
    for (const entries of this.byUser.values()) n += entries.size;
    for (const entries of this.byClient.values()) n += entries.size;
    return n;
  }

  /** Starts listening to revocations on the event bus. */
  listen(): void {
    if (this.stopListening) return;
    const revoked = this.platform.events.pubsub.subscribe('session:revoked');
    const clients = this.platform.events.pubsub.subscribe('apiClient:revoked');
    this.stopListening = () => Promise.all([revoked.return(), clients.return()]);
    void (async () => {
      for await (const { userId } of revoked) {
        await this.recheck(userId).catch((err: unknown) => this.platform.logger.warn({ err, userId }, 'closing revoked sessions failed'));
      }
    })();
    void (async () => {
      for await (const { apiClientId } of clients) {
        await this.recheckClient(apiClientId).catch((err: unknown) =>
          this.platform.logger.warn({ err, apiClientId }, 'closing revoked API client subscriptions failed'),
        );
      }
    })();
  }

  /** Ends the client's subscriptions whose credential is no longer accepted (revoked, rotated, expired, creator stopped). */
  async recheckClient(apiClientId: number): Promise<void> {
    const entries = this.byClient.get(apiClientId);
    if (!entries?.size) return;
    const verdicts = new Map<string, Promise<boolean>>();
    const accepted = (credential: string) => {
      let v = verdicts.get(credential);
      if (!v) {
        v = credential
          ? authenticateApiClient(this.platform, credential).then(
              (actor) => actor.apiClient?.id === apiClientId,
              () => false,
            )
          : Promise.resolve(false);
        verdicts.set(credential, v);
      }
      return v;
    };
    for (const entry of [...entries]) {
      if (await accepted(entry.credential)) continue;
      clearTimeout(entry.timer);
      entries.delete(entry);
      entry.end();
    }
    if (!entries.size && this.byClient.get(apiClientId) === entries) this.byClient.delete(apiClientId);
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Ends what belongs to the user's sessions that no longer hold (revoked, expired, or the account disabled). */
  async recheck(userId: number): Promise<void> {
    // API clients created by this user: a disabled creator stops them.
    const owned = [...this.byClient].filter(([, set]) => [...set].some((e) => e.ownerId === userId)).map(([id]) => id);
    for (const id of owned) await this.recheckClient(id);
    const entries = this.byUser.get(userId);
    if (!entries?.size) return;
    const ids = [...new Set([...entries].map((e) => e.sessionId))];
    const live = await unscopedDb(this.platform.database.prisma, 'a revocation names sessions, not a company').session.findMany({
      where: { id: { in: ids }, revokedAt: null, expiresAt: { gt: new Date() }, user: { status: 'enabled' } },
      select: { id: true },
    });
    const holding = new Set(live.map((s) => s.id));
    for (const entry of [...entries]) {
      if (holding.has(entry.sessionId)) continue;
      entries.delete(entry);
      entry.end();
    }
    if (!entries.size) this.byUser.delete(userId);
  }
}

/**
 * The stream, finishing early once `ended` resolves (the source is told to stop too); `onFinish`
 * runs once it is over. No Promise.race per item: a race would add a reaction to `ended` for every
 * event of a long-lived subscription, all kept until the session ends; here `ended` has one.
 */
export function endable<T>(source: AsyncIterable<T>, ended: Promise<void>, onFinish?: () => void): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const DONE: IteratorResult<T> = { done: true, value: undefined };
  let finished = false;
  /** Settles the pending next() with done when the stream is ended meanwhile. */
  let pending: ((r: IteratorResult<T>) => void) | null = null;
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!finished) {
      finished = true;
      onFinish?.();
      await it.return?.();
    }
    return DONE;
  };
  void ended.then(() => {
    const settle = pending;
    pending = null;
    void finish();
    settle?.(DONE);
  });
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      if (finished) return Promise.resolve(DONE);
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        pending = resolve;
        it.next().then(
          (r) => {
            if (pending !== resolve) return; // ended meanwhile: already answered done
            pending = null;
            if (r.done) void finish().then(() => resolve(r), reject);
            else resolve(r);
          },
          (err: unknown) => {
            if (pending === resolve) pending = null;
            reject(err instanceof Error ? err : new Error(String(err)));
          },
        );
      });
    },
    return: finish,
    async throw(err: unknown) {
      await finish();
      throw err;
    },
  };
}

/** Ends every subscription stream of a signed-in caller when its session is revoked (SSE and graphql-ws alike). */
export function useLiveSessions(live: LiveSessions): Plugin<RequestContext> {
  return {
    onSubscribe: ({ args }) => ({
      onSubscribeResult: ({ result, setResult }) => {
        const { actor, token } = args.contextValue as RequestContext;
        if (!actor || !(Symbol.asyncIterator in result)) return;
        let end!: () => void;
        const ended = new Promise<void>((resolve) => (end = resolve));
        setResult(endable(result as AsyncIterable<ExecutionResult>, ended, live.add(actor, end, token)));
      },
    }),
  };
}

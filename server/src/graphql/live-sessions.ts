// Live subscriptions by session (issue 17): a subscription is authorized once, when it starts, so a
// session revoked later (sign-out, password change or reset, account disabled) must end it. Each
// instance keeps its live graphql-ws sockets and subscription streams by user and session; when the
// event bus says a user's sessions were revoked ('session:revoked', on Redis across instances), it
// checks which of that user's sessions still hold and ends the others: the streams (SSE) finish,
// the sockets close with 4401.
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Actor, Platform, RequestContext } from '../platform/context';
import { unscopedDb } from '../platform/db';

interface Entry {
  sessionId: string;
  end: () => void;
}

/** graphql-ws close code and reason for a socket whose session was revoked (4401: the client does not retry). */
export const SESSION_REVOKED_CLOSE = { code: 4401, reason: 'Session revoked' } as const;

export class LiveSessions {
  private readonly byUser = new Map<number, Set<Entry>>();
  private stopListening?: () => Promise<unknown>;

  constructor(private readonly platform: Platform) {}

  /**
   * Tracks something of the actor's session to end on revocation; answers the function that forgets
   * it. An API client's calls have no session (they end when the client is revoked, not its creator's
   * session), so they are not tracked here.
   */
  add(actor: Pick<Actor, 'userId' | 'sessionId' | 'apiClient'>, end: () => void): () => void {
    if (actor.apiClient) return () => {};
    const entry: Entry = { sessionId: actor.sessionId, end };
    let entries = this.byUser.get(actor.userId);
    if (!entries) this.byUser.set(actor.userId, (entries = new Set()));
    entries.add(entry);
    return () => {
      entries.delete(entry);
      if (!entries.size && this.byUser.get(actor.userId) === entries) this.byUser.delete(actor.userId);
    };
  }

  /** How many sockets and streams are tracked (tests). */
  get size(): number {
    let n = 0;
    for (const entries of this.byUser.values()) n += entries.size;
    return n;
  }

  /** Starts listening to revocations on the event bus. */
  listen(): void {
    if (this.stopListening) return;
    const revoked = this.platform.events.pubsub.subscribe('session:revoked');
    this.stopListening = () => revoked.return();
    void (async () => {
      for await (const { userId } of revoked) {
        await this.recheck(userId).catch((err: unknown) => this.platform.logger.warn({ err, userId }, 'closing revoked sessions failed'));
      }
    })();
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Ends what belongs to the user's sessions that no longer hold (revoked, expired, or the account disabled). */
  async recheck(userId: number): Promise<void> {
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

/** The stream, finishing early once `ended` resolves (the source is told to stop too); `onFinish` runs once it is over. */
export function endable<T>(source: AsyncIterable<T>, ended: Promise<void>, onFinish?: () => void): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const stop = ended.then((): IteratorResult<T> => ({ done: true, value: undefined }));
  let finished = false;
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!finished) {
      finished = true;
      onFinish?.();
      await it.return?.();
    }
    return { done: true, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (finished) return { done: true, value: undefined };
      const r = await Promise.race([it.next(), stop]);
      if (r.done) await finish();
      return r;
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
        const actor = (args.contextValue as RequestContext).actor;
        if (!actor || !(Symbol.asyncIterator in result)) return;
        let end!: () => void;
        const ended = new Promise<void>((resolve) => (end = resolve));
        setResult(endable(result as AsyncIterable<ExecutionResult>, ended, live.add(actor, end)));
      },
    }),
  };
}

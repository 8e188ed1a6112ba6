// Adapter for the Prisma CLI against PostgreSQL (prisma.config.ts). Works around prisma/orm#27403:
// the CLI cannot read columns of type `name` (OID 19) through @prisma/adapter-pg, so results report
// them as `text` (OID 25). Runtime queries use the plain adapter.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

const NAME_OID = 19;
const TEXT_OID = 25;

function patchResult<T>(result: T): T {
  const fields = (result as { fields?: { dataTypeID: number }[] })?.fields;
  fields?.forEach((f) => {
    if (f.dataTypeID === NAME_OID) f.dataTypeID = TEXT_OID;
  });
  return result;
}

type Callback = (err: Error | null, ...rest: unknown[]) => void;

/** Patches results of a query call, whether it is given a callback or returns a promise. */
function patchedQuery(query: (...a: unknown[]) => unknown) {
  return (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const cb = last as Callback;
      return query(...args.slice(0, -1), (err: Error | null, res: unknown) => cb(err, err ? res : patchResult(res)));
    }
    const out = query(...args);
    return out && typeof (out as Promise<unknown>).then === 'function' ? (out as Promise<unknown>).then(patchResult) : out;
  };
}

function patchClient(client: pg.PoolClient) {
  if ((client as unknown as { __nameAsText?: boolean }).__nameAsText) return;
  (client as unknown as { query: unknown }).query = patchedQuery(client.query.bind(client));
  (client as unknown as { __nameAsText?: boolean }).__nameAsText = true;
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {};

class NameAsTextPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    // Every overload of pg's query: the patched function passes its arguments on unchanged.
    this.query = patchedQuery((pg.Pool.prototype.query as (...a: unknown[]) => unknown).bind(this)) as pg.Pool['query'];
  }
  override connect(): Promise<pg.PoolClient>;
  override connect(cb: ConnectCallback): void;
  override connect(cb?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (cb) {
      return super.connect((err, client, done) => {
        if (client) patchClient(client);
        cb(err, client, done);
      });
    }
    return super.connect().then((client) => (patchClient(client), client));
  }
}

export function migrationPgAdapter(connectionString: string) {
  return new PrismaPg(new NameAsTextPool({ connectionString }));
}

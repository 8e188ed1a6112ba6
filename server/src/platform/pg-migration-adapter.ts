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

class NameAsTextPool extends pg.Pool {
  override query(...args: unknown[]): any {
    return (super.query as (...a: unknown[]) => Promise<unknown>)(...args).then(patchResult);
  }
  override async connect(...args: unknown[]): Promise<any> {
    const client = await (super.connect as (...a: unknown[]) => Promise<pg.PoolClient>)(...args);
    const query = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
    (client as unknown as { query: unknown }).query = (...a: unknown[]) => query(...a).then(patchResult);
    return client;
  }
}

export function migrationPgAdapter(connectionString: string) {
  return new PrismaPg(new NameAsTextPool({ connectionString }) as unknown as pg.Pool);
}

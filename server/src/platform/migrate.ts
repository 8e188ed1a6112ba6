// Applies prisma/migrations/*/migration.sql in order, recording them in Prisma's own
// `_prisma_migrations` table with Prisma's checksum, so `prisma migrate deploy/status` agree with us.
// We run them ourselves because the server must migrate an in-memory PGlite (tests) and a data
// directory it already holds open, which the CLI cannot reach.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './config';

export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The raw-SQL calls of a Prisma interactive transaction (`ctx.db.$transaction(async (tx) => …)`). */
export interface RawTx {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** A `SqlRunner` inside a Prisma transaction (the cursors of the outbox consumers advance in it). */
export const txSqlRunner = (tx: RawTx): SqlRunner => ({
  exec: async (text) => void (await tx.$executeRawUnsafe(text)),
  query: <T>(text: string, params: unknown[] = []) => tx.$queryRawUnsafe<T[]>(text, ...params),
});

export const MIGRATIONS_DIR = path.join(repoRoot(), 'prisma/migrations');
const LOCK_KEY = 72707369; // the advisory lock id Prisma's migrate uses

export async function applyMigrations(db: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const applied: string[] = [];
  await db.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    const done = new Set(
      (
        await db.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL')
      ).map((r) => r.migration_name),
    );
    for (const name of names) {
      if (done.has(name)) continue;
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const id = randomUUID();
      await db.exec('BEGIN');
      try {
        await db.exec(sql);
        await db.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)', [
          id,
          checksum,
          name,
        ]);
        await db.exec('COMMIT');
      } catch (err) {
        await db.exec('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(name);
    }
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  }
  return applied;
}

import { toFieldIssues } from '@erp/schema';
import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses input with a shared @erp/schema rule; broken rules become a ValidationError (nothing written). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(toFieldIssues(result.error));
  return result.data;
}

/**
 * A loosely typed input value (REST body, form field, JSON column) as text: null and undefined are
 * '', strings, numbers and booleans as written, an object or array as its JSON (never a valid choice).
 */
export function textOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object':
      return value === null ? '' : JSON.stringify(value);
    default:
      return '';
  }
}

/**
 * A unique-constraint violation, for turning races on unique names into field errors: Prisma's
 * P2002, or the raw driver-adapter error the PGlite adapter throws (kind "postgres", SQLSTATE 23505),
 * which Prisma passes through unmapped.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; name?: string; cause?: { kind?: string; code?: string } } | undefined;
  if (e?.code === 'P2002') return true;
  const cause = e?.name === 'DriverAdapterError' ? e.cause : undefined;
  return cause?.kind === 'UniqueConstraintViolation' || (cause?.kind === 'postgres' && cause.code === '23505');
}

/**
 * Runs a write under a unique index (a create or an update of a name, a code, an email) and answers
 * `taken()` instead of the unique violation a racing write of the same value causes (the service
 * checked the value beforehand; this is the race's answer, the same error):
 * `return uniquely(() => ctx.db.role.create({ data }), () => nameTaken(input.name));`
 */
export async function uniquely<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** A table whose rows have a name unique in the company (`ctx.db.replyTemplate`, …). */
interface NamedTable {
  findFirst(args: { where: { name: string; id?: { not: number } }; select: { id: true } }): PromiseLike<unknown>;
}

/**
 * A create (no `exceptId`) or an update of row `exceptId` that sets a name unique in the company:
 * `taken()` when another row of `table` has `name` already, checked first, and as the answer of a
 * racing write (`uniquely`):
 * `return uniquelyNamed(ctx.db.role, input.name, id, () => ctx.db.role.update(…), () => nameTaken(input.name));`
 */
export async function uniquelyNamed<T>(table: NamedTable, name: string, exceptId: number | undefined, write: () => Promise<T>, taken: () => Error): Promise<T> {
  if (await table.findFirst({ where: exceptId != null ? { name, id: { not: exceptId } } : { name }, select: { id: true } })) throw taken();
  return uniquely(write, taken);
}

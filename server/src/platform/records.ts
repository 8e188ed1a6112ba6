// Shared edit commands of a company's records (templates, providers, rules, accounts…). ctx.db is
// scoped to the caller's company, so a record of another company is simply not found.
import type { z } from 'zod';
import { NotFoundError, ValidationError } from './errors';
import { parseInput } from './validate';

/** A company table whose rows are looked up by id (`ctx.db.replyTemplate`, …). */
interface RecordTable<Row> {
  findFirst(args: { where: { id: number } }): PromiseLike<Row | null>;
}

/**
 * Row `id` of `table` in the caller's company, or NotFoundError(`notFound`, params); with `field`
 * (the id came in as a reference in an input), the not-found is that field's validation error.
 */
export async function findRecord<Row>(
  table: RecordTable<Row>,
  id: number,
  notFound: string,
  params: Record<string, unknown> = {},
  field?: string,
): Promise<Row> {
  const row = await table.findFirst({ where: { id } });
  if (!row) throw field ? ValidationError.field(field, notFound, params) : new NotFoundError(notFound, params);
  return row;
}

/**
 * The parsed input and the record of an edit, `find` being the module's finder (usually `findRecord`):
 * `const { input, row } = await inputAndRecord(replyTemplateInput, raw, () => findTemplate(ctx, id));`
 * The input is read before the record is looked up, so validation errors come before not-found.
 */
export async function inputAndRecord<S extends z.ZodType, Row>(schema: S, raw: unknown, find: () => Promise<Row>): Promise<{ input: z.output<S>; row: Row }> {
  const input = parseInput(schema, raw);
  const row = await find();
  return { input, row };
}

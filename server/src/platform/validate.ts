import { toFieldIssues } from '@erp/schema';
import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses input with a shared @erp/schema rule; broken rules become a ValidationError (nothing written). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationError(toFieldIssues(result.error));
  return result.data;
}

/** Prisma's unique-constraint violation, for turning races on unique names into field errors. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === 'P2002';
}

// Offset/limit paging of the report queries (computed rows, not Relay connections): one check of
// both numbers for every report service, with the message key of the report's own limit error.
import { PAGE_SIZE_MAX } from '@erp/schema';
import { ValidationError } from './errors';

/** The `offset` / `limit` arguments of a report query (either may be left out). */
export interface Paging {
  offset?: number | null;
  limit?: number | null;
}

/** Rows to skip at most (the same bound as a connection's offset). */
const MAX_REPORT_OFFSET = 1_000_000;
/** Rows of a page when the caller names no limit. */
export const REPORT_PAGE_SIZE = 20;

/**
 * The page asked for, defaults filled in (offset 0, limit 20): refuses an offset that is negative
 * or absurd, and a limit outside 1..PAGE_SIZE_MAX with `limitMessage` (`{ max }` as its value).
 */
export function reportPage(p: Paging, limitMessage: string): { offset: number; limit: number } {
  const offset = p.offset ?? 0;
  const limit = p.limit ?? REPORT_PAGE_SIZE;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_REPORT_OFFSET) throw ValidationError.field('offset', 'validation.offset');
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) throw ValidationError.field('limit', limitMessage, { max: PAGE_SIZE_MAX });
  return { offset, limit };
}

// Page-number paging on Relay connections: `offset` skips rows from the start (for screens with
// page numbers, spec 01 "offset (page), limit"); cursors keep working for Relay clients.
import { ValidationError } from '../platform/errors';

export const MAX_OFFSET = 1_000_000;

/** Applies `offset` to the query Pothos built from first/after (offset replaces the cursor). */
export function withOffset<Q extends { skip?: number; cursor?: unknown }>(query: Q, offset: number | null | undefined): Q {
  if (offset == null) return query;
  checkOffset(offset);
  const { cursor: _cursor, ...rest } = query;
  return { ...rest, skip: offset } as Q;
}

/** Refuses a negative or absurd offset (also where only totalCount is asked for). */
export function checkOffset(offset: number | null | undefined): void {
  if (offset == null) return;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw ValidationError.field('offset', 'validation.offset');
}

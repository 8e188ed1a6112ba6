/** A form's schema for one record: the record's id is added to what the form holds (not a field of it). */
import { useMemo } from 'react';
import { z } from 'zod';

/** `schema` with `{ id }` added to the form's values before it parses them (memoised by the id). */
export function useRecordSchema<S extends z.ZodType>(schema: S, id: number) {
  return useMemo(() => z.preprocess((v) => ({ ...(v as object), id }), schema), [schema, id]);
}

/**
 * A form whose lines live beside its fields (a `LineItemsEditor`): the lines' state, and the form's
 * schema that builds the command's input from the field values and the latest lines when it parses.
 *
 *   const { lines, setLines, schema } = useLinesSchema(() => order?.lines.map(toLine) ?? [], orderInput,
 *     (values: Values, lines) => ({ ...values, lines: lines.map((l) => ({ skuId: l.skuId, quantity: … })) }));
 *   const form = useZodForm(schema, initialValues);
 */
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';

export function useLinesSchema<L, V, S extends z.ZodType>(initial: L[] | (() => L[]), schema: S, toInput: (values: V, lines: readonly L[]) => unknown) {
  const [lines, setLines] = useState<L[]>(initial);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const toInputRef = useRef(toInput);
  toInputRef.current = toInput;
  const linesSchema = useMemo(() => z.preprocess((v) => toInputRef.current(v as V, linesRef.current), schema), [schema]);
  return { lines, setLines, schema: linesSchema };
}

/** A text field's value, undefined when left empty (the schema's default or "required" applies). */
export const blankAsUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

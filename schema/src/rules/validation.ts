import type { z } from 'zod';

/** One rule broken by one input field: the message id and the values its text needs. */
export interface FieldIssue {
  field: string;
  messageId: string;
  params: Record<string, unknown>;
}

/** Turns zod issues into field issues whose params fill our message templates. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    // Nested rows keep their path (lines.0.quantity) so forms can mark the cell; an index at the
    // end (an element of a list of values) reports on the list itself.
    const path = issue.path.map(String);
    while (path.length > 1 && /^\d+$/.test(path[path.length - 1] ?? '')) path.pop();
    const field = path.join('.');
    const leaf = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
    const raw = issue as unknown as { minimum?: unknown; maximum?: unknown };
    const params: Record<string, unknown> = { field: `field.${leaf}` };
    if (raw.minimum !== undefined) params.min = Number(raw.minimum);
    if (raw.maximum !== undefined) params.max = Number(raw.maximum);
    // zod's own texts (wrong type, missing key) are not message ids: show "required/invalid" instead.
    const messageId = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.required';
    return { field, messageId, params };
  });
}

/**
 * `value` as one of `list` (a status from a filter field, a tab or the URL), else undefined:
 * `oneOf(ORDER_STATUSES, tab)` gives an `OrderStatus | undefined` a typed filter accepts.
 */
export function oneOf<const V extends string>(list: readonly V[], value: unknown): V | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  return text !== undefined && (list as readonly string[]).includes(text) ? (text as V) : undefined;
}

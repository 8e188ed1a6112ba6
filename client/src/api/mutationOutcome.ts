/**
 * Typed mutation results (`{ __typename: 'Mutation…Success', data }` or an `Error` with
 * messageId/message, ValidationError with fieldErrors) turned into one outcome shape the
 * screens handle the same way: success data, field errors for the form, or a message.
 */
export interface FieldErrorLike {
  field: string;
  message: string;
}

export type MutationOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; messageId?: string; fieldErrors: Record<string, string[]> };

type ResultLike = { __typename: string; data?: unknown; message?: string; messageId?: string; fieldErrors?: readonly FieldErrorLike[] };

export function outcomeOf<T>(result: ResultLike | null | undefined): MutationOutcome<T> {
  if (!result) return { ok: false, message: '', fieldErrors: {} };
  if (result.__typename.endsWith('Success')) return { ok: true, data: result.data as T };
  const fieldErrors: Record<string, string[]> = {};
  for (const e of result.fieldErrors ?? []) (fieldErrors[e.field] ??= []).push(e.message);
  return { ok: false, message: result.message ?? '', messageId: result.messageId, fieldErrors };
}

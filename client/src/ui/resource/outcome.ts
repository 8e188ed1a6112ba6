/**
 * The one outcome type of every command (mutation) the client runs, and the one way a failure is
 * shown (spec 01 §8): field errors under their inputs (the first one focused), everything else and
 * the server's message as a toast, in the user's language (the server sends translated texts).
 *
 * A typed mutation result is `{ __typename: 'Mutation…Success', data }` or an `Error`
 * (`messageId`, `message`; `ValidationError` adds `fieldErrors`, `BatchRefusedError` adds
 * `failures`), selected in every operation through the `ErrorFields` fragment (errors.graphql).
 * A batch command's success data carries the records it moved and a `refused` list; `batchOf`
 * reads both into one `BatchSummary`, whatever the record type.
 */
import { toastError } from '../toaster';

/** One record a batch command could not take, and why. */
export interface BatchFailure {
  id: number;
  /** What the seller knows the record by (order number, bill number, SKU). */
  label: string;
  message: string;
}

/** What a batch command did: how many records moved, and the refused ones with the server's message. */
export interface BatchSummary {
  succeeded: number;
  failures: BatchFailure[];
}

/** A failed command: the result type (`ValidationError`, `BusinessError`, …) or `thrown`. */
export interface Failure {
  ok: false;
  /** `ValidationError`, `BusinessError`, `PlanLimitError`, `NotFoundError`, `BatchRefusedError`, …, or 'thrown'. */
  typename: string;
  message: string;
  messageId?: string;
  /** Field path (`lines.0.quantity`) → messages. */
  fieldErrors: Record<string, string[]>;
  /** A batch refused as a whole: each record that could not take it. */
  failures: BatchFailure[];
}

export type Outcome<T> = { ok: true; data: T } | Failure;

/** The success member's `data` of a typed result union. */
export type SuccessData<R> = R extends { __typename: `${string}Success`; data: infer D } ? D : never;

/** Message id of a PlanLimitError (the plan edition allows no more shops / accounts). */
export const PLAN_LIMIT_MESSAGE_ID = 'plan.limitReached';
/** A failure the API layer has already shown (no permission, network, server error). */
export const THROWN = 'thrown';

export interface ResultLike {
  __typename: string;
  data?: unknown;
  message?: string;
  messageId?: string;
  fieldErrors?: readonly { field: string; message: string }[];
  failures?: readonly { id: number; label: string; message: string; messageId?: string }[];
}

function failure(typename: string, result?: Partial<ResultLike> | null): Failure {
  const fieldErrors: Record<string, string[]> = {};
  for (const e of result?.fieldErrors ?? []) (fieldErrors[e.field] ??= []).push(e.message);
  return {
    ok: false,
    typename,
    message: result?.message ?? '',
    messageId: result?.messageId,
    fieldErrors,
    failures: (result?.failures ?? []).map((f) => ({ id: f.id, label: f.label, message: f.message || f.messageId || '' })),
  };
}

/** A typed result (or nothing) → an outcome. */
export function outcomeOf<T>(result: ResultLike | null | undefined): Outcome<T> {
  if (!result) return failure('unknown');
  if (result.__typename.endsWith('Success')) return { ok: true, data: result.data as T };
  return failure(result.__typename, result);
}

/**
 * Runs a mutation and reads its typed result. A thrown failure has already been shown by the
 * API layer (spec 01 §8), so it comes back as `typename: 'thrown'`, which `showFailure` skips.
 */
export async function settle<D, R extends ResultLike>(
  run: Promise<{ data?: D | null | undefined }>,
  pick: (data: D) => R | null | undefined,
): Promise<Outcome<SuccessData<R>>> {
  let result: R | null | undefined;
  try {
    const { data } = await run;
    result = data ? pick(data) : null;
  } catch {
    return failure(THROWN);
  }
  return outcomeOf<SuccessData<R>>(result);
}

/** The bits of a `useZodForm` form this needs. */
export interface ErrorTarget {
  applyServerErrors: (source: unknown) => string[];
}

/**
 * Shows a failed command: field errors land on the form (the first errored input is focused);
 * messages for names the form lacks and the server's own message are toasted; `fallback`
 * when the server said nothing usable. A batch refused as a whole lists its records.
 */
export function showFailure(outcome: Failure, fallback: string, form?: ErrorTarget): void {
  if (outcome.typename === THROWN) return;
  const fields = Object.keys(outcome.fieldErrors).length > 0;
  const rest = fields ? (form ? form.applyServerErrors(outcome.fieldErrors) : Object.values(outcome.fieldErrors).flat()) : [];
  const records = outcome.failures.slice(0, 5).map((f) => `${f.label}: ${f.message}`);
  const texts = [...new Set([outcome.message, ...rest, ...records].filter((t) => t && t.trim() !== ''))];
  if (texts.length > 0) toastError(texts.join(' '));
  else if (!fields || !form) toastError(fallback);
}

/** Whether a failure is the plan edition's limit (shown as an alert, not a toast). */
export function isPlanLimit(outcome: Outcome<unknown>): outcome is Failure {
  return !outcome.ok && (outcome.typename === 'PlanLimitError' || outcome.messageId === PLAN_LIMIT_MESSAGE_ID);
}

type Refusal = { id: number; message?: string; messageId?: string } & Record<string, unknown>;

/** The seller's name of a refused record: the first label-like field it carries. */
function labelOf(r: Refusal): string {
  for (const key of ['label', 'orderNo', 'billNo', 'poNo', 'sku', 'name', 'code']) {
    const v = r[key];
    if (typeof v === 'string' && v !== '') return v;
  }
  return String(r.id);
}

/**
 * A batch command's success data (`{ <records>: [...], refused: [...] }`) → what it did. Records
 * are the first list beside `refused`; data without a `refused` list counts as one success.
 */
export function batchOf(data: unknown): BatchSummary {
  if (!data || typeof data !== 'object') return { succeeded: data ? 1 : 0, failures: [] };
  const record = data as Record<string, unknown>;
  const refused = Array.isArray(record.refused) ? (record.refused as Refusal[]) : null;
  if (!refused) return { succeeded: 1, failures: [] };
  const moved = Object.entries(record).find(([k, v]) => k !== 'refused' && Array.isArray(v))?.[1] as unknown[] | undefined;
  return {
    succeeded: moved?.length ?? 0,
    failures: refused.map((r) => ({ id: r.id, label: labelOf(r), message: r.message || r.messageId || '' })),
  };
}

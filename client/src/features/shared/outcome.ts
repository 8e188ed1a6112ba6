/**
 * Shared by the settings screens (accounts, roles, shops, company, user, operate log):
 * typed mutation results → an outcome (api/mutationOutcome.ts plus the result's __typename),
 * and the spec 01 §8 way of showing a failed save: field errors under their inputs (first one
 * focused), the rest and the server's message as a toast.
 *
 * The __typename is kept because it survives even when the Apollo cache lacks `possibleTypes`
 * for the `Error` interface (then the `... on Error { messageId message }` fields are masked
 * away); the screens fall back to their own texts in that case.
 */
import { outcomeOf, type MutationOutcome } from '../../api/mutationOutcome';
import { toastError } from '../../ui';

export type MutationFailure = Extract<MutationOutcome<unknown>, { ok: false }> & {
  /** The result type (`ValidationError`, `BusinessError`, `PlanLimitError`, `NotFoundError`), or 'thrown'. */
  typename: string;
};
export type Outcome<T> = { ok: true; data: T } | MutationFailure;

/** The success member's `data` of a typed result union. */
export type SuccessData<R> = R extends { __typename: `${string}Success`; data: infer D } ? D : never;

type ResultLike = {
  __typename: string;
  data?: unknown;
  message?: string;
  messageId?: string;
  fieldErrors?: readonly { field: string; message: string }[];
};

/** Message id of a PlanLimitError (the plan edition allows no more shops / accounts). */
export const PLAN_LIMIT_MESSAGE_ID = 'plan.limitReached';
/** A failure the API layer has already shown (no permission, network, server error). */
export const THROWN = 'thrown';

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
    return { ok: false, message: '', fieldErrors: {}, typename: THROWN };
  }
  const outcome = outcomeOf<SuccessData<R>>(result);
  return outcome.ok ? outcome : { ...outcome, typename: result?.__typename ?? 'unknown' };
}

/** The bits of a `useZodForm` form this needs. */
interface ErrorTarget {
  applyServerErrors: (source: unknown) => string[];
}

/**
 * Shows a failed save: field errors land on the form (the first errored input is focused);
 * messages for names the form lacks and the server's own message are toasted; `fallback`
 * when the server said nothing usable.
 */
export function showFailure(outcome: MutationFailure, fallback: string, form?: ErrorTarget): void {
  if (outcome.typename === THROWN) return;
  const fields = Object.keys(outcome.fieldErrors).length > 0;
  const rest = fields ? (form ? form.applyServerErrors(outcome.fieldErrors) : Object.values(outcome.fieldErrors).flat()) : [];
  const texts = [...new Set([outcome.message, ...rest].filter((t) => t && t.trim() !== ''))];
  if (texts.length > 0) toastError(texts.join(' '));
  else if (!fields || !form) toastError(fallback);
}

/** Whether a failure is the plan edition's limit (shown as an alert, not a toast). */
export function isPlanLimit(outcome: Outcome<unknown>): outcome is MutationFailure {
  return !outcome.ok && (outcome.typename === 'PlanLimitError' || outcome.messageId === PLAN_LIMIT_MESSAGE_ID);
}

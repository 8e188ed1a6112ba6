/**
 * One report query of the report screens (purchasing and sales reports, the home sales chart): the
 * success data, or the server's refusal text (bad period, unknown shop, supplier or currency), or
 * the request error; the previous answer stays shown while the next one loads (`useRecord` with
 * `keepPrevious`).
 */
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { limitArgs, useRecord, type ConnectionOptions } from './resource/useConnection';

/** A report field's typed result: `...Success { data }`, or an error with its message / field errors. */
export type ReportAnswer = { __typename?: string; data?: unknown; message?: string; fieldErrors?: readonly { message: string }[] };

/** What a report query answers: the report (null while none), the refusal, the request state. */
export interface ReportQuery<R> {
  report: R | null;
  refused: string | null;
  loading: boolean;
  error: unknown;
  /** Loads again; a failure shows in `error` (the reload never rejects). */
  refetch: () => void;
}

export function useReportQuery<Q, R, V extends OperationVariables>(
  document: TypedDocumentNode<Q, V>,
  pick: (q: Q) => ReportAnswer | null | undefined,
  variables: V,
  options: Pick<ConnectionOptions, 'silent' | 'skip'> = {},
): ReportQuery<R> {
  const { record: answer, loading, error, refetch } = useRecord(document, pick, variables, { ...options, keepPrevious: true });
  const reload = useCallback(() => void refetch(), [refetch]);
  const refused = answer && !answer.__typename?.endsWith('Success') ? answer.fieldErrors?.[0]?.message || answer.message || '' : null;
  return { report: (answer && refused === null ? answer.data : null) as R | null, refused, loading, error, refetch: reload };
}

/** Page (from 1) and size → offset / limit. */
export const reportPaging = limitArgs;

/**
 * One report query of the report screens (purchasing and sales reports): the success data, or the
 * server's refusal text (bad period, unknown shop, supplier or currency), or the request error;
 * the previous answer stays shown while the next one loads.
 */
import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';

/** A report field's typed result: `...Success { data }`, or an error with its message / field errors. */
export type ReportAnswer = { __typename?: string; data?: unknown; message?: string; fieldErrors?: { message: string }[] };

export function useReportQuery<Q, R, V extends OperationVariables>(document: TypedDocumentNode<Q, V>, pick: (q: Q) => ReportAnswer, variables: V) {
  const { data, previousData, loading, error, refetch } = useQuery(document as TypedDocumentNode<Q, OperationVariables>, { variables, fetchPolicy: 'cache-and-network' });
  const shown = (data ?? previousData) as Q | undefined;
  const answer = shown ? pick(shown) : null;
  const refused = answer && !answer.__typename?.endsWith('Success') ? (answer.fieldErrors?.[0]?.message ?? answer.message ?? '') : null;
  return {
    report: (answer && !refused ? answer.data : null) as R | null,
    refused,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** Page (from 1) and size → offset / limit. */
export const reportPaging = (page: number, size: number) => ({ offset: Math.max(0, (page - 1) * size), limit: size });

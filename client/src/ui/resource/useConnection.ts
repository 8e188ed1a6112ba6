/**
 * Read hooks over the generated typed documents (Saleor's `makeQuery`, Twenty's
 * `useFindManyRecords`): one body for every paged list and every single record, so a feature's
 * hooks.ts keeps only what is its own.
 *
 *   const list = useConnection(TransferOrdersDocument, (d) => d.transferOrders, { filter }, { page, pageSize });
 *   list.rows, list.total, list.loading, list.error, list.refetch()
 *
 * - Paging by page number (`page` / `pageSize` → `first` / `offset`) or by cursor (`cursor: true`:
 *   `first`, then `loadMore()` asks for the next page `after` the last cursor and appends it).
 * - The previous answer stays shown while the next one loads (`previousData`), so a page change
 *   does not flash an empty table.
 * - Errors are surfaced, never swallowed: `error` holds the request's failure (the table shows
 *   its error state with a retry); `refetch()` does not reject, because its failure lands in
 *   `error` as well.
 * - Works with Relay connections (`edges { node }`), `nodes` lists and plain arrays, and with typed
 *   query results (`…Success { data { nodes totalCount } }` or an `Error`): the success data is the
 *   list and a refusal's message (a bad period, an unknown shop) becomes `refused`.
 */
import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useCallback, useMemo } from 'react';

type PlainList =
  | { totalCount?: number | null; edges: readonly ({ node: unknown } | null)[]; pageInfo?: { hasNextPage: boolean; endCursor?: string | null } | null }
  | { totalCount?: number | null; nodes: readonly unknown[] }
  | readonly unknown[];
/** A typed query result: the success member carries the list, an error member says why not. */
type TypedAnswer = { __typename: string; data?: PlainList; message?: string; fieldErrors?: readonly { message: string }[] };
/** What a list field looks like: a Relay connection, a `{ nodes }` page, a plain array, or a typed result holding one. */
export type ListLike = PlainList | TypedAnswer;

/** The row type of a list field. */
export type NodeOf<L> = L extends readonly (infer N)[]
  ? N
  : L extends { __typename: string; data: infer D }
    ? NodeOf<D>
    : L extends { edges: readonly (infer E)[] }
      ? NonNullable<E> extends { node: infer N }
        ? N
        : never
      : L extends { nodes: readonly (infer N)[] }
        ? N
        : never;

/**
 * A list screen's document and where its list is in the answer, the answer's type taken from the
 * document: `export const transferList = listOf(TransferOrdersDocument, (d) => d.transferOrders)`,
 * spread into `useListScreen({ ...transferList, fields, toFilter })`.
 */
export function listOf<Q, V extends OperationVariables, L extends ListLike>(document: TypedDocumentNode<Q, V>, pick: (data: Q) => L | null | undefined) {
  return { document, pick };
}

/** The row type of a `listOf` descriptor: `export type TransferRow = RowOf<typeof transferList>`. */
export type RowOf<D> = D extends { pick: (data: never) => infer L } ? NodeOf<NonNullable<L>> : never;

export interface ConnectionOptions {
  /** Page number from 1 (page-number paging); with `pageSize` adds `first` / `offset`. */
  page?: number;
  pageSize?: number;
  /** Cursor paging: `first` = pageSize and `loadMore()` for the next page. */
  cursor?: boolean;
  /** The list's page arguments: `first` / `offset` (connections, the default) or `offset` / `limit` (reports). */
  paging?: 'first' | 'limit';
  skip?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  /** The request shows no feedback of its own (pickers, counters): `context.silent`. */
  silent?: boolean;
  /** Re-ask every n milliseconds (a screen waiting on background work). */
  pollInterval?: number;
}

/** Page number + size → the `first` / `offset` list arguments. */
export function pageArgs(page: number, pageSize: number): { first: number; offset: number } {
  return { first: pageSize, offset: Math.max(0, (page - 1) * pageSize) };
}

/** A typed result → its list, or its refusal text; a plain list as it is. */
function unwrap(picked: ListLike | null | undefined): { list: PlainList | null; refused: string | null } {
  if (!picked || Array.isArray(picked) || !('__typename' in picked) || 'edges' in picked || 'nodes' in picked)
    return { list: (picked as PlainList | null) ?? null, refused: null };
  const answer = picked;
  if (answer.__typename.endsWith('Success')) return { list: answer.data ?? null, refused: null };
  return { list: null, refused: answer.fieldErrors?.[0]?.message || answer.message || answer.__typename };
}

/** Page number + size → the `offset` / `limit` arguments of the report-style lists. */
export function limitArgs(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: Math.max(0, (page - 1) * pageSize), limit: pageSize };
}

function rowsOf<L extends ListLike>(list: L | null | undefined): NodeOf<L>[] {
  if (!list) return [];
  if (Array.isArray(list)) return list as NodeOf<L>[];
  if ('edges' in list) return list.edges.flatMap((e) => (e ? [e.node as NodeOf<L>] : []));
  if ('nodes' in list) return list.nodes as NodeOf<L>[];
  return [];
}

function totalOf(list: ListLike | null | undefined, rows: number): number {
  if (!list) return 0;
  if (Array.isArray(list)) return list.length;
  return ('totalCount' in list && typeof list.totalCount === 'number' ? list.totalCount : rows) ?? rows;
}

/** A paged list: rows, total and the request's state. */
export function useConnection<Q, V extends OperationVariables, L extends ListLike>(
  document: TypedDocumentNode<Q, V>,
  pick: (data: Q) => L | null | undefined,
  variables?: Omit<V, 'first' | 'offset' | 'after' | 'limit'> & Partial<V>,
  options: ConnectionOptions = {},
) {
  const { page, pageSize, cursor, skip, fetchPolicy = 'cache-and-network', silent, pollInterval } = options;
  const paging =
    cursor && pageSize ? { first: pageSize } : page && pageSize ? (options.paging === 'limit' ? limitArgs(page, pageSize) : pageArgs(page, pageSize)) : {};
  const vars = { ...variables, ...paging } as unknown as V;
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(document as TypedDocumentNode<Q, OperationVariables>, {
    variables: vars,
    skip,
    fetchPolicy,
    pollInterval,
    ...(silent ? { context: { silent: true } } : {}),
  });
  const shown = data ?? previousData;
  const picked = shown ? pick(shown) : null;
  const { list, refused } = unwrap(picked);
  const rows = useMemo(() => rowsOf(list as L | null), [list]);
  const pageInfo = list && !Array.isArray(list) && 'pageInfo' in list ? (list.pageInfo ?? null) : null;
  const endCursor = pageInfo?.endCursor ?? null;
  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    await fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => appendPage(previous as Q, fetchMoreResult as Q, pick) as never,
    }).catch(() => undefined);
  }, [endCursor, fetchMore, pick]);
  return {
    rows,
    total: totalOf(list, rows.length),
    /** A typed result's refusal, in the user's language (shown as the table's error). */
    refused,
    /** The whole answer (for fields beside the list, such as counts). */
    data: shown,
    loading,
    error: error ?? (refused ? new Error(refused) : undefined),
    hasNextPage: pageInfo?.hasNextPage ?? false,
    loadMore,
    /** Asks again; resolves when the answer is in (never rejects: a failure lands in `error`). */
    refetch: useSettledRefetch(refetch),
  };
}

/** `refetch` that resolves when the answer is in and never rejects (a failure lands in `error`). */
function useSettledRefetch(refetch: () => Promise<unknown>): () => Promise<void> {
  return useCallback(
    () =>
      refetch().then(
        () => undefined,
        () => undefined,
      ),
    [refetch],
  );
}

/** Cursor paging: the next page's edges appended to the list the previous answer holds. */
function appendPage<Q, L extends ListLike>(previous: Q, next: Q, pick: (data: Q) => L | null | undefined): Q {
  const before = pick(previous);
  const after = pick(next);
  if (!before || !after || Array.isArray(before) || Array.isArray(after) || !('edges' in before) || !('edges' in after)) return next;
  // the list object is shared by reference: copy the answer with the merged list in its place
  const merged = { ...after, edges: [...before.edges, ...after.edges] };
  return replaceDeep(next, after, merged) as Q;
}

function replaceDeep(value: unknown, target: unknown, replacement: unknown): unknown {
  if (value === target) return replacement;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceDeep(v, target, replacement)]));
}

/**
 * One record or one answer (a detail dialog, a report, options for a picker): the picked value,
 * or null until it loads.
 */
export function useRecord<Q, V extends OperationVariables, R>(
  document: TypedDocumentNode<Q, V>,
  pick: (data: Q) => R | null | undefined,
  variables?: V,
  options: Omit<ConnectionOptions, 'page' | 'pageSize' | 'cursor'> & { keepPrevious?: boolean } = {},
) {
  const { skip, fetchPolicy = 'cache-and-network', silent, pollInterval, keepPrevious } = options;
  const { data, previousData, loading, error, refetch } = useQuery(document as TypedDocumentNode<Q, OperationVariables>, {
    variables,
    skip,
    fetchPolicy,
    pollInterval,
    ...(silent ? { context: { silent: true } } : {}),
  });
  // a record asked by another id must not show the previous one's data (reports may keep it)
  const shown = keepPrevious ? (data ?? previousData) : data;
  return {
    record: (shown ? pick(shown) : null) ?? null,
    data: shown,
    loading,
    error,
    refetch: useSettledRefetch(refetch),
  };
}

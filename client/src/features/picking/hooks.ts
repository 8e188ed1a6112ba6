/** Pick lists and sorting (picking.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AssignSortingWallDocument,
  CancelPickListDocument,
  CreatePickListsDocument,
  CreatePickListTemplateDocument,
  DeletePickListTemplateDocument,
  ForecastBinsDocument,
  ForecastScanDocument,
  PickableOrderCountDocument,
  PickListsDocument,
  PickListTemplatesDocument,
  PrintPickListDocument,
  PrintSortingLabelDocument,
  ScanSecondarySortingDocument,
  ScanSortingDocument,
  SortingSessionDocument,
  SortingWallDocument,
  UpdatePickListTemplateDocument,
  type CreatePickListsInput,
  type PickListFilter,
  type PickListsQuery,
  type PickListTemplateFilter,
  type PickListTemplateInput,
  type PickListTemplatesQuery,
  type SortingScanInput,
  type SortingSessionFieldsFragment,
  type SortingWallInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type TemplateRow = PickListTemplatesQuery['pickListTemplates']['edges'][number]['node'];
export type PickListRow = PickListsQuery['pickLists']['edges'][number]['node'];
export type SortingSessionData = SortingSessionFieldsFragment;
export type SortingOrderRow = SortingSessionData['orders'][number];

export function usePickListTemplates(page: number, pageSize: number, filter: PickListTemplateFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(PickListTemplatesDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.pickListTemplates;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useTemplateActions() {
  const [create] = useMutation(CreatePickListTemplateDocument);
  const [update] = useMutation(UpdatePickListTemplateDocument);
  const [remove] = useMutation(DeletePickListTemplateDocument);
  return {
    save: useCallback(
      (id: number | null, input: PickListTemplateInput) =>
        id == null
          ? settle(create({ variables: { input } }), (d) => d.createPickListTemplate)
          : settle(update({ variables: { id, input } }), (d) => d.updatePickListTemplate),
      [create, update],
    ),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deletePickListTemplate), [remove]),
  };
}

export function usePickLists(page: number, pageSize: number, filter: PickListFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(PickListsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.pickLists;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function usePickableCount(warehouseId: number | null) {
  const { data, loading, refetch } = useQuery(PickableOrderCountDocument, {
    variables: { warehouseId: warehouseId ?? 0 },
    skip: !warehouseId,
    fetchPolicy: 'cache-and-network',
  });
  return { count: warehouseId ? (data?.pickableOrderCount ?? null) : null, loading, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function usePickListActions() {
  const [create] = useMutation(CreatePickListsDocument);
  const [cancel] = useMutation(CancelPickListDocument);
  const [print] = useMutation(PrintPickListDocument);
  return {
    create: useCallback((input: CreatePickListsInput) => settle(create({ variables: { input } }), (d) => d.createPickLists), [create]),
    cancel: useCallback((id: number) => settle(cancel({ variables: { id } }), (d) => d.cancelPickList), [cancel]),
    print: useCallback((id: number) => settle(print({ variables: { id } }), (d) => d.printPickList), [print]),
  };
}

/** The sorting state of a pick list (scan page: sortingSession; wall page: sortingWall). */
export function useSortingSession(pickListId: number | null, wall = false) {
  const scan = useQuery(SortingSessionDocument, { variables: { pickListId: pickListId ?? 0 }, skip: !pickListId || wall, fetchPolicy: 'network-only' });
  const onWall = useQuery(SortingWallDocument, { variables: { pickListId: pickListId ?? 0 }, skip: !pickListId || !wall, fetchPolicy: 'network-only' });
  const q = wall ? onWall : scan;
  const result = wall ? onWall.data?.sortingWall : scan.data?.sortingSession;
  const session = result && 'data' in result ? (result.data as SortingSessionData) : null;
  const failure = result && 'message' in result ? result.message : null;
  return {
    session,
    failure,
    loading: q.loading,
    error: q.error,
    refetch: useCallback(() => void q.refetch().catch(() => undefined), [q]),
  };
}

export function useSortingActions() {
  const [scan] = useMutation(ScanSortingDocument);
  const [wallScan] = useMutation(ScanSecondarySortingDocument);
  const [assign] = useMutation(AssignSortingWallDocument);
  const [label] = useMutation(PrintSortingLabelDocument);
  return {
    scan: useCallback((input: SortingScanInput) => settle(scan({ variables: { input } }), (d) => d.scanSorting), [scan]),
    wallScan: useCallback((input: SortingScanInput) => settle(wallScan({ variables: { input } }), (d) => d.scanSecondarySorting), [wallScan]),
    assignWall: useCallback((input: SortingWallInput) => settle(assign({ variables: { input } }), (d) => d.assignSortingWall), [assign]),
    printLabel: useCallback((orderId: number) => settle(label({ variables: { orderId } }), (d) => d.printSortingLabel), [label]),
  };
}

const NO_BINS: never[] = [];

export function useForecastBins() {
  const { data, loading, error, refetch } = useQuery(ForecastBinsDocument, { fetchPolicy: 'cache-and-network' });
  return { bins: data?.forecastBins ?? NO_BINS, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useForecastScan() {
  const [scan] = useMutation(ForecastScanDocument);
  return useCallback((number: string) => settle(scan({ variables: { number } }), (d) => d.forecastScan), [scan]);
}

/** Pick lists and sorting (picking.graphql): the list documents, the sorting state and every command. */
import * as ops from './picking.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type TemplateRow = RowOf<typeof templateList>;
export type PickListRow = RowOf<typeof pickListList>;
export type SortingSessionData = ops.SortingSessionFieldsFragment;
export type SortingOrderRow = SortingSessionData['orders'][number];

export const templateList = listOf(ops.PickListTemplatesDocument, (d) => d.pickListTemplates);
export const pickListList = listOf(ops.PickListsDocument, (d) => d.pickLists);

export const useTemplateCommands = () =>
  useCommands({ create: ops.CreatePickListTemplateDocument, update: ops.UpdatePickListTemplateDocument, remove: ops.DeletePickListTemplateDocument });

export const usePickListCommands = () =>
  useCommands({ create: ops.CreatePickListsDocument, cancel: ops.CancelPickListDocument, print: ops.PrintPickListDocument });

/** Orders of a warehouse waiting for a pick list (null until a warehouse is chosen and counted). */
export function usePickableCount(warehouseId: number | null) {
  const { record, loading, refetch } = useRecord(
    ops.PickableOrderCountDocument,
    (d) => d.pickableOrderCount,
    { warehouseId: warehouseId ?? 0 },
    { skip: !warehouseId },
  );
  return { count: warehouseId ? record : null, loading, refetch };
}

/** The sorting state of a pick list (scan page: sortingSession; wall page: sortingWall). */
export function useSortingSession(pickListId: number | null, wall = false) {
  const variables = { pickListId: pickListId ?? 0 };
  const scan = useRecord(ops.SortingSessionDocument, (d) => d.sortingSession, variables, { skip: !pickListId || wall, fetchPolicy: 'network-only' });
  const onWall = useRecord(ops.SortingWallDocument, (d) => d.sortingWall, variables, { skip: !pickListId || !wall, fetchPolicy: 'network-only' });
  const q = wall ? onWall : scan;
  const result = q.record;
  return {
    session: result && 'data' in result ? (result.data as SortingSessionData) : null,
    failure: result && 'message' in result ? result.message : null,
    loading: q.loading,
    error: q.error,
    refetch: q.refetch,
  };
}

/** Scans answer on the page itself: call them with `{ quiet: true }`. */
export const useSortingCommands = () =>
  useCommands({
    scan: ops.ScanSortingDocument,
    wallScan: ops.ScanSecondarySortingDocument,
    assignWall: ops.AssignSortingWallDocument,
    printLabel: ops.PrintSortingLabelDocument,
    forecastScan: ops.ForecastScanDocument,
  });

const NO_BINS: never[] = [];

export function useForecastBins() {
  const { record, loading, error, refetch } = useRecord(ops.ForecastBinsDocument, (d) => d.forecastBins, undefined);
  return { bins: record ?? NO_BINS, loading, error, refetch };
}

/** Pick lists and sorting (picking.graphql): the list documents, the sorting state and every command. */
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
  type SortingSessionFieldsFragment,
} from './picking.generated';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type TemplateRow = RowOf<typeof templateList>;
export type PickListRow = RowOf<typeof pickListList>;
export type SortingSessionData = SortingSessionFieldsFragment;
export type SortingOrderRow = SortingSessionData['orders'][number];

export const templateList = listOf(PickListTemplatesDocument, (d) => d.pickListTemplates);
export const pickListList = listOf(PickListsDocument, (d) => d.pickLists);

export const useTemplateCommands = () =>
  useCommands({ create: CreatePickListTemplateDocument, update: UpdatePickListTemplateDocument, remove: DeletePickListTemplateDocument });

export const usePickListCommands = () => useCommands({ create: CreatePickListsDocument, cancel: CancelPickListDocument, print: PrintPickListDocument });

/** Orders of a warehouse waiting for a pick list (null until a warehouse is chosen and counted). */
export function usePickableCount(warehouseId: number | null) {
  const { record, loading, refetch } = useRecord(
    PickableOrderCountDocument,
    (d) => d.pickableOrderCount,
    { warehouseId: warehouseId ?? 0 },
    { skip: !warehouseId },
  );
  return { count: warehouseId ? record : null, loading, refetch };
}

/** The sorting state of a pick list (scan page: sortingSession; wall page: sortingWall). */
export function useSortingSession(pickListId: number | null, wall = false) {
  const variables = { pickListId: pickListId ?? 0 };
  const scan = useRecord(SortingSessionDocument, (d) => d.sortingSession, variables, { skip: !pickListId || wall, fetchPolicy: 'network-only' });
  const onWall = useRecord(SortingWallDocument, (d) => d.sortingWall, variables, { skip: !pickListId || !wall, fetchPolicy: 'network-only' });
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
    scan: ScanSortingDocument,
    wallScan: ScanSecondarySortingDocument,
    assignWall: AssignSortingWallDocument,
    printLabel: PrintSortingLabelDocument,
    forecastScan: ForecastScanDocument,
  });

const NO_BINS: never[] = [];

export function useForecastBins() {
  const { record, loading, error, refetch } = useRecord(ForecastBinsDocument, (d) => d.forecastBins, undefined);
  return { bins: record ?? NO_BINS, loading, error, refetch };
}

/** Packing tasks (packing.graphql): the list document with its status counts and every command. */
import * as ops from './packing.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';

export const packingTaskList = listOf(ops.PackingTasksDocument, (d) => d.packingTasks);
export type PackingTaskRow = RowOf<typeof packingTaskList>;

export const usePackingCommands = () =>
  useCommands({
    create: ops.CreatePackingTaskDocument,
    saveBoxes: ops.SavePackingBoxesDocument,
    complete: ops.CompletePackingTaskDocument,
    cancel: ops.CancelPackingTaskDocument,
    print: ops.PrintPackingBoxMarksDocument,
  });

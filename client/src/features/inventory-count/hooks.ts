/** Count tasks (inventoryCount.graphql): list documents, the task record and every command. */
import {
  CreateCountTaskDocument,
  DeleteCountTaskDocument,
  EndCountTaskDocument,
  InventoryCountLinesDocument,
  InventoryCountTaskDocument,
  InventoryCountTasksDocument,
  PrintCountTaskDocument,
  SaveCountLinesDocument,
  StartCountTaskDocument,
  type InventoryCountLinesQuery,
} from './inventoryCount.generated';
import type { InventoryCountLineFilter } from '../../api/generated/types';
import { listOf, type NodeOf, type RowOf, useCommands, useConnection, useRecord } from '../../ui/resource';

export type CountTaskRow = RowOf<typeof countTaskList>;
export type CountLineRow = NodeOf<InventoryCountLinesQuery['inventoryCountLines']>;

export const countTaskList = listOf(InventoryCountTasksDocument, (d) => d.inventoryCountTasks);

export const useCountTask = (id: number) => useRecord(InventoryCountTaskDocument, (d) => d.inventoryCountTask, { id });

export const useCountLines = (taskId: number, page: number, pageSize: number, filter: InventoryCountLineFilter) =>
  useConnection(InventoryCountLinesDocument, (d) => d.inventoryCountLines, { taskId, filter }, { page, pageSize });

export const useCountCommands = () =>
  useCommands({
    create: CreateCountTaskDocument,
    start: StartCountTaskDocument,
    end: EndCountTaskDocument,
    remove: DeleteCountTaskDocument,
    saveLines: SaveCountLinesDocument,
    print: PrintCountTaskDocument,
  });

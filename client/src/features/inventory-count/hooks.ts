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
  type InventoryCountTasksQuery,
} from './inventoryCount.generated';
import type { InventoryCountLineFilter } from '../../api/generated/types';
import { useCommands, useConnection, useRecord, type NodeOf } from '../../ui/resource';

export type CountTaskRow = NodeOf<InventoryCountTasksQuery['inventoryCountTasks']>;
export type CountLineRow = NodeOf<InventoryCountLinesQuery['inventoryCountLines']>;

export const countTaskList = { document: InventoryCountTasksDocument, pick: (d: InventoryCountTasksQuery) => d.inventoryCountTasks };

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

/** Count tasks (inventoryCount.graphql): list documents, the task record and every command. */
import * as ops from './inventoryCount.generated';
import type { InventoryCountLineFilter } from '../../api/generated/types';
import { listOf, type NodeOf, type RowOf, useCommands, useConnection, useRecord } from '../../ui/resource';

export type CountTaskRow = RowOf<typeof countTaskList>;
export type CountLineRow = NodeOf<ops.InventoryCountLinesQuery['inventoryCountLines']>;

export const countTaskList = listOf(ops.InventoryCountTasksDocument, (d) => d.inventoryCountTasks);

export const useCountTask = (id: number) => useRecord(ops.InventoryCountTaskDocument, (d) => d.inventoryCountTask, { id });

export const useCountLines = (taskId: number, page: number, pageSize: number, filter: InventoryCountLineFilter) =>
  useConnection(ops.InventoryCountLinesDocument, (d) => d.inventoryCountLines, { taskId, filter }, { page, pageSize });

export const useCountCommands = () =>
  useCommands({
    create: ops.CreateCountTaskDocument,
    start: ops.StartCountTaskDocument,
    end: ops.EndCountTaskDocument,
    remove: ops.DeleteCountTaskDocument,
    saveLines: ops.SaveCountLinesDocument,
    print: ops.PrintCountTaskDocument,
  });

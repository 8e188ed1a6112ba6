/** Count task data (inventoryCount.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
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
  type CountEntryLine,
  type CountTaskInput,
  type InventoryCountLineFilter,
  type InventoryCountLinesQuery,
  type InventoryCountTaskFilter,
  type InventoryCountTasksQuery,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type CountTaskRow = InventoryCountTasksQuery['inventoryCountTasks']['edges'][number]['node'];
export type CountLineRow = InventoryCountLinesQuery['inventoryCountLines']['edges'][number]['node'];

export function useCountTasks(page: number, pageSize: number, filter: InventoryCountTaskFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(InventoryCountTasksDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.inventoryCountTasks;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useCountTask(id: number) {
  const { data, loading, error, refetch } = useQuery(InventoryCountTaskDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return { task: data?.inventoryCountTask ?? null, loaded: data !== undefined, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useCountLines(taskId: number, page: number, pageSize: number, filter: InventoryCountLineFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(InventoryCountLinesDocument, {
    variables: { taskId, ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.inventoryCountLines;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => refetch().catch(() => undefined), [refetch]),
  };
}

export function useCreateCountTask() {
  const [mutate, { loading }] = useMutation(CreateCountTaskDocument);
  const create = useCallback((input: CountTaskInput) => settle(mutate({ variables: { input } }), (d) => d.createCountTask), [mutate]);
  return { create, loading };
}

/** Start, end and delete: one id in, the task (or its id) out. */
export function useCountActions() {
  const [start] = useMutation(StartCountTaskDocument);
  const [end] = useMutation(EndCountTaskDocument);
  const [remove] = useMutation(DeleteCountTaskDocument);
  return {
    start: useCallback((id: number) => settle(start({ variables: { id } }), (d) => d.startCountTask), [start]),
    end: useCallback((id: number) => settle(end({ variables: { id } }), (d) => d.endCountTask), [end]),
    remove: useCallback((id: number) => settle(remove({ variables: { id } }), (d) => d.deleteCountTask), [remove]),
  };
}

export function useSaveCountLines() {
  const [mutate, { loading }] = useMutation(SaveCountLinesDocument);
  const save = useCallback((taskId: number, lines: CountEntryLine[]) => settle(mutate({ variables: { input: { taskId, lines } } }), (d) => d.saveCountLines), [mutate]);
  return { save, loading };
}

export function usePrintCountTask() {
  const [mutate] = useMutation(PrintCountTaskDocument);
  return useCallback((id: number, sortBy?: string) => settle(mutate({ variables: { id, sortBy } }), (d) => d.printCountTask), [mutate]);
}

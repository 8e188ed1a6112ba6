/** The operate log for /operateLog (operateLog.graphql), newest first. */
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { OperateLogsDocument, type OperateLogFilter, type OperateLogsQuery } from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';

export type OperateLogRow = OperateLogsQuery['operateLogs']['edges'][number]['node'];

export function useOperateLogs(page: number, pageSize: number, filter: OperateLogFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(OperateLogsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.operateLogs;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** The operate log for /operateLog (operateLog.graphql), newest first. */
import { OperateLogsDocument, type OperateLogsQuery } from './operateLog.generated';
import type { NodeOf } from '../../ui/resource';

export type OperateLogRow = NodeOf<OperateLogsQuery['operateLogs']>;

export const operateLogList = { document: OperateLogsDocument, pick: (d: OperateLogsQuery) => d.operateLogs };

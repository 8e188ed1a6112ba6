/** The operate log for /operateLog (operateLog.graphql), newest first. */
import { OperateLogsDocument } from './operateLog.generated';
import { listOf, type RowOf } from '../../ui/resource';

export type OperateLogRow = RowOf<typeof operateLogList>;

export const operateLogList = listOf(OperateLogsDocument, (d) => d.operateLogs);

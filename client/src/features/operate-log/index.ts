export { OperateLogPage } from './OperateLogPage';
export { operateLogMessages } from './messages';

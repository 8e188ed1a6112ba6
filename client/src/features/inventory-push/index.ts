export { PushRulesPage } from './PushRulesPage';
export { PushRecordsPage } from './PushRecordsPage';
export { stockPushMessages } from './messages';

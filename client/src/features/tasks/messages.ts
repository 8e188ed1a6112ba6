/** Texts of the task queue, the download badge and the export button (ids `tasks.*`), zh and en. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const tasksMessages = splitEntries(entries);
export type TasksMessageId = keyof typeof entries;

/** Texts of /systemLogistics, /customLogistics, /segmentManagement and the channel picker (ids `logisticsPage.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const logisticsMessages = splitEntries(entries);
export type LogisticsMessageId = keyof typeof entries;

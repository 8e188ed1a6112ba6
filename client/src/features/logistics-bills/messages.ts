/** Texts of /logisticsAccount (ids `logisticsBillPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const logisticsBillMessages = splitEntries(entries);
export type LogisticsBillMessageId = keyof typeof entries;

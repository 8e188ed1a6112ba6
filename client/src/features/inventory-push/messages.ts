/** Texts of /inventoryPushRule and /inventoryPushRecord (ids `stockPush.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const stockPushMessages = splitEntries(entries);
export type StockPushMessageId = keyof typeof entries;

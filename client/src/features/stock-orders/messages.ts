/** Texts of /overseasStock (ids `stockOrders.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const stockOrdersMessages = splitEntries(entries);
export type StockOrdersMessageId = keyof typeof entries;

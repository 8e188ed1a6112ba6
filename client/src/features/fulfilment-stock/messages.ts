/** Texts of the fulfilment-centre stock screens (ids `fs.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const fulfilmentStockMessages = splitEntries(entries);
export type FulfilmentStockMessageId = keyof typeof entries;

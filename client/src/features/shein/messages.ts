/** Texts of /sheinPurchaseOrders and /sheinDeliveryOrders (ids `shein.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const sheinMessages = splitEntries(entries);
export type SheinMessageId = keyof typeof entries;

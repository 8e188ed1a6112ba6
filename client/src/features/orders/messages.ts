/** Texts of the order screens and the SKU pairing screens (ids `orderScreen.*`, `pairingScreen.*`), zh and en. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const ordersMessages = splitEntries(entries);
export type OrdersMessageId = keyof typeof entries;

/** Texts of /scanToShip, /outboundScan and /bagsOrder (ids `scanShip.*`, `outboundPage.*`, `bagsPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const shippingMessages = splitEntries(entries);
export type ShippingMessageId = keyof typeof entries;

/** Texts of the purchase-orders screens (/purchaseOrder `po.*`, /invoice and /refundNote `pay.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const purchaseOrdersMessages = splitEntries(entries);
export type PurchaseOrdersMessageId = keyof typeof entries;

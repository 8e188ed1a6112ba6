/** Texts of the purchase-reports screens (ids `purchaseReportPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const purchaseReportsMessages = splitEntries(entries);
export type PurchaseReportsMessageId = keyof typeof entries;

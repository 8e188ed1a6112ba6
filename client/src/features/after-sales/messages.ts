/** Texts of the after-sales screens (ids `afterSales.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type AfterSalesMessageId = keyof typeof entries;
export const afterSalesMessages = splitEntries(entries);

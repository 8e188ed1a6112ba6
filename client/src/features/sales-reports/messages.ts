/** Texts of the sales report screens (ids `salesReportPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const salesReportsMessages = splitEntries(entries);
export type SalesReportsMessageId = keyof typeof entries;

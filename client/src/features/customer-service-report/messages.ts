/** Texts of /customerServiceReport (ids `csReportPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const customerServiceReportMessages = splitEntries(entries);
export type CustomerServiceReportMessageId = keyof typeof entries;

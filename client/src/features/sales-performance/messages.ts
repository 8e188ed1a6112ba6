/** Texts of /salesReport, /storePerformance and /orderPerformance (ids `salesPerformancePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const salesPerformanceMessages = splitEntries(entries);
export type SalesPerformanceMessageId = keyof typeof entries;

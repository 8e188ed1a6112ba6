/** Texts of /logisticHeadProvider and /logisticHeadChannel (ids `firstMile.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const firstMileMessages = splitEntries(entries);
export type FirstMileMessageId = keyof typeof entries;

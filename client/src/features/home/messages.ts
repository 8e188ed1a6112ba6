/** Texts of the home screens (ids `homePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type HomeMessageId = keyof typeof entries;
export const homeDashboardMessages = splitEntries(entries);

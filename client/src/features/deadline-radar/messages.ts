/** Texts of /deadlineRadar and its home card (ids `radar.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const radarMessages = splitEntries(entries);
export type RadarMessageId = keyof typeof entries;

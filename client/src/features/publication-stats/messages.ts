/** Texts of /publicationStatistics and /publicationStatisticsV2 (ids `publicationPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type PublicationMessageId = keyof typeof entries;
export const publicationMessages = splitEntries(entries);

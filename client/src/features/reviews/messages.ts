/** Texts of the review screens (ids `reviewsPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type ReviewsMessageId = keyof typeof entries;
export const reviewsMessages = splitEntries(entries);

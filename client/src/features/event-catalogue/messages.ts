/** Texts of the /eventCatalogue screen (ids `eventCatalogue.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type EventCatalogueMessageId = keyof typeof entries;
export const eventCatalogueMessages = splitEntries(entries);

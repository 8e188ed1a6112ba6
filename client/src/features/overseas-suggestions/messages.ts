/** Texts of the overseas suggestion screens (ids `os.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const overseasSuggestionsMessages = splitEntries(entries);
export type OverseasSuggestionsMessageId = keyof typeof entries;

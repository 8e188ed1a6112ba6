/** Texts of /shops and /shopsConfig (ids `shops.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const shopsMessages = splitEntries(entries);
export type ShopsMessageId = keyof typeof entries;

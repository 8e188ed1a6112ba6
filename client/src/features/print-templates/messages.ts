/** Texts of /printTemplates, /printTemplate and /print (ids `printTemplates.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const printTemplatesMessages = splitEntries(entries);
export type PrintTemplatesMessageId = keyof typeof entries;

/** Texts of /addressTemplate (ids `addressTemplates.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const addressTemplatesMessages = splitEntries(entries);
export type AddressTemplatesMessageId = keyof typeof entries;

/** Texts of /assembleSheet (ids `assemblePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const assembleMessages = splitEntries(entries);
export type AssembleMessageId = keyof typeof entries;

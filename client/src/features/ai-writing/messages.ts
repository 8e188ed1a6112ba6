/** Texts of the AI writing pages (ids `ai.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const aiWritingMessages = splitEntries(entries);
export type AiWritingMessageId = keyof typeof entries;

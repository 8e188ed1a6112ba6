/** Texts of /buyerMessage and /sellerMessage (ids `chat.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const chatMessages = splitEntries(entries);
export type ChatMessageId = keyof typeof entries;

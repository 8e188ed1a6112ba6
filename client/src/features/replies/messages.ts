/** Texts of /commonReply and /autoReply (ids `replyPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const replyMessages = splitEntries(entries);
export type ReplyMessageId = keyof typeof entries;

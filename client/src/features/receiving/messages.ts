/** Texts of the receiving screens (ids `rcv.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const receivingMessages = splitEntries(entries);
export type ReceivingMessageId = keyof typeof entries;

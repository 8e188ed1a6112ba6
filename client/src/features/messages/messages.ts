/** Texts of the message center, message settings and bulletins (ids `msgCenter.*`, `bulletins.*`), zh and en. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const messageCenterMessages = splitEntries(entries);
export type MessageCenterMessageId = keyof typeof entries;

/** Texts of /user and /changePassword (ids `user.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const userMessages = splitEntries(entries);
export type UserMessageId = keyof typeof entries;

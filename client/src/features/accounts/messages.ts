/** Texts of /accounts (ids `accounts.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const accountsMessages = splitEntries(entries);
export type AccountsMessageId = keyof typeof entries;

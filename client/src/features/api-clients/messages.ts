/** Texts of /apiClients (ids `apiClients.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const apiClientsMessages = splitEntries(entries);
export type ApiClientsMessageId = keyof typeof entries;

/** Texts of /customerManagement (ids `customers.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const customersMessages = splitEntries(entries);
export type CustomersMessageId = keyof typeof entries;

/** Texts of the suppliers screens (ids `suppliers.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type SuppliersMessageId = keyof typeof entries;
export const suppliersMessages = splitEntries(entries);

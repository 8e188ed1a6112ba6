/** Texts of /inventoryCount (ids `inventoryCount.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const inventoryCountMessages = splitEntries(entries);
export type InventoryCountMessageId = keyof typeof entries;

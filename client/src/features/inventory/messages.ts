/** Texts of the inventory views (ids `stockView.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const inventoryMessages = splitEntries(entries);
export type InventoryMessageId = keyof typeof entries;

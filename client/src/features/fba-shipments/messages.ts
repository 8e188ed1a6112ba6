/** Texts of /fbaWarehouseCargoManagement and /fbaWarehouseManualRestock (ids `fba.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const fbaMessages = splitEntries(entries);
export type FbaMessageId = keyof typeof entries;

/** Texts of /warehouses, /locations and the warehouse / location pickers (ids `warehouses.*`, `locations.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const warehousesMessages = splitEntries(entries);
export type WarehousesMessageId = keyof typeof entries;

/** Texts of the supply monitor screens (ids `sm.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const supplyMonitorsMessages = splitEntries(entries);
export type SupplyMonitorsMessageId = keyof typeof entries;

/**
 * Texts of /pickListTemplate, /scanSorting, /forecastSorting and /secondarySorting (ids
 * `pickingPage.*`), Simplified Chinese and English. Type, status and field names come from the
 * server's shared messages (picking.type.*, picking.status.*, picking.field.*).
 */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const pickingMessages = splitEntries(entries);
export type PickingMessageId = keyof typeof entries;

/** Texts of /packingManage (ids `packing.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const packingMessages = splitEntries(entries);
export type PackingMessageId = keyof typeof entries;

/** Texts of /overseasWarehouseAuth, /overseasLogistics and the overseas inventory pages (ids `overseas.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const overseasMessages = splitEntries(entries);
export type OverseasMessageId = keyof typeof entries;

/** Texts of the freight screens (ids `freightScreen.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const freightMessages = splitEntries(entries);
export type FreightMessageId = keyof typeof entries;

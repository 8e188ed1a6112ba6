/** Texts of the wholesale screens (/alibabaPairingList, /allibabaPair), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const wholesaleMessages = splitEntries(entries);
export type WholesaleMessageId = keyof typeof entries;

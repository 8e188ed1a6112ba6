/** Texts of /productTransferBill (ids `transferPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const transfersMessages = splitEntries(entries);
export type TransfersMessageId = keyof typeof entries;

/** Texts of /barcodeTool (ids `barcodes.*`) and the shared PDF download, Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const barcodesMessages = splitEntries(entries);
export type BarcodesMessageId = keyof typeof entries;

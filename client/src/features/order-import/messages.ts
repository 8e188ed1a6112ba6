/** Client texts of the order import dialog (ids `orderImport.ui.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const orderImportMessages = splitEntries(entries);
export type OrderImportMessageId = keyof typeof entries;

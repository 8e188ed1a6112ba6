/** Client texts of the product library (/productLibrary, /addProduct) (ids `products.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const catalogMessages = splitEntries(entries);
export type CatalogMessageId = keyof typeof entries;

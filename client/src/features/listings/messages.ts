/** Texts of the listing pages (ids `listings.*`), Simplified Chinese and English. Status and action names come from @erp/schema (`listing.status.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const listingsMessages = splitEntries(entries);
export type ListingsMessageId = keyof typeof entries;

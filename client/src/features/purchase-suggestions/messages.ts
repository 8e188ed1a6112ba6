/** Texts of the purchase-suggestion screens (ids `ps.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const purchaseSuggestionsMessages = splitEntries(entries);
export type PurchaseSuggestionsMessageId = keyof typeof entries;

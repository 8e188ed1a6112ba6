/** Texts of the purchase-suggestions screens, Simplified Chinese and English. */
import { splitEntries } from '../public/featureIntl';

const entries = {
} as const;

export const purchaseSuggestionsMessages = splitEntries(entries);

/** Texts of the purchase-reports screens, Simplified Chinese and English. */
import { splitEntries } from '../public/featureIntl';

const entries = {
} as const;

export const purchaseReportsMessages = splitEntries(entries);

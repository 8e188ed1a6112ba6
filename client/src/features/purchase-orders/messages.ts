/** Texts of the purchase-orders screens, Simplified Chinese and English. */
import { splitEntries } from '../public/featureIntl';

const entries = {
} as const;

export const purchaseOrdersMessages = splitEntries(entries);

/** Texts of the suppliers screens, Simplified Chinese and English. */
import { splitEntries } from '../public/featureIntl';

const entries = {
} as const;

export const suppliersMessages = splitEntries(entries);

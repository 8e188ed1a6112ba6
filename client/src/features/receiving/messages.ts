/** Texts of the receiving screens, Simplified Chinese and English. */
import { splitEntries } from '../public/featureIntl';

const entries = {
} as const;

export const receivingMessages = splitEntries(entries);

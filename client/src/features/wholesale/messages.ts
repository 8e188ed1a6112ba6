/** Texts of the wholesale screens, Simplified Chinese and English. */
import { splitEntries } from '../public/featureIntl';

const entries = {
} as const;

export const wholesaleMessages = splitEntries(entries);

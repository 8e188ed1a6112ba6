/** Texts of the profit screens (ids `profitPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type ProfitMessageId = keyof typeof entries;
export const profitMessages = splitEntries(entries);

/** Texts of /accountManage (ids `finance.*` of the client), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const financeMessages = splitEntries(entries);
export type FinanceMessageId = keyof typeof entries;

/** Texts of /company (ids `company.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const companyMessages = splitEntries(entries);
export type CompanyMessageId = keyof typeof entries;

/** Texts of /invoiceCompany and /invoicesManage (ids `invoicePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const invoiceMessages = splitEntries(entries);
export type InvoiceMessageId = keyof typeof entries;

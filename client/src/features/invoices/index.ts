export { InvoiceCompanyPage } from './InvoiceCompanyPage';
export { InvoicesManagePage } from './InvoicesManagePage';
export { invoiceMessages } from './messages';

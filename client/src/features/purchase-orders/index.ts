export { PurchaseOrderPage } from './PurchaseOrderPage';
export { InvoicePage, RefundNotePage } from './PaymentsPage';
export { purchaseOrdersMessages } from './messages';

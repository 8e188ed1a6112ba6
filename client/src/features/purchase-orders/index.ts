// TEMPORARY: placeholders until the pages are built (replace each line with the real page).
import { createElement } from 'react';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const PurchaseOrderPage = () => createElement(PlaceholderPage, { path: '/purchaseOrder' });
export const InvoicePage = () => createElement(PlaceholderPage, { path: '/invoice' });
export const RefundNotePage = () => createElement(PlaceholderPage, { path: '/refundNote' });
export { purchaseOrdersMessages } from './messages';

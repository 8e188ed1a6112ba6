// TEMPORARY: placeholders until the pages are built (replace each line with the real page).
import { createElement } from 'react';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const SupplierStatisticsPage = () => createElement(PlaceholderPage, { path: '/supplierStatistics' });
export const ProcurementFlowPage = () => createElement(PlaceholderPage, { path: '/procurementFlow' });
export const PurchaserStatisticsPage = () => createElement(PlaceholderPage, { path: '/purchaserStatistics' });
export const PurchaseBillReportPage = () => createElement(PlaceholderPage, { path: '/purchaseBillReport' });
export { purchaseReportsMessages } from './messages';

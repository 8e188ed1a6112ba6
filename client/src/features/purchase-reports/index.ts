export { SupplierStatisticsPage } from './SupplierStatisticsPage';
export { ProcurementFlowPage } from './ProcurementFlowPage';
export { PurchaserStatisticsPage } from './PurchaserStatisticsPage';
export { PurchaseBillReportPage } from './PurchaseBillReportPage';
export { purchaseReportsMessages } from './messages';

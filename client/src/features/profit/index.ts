export { ProfitReportPage } from './ProfitReportPage';
export { ProfitReportOrderPage } from './ProfitReportOrderPage';
export { DataSummaryPage } from './DataSummaryPage';
export { OrderProfitBreakdown } from './OrderProfitBreakdown';
export { profitMessages } from './messages';

export { SalesReportPage } from './SalesReportPage';
export { StorePerformancePage } from './StorePerformancePage';
export { OrderPerformancePage } from './OrderPerformancePage';
export { salesPerformanceMessages } from './messages';

export { SalesAnalysisPage } from './SalesAnalysisPage';
export { OrderAnalysisPage } from './OrderAnalysisPage';
export { StoreAnalysisPage } from './StoreAnalysisPage';
export { salesReportsMessages } from './messages';

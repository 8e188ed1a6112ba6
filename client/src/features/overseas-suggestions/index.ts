export { OverseasSuggestPage } from './OverseasSuggestPage';
export { OverseasSafetyStockPage } from './OverseasSafetyStockPage';
export { OverseasStockReportPage } from './OverseasStockReportPage';
export { overseasSuggestionsMessages } from './messages';

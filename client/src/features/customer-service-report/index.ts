export { CustomerServiceReportPage } from './CustomerServiceReportPage';
export { customerServiceReportMessages } from './messages';

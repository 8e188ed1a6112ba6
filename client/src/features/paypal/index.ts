export { PaypalManagePage } from './PaypalManagePage';
export { PaypalDealPage } from './PaypalDealPage';
export { paypalMessages } from './messages';

export { LogisticsTrackingPage } from './LogisticsTrackingPage';
export { trackingMessages } from './messages';

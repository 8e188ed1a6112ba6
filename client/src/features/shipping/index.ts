export { BagsOrderPage } from './BagsOrderPage';
export { OutboundScanPage } from './OutboundScanPage';
export { ScanToShipPage } from './ScanToShipPage';
export { shippingMessages } from './messages';

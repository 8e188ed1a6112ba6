export { SheinPurchaseOrdersPage } from './SheinPurchaseOrdersPage';
export { SheinDeliveryOrdersPage } from './SheinDeliveryOrdersPage';
export { sheinMessages } from './messages';

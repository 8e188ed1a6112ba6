export { OrdersPage } from './OrdersPage';
export { AbnormalOrdersPage } from './AbnormalOrdersPage';
export { PreShippingsPage } from './PreShippingsPage';
export { DistributePackagePage } from './DistributePackagePage';
export { CreateOrderPage } from './CreateOrderPage';
export { ProductPairingPage } from './ProductPairingPage';
export { OnlineProductPairingPage } from './OnlineProductPairingPage';
export { ordersMessages } from './messages';

/** /orders: every order by status with counts, search, filters, the dashboard-link filters, batch actions and the detail. */
import { featurePage } from '../../ui/FeatureScope';
import { OrderListScreen } from './components/OrderListScreen';
import { ordersMessages } from './messages';

export const OrdersPage = featurePage(ordersMessages, () => <OrderListScreen mode="orders" />);

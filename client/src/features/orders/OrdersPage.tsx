/** /orders: every order by status with counts, search, filters, the dashboard-link filters, batch actions and the detail. */
import { FeatureScope } from '../../ui/FeatureScope';
import { OrderListScreen } from './components/OrderListScreen';
import { ordersMessages } from './messages';

export function OrdersPage() {
  return (
    <FeatureScope messages={ordersMessages}>
      <OrderListScreen mode="orders" />
    </FeatureScope>
  );
}

/** /abnormalOrders: abnormal orders grouped by reason; release or cancel. */
import { FeatureScope } from '../../ui/FeatureScope';
import { OrderListScreen } from './components/OrderListScreen';
import { ordersMessages } from './messages';

export function AbnormalOrdersPage() {
  return (
    <FeatureScope messages={ordersMessages}>
      <OrderListScreen mode="abnormal" />
    </FeatureScope>
  );
}

/** /preShippings: pre-shipped orders and orders ready to pre-ship with their tracking numbers. */
import { FeatureScope } from '../../ui/FeatureScope';
import { OrderListScreen } from './components/OrderListScreen';
import { ordersMessages } from './messages';

export function PreShippingsPage() {
  return (
    <FeatureScope messages={ordersMessages}>
      <OrderListScreen mode="preShippings" />
    </FeatureScope>
  );
}

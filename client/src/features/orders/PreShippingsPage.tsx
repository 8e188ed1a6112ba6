/** /preShippings: pre-shipped orders and orders ready to pre-ship with their tracking numbers. */
import { featurePage } from '../../ui/FeatureScope';
import { OrderListScreen } from './components/OrderListScreen';
import { ordersMessages } from './messages';

export const PreShippingsPage = featurePage(ordersMessages, () => <OrderListScreen mode="preShippings" />);

/** /abnormalOrders: abnormal orders grouped by reason; release or cancel. */
import { featurePage } from '../../ui/FeatureScope';
import { OrderListScreen } from './components/OrderListScreen';
import { ordersMessages } from './messages';

export const AbnormalOrdersPage = featurePage(ordersMessages, () => <OrderListScreen mode="abnormal" />);

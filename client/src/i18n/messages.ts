import { messages as schemaMessages } from '@erp/schema';
import { mobileMessages } from '../features/mobile/messages';
import { publicMessages } from '../features/public/messages';
import { uiMessages } from '../ui/messages';
import { accountsMessages } from '../features/accounts/messages';
import { companyMessages } from '../features/company/messages';
import { operateLogMessages } from '../features/operate-log/messages';
import { messageCenterMessages } from '../features/messages/messages';
import { tasksMessages } from '../features/tasks/messages';
import { rolesMessages } from '../features/roles/messages';
import { shopsMessages } from '../features/shops/messages';
import { userMessages } from '../features/user/messages';
import { catalogMessages } from '../features/catalog/messages';
import { warehousesMessages } from '../features/warehouses/messages';
import { stockBillsMessages } from '../features/stock-bills/messages';
import { inventoryMessages } from '../features/inventory/messages';
import { transfersMessages } from '../features/transfers/messages';
import { assembleMessages } from '../features/assemble/messages';
import { inventoryCountMessages } from '../features/inventory-count/messages';
import { barcodesMessages } from '../features/barcodes/messages';
import { packageMaterialsMessages } from '../features/package-materials/messages';
import { ordersMessages } from '../features/orders/messages';
import { orderRulesMessages } from '../features/order-rules/messages';
import { logisticsMessages } from '../features/logistics/messages';
import { trackingMessages } from '../features/tracking/messages';
import { pickingMessages } from '../features/picking/messages';
import { shippingMessages } from '../features/shipping/messages';
import { orderImportMessages } from '../features/order-import/messages';
import { suppliersMessages } from '../features/suppliers/messages';
import { purchaseReportsMessages } from '../features/purchase-reports/messages';
import { wholesaleMessages } from '../features/wholesale/messages';
import { purchaseOrdersMessages } from '../features/purchase-orders/messages';
import { receivingMessages } from '../features/receiving/messages';
import { purchaseSuggestionsMessages } from '../features/purchase-suggestions/messages';
import { homeDashboardMessages } from '../features/home/messages';
import { salesReportsMessages } from '../features/sales-reports/messages';
import { exchangeRatesMessages } from '../features/exchange-rates/messages';
import { tradebyteRefundsMessages } from '../features/tradebyte-refunds/messages';
import { en } from './en';
import type { Lang } from './lang';
import { zh, type MessageId } from './zh';

export type { MessageId };

/** The shell's own texts (typed ids, used by `useT` and by the API layer outside React). */
export const messagesByLang: Record<Lang, Record<MessageId, string>> = { zh, en };

/**
 * Everything react-intl knows: @erp/schema messages (server error and validation ids), then
 * the UI kit, public site and mobile dictionaries, then the shell's texts (later wins).
 */
const featureMessages = [uiMessages, publicMessages, mobileMessages, accountsMessages, rolesMessages, shopsMessages, companyMessages, userMessages, operateLogMessages, messageCenterMessages, tasksMessages, catalogMessages, warehousesMessages, stockBillsMessages, inventoryMessages, transfersMessages, assembleMessages, inventoryCountMessages, barcodesMessages, packageMaterialsMessages, ordersMessages, orderRulesMessages, logisticsMessages, trackingMessages, pickingMessages, shippingMessages, orderImportMessages, suppliersMessages, purchaseReportsMessages, wholesaleMessages, purchaseOrdersMessages, receivingMessages, purchaseSuggestionsMessages, homeDashboardMessages, salesReportsMessages, exchangeRatesMessages, tradebyteRefundsMessages];

export const intlMessages: Record<Lang, Record<string, string>> = {
  zh: Object.assign({}, schemaMessages.zh, ...featureMessages.map((m) => m.zh), zh),
  en: Object.assign({}, schemaMessages.en, ...featureMessages.map((m) => m.en), en),
};

export const intlLocale: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

// Server and shared texts. Each domain keeps its own pair of files (messaging.en.json, …) so
// parallel work on domains does not edit one big file; the test checks zh/en parity.
import baseEn from './en.json' with { type: 'json' };
import baseZh from './zh.json' with { type: 'json' };
import messagingEn from './messaging.en.json' with { type: 'json' };
import messagingZh from './messaging.zh.json' with { type: 'json' };
import tasksEn from './tasks.en.json' with { type: 'json' };
import tasksZh from './tasks.zh.json' with { type: 'json' };
import inventoryEn from './inventory.en.json' with { type: 'json' };
import inventoryZh from './inventory.zh.json' with { type: 'json' };
import catalogEn from './catalog.en.json' with { type: 'json' };
import catalogZh from './catalog.zh.json' with { type: 'json' };
import warehouseEn from './warehouse.en.json' with { type: 'json' };
import warehouseZh from './warehouse.zh.json' with { type: 'json' };
import stockEn from './stock.en.json' with { type: 'json' };
import stockZh from './stock.zh.json' with { type: 'json' };
import countsEn from './counts.en.json' with { type: 'json' };
import countsZh from './counts.zh.json' with { type: 'json' };
import ordersEn from './orders.en.json' with { type: 'json' };
import ordersZh from './orders.zh.json' with { type: 'json' };
import logisticsEn from './logistics.en.json' with { type: 'json' };
import logisticsZh from './logistics.zh.json' with { type: 'json' };
import fulfilmentEn from './fulfilment.en.json' with { type: 'json' };
import fulfilmentZh from './fulfilment.zh.json' with { type: 'json' };
import marketplacesEn from './marketplaces.en.json' with { type: 'json' };
import marketplacesZh from './marketplaces.zh.json' with { type: 'json' };
import orderRulesEn from './order-rules.en.json' with { type: 'json' };
import orderRulesZh from './order-rules.zh.json' with { type: 'json' };
import orderImportEn from './order-import.en.json' with { type: 'json' };
import orderImportZh from './order-import.zh.json' with { type: 'json' };
import purchasingEn from './purchasing.en.json' with { type: 'json' };
import purchasingZh from './purchasing.zh.json' with { type: 'json' };
import purchasingSuppliersEn from './purchasing-suppliers.en.json' with { type: 'json' };
import purchasingSuppliersZh from './purchasing-suppliers.zh.json' with { type: 'json' };
import purchasingOrdersEn from './purchasing-purchase-orders.en.json' with { type: 'json' };
import purchasingOrdersZh from './purchasing-purchase-orders.zh.json' with { type: 'json' };
import purchasingReceivingEn from './purchasing-receiving.en.json' with { type: 'json' };
import purchasingReceivingZh from './purchasing-receiving.zh.json' with { type: 'json' };
import purchasingSuggestionsEn from './purchasing-suggestions.en.json' with { type: 'json' };
import purchasingSuggestionsZh from './purchasing-suggestions.zh.json' with { type: 'json' };
import purchasingWholesaleEn from './purchasing-wholesale.en.json' with { type: 'json' };
import purchasingWholesaleZh from './purchasing-wholesale.zh.json' with { type: 'json' };
import purchasingReportsEn from './purchasing-reports.en.json' with { type: 'json' };
import purchasingReportsZh from './purchasing-reports.zh.json' with { type: 'json' };
import reportsEn from './reports.en.json' with { type: 'json' };
import reportsZh from './reports.zh.json' with { type: 'json' };
import webhooksEn from './webhooks.en.json' with { type: 'json' };
import webhooksZh from './webhooks.zh.json' with { type: 'json' };
import apiClientsEn from './api-clients.en.json' with { type: 'json' };
import apiClientsZh from './api-clients.zh.json' with { type: 'json' };
import carriersEn from './carriers.en.json' with { type: 'json' };
import carriersZh from './carriers.zh.json' with { type: 'json' };
import printEn from './print.en.json' with { type: 'json' };
import printZh from './print.zh.json' with { type: 'json' };
import freightEn from './freight.en.json' with { type: 'json' };
import freightZh from './freight.zh.json' with { type: 'json' };
import listingsEn from './listings.en.json' with { type: 'json' };
import listingsZh from './listings.zh.json' with { type: 'json' };
import stockPushEn from './stock-push.en.json' with { type: 'json' };
import stockPushZh from './stock-push.zh.json' with { type: 'json' };
import overseasEn from './overseas.en.json' with { type: 'json' };
import overseasZh from './overseas.zh.json' with { type: 'json' };
import firstMileEn from './first-mile.en.json' with { type: 'json' };
import firstMileZh from './first-mile.zh.json' with { type: 'json' };
import stockOrdersEn from './stock-orders.en.json' with { type: 'json' };
import stockOrdersZh from './stock-orders.zh.json' with { type: 'json' };
import packingEn from './packing.en.json' with { type: 'json' };
import imagesEn from './images.en.json' with { type: 'json' };
import imagesZh from './images.zh.json' with { type: 'json' };
import imageToolsEn from './image-tools.en.json' with { type: 'json' };
import imageToolsZh from './image-tools.zh.json' with { type: 'json' };
import listingTemplatesEn from './listing-templates.en.json' with { type: 'json' };
import listingTemplatesZh from './listing-templates.zh.json' with { type: 'json' };
import aiWritingEn from './ai-writing.en.json' with { type: 'json' };
import aiWritingZh from './ai-writing.zh.json' with { type: 'json' };
import packingZh from './packing.zh.json' with { type: 'json' };
import sheinEn from './shein.en.json' with { type: 'json' };
import sheinZh from './shein.zh.json' with { type: 'json' };
import supplyMonitorsEn from './supply-monitors.en.json' with { type: 'json' };
import supplyMonitorsZh from './supply-monitors.zh.json' with { type: 'json' };
import fbaShipmentsEn from './fba-shipments.en.json' with { type: 'json' };
import fbaShipmentsZh from './fba-shipments.zh.json' with { type: 'json' };
import overseasSuggestionsEn from './overseas-suggestions.en.json' with { type: 'json' };
import overseasSuggestionsZh from './overseas-suggestions.zh.json' with { type: 'json' };
import exchangeRatesEn from './exchange-rates.en.json' with { type: 'json' };
import exchangeRatesZh from './exchange-rates.zh.json' with { type: 'json' };
import financeEn from './finance.en.json' with { type: 'json' };
import financeZh from './finance.zh.json' with { type: 'json' };
import invoicesEn from './invoices.en.json' with { type: 'json' };
import invoicesZh from './invoices.zh.json' with { type: 'json' };
import profitEn from './profit.en.json' with { type: 'json' };
import profitZh from './profit.zh.json' with { type: 'json' };
import logisticsBillsEn from './logistics-bills.en.json' with { type: 'json' };
import logisticsBillsZh from './logistics-bills.zh.json' with { type: 'json' };
import paypalEn from './paypal.en.json' with { type: 'json' };
import paypalZh from './paypal.zh.json' with { type: 'json' };
import repliesEn from './replies.en.json' with { type: 'json' };
import repliesZh from './replies.zh.json' with { type: 'json' };
import chatEn from './chat.en.json' with { type: 'json' };
import chatZh from './chat.zh.json' with { type: 'json' };
import radarEn from './deadline-radar.en.json' with { type: 'json' };
import radarZh from './deadline-radar.zh.json' with { type: 'json' };
import customersEn from './customers.en.json' with { type: 'json' };
import customersZh from './customers.zh.json' with { type: 'json' };
import customerServiceEn from './customer-service.en.json' with { type: 'json' };
import customerServiceZh from './customer-service.zh.json' with { type: 'json' };
import publicationStatsEn from './publication-stats.en.json' with { type: 'json' };
import publicationStatsZh from './publication-stats.zh.json' with { type: 'json' };
import afterSalesEn from './after-sales.en.json' with { type: 'json' };
import afterSalesZh from './after-sales.zh.json' with { type: 'json' };
import reviewsEn from './reviews.en.json' with { type: 'json' };
import reviewsZh from './reviews.zh.json' with { type: 'json' };
import fulfilmentStockEn from './fulfilment-stock.en.json' with { type: 'json' };
import fulfilmentStockZh from './fulfilment-stock.zh.json' with { type: 'json' };
import productDevEn from './product-development.en.json' with { type: 'json' };
import productDevZh from './product-development.zh.json' with { type: 'json' };
import euComplianceEn from './eu-compliance.en.json' with { type: 'json' };
import euComplianceZh from './eu-compliance.zh.json' with { type: 'json' };

const en = {
  ...baseEn,
  ...messagingEn,
  ...tasksEn,
  ...inventoryEn,
  ...catalogEn,
  ...warehouseEn,
  ...stockEn,
  ...countsEn,
  ...ordersEn,
  ...logisticsEn,
  ...fulfilmentEn,
  ...orderImportEn,
  ...orderRulesEn,
  ...marketplacesEn,
  ...purchasingEn,
  ...purchasingSuppliersEn,
  ...purchasingOrdersEn,
  ...purchasingReceivingEn,
  ...purchasingSuggestionsEn,
  ...purchasingWholesaleEn,
  ...purchasingReportsEn,
  ...reportsEn,
  ...webhooksEn,
  ...apiClientsEn,
  ...carriersEn,
  ...printEn,
  ...freightEn,
  ...listingsEn,
  ...stockPushEn,
  ...overseasEn,
  ...firstMileEn,
  ...stockOrdersEn,
  ...packingEn,
  ...imagesEn,
  ...imageToolsEn,
  ...listingTemplatesEn,
  ...aiWritingEn,
  ...sheinEn,
  ...supplyMonitorsEn,
  ...fbaShipmentsEn,
  ...overseasSuggestionsEn,
  ...exchangeRatesEn,
  ...financeEn,
  ...invoicesEn,
  ...profitEn,
  ...logisticsBillsEn,
  ...paypalEn,
  ...repliesEn,
  ...chatEn,
  ...radarEn,
  ...customersEn,
  ...customerServiceEn,
  ...publicationStatsEn,
  ...afterSalesEn,
  ...reviewsEn,
  ...fulfilmentStockEn,
  ...productDevEn,
  ...euComplianceEn,
};
const zh = {
  ...baseZh,
  ...messagingZh,
  ...tasksZh,
  ...inventoryZh,
  ...catalogZh,
  ...warehouseZh,
  ...stockZh,
  ...countsZh,
  ...ordersZh,
  ...logisticsZh,
  ...fulfilmentZh,
  ...orderImportZh,
  ...orderRulesZh,
  ...marketplacesZh,
  ...purchasingZh,
  ...purchasingSuppliersZh,
  ...purchasingOrdersZh,
  ...purchasingReceivingZh,
  ...purchasingSuggestionsZh,
  ...purchasingWholesaleZh,
  ...purchasingReportsZh,
  ...reportsZh,
  ...webhooksZh,
  ...apiClientsZh,
  ...carriersZh,
  ...printZh,
  ...freightZh,
  ...listingsZh,
  ...stockPushZh,
  ...overseasZh,
  ...firstMileZh,
  ...stockOrdersZh,
  ...packingZh,
  ...imagesZh,
  ...imageToolsZh,
  ...listingTemplatesZh,
  ...aiWritingZh,
  ...sheinZh,
  ...supplyMonitorsZh,
  ...fbaShipmentsZh,
  ...overseasSuggestionsZh,
  ...exchangeRatesZh,
  ...financeZh,
  ...invoicesZh,
  ...profitZh,
  ...logisticsBillsZh,
  ...paypalZh,
  ...repliesZh,
  ...chatZh,
  ...radarZh,
  ...customersZh,
  ...customerServiceZh,
  ...publicationStatsZh,
  ...afterSalesZh,
  ...reviewsZh,
  ...fulfilmentStockZh,
  ...productDevZh,
  ...euComplianceZh,
};

export type MessageId = keyof typeof en;
export type Lang = 'zh' | 'en';
export const messages: Record<Lang, Record<MessageId, string>> = { zh, en };

/** The request's `lang` header (spec: en / cn) or a stored UI language → our language code. */
export function parseLang(value: string | null | undefined): Lang {
  if (!value) return 'zh';
  const v = value.toLowerCase();
  return v === 'en' || v.startsWith('en-') ? 'en' : 'zh';
}

export function isMessageId(id: string): id is MessageId {
  return id in en;
}

/** Formats a message: `{name}` placeholders take params; a param naming a message id is translated too. */
export function translate(lang: Lang, id: string, params: Record<string, unknown> = {}, depth = 0): string {
  const table = messages[lang];
  const template = isMessageId(id) ? table[id] : id;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) return `{${key}}`;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a param prints as its own toString (numbers, Decimal amounts, dates)
    const text = String(value);
    // A param naming a message (a carrier's refusal inside a history line) is translated with the
    // same params, so its own placeholders are filled too; two levels at most (no loops).
    if (!isMessageId(text)) return text;
    return depth < 2 ? translate(lang, text, params, depth + 1) : table[text];
  });
}

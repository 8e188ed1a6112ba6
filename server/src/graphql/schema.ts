// Assembles the schema: importing a module's *.graphql.ts registers its types and fields.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import './scalars';
import './errors';
import '../modules/auth/auth.graphql';
import '../modules/accounts/accounts.graphql';
import '../modules/roles/roles.graphql';
import '../modules/company/company.graphql';
import '../modules/menu/menu.graphql';
import '../modules/shops/shops.graphql';
import '../modules/operate-log/operate-log.graphql';
import '../modules/realtime/realtime.graphql';
import '../modules/events/events.graphql';
import '../modules/messages/messages.graphql';
import '../modules/report-jobs/report-jobs.graphql';
import '../modules/catalog/catalog.graphql';
import '../modules/storage/storage.graphql';
import '../modules/warehouses/warehouses.graphql';
import '../modules/stock-bills/stock-bills.graphql';
import '../modules/inventory/inventory.graphql';
import '../modules/transfers/transfers.graphql';
import '../modules/assemble/assemble.graphql';
import '../modules/inventory-count/inventory-count.graphql';
import '../modules/barcodes/barcodes.graphql';
import '../modules/package-materials/package-materials.graphql';
import '../modules/orders/orders.graphql';
import '../modules/order-import/order-import.graphql';
import '../modules/logistics/logistics.graphql';
import '../modules/tracking/tracking.graphql';
import '../modules/picking/picking.graphql';
import '../modules/order-rules/order-rules.graphql';
import '../modules/shipping/shipping.graphql';
import '../modules/marketplaces/pull.graphql';
import '../modules/suppliers/suppliers.graphql';
import '../modules/purchase-reports/purchase-reports.graphql';
import '../modules/wholesale/wholesale.graphql';
import '../modules/purchase-orders/purchase-orders.graphql';
import '../modules/receiving/receiving.graphql';
import '../modules/purchase-suggestions/purchase-suggestions.graphql';
import '../modules/home/home.graphql';
import '../modules/sales-reports/sales-reports.graphql';
import '../modules/sales-reports/sales-performance.graphql';
import '../modules/exchange-rates/exchange-rates.graphql';
import '../modules/tradebyte-refunds/tradebyte-refunds.graphql';
import '../modules/webhooks/webhooks.graphql';
import '../modules/api-clients/api-clients.graphql';
import '../modules/event-catalogue/event-catalogue.graphql';
// issue 18 C: address, print and export templates
import '../modules/address-templates/address-templates.graphql';
import '../modules/print-templates/print-templates.graphql';
import '../modules/export-templates/export-templates.graphql';
import '../modules/freight/freight.graphql';
import '../modules/listings/listings.graphql'; // issue 19
import '../modules/listing-tools/listing-tools.graphql'; // issue 19: site pages, diagnosis, sell-along
import '../modules/inventory-push/inventory-push.graphql'; // issue 19: stock push and drift
import '../modules/pricing-templates/pricing-templates.graphql';
import '../modules/overseas-warehouses/overseas-warehouses.graphql'; // issue 23: overseas warehouse authorizations and channels
import '../modules/overseas-warehouses/overseas-outbound.graphql'; // issue 23 item 1: orders shipped by the overseas warehouse
import '../modules/first-mile/first-mile.graphql'; // issue 23 item 4: first-mile logistics providers and channels
import '../modules/stock-orders/stock-orders.graphql'; // issue 23 item 2: stock orders (overseas stocking)
import '../modules/packing/packing.graphql'; // issue 23 item 3: packing tasks (/packingManage)
import '../modules/images/images.graphql'; // issue 24 item 1: the image space (/imageManagement)
import '../modules/listing-templates/listing-templates.graphql'; // issue 24 item 3: description templates, attribute mapping, size charts, infringing words
import '../modules/overseas-suggestions/overseas-suggestions.graphql'; // issue 23 item 5: overseas restock suggestions, safety stock, stock report
import '../modules/shein/shein.graphql'; // issue 23 item 7: SHEIN stock orders and delivery orders
import '../modules/supply-monitors/supply-monitors.graphql'; // issue 23 item 8: supply monitors (GigaCloud, vidaXL, supply shops, eMAG price following)
import '../modules/fba-shipments/fba-shipments.graphql'; // issue 23 item 6: FBA shipments (manual restock, cargo management)
import '../modules/fulfilment-stock/fulfilment-stock.graphql'; // issue 23 item 6: FBA / FBK / FBE fulfilment-centre stock and the FBA restock suggestion
import '../modules/finance/finance.graphql'; // issue 22 items 1–2: finance accounts and the money ledger
import '../modules/paypal/paypal.graphql'; // issue 22 item 4: PayPal accounts and transactions
import '../modules/invoices/invoices.graphql'; // issue 22 item 3: invoice company headers and invoices
import '../modules/logistics-bills/logistics-bills.graphql'; // issue 22 item 5: carrier bills (/logisticsAccount)
import '../modules/deadline-radar/deadline-radar.graphql'; // issue 21 item 8: the deadline radar
import '../modules/customer-service-report/customer-service-report.graphql'; // issue 21 item 7: customer-service report
import '../modules/profit/profit.graphql'; // issue 22 items 6-7: order profits and the profit reports
import '../modules/replies/replies.graphql'; // issue 21 item 4: reply templates and auto-reply rules
import '../modules/translation/translation.graphql'; // issue 21 item 5: translate
import '../modules/chat/chat.graphql'; // issue 21: buyer messages (inbox)
import '../modules/customers/customers.graphql'; // issue 21 item 4: customers and their blacklist
import '../modules/after-sales/after-sales.graphql'; // issue 21 item 6: after-sales screens
import '../modules/reviews/reviews.graphql'; // issue 21: buyer reviews (/commentManagement, /allegroComment)
import '../modules/ai-writing/ai-writing.graphql'; // issue 24 item 7: AI writing helpers
import '../modules/product-development/product-development.graphql'; // issue 24 item 5: product development
import '../modules/publication-stats/publication-stats.graphql'; // issue 24 item 8: publication statistics
import '../modules/image-tools/image-tools.graphql'; // issue 24 item 2: image tools, watermark templates
import '../modules/eu-compliance/eu-compliance.graphql'; // issue 24 item 6: EU compliance templates and labels
import './node'; // after the modules: adds nodeId to their types

export const schema = builder.toSchema();
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

/**
 * Built screens, by route path. A path of the route catalogue without an entry here shows the
 * placeholder page; building a screen means adding one line:
 *
 *   '/accounts': lazyScreen(() => import('../features/accounts/AccountsPage'), (m) => m.AccountsPage),
 *
 * Shell pages render inside the shell (and are kept alive in their tab); public, mobile and tool
 * pages render on their own. Public and mobile pages may instead come from the feature's own
 * route list (features/public/routes.tsx, features/mobile/routes.tsx), which wins.
 */
import { LISTING_MARKETPLACES } from '@erp/schema';
import { lazy, type ComponentType } from 'react';
import { LISTING_SUFFIXES } from './routeCatalog';

export type Screen = ComponentType;

/** A code-split screen: `lazyScreen(() => import('./X'), (m) => m.XPage)`. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** Every `/{marketplace}Listing*` page: one parameterized screen set, one chunk (issue 19). */
const listingScreens: Record<string, Screen> = Object.fromEntries(
  LISTING_MARKETPLACES.flatMap((marketplace) =>
    LISTING_SUFFIXES.map((suffix) => [
      `/${marketplace}Listing${suffix}`,
      lazyScreen(
        () => import('../features/listings'),
        (m) => m.listingPage(marketplace, suffix),
      ),
    ]),
  ),
);

/** The site / local online pages (issue 19 point 5): global products per site, TikTok local shops. */
const siteListingScreens: Record<string, Screen> = Object.fromEntries(
  (['shopee', 'mercado', 'tiktok'] as const).map((marketplace) => [
    marketplace === 'tiktok' ? '/tiktokListingOnlineLocal' : `/${marketplace}ListingOnlineSite`,
    lazyScreen(
      () => import('../features/listings/pages'),
      (m) => m.siteListingsPage(marketplace),
    ),
  ]),
);

/** The create pages (/otto_create, … spec 02 §2): one parameterized page, in the site pages' chunk. */
const createListingScreens: Record<string, Screen> = Object.fromEntries(
  (['otto', 'real', 'tradebyte', 'fruugo', 'emag', 'vinted', 'joom', 'factory', 'fyndiq', 'mediamarket'] as const).map((marketplace) => [
    `/${marketplace}_create`,
    lazyScreen(
      () => import('../features/listings/pages'),
      (m) => m.createListingPage(marketplace),
    ),
  ]),
);

export const screens: Readonly<Record<string, Screen>> = {
  ...listingScreens,
  ...siteListingScreens,
  ...createListingScreens,
  // the AliExpress diagnosis and eMAG sell-along pages (issue 19 point 5), in the site pages' chunk
  '/aliExpressListingDiagnosis': lazyScreen(
    () => import('../features/listings/pages'),
    (m) => m.DiagnosisPage,
  ),
  '/emagSellAlong': lazyScreen(
    () => import('../features/listings/pages'),
    (m) => m.SellAlongPage,
  ),
  // sign-in pages: one small chunk of their own (they bring zod and the form rules, which a
  // signed-in shell does not need): docs/decisions.md 'Issue 16'
  '/login': lazyScreen(
    () => import('../features/auth'),
    (m) => m.LoginPage,
  ),
  '/register': lazyScreen(
    () => import('../features/auth'),
    (m) => m.RegisterPage,
  ),
  '/forgotPassword': lazyScreen(
    () => import('../features/auth'),
    (m) => m.ForgotPasswordPage,
  ),
  // the dashboard is a chunk of its own (it brings chart.js): docs/decisions.md 'Issue 16'
  '/home': lazyScreen(
    () => import('../features/home/HomePage'),
    (m) => m.HomePage,
  ),
  // settings (identity and shops)
  '/accounts': lazyScreen(
    () => import('../features/accounts'),
    (m) => m.AccountsPage,
  ),
  '/roles': lazyScreen(
    () => import('../features/roles'),
    (m) => m.RolesPage,
  ),
  '/shops': lazyScreen(
    () => import('../features/shops'),
    (m) => m.ShopsPage,
  ),
  '/shopsConfig': lazyScreen(
    () => import('../features/shops'),
    (m) => m.ShopsConfigPage,
  ),
  '/company': lazyScreen(
    () => import('../features/company'),
    (m) => m.CompanyPage,
  ),
  '/user': lazyScreen(
    () => import('../features/user'),
    (m) => m.UserPage,
  ),
  '/changePassword': lazyScreen(
    () => import('../features/user'),
    (m) => m.ChangePasswordPage,
  ),
  '/operateLog': lazyScreen(
    () => import('../features/operate-log'),
    (m) => m.OperateLogPage,
  ),
  // message center and bulletins
  '/messageList': lazyScreen(
    () => import('../features/messages'),
    (m) => m.MessageListPage,
  ),
  '/messageNoticeConfig': lazyScreen(
    () => import('../features/messages'),
    (m) => m.MessageNoticeConfigPage,
  ),
  '/bulletinList': lazyScreen(
    () => import('../features/messages'),
    (m) => m.BulletinListPage,
  ),
  // inventory views, transfers, processing (issue 5)
  '/inventoryManage': lazyScreen(
    () => import('../features/inventory'),
    (m) => m.InventoryManagePage,
  ),
  '/inventoryManagement': lazyScreen(
    () => import('../features/inventory'),
    (m) => m.InventoryManagementPage,
  ),
  '/warehouseStockReport': lazyScreen(
    () => import('../features/inventory'),
    (m) => m.WarehouseStockReportPage,
  ),
  '/safetyStock': lazyScreen(
    () => import('../features/inventory'),
    (m) => m.SafetyStockPage,
  ),
  '/productTransferBill': lazyScreen(
    () => import('../features/transfers'),
    (m) => m.TransferOrdersPage,
  ),
  '/assembleSheet': lazyScreen(
    () => import('../features/assemble'),
    (m) => m.AssembleSheetsPage,
  ),
  '/productLibrary': lazyScreen(
    () => import('../features/catalog'),
    (m) => m.ProductLibraryPage,
  ),
  '/addProduct': lazyScreen(
    () => import('../features/catalog'),
    (m) => m.AddProductPage,
  ),
  '/inventoryCount': lazyScreen(
    () => import('../features/inventory-count'),
    (m) => m.InventoryCountPage,
  ),
  '/barcodeTool': lazyScreen(
    () => import('../features/barcodes'),
    (m) => m.BarcodeToolPage,
  ),
  '/packageMaterials': lazyScreen(
    () => import('../features/package-materials'),
    (m) => m.PackageMaterialsPage,
  ),
  // issue 24 item 6: EU compliance (label pairing, compliance templates)
  '/productEuPair': lazyScreen(
    () => import('../features/eu-compliance'),
    (m) => m.ProductEuPairPage,
  ),
  '/productEuPairDetail': lazyScreen(
    () => import('../features/eu-compliance'),
    (m) => m.ProductEuPairDetailPage,
  ),
  '/regulatoryTemplates': lazyScreen(
    () => import('../features/eu-compliance'),
    (m) => m.RegulatoryTemplatesPage,
  ),
  // warehouses, locations, stock orders, ledger, locks (issue 5)
  '/warehouses': lazyScreen(
    () => import('../features/warehouses'),
    (m) => m.WarehousesPage,
  ),
  '/locations': lazyScreen(
    () => import('../features/warehouses'),
    (m) => m.LocationsPage,
  ),
  '/inboundOrder': lazyScreen(
    () => import('../features/stock-bills'),
    (m) => m.InboundOrderPage,
  ),
  '/outboundOrder': lazyScreen(
    () => import('../features/stock-bills'),
    (m) => m.OutboundOrderPage,
  ),
  '/inOutWarehouse': lazyScreen(
    () => import('../features/stock-bills'),
    (m) => m.LedgerPage,
  ),
  '/stockLockManage': lazyScreen(
    () => import('../features/stock-bills'),
    (m) => m.StockLocksPage,
  ),
  // pick lists and scan sorting (issue 6; tool pages, outside the shell)
  '/pickListTemplate': lazyScreen(
    () => import('../features/picking'),
    (m) => m.PickListTemplatePage,
  ),
  '/scanSorting': lazyScreen(
    () => import('../features/picking'),
    (m) => m.ScanSortingPage,
  ),
  '/forecastSorting': lazyScreen(
    () => import('../features/picking'),
    (m) => m.ForecastSortingPage,
  ),
  '/secondarySorting': lazyScreen(
    () => import('../features/picking'),
    (m) => m.SecondarySortingPage,
  ),
  // orders and SKU pairing (issue 6)
  '/orders': lazyScreen(
    () => import('../features/orders'),
    (m) => m.OrdersPage,
  ),
  '/deadlineRadar': lazyScreen(
    () => import('../features/deadline-radar'),
    (m) => m.DeadlineRadarPage,
  ),
  '/createOrder': lazyScreen(
    () => import('../features/orders'),
    (m) => m.CreateOrderPage,
  ),
  '/abnormalOrders': lazyScreen(
    () => import('../features/orders'),
    (m) => m.AbnormalOrdersPage,
  ),
  '/preShippings': lazyScreen(
    () => import('../features/orders'),
    (m) => m.PreShippingsPage,
  ),
  '/distributePackage': lazyScreen(
    () => import('../features/orders'),
    (m) => m.DistributePackagePage,
  ),
  '/productPairingList': lazyScreen(
    () => import('../features/orders'),
    (m) => m.ProductPairingPage,
  ),
  '/onlineProductPairingList': lazyScreen(
    () => import('../features/orders'),
    (m) => m.OnlineProductPairingPage,
  ),
  // stock push rules and records, with the drift view (issue 19 points 6 and 7)
  '/inventoryPushRule': lazyScreen(
    () => import('../features/inventory-push'),
    (m) => m.PushRulesPage,
  ),
  '/inventoryPushRecord': lazyScreen(
    () => import('../features/inventory-push'),
    (m) => m.PushRecordsPage,
  ),
  // scan to ship, outbound scan, parcel bags (issue 6)
  '/scanToShip': lazyScreen(
    () => import('../features/shipping'),
    (m) => m.ScanToShipPage,
  ),
  '/outboundScan': lazyScreen(
    () => import('../features/shipping'),
    (m) => m.OutboundScanPage,
  ),
  '/bagsOrder': lazyScreen(
    () => import('../features/shipping'),
    (m) => m.BagsOrderPage,
  ),
  // order rules: logistics rules, gift rules, shipping blacklist (issue 6)
  '/logisticsRules': lazyScreen(
    () => import('../features/order-rules'),
    (m) => m.LogisticsRulesPage,
  ),
  '/giftRules': lazyScreen(
    () => import('../features/order-rules'),
    (m) => m.GiftRulesPage,
  ),
  '/shippingBlacklist': lazyScreen(
    () => import('../features/order-rules'),
    (m) => m.ShippingBlacklistPage,
  ),
  // logistics channels, number pools and tracking (issue 6)
  '/systemLogistics': lazyScreen(
    () => import('../features/logistics'),
    (m) => m.SystemLogisticsPage,
  ),
  '/customLogistics': lazyScreen(
    () => import('../features/logistics'),
    (m) => m.CustomLogisticsPage,
  ),
  '/segmentManagement': lazyScreen(
    () => import('../features/logistics'),
    (m) => m.SegmentManagementPage,
  ),
  '/logisticsTracking': lazyScreen(
    () => import('../features/tracking'),
    (m) => m.LogisticsTrackingPage,
  ),
  // purchasing: suppliers, wholesale (1688), purchase orders, receiving, suggestions, reports (issue 7)
  '/supplier': lazyScreen(
    () => import('../features/suppliers'),
    (m) => m.SupplierPage,
  ),
  '/supplierDetails': lazyScreen(
    () => import('../features/suppliers'),
    (m) => m.SupplierDetailsPage,
  ),
  '/supplyRelationship': lazyScreen(
    () => import('../features/suppliers'),
    (m) => m.SupplyRelationshipPage,
  ),
  '/supplyRelationshipDetails': lazyScreen(
    () => import('../features/suppliers'),
    (m) => m.SupplyRelationshipDetailsPage,
  ),
  '/supplyProDetails': lazyScreen(
    () => import('../features/suppliers'),
    (m) => m.SupplyProDetailsPage,
  ),
  '/supplierStatistics': lazyScreen(
    () => import('../features/purchase-reports'),
    (m) => m.SupplierStatisticsPage,
  ),
  '/procurementFlow': lazyScreen(
    () => import('../features/purchase-reports'),
    (m) => m.ProcurementFlowPage,
  ),
  '/purchaserStatistics': lazyScreen(
    () => import('../features/purchase-reports'),
    (m) => m.PurchaserStatisticsPage,
  ),
  '/purchaseBillReport': lazyScreen(
    () => import('../features/purchase-reports'),
    (m) => m.PurchaseBillReportPage,
  ),
  '/alibabaPairingList': lazyScreen(
    () => import('../features/wholesale'),
    (m) => m.AlibabaPairingListPage,
  ),
  '/allibabaPair': lazyScreen(
    () => import('../features/wholesale'),
    (m) => m.AllibabaPairPage,
  ),
  '/purchaseOrder': lazyScreen(
    () => import('../features/purchase-orders'),
    (m) => m.PurchaseOrderPage,
  ),
  '/invoice': lazyScreen(
    () => import('../features/purchase-orders'),
    (m) => m.InvoicePage,
  ),
  '/refundNote': lazyScreen(
    () => import('../features/purchase-orders'),
    (m) => m.RefundNotePage,
  ),
  '/signInWarehouse': lazyScreen(
    () => import('../features/receiving'),
    (m) => m.SignInWarehousePage,
  ),
  '/signingPackage': lazyScreen(
    () => import('../features/receiving'),
    (m) => m.SigningPackagePage,
  ),
  '/qcManage': lazyScreen(
    () => import('../features/receiving'),
    (m) => m.QcManagePage,
  ),
  '/unusualReceipt': lazyScreen(
    () => import('../features/receiving'),
    (m) => m.UnusualReceiptPage,
  ),
  '/uniteSign': lazyScreen(
    () => import('../features/receiving'),
    (m) => m.UniteSignPage,
  ),
  '/outStockList': lazyScreen(
    () => import('../features/purchase-suggestions'),
    (m) => m.OutStockListPage,
  ),
  '/outStockAdvice': lazyScreen(
    () => import('../features/purchase-suggestions'),
    (m) => m.OutStockAdvicePage,
  ),
  '/purchaseSuggestProducts': lazyScreen(
    () => import('../features/purchase-suggestions'),
    (m) => m.PurchaseSuggestProductsPage,
  ),
  '/purchasePlanProducts': lazyScreen(
    () => import('../features/purchase-suggestions'),
    (m) => m.PurchasePlanProductsPage,
  ),
  '/productsAvailableList': lazyScreen(
    () => import('../features/purchase-suggestions'),
    (m) => m.ProductsAvailableListPage,
  ),
  '/salesAnalysis': lazyScreen(
    () => import('../features/sales-reports'),
    (m) => m.SalesAnalysisPage,
  ),
  '/orderAnalysis': lazyScreen(
    () => import('../features/sales-reports'),
    (m) => m.OrderAnalysisPage,
  ),
  '/storeAnalysis': lazyScreen(
    () => import('../features/sales-reports'),
    (m) => m.StoreAnalysisPage,
  ),
  // issue 22 item 7: the sales report and the shop and order performance
  '/salesReport': lazyScreen(
    () => import('../features/sales-performance'),
    (m) => m.SalesReportPage,
  ),
  '/storePerformance': lazyScreen(
    () => import('../features/sales-performance'),
    (m) => m.StorePerformancePage,
  ),
  '/orderPerformance': lazyScreen(
    () => import('../features/sales-performance'),
    (m) => m.OrderPerformancePage,
  ),
  '/exchangeRates': lazyScreen(
    () => import('../features/exchange-rates'),
    (m) => m.ExchangeRatesPage,
  ),
  '/tradebyteRefund': lazyScreen(
    () => import('../features/tradebyte-refunds'),
    (m) => m.TradebyteRefundPage,
  ),
  '/webhooks': lazyScreen(
    () => import('../features/webhooks'),
    (m) => m.WebhooksPage,
  ),
  '/apiClients': lazyScreen(
    () => import('../features/api-clients'),
    (m) => m.ApiClientsPage,
  ),
  '/eventCatalogue': lazyScreen(
    () => import('../features/event-catalogue'),
    (m) => m.EventCataloguePage,
  ),
  '/pricingTemplate': lazyScreen(
    () => import('../features/pricing-templates'),
    (m) => m.PricingTemplatesPage,
  ),
  // address, print and export templates (issue 18 C); /printTemplate, /print and /exportTemplate are tool pages
  // overseas warehouse authorizations and their channels (issue 23 slice 1, issue 18 item 5)
  '/overseasWarehouseAuth': lazyScreen(
    () => import('../features/overseas-warehouses'),
    (m) => m.OverseasWarehouseAuthPage,
  ),
  '/overseasLogistics': lazyScreen(
    () => import('../features/overseas-warehouses'),
    (m) => m.OverseasLogisticsPage,
  ),
  // overseas inventory beside the ledger, and one SKU's lots by storage age (issue 23 item 5)
  '/overseasWarehouseInventory': lazyScreen(
    () => import('../features/overseas-warehouses'),
    (m) => m.OverseasInventoryPage,
  ),
  '/overseasWarehouseInventoryDetails': lazyScreen(
    () => import('../features/overseas-warehouses'),
    (m) => m.OverseasInventoryDetailsPage,
  ),
  // stock orders from an own warehouse to an overseas warehouse (issue 23 item 2)
  '/overseasStock': lazyScreen(
    () => import('../features/stock-orders'),
    (m) => m.StockOrdersPage,
  ),
  // packing tasks of stock orders: boxes, box marks (issue 23 item 3)
  '/packingManage': lazyScreen(
    () => import('../features/packing'),
    (m) => m.PackingPage,
  ),
  // SHEIN stock orders and delivery orders (issue 23 item 7)
  '/sheinPurchaseOrders': lazyScreen(
    () => import('../features/shein'),
    (m) => m.SheinPurchaseOrdersPage,
  ),
  '/sheinDeliveryOrders': lazyScreen(
    () => import('../features/shein'),
    (m) => m.SheinDeliveryOrdersPage,
  ),
  // supply monitors: GigaCloud, vidaXL, supply shops, eMAG price following (issue 23 item 8)
  '/gigacloudStockMonitor': lazyScreen(
    () => import('../features/supply-monitors'),
    (m) => m.GigacloudStockMonitorPage,
  ),
  '/vidaxlProductMonitor': lazyScreen(
    () => import('../features/supply-monitors'),
    (m) => m.VidaxlProductMonitorPage,
  ),
  '/supplyShops': lazyScreen(
    () => import('../features/supply-monitors'),
    (m) => m.SupplyShopsPage,
  ),
  '/sellMonitor': lazyScreen(
    () => import('../features/supply-monitors'),
    (m) => m.SellMonitorPage,
  ),
  // FBA shipments: manual restock (plan) and cargo management (issue 23 item 6)
  '/fbaWarehouseManualRestock': lazyScreen(
    () => import('../features/fba-shipments'),
    (m) => m.FbaManualRestockPage,
  ),
  '/fbaWarehouseCargoManagement': lazyScreen(
    () => import('../features/fba-shipments'),
    (m) => m.FbaCargoManagementPage,
  ),
  // overseas restock suggestions, safety stock and the stock report by age band (issue 23 item 5)
  '/overseasSuggest': lazyScreen(
    () => import('../features/overseas-suggestions'),
    (m) => m.OverseasSuggestPage,
  ),
  '/overseasSafetyStock': lazyScreen(
    () => import('../features/overseas-suggestions'),
    (m) => m.OverseasSafetyStockPage,
  ),
  '/overseasWarehouseStockReport': lazyScreen(
    () => import('../features/overseas-suggestions'),
    (m) => m.OverseasStockReportPage,
  ),
  // marketplace fulfilment-centre stock (FBA, FBK, FBE) and the FBA restock advice (issue 23 item 6)
  '/fbaWarehouseStock': lazyScreen(
    () => import('../features/fulfilment-stock'),
    (m) => m.FbaStockPage,
  ),
  '/fbkWarehouseStock': lazyScreen(
    () => import('../features/fulfilment-stock'),
    (m) => m.FbkStockPage,
  ),
  '/fbeWarehouseStock': lazyScreen(
    () => import('../features/fulfilment-stock'),
    (m) => m.FbeStockPage,
  ),
  '/fbaWarehouseRestockSuggest': lazyScreen(
    () => import('../features/fulfilment-stock'),
    (m) => m.FbaRestockSuggestPage,
  ),
  // buyer messages: the inbox and the conversations the seller started (issue 21)
  '/buyerMessage': lazyScreen(
    () => import('../features/chat'),
    (m) => m.BuyerMessagePage,
  ),
  '/sellerMessage': lazyScreen(
    () => import('../features/chat'),
    (m) => m.SellerMessagePage,
  ),
  // finance accounts (issue 22 items 1–2, first slice)
  '/accountManage': lazyScreen(
    () => import('../features/finance'),
    (m) => m.AccountManagePage,
  ),
  // payment orders, collection orders, income and expenditure (issue 22 item 2)
  '/paymentOrder': lazyScreen(
    () => import('../features/finance'),
    (m) => m.PaymentOrderPage,
  ),
  '/receiptOrder': lazyScreen(
    () => import('../features/finance'),
    (m) => m.ReceiptOrderPage,
  ),
  '/incomeExpenditure': lazyScreen(
    () => import('../features/finance'),
    (m) => m.IncomeExpenditurePage,
  ),
  // PayPal accounts and transactions (issue 22 item 4)
  '/paypalManage': lazyScreen(
    () => import('../features/paypal'),
    (m) => m.PaypalManagePage,
  ),
  '/paypalDeal': lazyScreen(
    () => import('../features/paypal'),
    (m) => m.PaypalDealPage,
  ),
  // logistics reconciliation: carrier bills (issue 22 item 5)
  '/logisticsAccount': lazyScreen(
    () => import('../features/logistics-bills'),
    (m) => m.LogisticsAccountPage,
  ),
  // invoice company headers and invoices (issue 22 item 3)
  '/invoiceCompany': lazyScreen(
    () => import('../features/invoices'),
    (m) => m.InvoiceCompanyPage,
  ),
  '/invoicesManage': lazyScreen(
    () => import('../features/invoices'),
    (m) => m.InvoicesManagePage,
  ),
  // first-mile logistics providers and channels (issue 23 item 4)
  '/logisticHeadProvider': lazyScreen(
    () => import('../features/first-mile'),
    (m) => m.FirstMileProviderPage,
  ),
  '/logisticHeadChannel': lazyScreen(
    () => import('../features/first-mile'),
    (m) => m.FirstMileChannelPage,
  ),
  // saved replies and auto-reply rules of customer service (issue 21 item 4)
  '/commonReply': lazyScreen(
    () => import('../features/replies'),
    (m) => m.CommonReplyPage,
  ),
  '/autoReply': lazyScreen(
    () => import('../features/replies'),
    (m) => m.AutoReplyPage,
  ),
  // customers of the shops and their blacklist (issue 21 item 4)
  '/customerManagement': lazyScreen(
    () => import('../features/customers'),
    (m) => m.CustomersPage,
  ),
  // issue 21 item 6: after-sales cases, one list per kind and marketplace
  '/ebayCancellation': lazyScreen(
    () => import('../features/after-sales'),
    (m) => m.EbayCancellationPage,
  ),
  '/ebayReturn': lazyScreen(
    () => import('../features/after-sales'),
    (m) => m.EbayReturnPage,
  ),
  '/ebayDispute': lazyScreen(
    () => import('../features/after-sales'),
    (m) => m.EbayDisputePage,
  ),
  '/allegroDispute': lazyScreen(
    () => import('../features/after-sales'),
    (m) => m.AllegroDisputePage,
  ),
  // issue 21: buyer reviews (one screen with a platform parameter)
  '/commentManagement': lazyScreen(
    () => import('../features/reviews'),
    (m) => m.CommentManagementPage,
  ),
  '/allegroComment': lazyScreen(
    () => import('../features/reviews'),
    (m) => m.AllegroCommentPage,
  ),
  // issue 21 item 7: reply rates at 3 minutes and 24 hours per shop and staff member
  '/customerServiceReport': lazyScreen(
    () => import('../features/customer-service-report'),
    (m) => m.CustomerServiceReportPage,
  ),
  // issue 24 item 8: listings created / published / failed per staff member, shop and day
  '/publicationStatistics': lazyScreen(
    () => import('../features/publication-stats'),
    (m) => m.PublicationStatisticsPage,
  ),
  '/publicationStatisticsV2': lazyScreen(
    () => import('../features/publication-stats'),
    (m) => m.PublicationTrendPage,
  ),
  // issue 22 items 6-7: order profits
  '/profitReport': lazyScreen(
    () => import('../features/profit'),
    (m) => m.ProfitReportPage,
  ),
  '/profitReportOrder': lazyScreen(
    () => import('../features/profit'),
    (m) => m.ProfitReportOrderPage,
  ),
  '/dataSummary': lazyScreen(
    () => import('../features/profit'),
    (m) => m.DataSummaryPage,
  ),
  '/addressTemplate': lazyScreen(
    () => import('../features/address-templates'),
    (m) => m.AddressTemplatesPage,
  ),
  '/printTemplates': lazyScreen(
    () => import('../features/print-templates'),
    (m) => m.PrintTemplatesPage,
  ),
  '/printTemplate': lazyScreen(
    () => import('../features/print-templates'),
    (m) => m.PrintTemplateDesignerPage,
  ),
  '/print': lazyScreen(
    () => import('../features/print-templates'),
    (m) => m.PrintPage,
  ),
  '/exportTemplate': lazyScreen(
    () => import('../features/export-templates'),
    (m) => m.ExportTemplatesPage,
  ),
  // freight (issue 18 B): /shippingTemplateNew opens the same screen as /shippingTemplate (docs/decisions.md)
  '/shippingTemplate': lazyScreen(
    () => import('../features/freight'),
    (m) => m.ShippingTemplatesPage,
  ),
  '/shippingTemplateNew': lazyScreen(
    () => import('../features/freight'),
    (m) => m.ShippingTemplatesPage,
  ),
  '/shippingPartitionRule': lazyScreen(
    () => import('../features/freight'),
    (m) => m.ShippingPartitionRulesPage,
  ),
  '/shippingPriceCard': lazyScreen(
    () => import('../features/freight'),
    (m) => m.ShippingPriceCardsPage,
  ),
  '/logisticsTable': lazyScreen(
    () => import('../features/freight'),
    (m) => m.LogisticsTablePage,
  ),
  // the image space: groups, recycle bin, uploads (issue 24 item 1)
  '/imageManagement': lazyScreen(
    () => import('../features/images'),
    (m) => m.ImageManagementPage,
  ),
  // watermark templates of the image tools (issue 24 item 2)
  '/watermarkManage': lazyScreen(
    () => import('../features/image-tools'),
    (m) => m.WatermarkManagePage,
  ),
  // listing templates: description templates, attribute mapping, infringing words, size charts (issue 24 item 3)
  '/commonTemplates': lazyScreen(
    () => import('../features/listing-templates'),
    (m) => m.CommonTemplatesPage,
  ),
  '/commonTemplatesV2': lazyScreen(
    () => import('../features/listing-templates'),
    (m) => m.MarketplaceTemplatesPage,
  ),
  '/attributeMapping': lazyScreen(
    () => import('../features/listing-templates'),
    (m) => m.AttributeMappingPage,
  ),
  '/tortiousWordsManage': lazyScreen(
    () => import('../features/listing-templates'),
    (m) => m.TortiousWordsPage,
  ),
  '/mercadoSizeChart': lazyScreen(
    () => import('../features/listing-templates'),
    (m) => m.MercadoSizeChartPage,
  ),
  '/aliExpressSizeChart': lazyScreen(
    () => import('../features/listing-templates'),
    (m) => m.AliExpressSizeChartPage,
  ),
  '/ozonSizeChart': lazyScreen(
    () => import('../features/listing-templates'),
    (m) => m.OzonSizeChartPage,
  ),
  // AI writing helpers (issue 24 item 7)
  '/aiCommandTemplate': lazyScreen(
    () => import('../features/ai-writing'),
    (m) => m.AiCommandTemplatePage,
  ),
  '/chatGPT': lazyScreen(
    () => import('../features/ai-writing'),
    (m) => m.ChatGptPage,
  ),
  '/chatGPTOnline': lazyScreen(
    () => import('../features/ai-writing'),
    (m) => m.ChatGptOnlinePage,
  ),
  '/chatGptWapList': lazyScreen(
    () => import('../features/ai-writing'),
    (m) => m.ChatGptWapListPage,
  ),
  '/chatGPTOnlineWap': lazyScreen(
    () => import('../features/ai-writing'),
    (m) => m.ChatGptOnlineWapPage,
  ),
  // product development: requirements through the process nodes, process settings (issue 24 item 5)
  '/productDev': lazyScreen(
    () => import('../features/product-development'),
    (m) => m.ProductDevPage,
  ),
  '/developmentProcessSetting': lazyScreen(
    () => import('../features/product-development'),
    (m) => m.DevelopmentProcessSettingPage,
  ),
};

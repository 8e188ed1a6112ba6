import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flattenMenu } from '@erp/schema';
import { findRoute, MENU_PAGE_PATHS, parseListingPath, ROUTE_CATALOG, routeKind, routeTitle } from './routeCatalog';
import { routes } from './routes';
import { routeDescription } from './routeDescriptions';

// The route lists as spec 01 §2 and spec 02 §2 write them; "(V2)", "(Details)", "(Detail)" and
// "(Order)" name two routes each.
const SPEC_01 = {
  public:
    '/homeIndex, /rates, /helpCenter, /aboutUs, /contactUs, /policyTerms, /privacyPolicy, /amazonErp, /multiPlatformErp, /ERPFunctionAnalysis, /erpApp, /login, /register, /forgotPassword, /openCkfinder, /appServiceAgree',
  mobile: '/homeIndexWap, /loginWap, /registerWap, /forgotPasswordWap, /homeWap, /chatGptWapList, /chatGPTOnlineWap',
  tool: '/pickListTemplate, /exportTemplate, /createOrder, /addProduct, /scanSorting, /forecastSorting, /secondarySorting, /scanToShip, /developmentProcessSetting, /chatGPTOnline, /packingPrint, /printTemplate, /print, /advertisingTeamList, /advertisingTeam',
  shell: [
    '/home, /orders, /abnormalOrders, /preShippings, /logisticsRules, /giftRules, /outboundScan, /logisticsTracking, /distributePackage, /bagsOrder, /shippingBlacklist',
    '/commonTemplates, /commonTemplatesV2, /pricingTemplate, /dataAcquisition, /productLibrary, /tortiousWordsManage, /publicationStatistics(V2), /chatGPT, /productDev, /attributeMapping, /aiCommandTemplate, /batchClaimLog, /claimTemplate, /sellMonitor, /watermarkManage',
    '/ebayPlsAds, /ebayCoupon, /ebayDiscount, /ebayPlaAds, /ebayCancellation, /ebayReturn, /ebayDispute',
    // extra listing pages; the size-chart templates are named /{marketplace}SizeChart
    '/shopeeListingOnlineSite, /tiktokListingOnlineLocal, /mercadoListingOnlineSite, /emagSellAlong, /shopeeDiscount, /aliExpressListingDiagnosis, /mercadoSizeChart, /aliExpressSizeChart, /ozonSizeChart, /amazonSpBaseConfig',
    '/otto_create, /real_create, /tradebyte_create, /fruugo_create, /emag_create, /vinted_create, /joom_create, /factory_create, /fyndiq_create, /mediamarket_create',
    '/purchaseOrder, /invoice, /refundNote, /signInWarehouse, /signingPackage, /qcManage, /unusualReceipt, /uniteSign, /outStockList, /purchasePlanProducts, /outStockAdvice, /supplier, /supplierDetails, /supplyRelationship(Details), /allibabaPair, /supplyProDetails, /productsAvailableList, /safetyStock, /purchaseSuggestProducts, /warehouses, /locations, /inventoryManage, /stockLockManage, /productTransferBill, /productPairingList, /alibabaPairingList, /productEuPair(Detail), /inventoryManagement, /inOutWarehouse, /barcodeTool, /inventoryCount, /assembleSheet, /packageMaterials, /logisticsTable, /warehouseStockReport, /inboundOrder, /outboundOrder, /warehousesDashboardReport',
    '/overseasWarehouseAuth, /overseasWarehouseInventory(Details), /overseasStock, /overseasSuggest, /overseasSafetyStock, /packingManage, /sheinPurchaseOrders, /sheinDeliveryOrders, /fbaWarehouseRestockSuggest, /fbaWarehouseManualRestock, /fbaWarehouseCargoManagement, /fbaWarehouseStock, /fbkWarehouseStock, /fbeWarehouseStock, /gigacloudStockMonitor, /vidaxlProductMonitor, /onlineProductPairingList, /inventoryPushRule, /inventoryPushRecord',
    '/systemLogistics, /logisticHeadProvider, /logisticHeadChannel, /overseasLogistics, /customLogistics, /segmentManagement, /addressTemplate, /shippingTemplate, /shippingTemplateNew, /shippingPriceCard, /shippingPartitionRule',
    '/salesAnalysis, /orderAnalysis, /storeAnalysis, /profitReport, /salesReport, /profitReportOrder, /distributorReport(Order), /productSalesAnalysis, /productOrderStatistics, /salesStatisticsDetails, /inOutboundStatistics, /overseasWarehouseStockReport, /trackingReport, /packageDailyReport, /warehouseDataDailyReport, /providerDetailReport, /packageMaterialsReport, /dataSummary, /storePerformance, /orderPerformance, /supplierStatistics, /procurementFlow, /purchaserStatistics, /purchaseBillReport, /customerServiceReport',
    '/invoiceCompany, /invoicesManage, /accountManage, /paymentOrder, /receiptOrder, /incomeExpenditure, /logisticsAccount, /paypalManage, /paypalDeal',
    // /printTemplate is also a tool page (it skips the login check)
    '/bulletinList, /shops, /shopsConfig, /vintedAccount, /supplyShops, /imageManagement, /roles, /accounts, /company, /user, /resourceOrders, /resourceUsedRecord, /systemConfig, /operateLog, /erpMove, /exchangeRates, /printTemplates, /messageList, /messageNoticeConfig, /regulatoryTemplates, /tradebyteRefund, /customerManagement, /autoReply, /commonReply, /commentManagement, /buyerMessage, /sellerMessage, /allegroComment, /allegroDispute',
    // the default menu tree's setting system
    '/changePassword',
  ].join(', '),
  marketplaces:
    'ebay, amazon, otto, real, allegro, wish, shopee, shopify, wayfair, tradebyte, cdiscount, fruugo, lazada, fnac, emag, vinted, walmart, coupang, tiktok, factory, fyndiq, mediamarket, joom, leroyMerlin, hood, sheinAgency, shein, mercado, conforama, aliExpress, aliExpressOverseaJit, ozon, worten, bol, darty',
};

const SPEC_02 = [
  '/purchaseOrder, /invoice, /refundNote, /signInWarehouse, /signingPackage, /qcManage, /unusualReceipt, /uniteSign, /outStockList, /purchasePlanProducts, /outStockAdvice, /supplier, /supplierDetails, /supplyRelationship, /supplyRelationshipDetails, /allibabaPair, /supplyProDetails, /productsAvailableList, /safetyStock, /purchaseSuggestProducts, /warehouses, /locations, /inventoryManage, /stockLockManage, /productTransferBill, /productPairingList, /alibabaPairingList, /productEuPair, /productEuPairDetail, /inventoryManagement, /inOutWarehouse, /barcodeTool, /inventoryCount, /assembleSheet, /packageMaterials, /logisticsTable, /warehouseStockReport, /inboundOrder, /outboundOrder, /warehousesDashboardReport',
  '/overseasWarehouseAuth, /overseasWarehouseInventory, /overseasWarehouseInventoryDetails, /overseasStock, /overseasSuggest, /overseasSafetyStock, /packingManage, /sheinPurchaseOrders, /sheinDeliveryOrders, /fbaWarehouseRestockSuggest, /fbaWarehouseManualRestock, /fbaWarehouseCargoManagement, /fbaWarehouseStock, /fbkWarehouseStock, /fbeWarehouseStock, /gigacloudStockMonitor, /vidaxlProductMonitor, /onlineProductPairingList, /inventoryPushRule, /inventoryPushRecord',
  '/systemLogistics, /logisticHeadProvider, /logisticHeadChannel, /overseasLogistics, /customLogistics, /segmentManagement, /addressTemplate, /shippingTemplate, /shippingTemplateNew, /shippingPriceCard, /shippingPartitionRule, /logisticsRules, /logisticsTracking, /shippingBlacklist',
  '/invoiceCompany, /invoicesManage, /accountManage, /paymentOrder, /receiptOrder, /incomeExpenditure, /logisticsAccount, /paypalManage, /paypalDeal',
  '/ebayPlsAds, /ebayCoupon, /ebayDiscount, /ebayPlaAds, /shopeeDiscount, /emagSellAlong, /amazonSpBaseConfig',
  '/salesAnalysis, /orderAnalysis, /storeAnalysis, /profitReport, /salesReport, /profitReportOrder, /distributorReport, /distributorReportOrder, /productSalesAnalysis, /productOrderStatistics, /salesStatisticsDetails, /inOutboundStatistics, /overseasWarehouseStockReport, /trackingReport, /packageDailyReport, /warehouseDataDailyReport, /providerDetailReport, /packageMaterialsReport, /dataSummary, /storePerformance, /orderPerformance, /supplierStatistics, /procurementFlow, /purchaserStatistics, /purchaseBillReport, /customerServiceReport',
  '/erpMove, /exchangeRates, /printTemplates, /imageManagement, /systemConfig, /productDev',
  '/otto_create, /real_create, /tradebyte_create, /fruugo_create, /emag_create, /vinted_create, /joom_create, /factory_create, /fyndiq_create, /mediamarket_create',
].join(', ');

function expand(list: string): string[] {
  return list.split(',').flatMap((raw) => {
    const item = raw.trim();
    const m = /^(.*)\((\w+)\)$/.exec(item);
    return m ? [m[1]!, m[1]! + m[2]!] : [item];
  });
}

const listingPaths = SPEC_01.marketplaces
  .split(',')
  .map((s) => s.trim())
  .flatMap((m) => [`/${m}Listing`, `/${m}ListingDraft`, `/${m}ListingOnline`, `/${m}ListingQueue`]);

const expected: [string, string][] = [
  ...expand(SPEC_01.public).map((p): [string, string] => [p, 'public']),
  ...expand(SPEC_01.mobile).map((p): [string, string] => [p, 'mobile']),
  ...expand(SPEC_01.tool).map((p): [string, string] => [p, 'tool']),
  ...expand(SPEC_01.shell).map((p): [string, string] => [p, 'shell']),
  ...listingPaths.map((p): [string, string] => [p, 'shell']),
  ...expand(SPEC_02).map((p): [string, string] => [p, p === '/printTemplate' ? 'tool' : 'shell']),
];

/** The deepest route the router picks for a path (undefined when only the catch-all matches). */
function routedPath(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  const leaf = matches?.[matches.length - 1]?.route;
  return leaf?.path === '*' ? undefined : leaf?.path;
}

describe('route catalogue', () => {
  it('has every route of spec 01 §2 and spec 02 §2 with its kind', () => {
    expect(expected.length).toBeGreaterThan(350);
    const missing = expected.filter(([path]) => !findRoute(path)).map(([p]) => p);
    expect(missing).toEqual([]);
    const wrongKind = expected.filter(([path, kind]) => routeKind(path) !== kind).map(([p, k]) => `${p} should be ${k}`);
    expect(wrongKind).toEqual([]);
  });

  it('routes every catalogue path (no placeholder path falls through to 404)', () => {
    const unrouted = [...ROUTE_CATALOG.map((r) => r.path), ...expected.map(([p]) => p)].filter((p) => routedPath(p) !== p);
    expect(unrouted).toEqual([]);
    expect(routedPath('/')).toBeUndefined(); // the index route
    expect(matchRoutes(routes, '/')?.at(-1)?.route.index).toBe(true);
    expect(routedPath('/404')).toBe('/404');
    expect(routedPath('/no-such-page')).toBeUndefined();
    // matchRoutes flattens and ranks the whole route table on each of some 800 calls: 20 s on a quiet
    // machine, past the 30 s default under CI load
  }, 120_000);

  it('has one entry per path, each with zh and en titles and descriptions', () => {
    const paths = ROUTE_CATALOG.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTE_CATALOG) {
      expect(r.path).toMatch(/^\/[A-Za-z0-9_]+$/);
      expect(r.zh.trim(), r.path).not.toBe('');
      expect(r.en.trim(), r.path).not.toBe('');
      expect(routeDescription(r.path, 'zh')?.trim(), r.path).toBeTruthy();
      expect(routeDescription(r.path, 'en')?.trim(), r.path).toBeTruthy();
      expect(r.en, r.path).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('names every menu page as the menu does (one name for menu, card tab and heading, issue 16)', () => {
    const pages = flattenMenu().filter((n) => n.kind === 'page' && n.path !== '');
    expect(pages.length).toBeGreaterThan(100);
    const differ = pages
      .filter((n) => routeTitle(n.path, 'zh') !== n.zh || routeTitle(n.path, 'en') !== n.en)
      .map((n) => `${n.path}: menu ${n.zh} / ${n.en}, catalogue ${routeTitle(n.path, 'zh')} / ${routeTitle(n.path, 'en')}`);
    expect(differ).toEqual([]);
    // the pages whose heading the shell takes from the catalogue: the visible ones
    expect(MENU_PAGE_PATHS.has('/uniteSign')).toBe(true);
    expect(MENU_PAGE_PATHS.has('/supplierDetails')).toBe(false);
  });

  it('parses listing paths', () => {
    expect(parseListingPath('/ebayListingDraft')).toEqual({ marketplace: 'ebay', suffix: 'Draft' });
    expect(parseListingPath('/aliExpressOverseaJitListing')).toEqual({ marketplace: 'aliExpressOverseaJit', suffix: '' });
    expect(parseListingPath('/shopeeListingOnlineSite')).toBeNull();
    expect(parseListingPath('/nopeListing')).toBeNull();
  });
});

/**
 * The route catalogue: every hash route of spec 01 §2 and spec 02 §2, with its title in both
 * languages and its kind (the one-line "what it will do" of each is in routeDescriptions.ts, which
 * loads with the placeholder page, not with the shell):
 * - public: no login (marketing site, sign-in pages);
 * - mobile: the mobile layout (mobile browsers only; desktop browsers are sent to /homeIndex);
 * - tool: stand-alone tool pages that skip the login check;
 * - shell: pages inside the logged-in shell (top menu, side navigation, tabs).
 *
 * The router (routes.tsx) is built from this list; a path without a screen in screens.tsx shows
 * the placeholder page. Add a route here, give it a screen there.
 */
import { LISTING_MARKETPLACES, MARKETPLACE_LABELS, MENU_PAGE_PATH_LIST, type PlatformName } from '@erp/schema';

export type RouteKind = 'public' | 'mobile' | 'tool' | 'shell';

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** Catalogue section (used by the placeholder page and the tests). */
  section: string;
  zh: string;
  en: string;
  /** Listing pages: the marketplace they belong to. */
  marketplace?: PlatformName;
}

type Row = [path: string, zh: string, en: string];

function rows(kind: RouteKind, section: string, list: Row[]): RouteEntry[] {
  return list.map(([path, zh, en]) => ({ path, kind, section, zh, en }));
}

const PUBLIC = rows('public', 'public', [
  ['/homeIndex', '首页', 'Home'],
  ['/rates', '价格方案', 'Pricing'],
  ['/helpCenter', '帮助中心', 'Help center'],
  ['/aboutUs', '关于我们', 'About us'],
  ['/contactUs', '联系我们', 'Contact us'],
  ['/policyTerms', '服务条款', 'Terms of service'],
  ['/privacyPolicy', '隐私政策', 'Privacy policy'],
  ['/amazonErp', '亚马逊 ERP', 'Amazon ERP'],
  ['/multiPlatformErp', '多平台 ERP', 'Multi-marketplace ERP'],
  ['/ERPFunctionAnalysis', 'ERP 功能解析', 'ERP features explained'],
  ['/erpApp', 'ERP 移动端', 'ERP mobile app'],
  ['/login', '登录', 'Sign in'],
  ['/register', '注册', 'Register'],
  ['/forgotPassword', '找回密码', 'Reset password'],
  ['/openCkfinder', '文件管理器', 'File browser'],
  ['/appServiceAgree', 'App 服务协议', 'App service agreement'],
]);

const MOBILE = rows('mobile', 'mobile', [
  ['/homeIndexWap', '移动端首页', 'Mobile home'],
  ['/loginWap', '移动端登录', 'Mobile sign-in'],
  ['/registerWap', '移动端注册', 'Mobile registration'],
  ['/forgotPasswordWap', '移动端找回密码', 'Mobile password reset'],
  ['/homeWap', '移动端工作台', 'Mobile dashboard'],
  ['/chatGptWapList', '移动端 AI 助手列表', 'Mobile AI assistant list'],
  ['/chatGPTOnlineWap', '移动端 AI 助手', 'Mobile AI assistant'],
]);

const TOOLS = rows('tool', 'tools', [
  ['/pickListTemplate', '拣货单模板', 'Pick list templates'],
  ['/exportTemplate', '导出模板', 'Export template'],
  ['/createOrder', '手工建单', 'Create order'],
  ['/addProduct', '添加商品', 'Add product'],
  ['/scanSorting', '扫描分拣', 'Scan sorting'],
  ['/forecastSorting', '预报分拣', 'Forecast sorting'],
  ['/secondarySorting', '二次分拣', 'Secondary sorting'],
  ['/scanToShip', '扫描发货', 'Scan to ship'],
  ['/developmentProcessSetting', '开发流程设置', 'Development process settings'],
  ['/chatGPTOnline', '在线 ChatGPT', 'ChatGPT online'],
  ['/packingPrint', '装箱打印', 'Packing print'],
  ['/printTemplate', '打印模板编辑', 'Print template editor'],
  ['/print', '打印', 'Print'],
  ['/advertisingTeamList', '广告团队', 'Advertising teams'],
  ['/advertisingTeam', '广告团队详情', 'Advertising team'],
]);

const ORDERS = rows('shell', 'orders', [
  ['/home', '首页', 'Home'],
  ['/orders', '订单管理', 'Orders'],
  ['/abnormalOrders', '异常订单', 'Abnormal orders'],
  ['/preShippings', '预发货', 'Pre-shipped orders'],
  ['/logisticsRules', '物流规则', 'Logistics rules'],
  ['/giftRules', '赠品规则', 'Gift rules'],
  ['/outboundScan', '出库扫描', 'Outbound scan'],
  ['/logisticsTracking', '物流跟踪', 'Logistics tracking'],
  ['/distributePackage', '分配包裹', 'Distribute packages'],
  ['/bagsOrder', '集包', 'Parcel bags'],
  ['/shippingBlacklist', '发货黑名单', 'Shipping blacklist'],
]);

const PRODUCT_TOOLS = rows('shell', 'published', [
  ['/commonTemplates', '通用模板', 'Common templates'],
  ['/commonTemplatesV2', '通用模板（新版）', 'Common templates (new)'],
  ['/pricingTemplate', '定价模板', 'Pricing templates'],
  ['/dataAcquisition', '数据采集', 'Data acquisition'],
  ['/productLibrary', '产品库', 'Product library'],
  ['/tortiousWordsManage', '侵权词管理', 'Infringing words'],
  ['/publicationStatistics', '刊登统计', 'Listing statistics'],
  ['/publicationStatisticsV2', '刊登统计（新版）', 'Listing statistics (new)'],
  ['/chatGPT', 'AI 文案', 'AI copywriting'],
  ['/productDev', '产品开发', 'Product development'],
  ['/attributeMapping', '属性映射', 'Attribute mapping'],
  ['/aiCommandTemplate', 'AI 指令模板', 'AI prompt templates'],
  ['/batchClaimLog', '批量认领记录', 'Batch claim log'],
  ['/claimTemplate', '认领模板', 'Claim templates'],
  ['/sellMonitor', '跟卖监控', 'Seller monitor'],
  ['/watermarkManage', '水印管理', 'Watermarks'],
]);

const EBAY = rows('shell', 'ebay', [
  ['/ebayPlsAds', 'eBay 标准广告', 'eBay promoted listings standard'],
  ['/ebayCoupon', 'eBay 优惠券', 'eBay coupons'],
  ['/ebayDiscount', 'eBay 折扣', 'eBay discounts'],
  ['/ebayPlaAds', 'eBay 高级广告', 'eBay promoted listings advanced'],
  ['/ebayCancellation', 'eBay 取消请求', 'eBay cancellations'],
  ['/ebayReturn', 'eBay 退货', 'eBay returns'],
  ['/ebayDispute', 'eBay 纠纷', 'eBay disputes'],
]);

function listingPages(m: PlatformName): RouteEntry[] {
  const label = MARKETPLACE_LABELS[m];
  const entry = (path: string, zh: string, en: string): RouteEntry => ({ path, kind: 'shell', section: 'listing', zh, en, marketplace: m });
  return [
    entry(`/${m}Listing`, `${label} 刊登`, `${label} listings`),
    entry(`/${m}ListingDraft`, `${label} 草稿箱`, `${label} drafts`),
    entry(`/${m}ListingOnline`, `${label} 在线商品`, `${label} online listings`),
    entry(`/${m}ListingQueue`, `${label} 刊登队列`, `${label} publishing queue`),
  ];
}

const LISTINGS: RouteEntry[] = LISTING_MARKETPLACES.flatMap(listingPages);

const LISTING_EXTRA: RouteEntry[] = [
  ...rows('shell', 'listing', [
    ['/shopeeListingOnlineSite', 'Shopee 站点商品', 'Shopee site listings'],
    ['/tiktokListingOnlineLocal', 'TikTok 本土在线商品', 'TikTok local online listings'],
    ['/mercadoListingOnlineSite', 'Mercado 站点商品', 'Mercado Libre site listings'],
    ['/emagSellAlong', 'eMAG 跟卖', 'eMAG sell-along'],
    ['/shopeeDiscount', 'Shopee 折扣', 'Shopee discounts'],
    ['/aliExpressListingDiagnosis', '速卖通商品诊断', 'AliExpress listing diagnosis'],
    ['/mercadoSizeChart', 'Mercado 尺码表模板', 'Mercado Libre size charts'],
    ['/aliExpressSizeChart', '速卖通尺码表模板', 'AliExpress size charts'],
    ['/ozonSizeChart', 'Ozon 尺码表模板', 'Ozon size charts'],
    ['/amazonSpBaseConfig', '亚马逊广告基础配置', 'Amazon SP ads settings'],
  ]),
  ...(['otto', 'real', 'tradebyte', 'fruugo', 'emag', 'vinted', 'joom', 'factory', 'fyndiq', 'mediamarket'] as PlatformName[]).map((m): RouteEntry => ({
    path: `/${m}_create`,
    kind: 'shell',
    section: 'listing',
    zh: `创建 ${MARKETPLACE_LABELS[m]} 刊登`,
    en: `New ${MARKETPLACE_LABELS[m]} listing`,
    marketplace: m,
  })),
];

const PURCHASE_WAREHOUSE = rows('shell', 'purchaseWarehouse', [
  ['/purchaseOrder', '采购单', 'Purchase orders'],
  ['/invoice', '请款单', 'Payment requests'],
  ['/refundNote', '退款单', 'Refund orders'],
  ['/signInWarehouse', '签收入库', 'Receiving'],
  ['/signingPackage', '签收包裹', 'Signed parcels'],
  ['/qcManage', '质检管理', 'Quality inspection'],
  ['/unusualReceipt', '异常收货', 'Abnormal receipts'],
  ['/uniteSign', '合并签收', 'Batch sign-in'],
  ['/outStockList', '缺货列表', 'Out-of-stock list'],
  ['/purchasePlanProducts', '采购计划', 'Purchase plan'],
  ['/outStockAdvice', '缺货采购建议', 'Out-of-stock advice'],
  ['/supplier', '供应商', 'Suppliers'],
  ['/supplierDetails', '供应商详情', 'Supplier details'],
  ['/supplyRelationship', '供货关系', 'Supply relationships'],
  ['/supplyRelationshipDetails', '供货关系详情', 'Supply relationship details'],
  ['/allibabaPair', '1688 商品配对', 'Pair a wholesale product'],
  ['/supplyProDetails', '供货商品详情', 'Supplied product details'],
  ['/productsAvailableList', '可售库存', 'Available products'],
  ['/safetyStock', '安全库存', 'Safety stock'],
  ['/purchaseSuggestProducts', '采购建议', 'Purchase suggestions'],
  ['/warehouses', '仓库管理', 'Warehouses'],
  ['/locations', '库位管理', 'Locations'],
  ['/inventoryManage', '库存管理', 'Inventory'],
  ['/stockLockManage', '库存锁定', 'Stock locks'],
  ['/productTransferBill', '调拨单', 'Transfer orders'],
  ['/productPairingList', '商品配对', 'Product pairing'],
  ['/alibabaPairingList', '1688 配对', 'Wholesale pairing'],
  ['/productEuPair', '欧盟标签配对', 'EU label pairing'],
  ['/productEuPairDetail', '欧盟标签配对详情', 'EU label pairing details'],
  ['/inventoryManagement', '库存明细', 'Stock details'],
  ['/inOutWarehouse', '出入库记录', 'Stock ledger'],
  ['/barcodeTool', '条码工具', 'Barcode tool'],
  ['/inventoryCount', '库存盘点', 'Stock counts'],
  ['/assembleSheet', '加工单', 'Assembly sheets'],
  ['/packageMaterials', '包材管理', 'Packaging materials'],
  ['/logisticsTable', '物流对照表', 'Carrier table'],
  ['/warehouseStockReport', '仓库库存报表', 'Warehouse stock report'],
  ['/inboundOrder', '入库单', 'Inbound orders'],
  ['/outboundOrder', '出库单', 'Outbound orders'],
  ['/warehousesDashboardReport', '仓库看板', 'Warehouse dashboard'],
]);

const OVERSEAS = rows('shell', 'overseas', [
  ['/overseasWarehouseAuth', '海外仓授权', 'Overseas warehouse authorization'],
  ['/overseasWarehouseInventory', '海外仓库存', 'Overseas warehouse stock'],
  ['/overseasWarehouseInventoryDetails', '海外仓库存详情', 'Overseas stock details'],
  ['/overseasStock', '海外仓备货', 'Overseas stocking'],
  ['/overseasSuggest', '海外仓备货建议', 'Overseas stocking advice'],
  ['/overseasSafetyStock', '海外仓安全库存', 'Overseas safety stock'],
  ['/packingManage', '装箱管理', 'Packing tasks'],
  ['/sheinPurchaseOrders', 'SHEIN 备货单', 'SHEIN stock orders'],
  ['/sheinDeliveryOrders', 'SHEIN 发货单', 'SHEIN delivery orders'],
  ['/fbaWarehouseRestockSuggest', 'FBA 补货建议', 'FBA restock advice'],
  ['/fbaWarehouseManualRestock', 'FBA 手动补货', 'FBA manual restock'],
  ['/fbaWarehouseCargoManagement', 'FBA 货件管理', 'FBA shipments'],
  ['/fbaWarehouseStock', 'FBA 库存', 'FBA stock'],
  ['/fbkWarehouseStock', 'FBK 库存', 'FBK stock'],
  ['/fbeWarehouseStock', 'FBE 库存', 'FBE stock'],
  ['/gigacloudStockMonitor', '大健云仓库存监控', 'GigaCloud stock monitor'],
  ['/vidaxlProductMonitor', 'vidaXL 商品监控', 'vidaXL product monitor'],
  ['/onlineProductPairingList', '在线商品配对', 'Online product pairing'],
  ['/inventoryPushRule', '库存推送规则', 'Stock push rules'],
  ['/inventoryPushRecord', '库存推送记录', 'Stock push log'],
]);

const LOGISTICS = rows('shell', 'logistics', [
  ['/systemLogistics', '系统物流', 'Carrier channels'],
  ['/logisticHeadProvider', '头程服务商', 'First-mile providers'],
  ['/logisticHeadChannel', '头程渠道', 'First-mile channels'],
  ['/overseasLogistics', '海外仓物流', 'Overseas warehouse logistics'],
  ['/customLogistics', '自定义物流', 'Custom logistics'],
  ['/segmentManagement', '号段管理', 'Tracking number pools'],
  ['/addressTemplate', '地址模板', 'Address templates'],
  ['/shippingTemplate', '运费模板', 'Shipping templates'],
  ['/shippingTemplateNew', '运费模板（新版）', 'Shipping templates (new)'],
  ['/shippingPriceCard', '运费价卡', 'Rate cards'],
  ['/shippingPartitionRule', '分区规则', 'Zone rules'],
]);

const REPORTS = rows('shell', 'reports', [
  ['/salesAnalysis', '销售分析', 'Sales analysis'],
  ['/orderAnalysis', '订单分析', 'Order analysis'],
  ['/storeAnalysis', '店铺分析', 'Shop analysis'],
  ['/profitReport', '利润报表', 'Profit report'],
  ['/salesReport', '销售报表', 'Sales report'],
  ['/profitReportOrder', '订单利润报表', 'Order profit report'],
  ['/distributorReport', '分销报表', 'Distributor report'],
  ['/distributorReportOrder', '分销订单报表', 'Distributor order report'],
  ['/productSalesAnalysis', '商品销量分析', 'Product sales analysis'],
  ['/productOrderStatistics', '商品订单统计', 'Product order statistics'],
  ['/salesStatisticsDetails', '销量统计明细', 'Sales statistics details'],
  ['/inOutboundStatistics', '出入库统计', 'Stock movement statistics'],
  ['/overseasWarehouseStockReport', '海外仓库存报表', 'Overseas stock report'],
  ['/trackingReport', '物流跟踪报表', 'Tracking report'],
  ['/packageDailyReport', '包裹日报', 'Daily parcel report'],
  ['/warehouseDataDailyReport', '仓库日报', 'Daily warehouse report'],
  ['/providerDetailReport', '服务商明细报表', 'Provider detail report'],
  ['/packageMaterialsReport', '包材报表', 'Packaging materials report'],
  ['/dataSummary', '数据汇总', 'Data summary'],
  ['/storePerformance', '店铺绩效', 'Shop performance'],
  ['/orderPerformance', '订单绩效', 'Order performance'],
  ['/supplierStatistics', '供应商统计', 'Supplier statistics'],
  ['/procurementFlow', '采购流水', 'Procurement flow'],
  ['/purchaserStatistics', '采购员统计', 'Purchaser statistics'],
  ['/purchaseBillReport', '采购单报表', 'Purchase order report'],
  ['/customerServiceReport', '客服报表', 'Customer service report'],
]);

const FINANCE = rows('shell', 'finance', [
  ['/invoiceCompany', '开票公司', 'Invoice companies'],
  ['/invoicesManage', '发票管理', 'Invoices'],
  ['/accountManage', '账户管理', 'Accounts'],
  ['/paymentOrder', '付款单', 'Payment orders'],
  ['/receiptOrder', '收款单', 'Collection orders'],
  ['/incomeExpenditure', '收支明细', 'Income and expenditure'],
  ['/logisticsAccount', '物流对账', 'Carrier statements'],
  ['/paypalManage', 'PayPal 账户', 'PayPal accounts'],
  ['/paypalDeal', 'PayPal 交易', 'PayPal transactions'],
]);

const SETTINGS = rows('shell', 'settings', [
  ['/bulletinList', '系统公告', 'Bulletins'],
  ['/shops', '店铺授权', 'Shop authorization'],
  ['/shopsConfig', '店铺配置', 'Shop settings'],
  ['/vintedAccount', 'Vinted 账号', 'Vinted accounts'],
  ['/supplyShops', '货源店铺', 'Supply shops'],
  ['/imageManagement', '图片管理', 'Images'],
  ['/roles', '角色管理', 'Roles'],
  ['/accounts', '子账号管理', 'Sub-accounts'],
  ['/company', '公司信息', 'Company'],
  ['/user', '个人信息', 'My profile'],
  ['/changePassword', '修改密码', 'Change password'],
  ['/resourceOrders', '资源订单', 'Resource orders'],
  ['/resourceUsedRecord', '资源使用记录', 'Resource usage'],
  ['/systemConfig', '系统设置', 'System settings'],
  ['/operateLog', '操作日志', 'Operation log'],
  ['/erpMove', 'ERP 数据搬家', 'ERP data move'],
  ['/exchangeRates', '汇率', 'Exchange rates'],
  ['/printTemplates', '打印模板', 'Print templates'],
  ['/messageList', '消息中心', 'Message center'],
  ['/messageNoticeConfig', '消息设置', 'Message settings'],
  ['/regulatoryTemplates', '合规模板', 'Compliance templates'],
  ['/tradebyteRefund', 'Tradebyte 退款', 'Tradebyte refunds'],
  ['/customerManagement', '客户管理', 'Customers'],
  ['/autoReply', '自动回复', 'Auto replies'],
  ['/commonReply', '常用回复', 'Saved replies'],
  ['/commentManagement', '评价管理', 'Reviews'],
  ['/buyerMessage', '买家消息', 'Buyer messages'],
  ['/sellerMessage', '卖家消息', 'Seller messages'],
  ['/deadlineRadar', '时限雷达', 'Deadline radar'],
  ['/allegroComment', 'Allegro 评价', 'Allegro reviews'],
  ['/allegroDispute', 'Allegro 纠纷', 'Allegro disputes'],
  ['/apiClients', 'API 客户端', 'API clients'], // issue 17
  ['/webhooks', 'Webhook 推送', 'Webhooks'], // issue 17
  ['/eventCatalogue', '事件目录', 'Event catalogue'], // issue 17
]);

/** Every route of the product, in spec order. */
export const ROUTE_CATALOG: readonly RouteEntry[] = [
  ...PUBLIC,
  ...MOBILE,
  ...TOOLS,
  ...ORDERS,
  ...PRODUCT_TOOLS,
  ...EBAY,
  ...LISTINGS,
  ...LISTING_EXTRA,
  ...PURCHASE_WAREHOUSE,
  ...OVERSEAS,
  ...LOGISTICS,
  ...REPORTS,
  ...FINANCE,
  ...SETTINGS,
];

const byPath = new Map<string, RouteEntry>(ROUTE_CATALOG.map((r) => [r.path, r]));

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** The kind of a path, or undefined when the catalogue does not know it. */
export function routeKind(path: string): RouteKind | undefined {
  return byPath.get(path)?.kind;
}

export function routeTitle(path: string, lang: 'zh' | 'en'): string | undefined {
  const r = byPath.get(path);
  return r ? (lang === 'en' ? r.en : r.zh) : undefined;
}

/**
 * Pages the menu names (visible menu pages of @erp/schema's tree). Their card tab and their page
 * heading both show the catalogue title, which equals the menu name (routeCatalog.test.ts), so a
 * page has one name everywhere (issue 16). Hidden detail pages keep their own heading.
 */
export const MENU_PAGE_PATHS: ReadonlySet<string> = new Set(MENU_PAGE_PATH_LIST);

/** Pages without a card tab (spec 01 §2 'Shell'). */
export const NO_TAB_PATHS: ReadonlySet<string> = new Set(['/home', '/messageList']);
/** Shell pages whose tab is not kept alive. */
export const NOT_KEPT_ALIVE: ReadonlySet<string> = new Set(['/imageManagement']);
/** Pages that warn before the browser leaves them (besides detail mode). */
export const LEAVE_WARNING_PATHS: ReadonlySet<string> = new Set(['/distributePackage']);
/** Listing sub-page kinds, in the order the menus show them. */
export const LISTING_SUFFIXES = ['', 'Draft', 'Online', 'Queue'] as const;
export type ListingSuffix = (typeof LISTING_SUFFIXES)[number];

/** `/ebayListingDraft` → { marketplace: 'ebay', suffix: 'Draft' }. */
export function parseListingPath(path: string): { marketplace: PlatformName; suffix: ListingSuffix } | null {
  const m = /^\/([A-Za-z]+?)Listing(Draft|Online|Queue)?$/.exec(path);
  if (!m) return null;
  const marketplace = m[1] as PlatformName;
  if (!(LISTING_MARKETPLACES as string[]).includes(marketplace)) return null;
  return { marketplace, suffix: (m[2] ?? '') as ListingSuffix };
}

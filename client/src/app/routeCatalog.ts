/**
 * The route catalogue: every hash route of spec 01 §2 and spec 02 §2, with its title and a
 * one-line "what it will do" in both languages and its kind:
 * - public: no login (marketing site, sign-in pages);
 * - mobile: the mobile layout (mobile browsers only; desktop browsers are sent to /homeIndex);
 * - tool: stand-alone tool pages that skip the login check;
 * - shell: pages inside the logged-in shell (top menu, side navigation, tabs).
 *
 * The router (routes.tsx) is built from this list; a path without a screen in screens.tsx shows
 * the placeholder page. Add a route here, give it a screen there.
 */
import { flattenMenu, LISTING_MARKETPLACES, MARKETPLACE_LABELS, type PlatformName } from '@erp/schema';

export type RouteKind = 'public' | 'mobile' | 'tool' | 'shell';

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** Catalogue section (used by the placeholder page and the tests). */
  section: string;
  zh: string;
  en: string;
  /** What the screen will do, one line. */
  doesZh: string;
  doesEn: string;
  /** Listing pages: the marketplace they belong to. */
  marketplace?: PlatformName;
}

type Row = [path: string, zh: string, en: string, doesZh: string, doesEn: string];

function rows(kind: RouteKind, section: string, list: Row[]): RouteEntry[] {
  return list.map(([path, zh, en, doesZh, doesEn]) => ({ path, kind, section, zh, en, doesZh, doesEn }));
}

const PUBLIC = rows('public', 'public', [
  ['/homeIndex', '首页', 'Home', '产品官网首页：多平台订单、刊登、仓储与采购一站式管理的介绍', 'Product home page: one place for multi-marketplace orders, listings, warehouses and purchasing'],
  ['/rates', '价格方案', 'Pricing', '标准版、专业版、旗舰版三个版本的功能与价格对比', 'Compare the standard, professional and flagship editions and their prices'],
  ['/helpCenter', '帮助中心', 'Help center', '使用手册与常见问题，按功能模块分类检索', 'User manual and FAQ, searchable by module'],
  ['/aboutUs', '关于我们', 'About us', '公司介绍、发展历程与服务理念', 'Who we are, our history and how we serve sellers'],
  ['/contactUs', '联系我们', 'Contact us', '客服电话、邮箱与在线咨询入口', 'Support phone, e-mail and online consultation'],
  ['/policyTerms', '服务条款', 'Terms of service', '使用本系统的服务条款', 'The terms of using this service'],
  ['/privacyPolicy', '隐私政策', 'Privacy policy', '我们如何收集、使用和保护您的数据', 'How we collect, use and protect your data'],
  ['/amazonErp', '亚马逊 ERP', 'Amazon ERP', '面向亚马逊卖家的订单、FBA 与广告管理介绍', 'Orders, FBA and advertising management for Amazon sellers'],
  ['/multiPlatformErp', '多平台 ERP', 'Multi-marketplace ERP', '30 多个平台统一管理订单、库存与刊登的介绍', 'Manage orders, stock and listings of 30+ marketplaces in one place'],
  ['/ERPFunctionAnalysis', 'ERP 功能解析', 'ERP features explained', '逐项解析订单、仓储、采购、物流、报表等功能', 'A walk through orders, warehouse, purchasing, logistics and reports'],
  ['/erpApp', 'ERP 移动端', 'ERP mobile app', '移动端 App 介绍与下载', 'The mobile app and where to get it'],
  ['/login', '登录', 'Sign in', '用户名与密码登录', 'Sign in with username and password'],
  ['/register', '注册', 'Register', '创建公司主账号', 'Create a company and its main account'],
  ['/forgotPassword', '找回密码', 'Reset password', '通过邮箱验证码重置密码', 'Reset the password with an e-mailed code'],
  ['/openCkfinder', '文件管理器', 'File browser', '富文本编辑器使用的图片与文件选择器', 'Image and file picker used by the rich-text editor'],
  ['/appServiceAgree', 'App 服务协议', 'App service agreement', '移动端 App 的服务协议', 'The service agreement of the mobile app'],
]);

const MOBILE = rows('mobile', 'mobile', [
  ['/homeIndexWap', '移动端首页', 'Mobile home', '移动端官网首页', 'Product home page for phones'],
  ['/loginWap', '移动端登录', 'Mobile sign-in', '手机上登录', 'Sign in on a phone'],
  ['/registerWap', '移动端注册', 'Mobile registration', '手机上注册公司账号', 'Register a company on a phone'],
  ['/forgotPasswordWap', '移动端找回密码', 'Mobile password reset', '手机上通过验证码重置密码', 'Reset the password on a phone'],
  ['/homeWap', '移动端工作台', 'Mobile dashboard', '登录后的移动端工作台：订单与店铺概况', 'Signed-in phone dashboard: orders and shops at a glance'],
  ['/chatGptWapList', '移动端 AI 助手列表', 'Mobile AI assistant list', '移动端 AI 文案助手会话列表', 'AI writing assistant conversations on a phone'],
  ['/chatGPTOnlineWap', '移动端 AI 助手', 'Mobile AI assistant', '移动端与 AI 文案助手对话', 'Chat with the AI writing assistant on a phone'],
]);

const TOOLS = rows('tool', 'tools', [
  ['/pickListTemplate', '拣货单模板', 'Pick list templates', '设计拣货单模板：类型、字号、最大订单数和字段', 'Design pick list templates: type, font size, order limit and fields'],
  ['/exportTemplate', '导出模板', 'Export template', '自定义订单与商品导出字段', 'Choose the fields of order and product exports'],
  ['/createOrder', '手工建单', 'Create order', '手工创建订单', 'Create an order by hand'],
  ['/addProduct', '添加商品', 'Add product', '在独立窗口添加商品', 'Add a product in its own window'],
  ['/scanSorting', '扫描分拣', 'Scan sorting', '按 SKU 扫描分拣、批次验证、验货到单并打印', 'Sort by scanning SKUs, verify batches and orders, print labels'],
  ['/forecastSorting', '预报分拣', 'Forecast sorting', '按预报批次预先分拣包裹', 'Pre-sort parcels by forecast batch'],
  ['/secondarySorting', '二次分拣', 'Secondary sorting', '配置分拣墙与分拣架，按订单二次分拣', 'Configure sorting walls and racks and sort by order'],
  ['/scanToShip', '扫描发货', 'Scan to ship', '扫描包裹完成发货', 'Scan parcels to ship them'],
  ['/developmentProcessSetting', '开发流程设置', 'Development process settings', '设置产品开发需求的流程节点', 'Set the steps of the product development process'],
  ['/chatGPTOnline', '在线 ChatGPT', 'ChatGPT online', '与 AI 助手对话生成标题和描述', 'Chat with the AI assistant to write titles and descriptions'],
  ['/packingPrint', '装箱打印', 'Packing print', '打印装箱单和箱唛', 'Print packing lists and carton labels'],
  ['/printTemplate', '打印模板编辑', 'Print template editor', '可视化编辑面单、拣货单等打印模板', 'Edit label and pick list print templates visually'],
  ['/print', '打印', 'Print', '打印预览与批量打印', 'Print preview and batch printing'],
  ['/advertisingTeamList', '广告团队', 'Advertising teams', '广告投放团队列表', 'List of advertising teams'],
  ['/advertisingTeam', '广告团队详情', 'Advertising team', '管理广告团队成员与店铺', 'Manage an advertising team, its members and shops'],
]);

const ORDERS = rows('shell', 'orders', [
  ['/home', '首页', 'Home', '工作台：店铺、订单、客服待办，销售报表和系统公告', 'Dashboard: shops, orders, customer-service to-dos, sales charts and bulletins'],
  ['/orders', '订单管理', 'Orders', '按状态查看、审核、合并拆分和发货订单', 'Review, merge, split and ship orders by status'],
  ['/abnormalOrders', '异常订单', 'Abnormal orders', '处理地址、库存、物流等异常的订单', 'Handle orders with address, stock or carrier problems'],
  ['/preShippings', '预发货', 'Pre-shipped orders', '提前申请运单号并预发货', 'Request tracking numbers and pre-ship orders'],
  ['/logisticsRules', '物流规则', 'Logistics rules', '按条件自动为订单分配仓库和物流', 'Assign warehouses and carriers to orders automatically by conditions'],
  ['/giftRules', '赠品规则', 'Gift rules', '按条件为订单自动添加赠品', 'Add gifts to orders automatically by conditions'],
  ['/outboundScan', '出库扫描', 'Outbound scan', '扫描出库，跟踪揽收超时与揽收异常', 'Scan parcels out and follow pickup timeouts and exceptions'],
  ['/logisticsTracking', '物流跟踪', 'Logistics tracking', '查看包裹物流轨迹和妥投状态', 'Follow parcel tracking events and delivery status'],
  ['/distributePackage', '分配包裹', 'Distribute packages', '把订单分配到包裹和物流渠道', 'Distribute orders into parcels and carrier channels'],
  ['/bagsOrder', '集包', 'Parcel bags', '把包裹集包交运', 'Bag parcels for handover to the carrier'],
  ['/shippingBlacklist', '发货黑名单', 'Shipping blacklist', '维护禁止发货的买家与地址', 'Keep buyers and addresses that must not be shipped to'],
]);

const PRODUCT_TOOLS = rows('shell', 'published', [
  ['/commonTemplates', '通用模板', 'Common templates', '刊登用的描述、售后、物流等通用模板', 'Shared description, after-sales and shipping templates for listings'],
  ['/commonTemplatesV2', '通用模板（新版）', 'Common templates (new)', '新版通用模板管理', 'Common templates, new version'],
  ['/pricingTemplate', '定价模板', 'Pricing templates', '按成本、运费和利润率自动计算售价', 'Compute selling prices from cost, freight and margin'],
  ['/dataAcquisition', '数据采集', 'Data acquisition', '从平台链接采集商品数据到产品库', 'Collect product data from marketplace links into the library'],
  ['/productLibrary', '产品库', 'Product library', '管理 SKU、图片与属性，一键刊登到各平台', 'Manage SKUs, images and attributes and list them to marketplaces'],
  ['/tortiousWordsManage', '侵权词管理', 'Infringing words', '维护刊登时要拦截的侵权词', 'Keep the infringing words blocked at listing time'],
  ['/publicationStatistics', '刊登统计', 'Listing statistics', '按人员、平台统计刊登数量', 'Count listings by person and marketplace'],
  ['/publicationStatisticsV2', '刊登统计（新版）', 'Listing statistics (new)', '新版刊登统计', 'Listing statistics, new version'],
  ['/chatGPT', 'AI 文案', 'AI copywriting', '用 AI 生成和改写标题、描述', 'Write and rewrite titles and descriptions with AI'],
  ['/productDev', '产品开发', 'Product development', '管理开发需求、流程与结果', 'Manage development requests, steps and results'],
  ['/attributeMapping', '属性映射', 'Attribute mapping', '把产品属性映射到各平台类目属性', 'Map product attributes to marketplace category attributes'],
  ['/aiCommandTemplate', 'AI 指令模板', 'AI prompt templates', '维护常用 AI 指令', 'Keep reusable AI prompts'],
  ['/batchClaimLog', '批量认领记录', 'Batch claim log', '查看批量认领采集商品的结果', 'Results of batch-claiming collected products'],
  ['/claimTemplate', '认领模板', 'Claim templates', '认领采集商品时使用的默认设置', 'Defaults applied when claiming collected products'],
  ['/sellMonitor', '跟卖监控', 'Seller monitor', '监控跟卖与价格变化', 'Watch other sellers on your listings and price changes'],
  ['/watermarkManage', '水印管理', 'Watermarks', '维护图片水印并批量添加', 'Keep image watermarks and apply them in batches'],
]);

const EBAY = rows('shell', 'ebay', [
  ['/ebayPlsAds', 'eBay 标准广告', 'eBay promoted listings standard', '管理 eBay Promoted Listings Standard 广告', 'Manage eBay Promoted Listings Standard campaigns'],
  ['/ebayCoupon', 'eBay 优惠券', 'eBay coupons', '创建和管理 eBay 优惠券', 'Create and manage eBay coupons'],
  ['/ebayDiscount', 'eBay 折扣', 'eBay discounts', '创建和管理 eBay 促销折扣', 'Create and manage eBay markdown sales'],
  ['/ebayPlaAds', 'eBay 高级广告', 'eBay promoted listings advanced', '管理 eBay Promoted Listings Advanced 广告', 'Manage eBay Promoted Listings Advanced campaigns'],
  ['/ebayCancellation', 'eBay 取消请求', 'eBay cancellations', '处理买家取消订单请求', 'Handle buyer cancellation requests'],
  ['/ebayReturn', 'eBay 退货', 'eBay returns', '处理 eBay 退货退款', 'Handle eBay returns and refunds'],
  ['/ebayDispute', 'eBay 纠纷', 'eBay disputes', '处理 eBay 纠纷与 case', 'Handle eBay disputes and cases'],
]);

function listingPages(m: PlatformName): RouteEntry[] {
  const label = MARKETPLACE_LABELS[m];
  const entry = (path: string, zh: string, en: string, doesZh: string, doesEn: string): RouteEntry => ({
    path, kind: 'shell', section: 'listing', zh, en, doesZh, doesEn, marketplace: m,
  });
  return [
    entry(`/${m}Listing`, `${label} 刊登`, `${label} listings`, `${label} 刊登总览：按状态查看全部刊登`, `All ${label} listings by status`),
    entry(`/${m}ListingDraft`, `${label} 草稿箱`, `${label} drafts`, `编辑 ${label} 草稿并提交刊登`, `Edit ${label} drafts and submit them for publishing`),
    entry(`/${m}ListingOnline`, `${label} 在线商品`, `${label} online listings`, `同步、修改价格库存和下架 ${label} 在线商品`, `Sync, reprice, restock and end ${label} online listings`),
    entry(`/${m}ListingQueue`, `${label} 刊登队列`, `${label} publishing queue`, `查看 ${label} 刊登任务的进度与失败原因`, `Follow ${label} publishing jobs and their failures`),
  ];
}

const LISTINGS: RouteEntry[] = LISTING_MARKETPLACES.flatMap(listingPages);

const LISTING_EXTRA: RouteEntry[] = [
  ...rows('shell', 'listing', [
    ['/shopeeListingOnlineSite', 'Shopee 站点商品', 'Shopee site listings', '按站点查看 Shopee 全球商品的站点刊登', 'Shopee global products per site'],
    ['/tiktokListingOnlineLocal', 'TikTok 本土在线商品', 'TikTok local online listings', '管理 TikTok 本土店在线商品', 'Manage TikTok local-shop online listings'],
    ['/mercadoListingOnlineSite', 'Mercado 站点商品', 'Mercado Libre site listings', '按站点查看 Mercado Libre 全球商品', 'Mercado Libre global products per site'],
    ['/emagSellAlong', 'eMAG 跟卖', 'eMAG sell-along', '在 eMAG 跟卖已有商品并跟价', 'Sell along existing eMAG offers and follow their price'],
    ['/shopeeDiscount', 'Shopee 折扣', 'Shopee discounts', '创建和管理 Shopee 折扣活动', 'Create and manage Shopee discount promotions'],
    ['/aliExpressListingDiagnosis', '速卖通商品诊断', 'AliExpress listing diagnosis', '查看速卖通商品的诊断问题并修复', 'See and fix AliExpress listing diagnosis issues'],
    ['/mercadoSizeChart', 'Mercado 尺码表模板', 'Mercado Libre size charts', '维护 Mercado Libre 尺码表模板', 'Keep Mercado Libre size-chart templates'],
    ['/aliExpressSizeChart', '速卖通尺码表模板', 'AliExpress size charts', '维护速卖通尺码表模板', 'Keep AliExpress size-chart templates'],
    ['/ozonSizeChart', 'Ozon 尺码表模板', 'Ozon size charts', '维护 Ozon 尺码表模板', 'Keep Ozon size-chart templates'],
    ['/amazonSpBaseConfig', '亚马逊广告基础配置', 'Amazon SP ads settings', '亚马逊 Sponsored Products 广告的基础配置', 'Base settings of Amazon Sponsored Products ads'],
  ]),
  ...(['otto', 'real', 'tradebyte', 'fruugo', 'emag', 'vinted', 'joom', 'factory', 'fyndiq', 'mediamarket'] as PlatformName[]).map(
    (m): RouteEntry => ({
      path: `/${m}_create`,
      kind: 'shell',
      section: 'listing',
      zh: `创建 ${MARKETPLACE_LABELS[m]} 刊登`,
      en: `New ${MARKETPLACE_LABELS[m]} listing`,
      doesZh: `填写类目、属性、变体和图片，创建 ${MARKETPLACE_LABELS[m]} 刊登`,
      doesEn: `Fill in category, attributes, variants and images to create a ${MARKETPLACE_LABELS[m]} listing`,
      marketplace: m,
    }),
  ),
];

const PURCHASE_WAREHOUSE = rows('shell', 'purchaseWarehouse', [
  ['/purchaseOrder', '采购单', 'Purchase orders', '创建、审核、付款和跟踪采购单', 'Create, approve, pay and follow purchase orders'],
  ['/invoice', '请款单', 'Payment requests', '采购付款申请与审批', 'Purchase payment requests and approvals'],
  ['/refundNote', '退款单', 'Refund orders', '采购退款单的登记与核对', 'Record and check purchase refunds'],
  ['/signInWarehouse', '签收入库', 'Receiving', '按快递单号签收包裹并入库', 'Receive parcels by tracking number into stock'],
  ['/signingPackage', '签收包裹', 'Signed parcels', '登记包装情况和到货箱数', 'Record packaging condition and boxes arrived'],
  ['/qcManage', '质检管理', 'Quality inspection', '录入良品与次品数量并选择入库仓', 'Enter good and defective counts and choose their warehouses'],
  ['/unusualReceipt', '异常收货', 'Abnormal receipts', '处理少货、错货、破损等收货异常', 'Handle short, wrong or damaged deliveries'],
  ['/uniteSign', '合并签收', 'Batch sign-in', '多个采购单合并签收', 'Receive several purchase orders at once'],
  ['/outStockList', '缺货列表', 'Out-of-stock list', '查看缺货订单并生成采购单', 'See out-of-stock orders and create purchase orders'],
  ['/purchasePlanProducts', '采购计划', 'Purchase plan', '汇总待采购商品，暂停或恢复采购', 'Collect products to buy; suspend or resume purchasing'],
  ['/outStockAdvice', '缺货采购建议', 'Out-of-stock advice', '按销量与库存给出备货建议并生成采购单', 'Stocking advice from sales and stock, turned into purchase orders'],
  ['/supplier', '供应商', 'Suppliers', '维护供应商及其采购表现', 'Keep suppliers and their purchasing performance'],
  ['/supplierDetails', '供应商详情', 'Supplier details', '供应商资料与采购记录', 'Supplier profile and purchase records'],
  ['/supplyRelationship', '供货关系', 'Supply relationships', '维护商品与供应商的供货关系', 'Which supplier supplies which product'],
  ['/supplyRelationshipDetails', '供货关系详情', 'Supply relationship details', '查看与编辑单个供货关系', 'View and edit one supply relationship'],
  ['/allibabaPair', '1688 商品配对', 'Pair a wholesale product', '把商品与 1688 供应商商品配对', 'Pair products with 1688 supplier offers'],
  ['/supplyProDetails', '供货商品详情', 'Supplied product details', '供应商商品的规格与价格', 'Specifications and prices of a supplier product'],
  ['/productsAvailableList', '可售库存', 'Available products', '查看可售库存与可售天数', 'Available stock and days of cover'],
  ['/safetyStock', '安全库存', 'Safety stock', '批量设置商品安全库存', 'Set product safety stock in batches'],
  ['/purchaseSuggestProducts', '采购建议', 'Purchase suggestions', '按日均销量、备货天数计算建议采购量', 'Suggested quantities from daily sales and stocking days'],
  ['/warehouses', '仓库管理', 'Warehouses', '新建和编辑自营仓、海外仓', 'Create and edit own and overseas warehouses'],
  ['/locations', '库位管理', 'Locations', '维护仓库库位并打印库位码', 'Keep warehouse locations and print their labels'],
  ['/inventoryManage', '库存管理', 'Inventory', '库存、在途、占用，移库，7/15/30/90 天销量、ABC 分类、库龄', 'Stock, in transit, occupied; moves, 7/15/30/90-day sales, ABC class, storage age'],
  ['/stockLockManage', '库存锁定', 'Stock locks', '为订单或活动锁定库存', 'Lock stock for orders or promotions'],
  ['/productTransferBill', '调拨单', 'Transfer orders', '在仓库之间调拨库存', 'Move stock between warehouses'],
  ['/productPairingList', '商品配对', 'Product pairing', '把平台 SKU 与系统 SKU 配对', 'Pair marketplace SKUs with library SKUs'],
  ['/alibabaPairingList', '1688 配对', 'Wholesale pairing', '查看已配对的 1688 商品', 'Products paired with 1688 offers'],
  ['/productEuPair', '欧盟标签配对', 'EU label pairing', '把商品与欧盟责任人标签配对', 'Pair products with EU responsible-person labels'],
  ['/productEuPairDetail', '欧盟标签配对详情', 'EU label pairing details', '编辑单个商品的欧盟标签', 'Edit the EU label of one product'],
  ['/inventoryManagement', '库存明细', 'Stock details', '按仓库、库位查看库存明细', 'Stock by warehouse and location'],
  ['/inOutWarehouse', '出入库记录', 'Stock ledger', '出入库流水与加工单', 'Stock in/out records and assembly sheets'],
  ['/barcodeTool', '条码工具', 'Barcode tool', '生成和打印条码批次', 'Generate and print barcode batches'],
  ['/inventoryCount', '库存盘点', 'Stock counts', '生成盘点任务、盘点并处理盘盈盘亏', 'Create count tasks, count and settle gains and losses'],
  ['/assembleSheet', '加工单', 'Assembly sheets', '开始加工、完成加工、退回待处理', 'Start, complete or return assembly work'],
  ['/packageMaterials', '包材管理', 'Packaging materials', '维护包材及其库存', 'Keep packaging materials and their stock'],
  ['/logisticsTable', '物流对照表', 'Carrier table', '仓库发货使用的物流对照', 'Carrier lookup used when shipping from a warehouse'],
  ['/warehouseStockReport', '仓库库存报表', 'Warehouse stock report', '按仓库统计库存数量与金额', 'Stock quantity and value per warehouse'],
  ['/inboundOrder', '入库单', 'Inbound orders', '新建、修改和查看入库单', 'Create, edit and list inbound orders'],
  ['/outboundOrder', '出库单', 'Outbound orders', '新建、修改和查看出库单', 'Create, edit and list outbound orders'],
  ['/warehousesDashboardReport', '仓库看板', 'Warehouse dashboard', '仓库作业量与时效看板', 'Warehouse workload and timeliness at a glance'],
]);

const OVERSEAS = rows('shell', 'overseas', [
  ['/overseasWarehouseAuth', '海外仓授权', 'Overseas warehouse authorization', '授权第三方海外仓服务商', 'Authorize third-party overseas warehouse providers'],
  ['/overseasWarehouseInventory', '海外仓库存', 'Overseas warehouse stock', '同步并查看海外仓库存与库龄', 'Sync and view overseas stock and storage age'],
  ['/overseasWarehouseInventoryDetails', '海外仓库存详情', 'Overseas stock details', '单个商品在海外仓的库存明细', 'Overseas stock details of one product'],
  ['/overseasStock', '海外仓备货', 'Overseas stocking', '创建备货单并跟踪发货与上架', 'Create stock orders and follow shipping and shelving'],
  ['/overseasSuggest', '海外仓备货建议', 'Overseas stocking advice', '按销量给出海外仓备货建议', 'Overseas stocking advice from sales'],
  ['/overseasSafetyStock', '海外仓安全库存', 'Overseas safety stock', '设置海外仓安全库存', 'Set overseas safety stock'],
  ['/packingManage', '装箱管理', 'Packing tasks', '装箱任务：箱号、重量、尺寸和关联备货单', 'Packing tasks: boxes, weights, sizes and linked stock orders'],
  ['/sheinPurchaseOrders', 'SHEIN 备货单', 'SHEIN stock orders', '处理 SHEIN 的备货订单', 'Handle SHEIN stock orders'],
  ['/sheinDeliveryOrders', 'SHEIN 发货单', 'SHEIN delivery orders', '创建和跟踪 SHEIN 发货单', 'Create and follow SHEIN delivery orders'],
  ['/fbaWarehouseRestockSuggest', 'FBA 补货建议', 'FBA restock advice', '按 FBA 库存与销量给出补货建议', 'Restock advice from FBA stock and sales'],
  ['/fbaWarehouseManualRestock', 'FBA 手动补货', 'FBA manual restock', '手动创建 FBA 补货计划', 'Create FBA restock plans by hand'],
  ['/fbaWarehouseCargoManagement', 'FBA 货件管理', 'FBA shipments', '创建和跟踪 FBA 货件', 'Create and follow FBA shipments'],
  ['/fbaWarehouseStock', 'FBA 库存', 'FBA stock', '查看亚马逊 FBA 库存', 'Amazon FBA stock'],
  ['/fbkWarehouseStock', 'FBK 库存', 'FBK stock', '查看 FBK 仓库存', 'FBK warehouse stock'],
  ['/fbeWarehouseStock', 'FBE 库存', 'FBE stock', '查看 eMAG FBE 仓库存', 'eMAG FBE warehouse stock'],
  ['/gigacloudStockMonitor', '大健云仓库存监控', 'GigaCloud stock monitor', '监控大健云仓商品库存与价格变化', 'Watch GigaCloud product stock and price changes'],
  ['/vidaxlProductMonitor', 'vidaXL 商品监控', 'vidaXL product monitor', '监控 vidaXL 商品上下架与价格', 'Watch vidaXL products, availability and prices'],
  ['/onlineProductPairingList', '在线商品配对', 'Online product pairing', '把在线商品与库存商品配对', 'Pair online listings with stock products'],
  ['/inventoryPushRule', '库存推送规则', 'Stock push rules', '设置向平台推送库存的规则', 'Rules for pushing stock to marketplaces'],
  ['/inventoryPushRecord', '库存推送记录', 'Stock push log', '查看库存推送结果', 'Results of stock pushes'],
]);

const LOGISTICS = rows('shell', 'logistics', [
  ['/systemLogistics', '系统物流', 'Carrier channels', '启用物流商渠道并设置账号', 'Enable carrier channels and their accounts'],
  ['/logisticHeadProvider', '头程服务商', 'First-mile providers', '维护头程物流服务商', 'Keep first-mile logistics providers'],
  ['/logisticHeadChannel', '头程渠道', 'First-mile channels', '维护头程渠道与计费', 'Keep first-mile channels and their pricing'],
  ['/overseasLogistics', '海外仓物流', 'Overseas warehouse logistics', '海外仓发货渠道设置', 'Shipping channels of overseas warehouses'],
  ['/customLogistics', '自定义物流', 'Custom logistics', '添加自定义物流与面单模板', 'Add custom carriers and their labels'],
  ['/segmentManagement', '号段管理', 'Tracking number pools', '导入和分配运单号段', 'Import and assign tracking number pools'],
  ['/addressTemplate', '地址模板', 'Address templates', '维护发货与退货地址', 'Keep shipping and return addresses'],
  ['/shippingTemplate', '运费模板', 'Shipping templates', '导入、创建运费模板并试算运费', 'Import and create shipping templates and try prices'],
  ['/shippingTemplateNew', '运费模板（新版）', 'Shipping templates (new)', '新版运费模板', 'Shipping templates, new version'],
  ['/shippingPriceCard', '运费价卡', 'Rate cards', '维护物流渠道的价卡', 'Keep the rate cards of carrier channels'],
  ['/shippingPartitionRule', '分区规则', 'Zone rules', '按邮编或国家划分运费分区', 'Split shipping zones by postcode or country'],
]);

const REPORTS = rows('shell', 'reports', [
  ['/salesAnalysis', '销售分析', 'Sales analysis', '按平台、店铺和时间分析销售额', 'Sales by marketplace, shop and period'],
  ['/orderAnalysis', '订单分析', 'Order analysis', '订单量与订单结构分析', 'Order volume and order mix'],
  ['/storeAnalysis', '店铺分析', 'Shop analysis', '各店铺销售与利润对比', 'Compare shops by sales and profit'],
  ['/profitReport', '利润报表', 'Profit report', '按商品、店铺统计利润', 'Profit by product and shop'],
  ['/salesReport', '销售报表', 'Sales report', '销售明细报表与导出', 'Detailed sales report and export'],
  ['/profitReportOrder', '订单利润报表', 'Order profit report', '逐单利润明细', 'Profit order by order'],
  ['/distributorReport', '分销报表', 'Distributor report', '分销商销售统计', 'Sales per distributor'],
  ['/distributorReportOrder', '分销订单报表', 'Distributor order report', '分销商订单明细', 'Distributor orders in detail'],
  ['/productSalesAnalysis', '商品销量分析', 'Product sales analysis', '商品销量趋势与排行', 'Product sales trends and rankings'],
  ['/productOrderStatistics', '商品订单统计', 'Product order statistics', '按商品统计订单', 'Orders counted per product'],
  ['/salesStatisticsDetails', '销量统计明细', 'Sales statistics details', '销量统计的明细数据', 'Details behind the sales statistics'],
  ['/inOutboundStatistics', '出入库统计', 'Stock movement statistics', '出入库数量与金额统计', 'Quantities and values moved in and out'],
  ['/overseasWarehouseStockReport', '海外仓库存报表', 'Overseas stock report', '海外仓库存与库龄报表', 'Overseas stock and storage-age report'],
  ['/trackingReport', '物流跟踪报表', 'Tracking report', '妥投率与物流时效统计', 'Delivery rate and carrier lead times'],
  ['/packageDailyReport', '包裹日报', 'Daily parcel report', '每日包裹处理量', 'Parcels handled per day'],
  ['/warehouseDataDailyReport', '仓库日报', 'Daily warehouse report', '每日仓库作业数据', 'Warehouse work per day'],
  ['/providerDetailReport', '服务商明细报表', 'Provider detail report', '物流服务商费用明细', 'Logistics provider costs in detail'],
  ['/packageMaterialsReport', '包材报表', 'Packaging materials report', '包材消耗统计', 'Packaging material consumption'],
  ['/dataSummary', '数据汇总', 'Data summary', '核心经营数据汇总', 'Key business figures in one place'],
  ['/storePerformance', '店铺绩效', 'Shop performance', '店铺绩效指标', 'Shop performance indicators'],
  ['/orderPerformance', '订单绩效', 'Order performance', '订单处理时效与人员绩效', 'Order handling times and staff performance'],
  ['/supplierStatistics', '供应商统计', 'Supplier statistics', '供应商交期、次品率等统计', 'Supplier lead times, defect rates and more'],
  ['/procurementFlow', '采购流水', 'Procurement flow', '采购资金流水', 'Money flow of purchasing'],
  ['/purchaserStatistics', '采购员统计', 'Purchaser statistics', '采购员工作量与金额', 'Work and amounts per purchaser'],
  ['/purchaseBillReport', '采购单报表', 'Purchase order report', '采购账单与应付汇总', 'Purchase bills and payables'],
  ['/customerServiceReport', '客服报表', 'Customer service report', '客服回复量与时效', 'Customer-service replies and response times'],
]);

const FINANCE = rows('shell', 'finance', [
  ['/invoiceCompany', '开票公司', 'Invoice companies', '维护发票抬头公司', 'Keep the companies invoices are issued by'],
  ['/invoicesManage', '发票管理', 'Invoices', '开具、查看和导出发票', 'Issue, view and export invoices'],
  ['/accountManage', '账户管理', 'Accounts', '资金账户、初始余额与余额', 'Money accounts, opening and current balances'],
  ['/paymentOrder', '付款单', 'Payment orders', '登记和审核付款单', 'Record and approve payment orders'],
  ['/receiptOrder', '收款单', 'Collection orders', '登记和审核收款单', 'Record and approve collection orders'],
  ['/incomeExpenditure', '收支明细', 'Income and expenditure', '各账户收支流水', 'Income and spending per account'],
  ['/logisticsAccount', '物流对账', 'Carrier statements', '物流账单核对', 'Check carrier bills'],
  ['/paypalManage', 'PayPal 账户', 'PayPal accounts', '授权和管理 PayPal 账户', 'Authorize and manage PayPal accounts'],
  ['/paypalDeal', 'PayPal 交易', 'PayPal transactions', '查看 PayPal 交易记录', 'PayPal transaction records'],
]);

const SETTINGS = rows('shell', 'settings', [
  ['/bulletinList', '系统公告', 'Bulletins', '查看全部系统公告', 'All system bulletins'],
  ['/shops', '店铺授权', 'Shop authorization', '授权、重新授权和编辑各平台店铺', 'Authorize, re-authorize and edit marketplace shops'],
  ['/shopsConfig', '店铺配置', 'Shop settings', '店铺费率、税号与退货仓设置', 'Shop rates, tax numbers and return warehouse'],
  ['/vintedAccount', 'Vinted 账号', 'Vinted accounts', '管理 Vinted 账号', 'Manage Vinted accounts'],
  ['/supplyShops', '货源店铺', 'Supply shops', '监控货源店铺的商品变化', 'Watch products of supply shops'],
  ['/imageManagement', '图片管理', 'Images', '图片分组、回收站、图片翻译与批量编辑', 'Image groups, recycle bin, image translation and batch editing'],
  ['/roles', '角色管理', 'Roles', '创建角色并分配权限', 'Create roles and grant permissions'],
  ['/accounts', '子账号管理', 'Sub-accounts', '创建子账号并分配角色与店铺', 'Create sub-accounts and give them roles and shops'],
  ['/company', '公司信息', 'Company', '公司资料与套餐用量', 'Company details and plan usage'],
  ['/user', '个人信息', 'My profile', '个人资料与修改密码', 'Your profile and password'],
  ['/changePassword', '修改密码', 'Change password', '修改登录密码', 'Change your sign-in password'],
  ['/resourceOrders', '资源订单', 'Resource orders', '购买的套餐与增值资源订单', 'Plan and add-on purchases'],
  ['/resourceUsedRecord', '资源使用记录', 'Resource usage', '增值资源的消耗记录', 'How add-on resources were used'],
  ['/systemConfig', '系统设置', 'System settings', '订单、库存、采购等全局设置', 'Global settings for orders, stock and purchasing'],
  ['/operateLog', '操作日志', 'Operation log', '查看账号的操作记录', 'What each account did'],
  ['/erpMove', 'ERP 数据搬家', 'ERP data move', '三步从其他 ERP 导入商品与仓库数据', 'Three steps to import products and stock from another ERP'],
  ['/exchangeRates', '汇率', 'Exchange rates', '维护币种汇率', 'Keep currency exchange rates'],
  ['/printTemplates', '打印模板', 'Print templates', '管理面单、拣货单等打印模板', 'Manage label and pick list print templates'],
  ['/messageList', '消息中心', 'Message center', '查看全部系统消息通知', 'All system notifications'],
  ['/messageNoticeConfig', '消息设置', 'Message settings', '设置各类消息的提醒方式', 'Choose how each kind of message notifies you'],
  ['/regulatoryTemplates', '合规模板', 'Compliance templates', '维护商品合规信息模板', 'Keep product compliance templates'],
  ['/tradebyteRefund', 'Tradebyte 退款', 'Tradebyte refunds', '处理 Tradebyte 退款请求', 'Handle Tradebyte refund requests'],
  ['/customerManagement', '客户管理', 'Customers', '客户资料、黑名单与回复模板', 'Customers, blacklist and reply templates'],
  ['/autoReply', '自动回复', 'Auto replies', '设置买家消息的自动回复', 'Automatic replies to buyer messages'],
  ['/commonReply', '常用回复', 'Saved replies', '维护常用回复模板', 'Keep saved reply templates'],
  ['/commentManagement', '评价管理', 'Reviews', '查看和回复买家评价', 'Read and answer buyer reviews'],
  ['/buyerMessage', '买家消息', 'Buyer messages', '回复各平台买家消息', 'Answer buyer messages from all marketplaces'],
  ['/sellerMessage', '卖家消息', 'Seller messages', '查看平台发给卖家的通知', 'Notices marketplaces send to the seller'],
  ['/allegroComment', 'Allegro 评价', 'Allegro reviews', '管理 Allegro 评价', 'Manage Allegro reviews'],
  ['/allegroDispute', 'Allegro 纠纷', 'Allegro disputes', '处理 Allegro 纠纷', 'Handle Allegro disputes'],
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
export const MENU_PAGE_PATHS: ReadonlySet<string> = new Set(
  flattenMenu()
    .filter((n) => n.kind === 'page' && n.path !== '' && !n.hidden)
    .map((n) => n.path),
);

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

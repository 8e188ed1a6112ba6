import type { Entries } from '../../../i18n/featureIntl';

/** /ERPFunctionAnalysis — features by module; `.items` are one item per line. */
export const featuresTexts = {
  'public.features.title': ['ERP 功能解析', 'ERP features by module'],
  'public.features.lead': [
    '按模块介绍系统能做什么。每个模块对应系统顶部菜单中的一个系统，子账号能看到哪些模块由其角色的权限决定。',
    'What the system does, module by module. Each module is a system in the app’s top menu, and which modules a sub-account sees depends on the permissions of its role.',
  ],
  'public.features.contents': ['模块', 'Modules'],

  'public.features.orders.title': ['订单', 'Orders'],
  'public.features.orders.summary': ['从各平台接单到发货回传的全过程。', 'Everything from receiving marketplace orders to shipping and reporting back.'],
  'public.features.orders.items': [
    '订单管理：审核、拆单（至少拆成 2 个子订单）、合并、取消\n异常订单、缺货订单、预发货处理\n物流规则自动分配渠道，赠品规则自动加赠品\n出库扫描、分拣、包裹分发与集包\n物流轨迹跟踪，发货黑名单',
    'Orders: review, split (into at least 2 sub-orders), merge, cancel\nAbnormal, out-of-stock and pre-shipment orders\nLogistics rules assign the channel; gift rules add gifts automatically\nOutbound scanning, sorting, package distribution and bagging\nParcel tracking and a shipping blacklist',
  ],
  'public.features.listing.title': ['刊登', 'Listing'],
  'public.features.listing.summary': [
    '{count} 个平台的刊登，每个平台都有草稿、在线和队列视图。',
    'Listings for {count} marketplaces, each with draft, online and queue views.',
  ],
  'public.features.listing.items': [
    '通用模板、定价模板和属性映射，批量生成刊登\n数据采集，把网上的商品资料导入商品库\n侵权词管理，刊登前检查风险词\nAI 指令模板：生成标题、描述和卖点\n刊登统计、批量认领记录、水印管理、尺码表模板',
    'Common templates, pricing templates and attribute mapping to produce listings in bulk\nData acquisition: bring product data from the web into the library\nRestricted-words management: check risky terms before publishing\nAI command templates for titles, descriptions and selling points\nListing statistics, batch claim log, watermarks and size-chart templates',
  ],
  'public.features.products.title': ['商品', 'Products'],
  'public.features.products.summary': ['所有平台共用的一份商品资料。', 'One set of product data shared by every marketplace.'],
  'public.features.products.items': [
    '商品库：SKU、变体规格、条码（EAN 8 位或 12–14 位）\n图片空间：分组、回收站，单次最多上传 20 张，每张不超过 5 MB\n平台商品与本地 SKU 配对、1688 商品配对\n商品开发：需求和审批流程（最多 20 个节点）\n条码工具与批次',
    'Product library: SKUs, variant specifications, barcodes (EAN of 8 or 12–14 characters)\nImage space with groups and a recycle bin: up to 20 pictures per upload, 5 MB each\nPairing of marketplace items with local SKUs and with 1688 products\nProduct development: requests and approval flows (up to 20 steps)\nBarcode tool and batches',
  ],
  'public.features.warehouse.title': ['仓库', 'Warehouse'],
  'public.features.warehouse.summary': ['本地仓和海外仓的库存与作业。', 'Stock and work in local and overseas warehouses.'],
  'public.features.warehouse.items': [
    '仓库与库位，入库单和出库单，调拨单\n库存明细与出入库流水：每次变动一条记录，库存不会变成负数\n库存按 7、15、30、90 天销量和 ABC 分类分析，库龄管理\n盘点任务：按库位或 SKU 打印清单，盘盈盘亏\n海外仓授权、库存和备货，FBA 库存与补货建议',
    'Warehouses and locations, inbound and outbound orders, transfer orders\nStock details and a stock ledger: one line per change, stock never goes below zero\nSales over 7, 15, 30 and 90 days, ABC classes and stock age\nStock counts: print lists by location or SKU, book gains and losses\nOverseas warehouse authorization, stock and replenishment; FBA stock and restock suggestions',
  ],
  'public.features.purchasing.title': ['采购', 'Purchasing'],
  'public.features.purchasing.summary': [
    '从采购建议到入库的完整流程，包括 1688 批发采购。',
    'The whole flow from suggestion to stock, including 1688 wholesale purchasing.',
  ],
  'public.features.purchasing.items': [
    '采购建议和缺货列表，安全库存设置\n采购单：新建、审核、付款和退款（金额不超过应付）\n通过 1688 下单，一次最多批量处理 200 条订单\n供应商管理与 1688 供应商配对\n签收、质检（良品和次品分仓）、异常到货处理',
    'Purchase suggestions, an out-of-stock list and safety-stock settings\nPurchase orders: create, approve, pay and refund (never more than what is due)\nOrdering through 1688, up to 200 orders in one batch\nSuppliers and their pairing with 1688 suppliers\nReceiving, quality checks (good and defective goods to separate warehouses) and receiving exceptions',
  ],
  'public.features.logistics.title': ['物流', 'Logistics'],
  'public.features.logistics.summary': ['渠道、运费和跟踪号。', 'Channels, shipping costs and tracking numbers.'],
  'public.features.logistics.items': [
    '系统物流渠道、头程物流、海外仓物流和自定义物流\n跟踪号号段池（txt 文件导入）\n地址模板与运费模板：按重量区间计算首重和续重费用\n价格卡与分区规则\n物流对账表',
    'System carrier channels, first-mile logistics, overseas-warehouse logistics and custom carriers\nTracking-number pools (imported from txt files)\nAddress templates and shipping templates priced by first weight and additional weight per weight range\nPrice cards and zone rules\nCarrier statements',
  ],
  'public.features.finance.title': ['财务', 'Finance'],
  'public.features.finance.summary': ['资金往来与发票。', 'Money in, money out, and invoices.'],
  'public.features.finance.items': [
    '资金账户，付款单与收款单\n收支明细\n发票抬头与发票管理\nPayPal 账户与交易\n物流账户',
    'Money accounts, payment orders and collection orders\nIncome and expense details\nInvoice headers and invoice management\nPayPal accounts and transactions\nCarrier accounts',
  ],
  'public.features.reports.title': ['报表', 'Reports'],
  'public.features.reports.summary': ['经营数据，按需导出。', 'Business figures, exported when you need them.'],
  'public.features.reports.items': [
    '销售分析、订单分析、店铺分析\n利润报表（按订单），商品销售分析\n采购、供应商、采购员和仓库报表\n首页看板：待处理订单、授权失败店铺、销售额前十店铺\n大报表在后台生成，进度实时显示，完成后通知下载',
    'Sales, order and shop analysis\nProfit reports per order and product sales analysis\nPurchasing, supplier, purchaser and warehouse reports\nHome dashboard: orders waiting for work, shops with failed authorization, top ten shops by sales\nLarge reports run in the background with live progress and a notice when ready',
  ],
  'public.features.team.title': ['团队与设置', 'Team and settings'],
  'public.features.team.summary': ['谁能做什么，一清二楚。', 'Clear about who may do what.'],
  'public.features.team.items': [
    '角色管理：在权限树中勾选页面和操作\n子账号管理：分配角色、限定可见店铺、启用或停用、重置密码\n店铺授权与店铺配置（平台费率、增值税类型等）\n公司信息与版本用量\n操作日志',
    'Roles: tick pages and actions in a permission tree\nSub-accounts: assign a role, limit the visible shops, enable or disable, reset passwords\nShop authorization and shop settings (marketplace rates, VAT type and more)\nCompany details and edition usage\nOperation log',
  ],
  'public.features.messages.title': ['消息与客服', 'Messages and service'],
  'public.features.messages.summary': ['买家沟通集中处理。', 'Buyer conversations in one place.'],
  'public.features.messages.items': [
    '各平台买家消息收件箱，按平台、店铺、是否有订单筛选\n回复模板、消息翻译、最多 6 张图片附件\n系统通知与公告，重要通知保持显示直到关闭\n退货退款、客户黑名单',
    'An inbox for buyer messages from every marketplace, filtered by marketplace, shop and whether there is an order\nReply templates, message translation, up to 6 pictures per message\nSystem notices and announcements; important notices stay until you close them\nReturns and refunds, customer blacklist',
  ],
  'public.features.promotions.title': ['营销推广', 'Promotions'],
  'public.features.promotions.summary': ['在系统里管理各平台的广告和促销。', 'Marketplace ads and promotions managed from the system.'],
  'public.features.promotions.items': [
    'eBay 推广刊登广告（PLS、PLA）、优惠券和折扣\neBay 取消、退货和纠纷处理\nShopee 折扣活动\neMAG 跟卖价格\n亚马逊广告与基础配置',
    'eBay Promoted Listings (PLS, PLA), coupons and discounts\neBay cancellations, returns and disputes\nShopee discounts\neMAG sell-along pricing\nAmazon ads and base settings',
  ],
} as const satisfies Entries;

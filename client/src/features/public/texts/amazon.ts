import type { Entries } from '../../../i18n/featureIntl';

/** /amazonErp */
export const amazonTexts = {
  'public.amazon.title': ['亚马逊卖家 ERP', 'ERP for Amazon sellers'],
  'public.amazon.lead': [
    '把亚马逊各站点的店铺和你在其他平台的生意放进同一个后台：订单统一处理，刊登有草稿和队列，FBA 补货、库存和采购按真实销量安排。',
    'Put your Amazon shops on every site and the rest of your business in one back-office: orders handled in one place, listings with drafts and a queue, and FBA restocking, stock and purchasing planned from real sales.',
  ],
  'public.amazon.features.title': ['为亚马逊卖家准备的功能', 'Built for the way Amazon sellers work'],
  'public.amazon.shops.title': ['多站点店铺授权', 'Shops on every site'],
  'public.amazon.shops.body': [
    '每个亚马逊店铺单独授权、单独命名，和 eBay、Shopee、TikTok 等平台的店铺放在同一个店铺列表；授权失败会在列表和首页看板上提示。',
    'Each Amazon shop is authorized and named on its own and sits in the same shop list as your eBay, Shopee, TikTok and other shops; a failed authorization is flagged in the list and on the home dashboard.',
  ],
  'public.amazon.orders.title': ['自发货订单处理', 'Self-fulfilled orders'],
  'public.amazon.orders.body': [
    '亚马逊自发货订单和其他平台的订单进入同一个订单列表：审核、拆单合并、缺货和异常处理，按物流规则分配渠道，打单出库后跟踪号回传亚马逊。',
    'Amazon self-fulfilled orders join the orders of your other marketplaces in one list: review, split and merge, handle stock-outs and exceptions, let logistics rules assign a channel, and send the tracking number back to Amazon after the parcel is scanned out.',
  ],
  'public.amazon.listing.title': ['亚马逊刊登', 'Amazon listings'],
  'public.amazon.listing.body': [
    '亚马逊刊登分草稿、在线和队列三个视图；从商品库选品，用模板和定价模板批量生成刊登，变体、图片和属性一次整理；侵权词检查和 AI 助手帮你写标题与五点描述。',
    'Amazon listings have draft, online and queue views. Pick products from the library, generate listings in bulk with templates and pricing templates, and prepare variants, pictures and attributes once; the restricted-words check and AI helpers assist with titles and bullet points.',
  ],
  'public.amazon.fba.title': ['FBA 补货与库存', 'FBA restocking and stock'],
  'public.amazon.fba.body': [
    '查看 FBA 库存，根据销量给出补货建议，也可以手动补货；发往 FBA 的货件统一管理，本地仓、海外仓和 FBA 的库存一目了然。',
    'See your FBA stock, get restock suggestions based on sales or restock by hand, manage the shipments you send to FBA, and keep local, overseas and FBA stock in view together.',
  ],
  'public.amazon.ads.title': ['广告与站点配置', 'Ads and site settings'],
  'public.amazon.ads.body': [
    '在系统中配置亚马逊基础参数，创建和管理广告：结束日期必须晚于开始日期，各广告位竞价调整合计不超过 100%，系统在提交前检查。',
    'Configure Amazon’s base settings and create and manage ads in the system. The end date must come after the start date and the placement bid adjustments may add up to at most 100%; the system checks this before submitting.',
  ],
  'public.amazon.purchasing.title': ['按销量采购', 'Purchasing from sales'],
  'public.amazon.purchasing.body': [
    '根据亚马逊和其他平台的合计销量、在途和库存生成采购建议，直接生成采购单或 1688 订单，到货质检后入库。',
    'Purchase suggestions from your combined Amazon and other-marketplace sales, goods in transit and stock turn straight into purchase orders or 1688 orders; goods are quality-checked before they enter stock.',
  ],
  'public.amazon.reports.title': ['利润与报表', 'Profit and reports'],
  'public.amazon.reports.body': [
    '按站点、店铺和商品看销售与利润；首页看板显示销售额前十的店铺和各平台的订单占比。',
    'Sales and profit by site, shop and product; the home dashboard shows your top ten shops by sales and each marketplace’s share of orders.',
  ],
  'public.amazon.fit.title': ['适合谁', 'Who it suits'],
  'public.amazon.fit.body': [
    '在亚马逊多个站点开店，同时经营其他平台，既有自发货又有 FBA 的卖家；以及需要采购、仓库、运营分岗协作的团队。',
    'Sellers with Amazon shops on several sites who also sell on other marketplaces and use both self-fulfilment and FBA, and teams in which purchasing, warehouse and operations staff work in separate roles.',
  ],
} as const satisfies Entries;

import type { Entries } from '../../../i18n/featureIntl';

/** /multiPlatformErp */
export const multiTexts = {
  'public.multi.title': ['多平台 ERP', 'Multi-marketplace ERP'],
  'public.multi.lead': [
    '{count} 个平台、多家店铺、一套数据。订单、商品、库存、采购和物流只维护一份，每个平台只是一个销售渠道。',
    '{count} marketplaces, many shops, one set of data. Orders, products, stock, purchasing and logistics are kept once, and each marketplace is simply another sales channel.',
  ],
  'public.multi.problems.title': ['多平台经营的常见难题，以及我们的做法', 'The usual problems of selling on many marketplaces, and how we solve them'],
  'public.multi.problem': ['难题', 'Problem'],
  'public.multi.solution': ['我们的做法', 'How we solve it'],
  'public.multi.orders.problem': [
    '订单分散在各个平台后台，来回切换容易漏单。',
    'Orders are scattered across seller centers, and switching between them means missed orders.',
  ],
  'public.multi.orders.solution': [
    '所有店铺的订单进入同一个列表，按平台、店铺和状态筛选，统一审核、分配物流和发货；超过 12 小时、24 小时仍未匹配的订单在首页提醒。',
    'Orders from every shop arrive in one list, filtered by marketplace, shop and status, and are reviewed, assigned a carrier and shipped in one flow; orders still unmatched after 12 or 24 hours are flagged on the home page.',
  ],
  'public.multi.listing.problem': ['同一个商品要在每个平台重复上架。', 'The same product is listed by hand on every marketplace.'],
  'public.multi.listing.solution': [
    '商品库建一次档，通过通用模板、定价模板和属性映射生成各平台的刊登，在每个平台的草稿、在线、队列中跟踪进度。',
    'Create the product once in the library, generate each marketplace’s listing with common templates, pricing templates and attribute mapping, and follow progress in each marketplace’s draft, online and queue views.',
  ],
  'public.multi.stock.problem': ['超卖和断货。', 'Overselling and stock-outs.'],
  'public.multi.stock.solution': [
    '库存按仓库统一核算，平台商品与本地 SKU 配对，出单即占用库存，库存推送规则把可售数量同步到各平台；缺货订单和采购建议及时提醒。',
    'Stock is counted per warehouse, marketplace items are paired with local SKUs, every order reserves stock, and stock push rules send the sellable quantity to each marketplace; out-of-stock orders and purchase suggestions tell you in time.',
  ],
  'public.multi.messages.problem': ['每个平台一个消息后台，回复不过来。', 'One message center per marketplace, and too many to keep up with.'],
  'public.multi.messages.solution': [
    '各平台买家消息进入一个收件箱，按平台和店铺筛选，用回复模板和翻译更快回复，未读数量实时更新。',
    'Buyer messages from every marketplace reach one inbox, filtered by marketplace and shop; reply templates and translation speed up answers, and unread counts update in real time.',
  ],
  'public.multi.staff.problem': ['员工多了，权限难管。', 'More staff, and access gets hard to control.'],
  'public.multi.staff.solution': [
    '按角色授权，子账号限定可见店铺，所有操作记在操作日志中；员工离职时停用账号即可。',
    'Grant access by role, limit each sub-account to its shops and keep every action in the operation log; when someone leaves, disable their account.',
  ],
  'public.multi.reports.problem': ['看不清整体经营情况。', 'No overall picture of the business.'],
  'public.multi.reports.solution': [
    '跨平台的销售、订单、利润和店铺报表；首页看板按时间和平台汇总，一眼看到待处理事项。',
    'Sales, order, profit and shop reports across marketplaces; the home dashboard sums up by period and marketplace so you see at a glance what needs doing.',
  ],
  'public.multi.migrate.title': ['从其他 ERP 迁移', 'Moving from another ERP'],
  'public.multi.migrate.body': [
    '数据搬家分三步：选择原来使用的 ERP，导入商品数据，再导入仓库数据。',
    'Data migration takes three steps: choose the ERP you used before, import the product data, then import the warehouse data.',
  ],
} as const satisfies Entries;

import type { Entries } from '../../../i18n/featureIntl';

/** /homeIndex */
export const homeTexts = {
  'public.home.title': ['一个后台，管好跨境电商的订单、刊登、库存与采购', 'One back-office for your cross-border orders, listings, stock and purchasing'],
  'public.home.lead': [
    '多个平台、多家店铺的订单汇总到一个列表；商品建一次档即可刊登到多个平台；库存按仓库实时核算；采购可以直接向 1688 下单。中英文界面，主账号和子账号按角色分工。',
    'Orders from all your marketplaces and shops land in one list; a product is created once and listed to many marketplaces; stock is counted per warehouse as it moves; purchase orders can go straight to 1688. Chinese and English interface, with the main account and sub-accounts working by role.',
  ],
  'public.home.highlight.marketplaces': ['{count} 个平台', '{count} marketplaces'],
  'public.home.highlight.languages': ['中文 / English', 'Chinese / English'],
  'public.home.highlight.roles': ['角色与子账号', 'Roles and sub-accounts'],

  'public.home.domains.title': ['每个环节都有对应的模块', 'A module for every part of the business'],
  'public.home.domains.lead': [
    '从接单到发货、从采购到对账，数据只录一次，各个岗位在同一套系统里协作。',
    'From order to shipment and from purchase to payment, data is entered once and every role works in the same system.',
  ],
  'public.home.domain.orders.title': ['订单', 'Orders'],
  'public.home.domain.orders.body': [
    '自动拉取已授权店铺的订单；审核、拆单、合并，异常订单和缺货订单分开处理；按物流规则自动分配渠道，打单、扫描出库，并把跟踪号回传给平台。',
    'Orders are pulled from every authorized shop. Review, split and merge them, handle abnormal and out-of-stock orders apart, let logistics rules pick the channel, print labels, scan parcels out and send tracking numbers back to the marketplace.',
  ],
  'public.home.domain.listing.title': ['刊登', 'Listing'],
  'public.home.domain.listing.body': [
    '每个平台都有草稿、在线和队列三个视图；用通用模板和定价模板批量生成刊登，侵权词检查帮你避开风险词，AI 助手起草标题和描述。',
    'Every marketplace has draft, online and queue views. Common and pricing templates produce listings in bulk, a restricted-words check catches risky terms, and AI helpers draft titles and descriptions.',
  ],
  'public.home.domain.products.title': ['商品库', 'Product library'],
  'public.home.domain.products.body': [
    'SKU、变体、条码和图片统一管理：图片上传时自动压缩到最长边 1000 像素，单张不超过 5 MB；平台商品与本地 SKU 配对后，库存和成本随订单联动。',
    'SKUs, variants, barcodes and pictures in one place. Pictures are compressed to 1000 px on the longest side when uploaded (up to 5 MB each); once a marketplace item is paired with a local SKU, stock and cost follow every order.',
  ],
  'public.home.domain.inventory.title': ['仓库与库存', 'Warehouses and stock'],
  'public.home.domain.inventory.body': [
    '本地仓和海外仓、库位、入库单、出库单、盘点与分拣。每一次库存变动都记一条流水，多人同时操作也不会把库存扣成负数。',
    'Local and overseas warehouses, locations, inbound and outbound orders, stock counts and sorting. Every stock change writes a ledger line, and several people working at once can never drive stock below zero.',
  ],
  'public.home.domain.purchasing.title': ['采购', 'Purchasing'],
  'public.home.domain.purchasing.body': [
    '根据销量和库存给出采购建议，采购单审核后下单；可以通过 1688 批发平台下单，一次最多批量处理 200 条 1688 订单；到货签收、质检合格后入库。',
    'Purchase suggestions from sales and stock, purchase orders with approval, and ordering through the 1688 wholesale platform (up to 200 1688 orders in one batch); goods are signed for and quality-checked before they enter stock.',
  ],
  'public.home.domain.logistics.title': ['物流', 'Logistics'],
  'public.home.domain.logistics.body': [
    '物流渠道、海外仓物流和自定义物流；跟踪号号段池、地址模板，以及按重量区间计费的运费模板；包裹轨迹统一跟踪。',
    'Carrier channels, overseas-warehouse logistics and custom carriers; tracking-number pools, address templates and shipping templates priced by weight range; parcel tracking in one place.',
  ],
  'public.home.domain.finance.title': ['财务', 'Finance'],
  'public.home.domain.finance.body': [
    '资金账户、付款单、收款单、收支明细和发票管理；采购付款或退款金额不会超过应付金额；利润报表按订单核算成本与利润。',
    'Money accounts, payment and collection orders, income and expense details and invoices. A purchase payment or refund can never exceed what is due, and profit reports work out cost and profit per order.',
  ],
  'public.home.domain.reports.title': ['报表', 'Reports'],
  'public.home.domain.reports.body': [
    '销售、订单、店铺、采购和仓库报表。首页看板列出待处理订单、授权失败的店铺，以及超过 12 小时、24 小时仍未匹配的订单；大报表在后台导出，完成后通知你下载。',
    'Sales, order, shop, purchasing and warehouse reports. The home dashboard lists orders waiting for work, shops whose authorization failed and orders still unmatched after 12 and 24 hours; large reports are exported in the background and you are told when the file is ready.',
  ],
  'public.home.domain.team.title': ['团队与权限', 'Team and permissions'],
  'public.home.domain.team.body': [
    '主账号创建角色并勾选权限，再给子账号分配角色，还可以限定子账号只能看到哪些店铺；权限在服务器端校验，所有操作都记在操作日志里。',
    'The main account creates roles, ticks their permissions and gives each sub-account a role, optionally limited to certain shops. Permissions are checked on the server and every action is recorded in the operation log.',
  ],
  'public.home.domain.messages.title': ['消息', 'Messages'],
  'public.home.domain.messages.body': [
    '各平台的买家消息汇总到一个收件箱，可以用回复模板、翻译和图片回复；系统通知和导出进度实时推送。',
    'Buyer messages from every marketplace in one inbox, answered with reply templates, translation and pictures; system notices and export progress arrive in real time.',
  ],

  'public.home.marketplaces.title': ['支持的平台', 'Supported marketplaces'],
  'public.home.marketplaces.lead': [
    '店铺授权与刊登覆盖以下 {count} 个平台，一个公司账号可以同时管理多个平台、多个站点的店铺。',
    'Shop authorization and listing cover these {count} marketplaces; one company account runs shops on many marketplaces and sites at once.',
  ],
  'public.home.marketplaces.label': ['平台列表', 'Marketplace list'],

  'public.home.steps.title': ['三步开始', 'Get started in three steps'],
  'public.home.step.register.title': ['注册公司账号', 'Register your company'],
  'public.home.step.register.body': [
    '填写公司名称和主账号信息，注册后公司默认使用标准版。',
    'Enter your company name and main account; a new company starts on the Standard edition.',
  ],
  'public.home.step.shops.title': ['授权店铺', 'Authorize your shops'],
  'public.home.step.shops.body': [
    '在「设置 → 店铺授权」中选择平台并完成授权，订单和商品开始同步。',
    'In Settings → Shop authorization pick a marketplace and grant access; orders and products start to sync.',
  ],
  'public.home.step.team.title': ['分配团队', 'Bring in your team'],
  'public.home.step.team.body': [
    '建好角色和子账号，采购、仓库、客服各自只看到自己负责的模块和店铺。',
    'Create roles and sub-accounts so purchasing, warehouse and service staff each see only their own modules and shops.',
  ],

  'public.home.cta.title': ['今天就把店铺接进来', 'Connect your shops today'],
  'public.home.cta.body': [
    '注册免费。先授权一家店铺，看看订单、库存和采购在一个系统里是什么样子。',
    'Registration is free. Authorize one shop first and see your orders, stock and purchasing in one system.',
  ],
} as const satisfies Entries;

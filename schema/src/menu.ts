// The default menu tree (spec 01 §2 'Default menu tree') with one permission leaf per action.
// Page names are route names; action names are the permission names the server checks
// (user.create, purchaseOrder.audit, …). The server seeds MenuNode rows from this list on boot.
import { PLATFORM_TYPES } from './constants';
import { LISTING_MARKETPLACES, MARKETPLACE_LABELS } from './marketplace-labels';
import type { PermissionName } from './permissions.generated';

export interface MenuActionDef {
  name: string;
  zh: string;
  en: string;
}
export interface MenuDef {
  name: string;
  zh: string;
  en: string;
  path?: string;
  icon?: string;
  hidden?: boolean;
  /** Pages every signed-in account may open (own profile, own password). */
  everyone?: boolean;
  children?: MenuDef[];
  actions?: MenuActionDef[];
}

const page = (name: string, zh: string, en: string, extra: Partial<MenuDef> = {}): MenuDef => ({
  name,
  zh,
  en,
  path: `/${name}`,
  ...extra,
});
const act = (name: string, zh: string, en: string): MenuActionDef => ({ name, zh, en });

export const DEFAULT_MENU: MenuDef[] = [
  {
    name: 'order',
    zh: '订单',
    en: 'Orders',
    icon: 'order',
    children: [
      page('orders', '订单管理', 'Orders', {
        actions: [
          act('order.create', '手工建单', 'Create manual orders'),
          act('order.update', '编辑订单', 'Edit orders (address, notes, split, merge, hold)'),
          act('order.audit', '审核订单', 'Review orders'),
          act('order.ship', '发货', 'Ship orders'),
          act('order.cancel', '取消订单', 'Cancel orders'),
          act('order.pull', '同步订单', 'Pull orders from marketplaces'),
        ],
      }),
      page('createOrder', '手工建单', 'Create order', { hidden: true }),
      page('abnormalOrders', '异常订单', 'Abnormal orders'),
      page('preShippings', '预发货', 'Pre-shipped orders'),
      page('distributePackage', '分配包裹', 'Distribute packages'),
      page('bagsOrder', '集包', 'Parcel bags', { actions: [act('bag.update', '集包操作', 'Bag parcels')] }),
      page('logisticsRules', '物流规则', 'Logistics rules', { actions: [act('logisticsRule.update', '编辑物流规则', 'Edit logistics rules')] }),
      page('giftRules', '赠品规则', 'Gift rules', { actions: [act('giftRule.update', '编辑赠品规则', 'Edit gift rules')] }),
      page('shippingBlacklist', '发货黑名单', 'Shipping blacklist', {
        actions: [act('blacklist.update', '移入/移出黑名单', 'Move buyers in and out of the blacklist')],
      }),
      page('outboundScan', '出库扫描', 'Outbound scan'),
      page('logisticsTracking', '物流跟踪', 'Logistics tracking', { actions: [act('tracking.update', '管理跟踪单', 'Manage tracked parcels')] }),
      page('pickListTemplate', '拣货单模板', 'Pick list templates', {
        hidden: true,
        actions: [act('pickListTemplate.update', '编辑拣货单模板', 'Edit pick list templates')],
      }),
      page('scanSorting', '扫描分拣', 'Scan sorting', { hidden: true }),
      page('forecastSorting', '预报分拣', 'Forecast sorting', { hidden: true }),
      page('secondarySorting', '二次分拣', 'Secondary sorting', { hidden: true }),
      page('scanToShip', '扫描发货', 'Scan to ship', { hidden: true }),
    ],
  },
  {
    name: 'published',
    zh: '刊登',
    en: 'Listing',
    icon: 'publish',
    children: [
      // issue 24 item 3: description templates, attribute mapping, infringing words, size charts
      page('commonTemplates', '通用模板', 'Common templates', {
        actions: [act('commonTemplate.update', '新增、编辑、删除通用模板', 'Add, edit and delete common templates')],
      }),
      page('commonTemplatesV2', '通用模板（新版）', 'Common templates (new)', {
        actions: [act('commonTemplateV2.update', '新增、编辑、删除新版通用模板', 'Add, edit and delete marketplace templates')],
      }),
      page('attributeMapping', '属性映射', 'Attribute mapping', {
        actions: [act('attributeMapping.update', '新增、编辑、删除属性映射', 'Add, edit and delete attribute mappings')],
      }),
      page('tortiousWordsManage', '侵权词管理', 'Infringing words', {
        actions: [act('tortiousWord.update', '新增、编辑、删除侵权词', 'Add, edit and delete infringing words')],
      }),
      page('mercadoSizeChart', 'Mercado 尺码表模板', 'Mercado Libre size charts', {
        actions: [act('mercadoSizeChart.update', '编辑 Mercado 尺码表', 'Edit Mercado Libre size charts')],
      }),
      page('aliExpressSizeChart', '速卖通尺码表模板', 'AliExpress size charts', {
        actions: [act('aliExpressSizeChart.update', '编辑速卖通尺码表', 'Edit AliExpress size charts')],
      }),
      page('ozonSizeChart', 'Ozon 尺码表模板', 'Ozon size charts', { actions: [act('ozonSizeChart.update', '编辑 Ozon 尺码表', 'Edit Ozon size charts')] }),
      page('pricingTemplate', '定价模板', 'Pricing templates', { actions: [act('pricingTemplate.update', '编辑定价模板', 'Edit pricing templates')] }),
      // issue 24 item 7: AI writing helpers (prompt templates; generation, chat and apply to a listing draft)
      page('aiCommandTemplate', 'AI 指令模板', 'AI prompt templates', {
        actions: [act('aiCommandTemplate.update', '新增、编辑、删除 AI 指令模板', 'Add, edit and delete AI prompt templates')],
      }),
      page('chatGPT', 'AI 文案', 'AI copywriting', { actions: [act('chatGPT.generate', '用 AI 生成文案、对话', 'Generate texts and chat with AI')] }),
      page('dataAcquisition', '数据采集', 'Data acquisition'),
      // issue 24 item 8: listings created / published / failed per staff member, shop and day
      page('publicationStatistics', '刊登统计', 'Listing statistics'),
      page('publicationStatisticsV2', '刊登统计（新版）', 'Listing statistics (new)'),
      // issue 23 item 8: price following on eMAG (other sellers' offers on our listings, lowest price, buy box)
      page('sellMonitor', '跟卖监控', 'Seller monitor', {
        actions: [act('sellMonitor.update', '新增、编辑、删除、立即检查跟卖监控', 'Add, edit, delete and check seller monitors')],
      }),
      page('productLibrary', '产品库', 'Product library', {
        actions: [
          act('product.create', '新建商品', 'Create products'),
          act('product.update', '编辑商品', 'Edit products'),
          act('product.review', '审核商品', 'Review products'),
          act('product.delete', '删除商品', 'Delete products'),
        ],
      }),
      page('addProduct', '添加商品', 'Add product', { hidden: true }),
      // issue 24 item 5: development requirements through the process nodes; approving at a node also needs being its approver
      page('productDev', '产品开发', 'Product development', {
        actions: [
          act('productDev.edit', '新建、编辑、提交、删除开发需求', 'Create, edit, submit and delete development requirements'),
          act('productDev.approve', '审批、驳回开发需求（限本节点审批人）', 'Approve and reject requirements (approvers of the node only)'),
          act('productDev.complete', '标记完成并生成产品库商品', 'Mark requirements complete and create their product-library products'),
        ],
      }),
      page('developmentProcessSetting', '开发流程设置', 'Development process settings', {
        hidden: true,
        actions: [act('developmentProcess.update', '新建、编辑、删除开发流程', 'Create, edit and delete development processes')],
      }),
      ...LISTING_MARKETPLACES.map((m) =>
        page(`${m}Listing`, `${MARKETPLACE_LABELS[m]} 刊登`, `${MARKETPLACE_LABELS[m]} listings`, {
          icon: `platform-${PLATFORM_TYPES[m]}`,
          // issue 19: per marketplace, so a role may list on some marketplaces only
          actions: [
            act(`${m}Listing.edit`, `编辑${MARKETPLACE_LABELS[m]}刊登草稿`, `Create and edit ${MARKETPLACE_LABELS[m]} listings`),
            act(`${m}Listing.publish`, `刊登/修改/下架${MARKETPLACE_LABELS[m]}商品`, `Publish, revise, take down and relist ${MARKETPLACE_LABELS[m]} listings`),
          ],
        }),
      ),
    ],
  },
  {
    name: 'purchase',
    zh: '采购',
    en: 'Purchasing',
    icon: 'purchase',
    children: [
      page('purchaseOrder', '采购单', 'Purchase orders', {
        actions: [
          act('purchaseOrder.create', '新建/编辑/取消采购单', 'Create, edit and cancel purchase orders'),
          act('purchaseOrder.audit', '审核采购单', 'Approve purchase orders'),
        ],
      }),
      page('invoice', '请款单', 'Payment requests', {
        actions: [
          act('purchasePayment.create', '申请请款/退款', 'Request payments and refunds'),
          act('purchasePayment.audit', '审核请款/退款', 'Approve payments and refunds'),
        ],
      }),
      page('refundNote', '退款单', 'Refund orders'),
      page('signInWarehouse', '签收入库', 'Receiving', { actions: [act('receipt.sign', '签收', 'Sign for parcels')] }),
      page('signingPackage', '签收包裹', 'Signed parcels'),
      page('qcManage', '质检管理', 'Quality inspection', { actions: [act('receipt.inspect', '质检入库', 'Inspect and put away')] }),
      page('unusualReceipt', '异常收货', 'Abnormal receipts', {
        actions: [act('abnormalReceipt.update', '登记异常', 'Record abnormal receipts'), act('abnormalReceipt.review', '审核异常', 'Review abnormal receipts')],
      }),
      page('uniteSign', '合并签收', 'Batch sign-in'),
      page('outStockList', '缺货列表', 'Out-of-stock list', {
        actions: [act('purchasePlan.update', '采购计划/暂停采购', 'Edit the purchase plan, suspend and resume purchasing')],
      }),
      page('outStockAdvice', '缺货采购建议', 'Out-of-stock advice'),
      page('purchaseSuggestProducts', '采购建议', 'Purchase suggestions', { actions: [act('purchaseSetting.update', '备货设置', 'Edit stocking settings')] }),
      page('purchasePlanProducts', '采购计划', 'Purchase plan'),
      page('productsAvailableList', '可售库存', 'Available products'),
      page('supplier', '供应商', 'Suppliers', { actions: [act('supplier.update', '编辑供应商', 'Edit suppliers')] }),
      page('supplierDetails', '供应商详情', 'Supplier details', { hidden: true }),
      page('supplyRelationship', '供货关系', 'Supply relationships', {
        actions: [act('supplyRelationship.update', '编辑供货关系', 'Edit supply relationships')],
      }),
      page('supplyRelationshipDetails', '供货关系详情', 'Supply relationship details', { hidden: true }),
      page('supplyProDetails', '供货商品详情', 'Supplied product details', { hidden: true }),
      page('alibabaPairingList', '1688 配对', 'Wholesale pairing', {
        actions: [
          act('wholesalePairing.update', '配对 1688 商品', 'Pair wholesale products'),
          act('wholesaleOrder.create', '1688 下单', 'Place wholesale orders'),
        ],
      }),
      page('allibabaPair', '1688 商品配对', 'Pair a wholesale product', { hidden: true }),
    ],
  },
  {
    name: 'warehouse',
    zh: '仓库',
    en: 'Warehouse',
    icon: 'warehouse',
    children: [
      page('warehouses', '仓库管理', 'Warehouses', {
        actions: [act('warehouse.create', '新建仓库', 'Create warehouses'), act('warehouse.update', '编辑仓库', 'Edit warehouses')],
      }),
      page('locations', '库位管理', 'Locations', { actions: [act('location.update', '编辑库位', 'Edit locations')] }),
      page('inventoryManage', '库存管理', 'Inventory', {
        actions: [act('stock.move', '移库', 'Move stock between locations'), act('stock.setSafe', '设置安全库存', 'Set safety stock')],
      }),
      page('stockLockManage', '库存锁定', 'Stock locks', { actions: [act('stock.occupy', '锁定/释放库存', 'Lock and release stock')] }),
      page('productPairingList', '商品配对', 'Product pairing', { actions: [act('pairing.update', '配对/解除配对', 'Pair and unpair SKUs')] }),
      page('onlineProductPairingList', '在线商品配对', 'Online product pairing'),
      // issue 24 item 6: SKUs paired to an EU regulatory template, EU labels printed for EU orders (spec 02 §5)
      page('productEuPair', '欧盟标签配对', 'EU label pairing', {
        actions: [
          act('euLabelPair.update', '配对/解除配对欧盟标签', 'Pair and unpair SKUs with EU labels'),
          act('euLabel.print', '打印欧盟标签', 'Print EU labels'),
        ],
      }),
      page('productEuPairDetail', '欧盟标签配对详情', 'EU label pairing details', { hidden: true }),
      page('inventoryPushRule', '库存推送规则', 'Stock push rules', {
        actions: [act('inventoryPushRule.update', '编辑库存推送规则', 'Edit stock push rules')],
      }),
      page('inventoryPushRecord', '库存推送记录', 'Stock push log', { actions: [act('inventoryPushRecord.push', '立即推送库存', 'Push stock now')] }),
      page('inventoryManagement', '库存明细', 'Stock details'),
      page('inOutWarehouse', '出入库记录', 'Stock ledger'),
      page('inboundOrder', '入库单', 'Inbound orders', {
        actions: [act('inboundOrder.create', '新建入库单', 'Create inbound orders'), act('inboundOrder.confirm', '确认入库', 'Confirm inbound orders')],
      }),
      page('outboundOrder', '出库单', 'Outbound orders', {
        actions: [act('outboundOrder.create', '新建出库单', 'Create outbound orders'), act('outboundOrder.confirm', '确认出库', 'Confirm outbound orders')],
      }),
      page('productTransferBill', '调拨单', 'Transfer orders', {
        actions: [
          act('transfer.create', '新建调拨单', 'Create transfer orders'),
          act('transfer.ship', '调拨发货', 'Ship transfer orders'),
          act('transfer.receive', '调拨入库', 'Receive transfer orders'),
        ],
      }),
      page('assembleSheet', '加工单', 'Assembly sheets', {
        actions: [act('assemble.create', '新建加工单', 'Create assembly sheets'), act('assemble.process', '加工', 'Process assembly sheets')],
      }),
      page('inventoryCount', '库存盘点', 'Stock counts', {
        actions: [act('inventoryCount.create', '生成盘点任务', 'Create count tasks'), act('inventoryCount.count', '盘点', 'Count stock')],
      }),
      page('packageMaterials', '包材管理', 'Packaging materials', { actions: [act('packageMaterial.update', '编辑包材', 'Edit packaging materials')] }),
      page('warehouseStockReport', '仓库库存报表', 'Warehouse stock report'),
      page('overseasWarehouseStockReport', '海外仓库存报表', 'Overseas stock report'),
      page('safetyStock', '安全库存', 'Safety stock'),
      page('overseasWarehouseAuth', '海外仓授权', 'Overseas warehouse authorization', {
        actions: [act('overseasWarehouseAuth.update', '管理海外仓授权', 'Manage overseas warehouse authorizations')],
      }),
      page('overseasWarehouseInventory', '海外仓库存', 'Overseas warehouse stock', {
        actions: [act('overseasWarehouseInventory.sync', '同步海外仓库存', 'Sync overseas warehouse stock')],
      }),
      page('overseasStock', '海外仓备货', 'Overseas stocking', {
        actions: [
          act('overseasStock.create', '创建、编辑、提交、取消备货单', 'Create, edit, submit and cancel stock orders'),
          act('overseasStock.review', '审核、驳回、退回备货单', 'Review, reject and return stock orders'),
          act('overseasStock.purchase', '备货单生成采购单', 'Generate purchase orders for stock orders'),
          act('overseasStock.ship', '备货单发货', 'Ship out stock orders'),
          act('overseasStock.receive', '备货单收货', 'Receive stock orders'),
        ],
      }),
      // issue 23 item 3: packing tasks for stock orders (boxes, box marks)
      page('packingManage', '装箱管理', 'Packing tasks', {
        actions: [act('packingManage.update', '生成、编辑、完成、取消装箱任务', 'Create, edit, complete and cancel packing tasks')],
      }),
      // issue 23 item 5: restock suggestions per overseas warehouse × SKU and their safety-stock settings
      page('overseasSuggest', '海外仓备货建议', 'Overseas stocking advice', {
        actions: [act('overseasSuggest.createStockOrder', '由备货建议生成备货单', 'Create stock orders from the advice')],
      }),
      page('overseasSafetyStock', '海外仓安全库存', 'Overseas safety stock', {
        actions: [act('overseasSafetyStock.update', '设置海外仓安全库存', 'Set overseas safety stock')],
      }),
      // issue 23 item 6: marketplace fulfilment-centre stock (Amazon FBA, Kaufland FBK, eMAG FBE) and the FBA restock advice
      page('fbaWarehouseStock', 'FBA 库存', 'FBA stock', { actions: [act('fbaWarehouseStock.sync', '同步 FBA 库存', 'Sync FBA stock')] }),
      page('fbkWarehouseStock', 'FBK 库存', 'FBK stock', { actions: [act('fbkWarehouseStock.sync', '同步 FBK 库存', 'Sync FBK stock')] }),
      page('fbeWarehouseStock', 'FBE 库存', 'FBE stock', { actions: [act('fbeWarehouseStock.sync', '同步 FBE 库存', 'Sync FBE stock')] }),
      page('fbaWarehouseRestockSuggest', 'FBA 补货建议', 'FBA restock advice'),
      // issue 23 item 7: SHEIN stock orders (pull, accept, reject) and delivery orders (create, deliver, print)
      page('sheinPurchaseOrders', 'SHEIN 备货单', 'SHEIN stock orders', {
        actions: [act('sheinPurchaseOrders.handle', '拉取、接单、拒单', 'Pull, accept and reject SHEIN stock orders')],
      }),
      page('sheinDeliveryOrders', 'SHEIN 发货单', 'SHEIN delivery orders', {
        actions: [act('sheinDeliveryOrders.update', '创建发货单、发货', 'Create and deliver SHEIN delivery orders')],
      }),
      // issue 23 item 6: FBA shipments (plan by manual restock; pack, ship, mark shipped, sync, cancel)
      page('fbaWarehouseManualRestock', 'FBA 手动补货', 'FBA manual restock', {
        actions: [act('fbaWarehouseManualRestock.create', '创建 FBA 货件计划', 'Create FBA shipment plans')],
      }),
      page('fbaWarehouseCargoManagement', 'FBA 货件管理', 'FBA shipments', {
        actions: [
          act('fbaWarehouseCargoManagement.update', '货件计划、装箱、发货、标记发货、取消', 'Plan, pack, ship, mark shipped and cancel FBA shipments'),
          act('fbaWarehouseCargoManagement.sync', '同步货件状态', 'Sync FBA shipment status'),
        ],
      }),
      // issue 23 item 8: GigaCloud and vidaXL stock and price monitors (notice types 8-11)
      page('gigacloudStockMonitor', '大健云仓库存监控', 'GigaCloud stock monitor', {
        actions: [act('gigacloudStockMonitor.update', '新增、编辑、删除、立即检查监控商品', 'Add, edit, delete and check monitored items')],
      }),
      page('vidaxlProductMonitor', 'vidaXL 商品监控', 'vidaXL product monitor', {
        actions: [act('vidaxlProductMonitor.update', '新增、编辑、删除、立即检查监控商品', 'Add, edit, delete and check monitored items')],
      }),
    ],
  },
  {
    name: 'logistics',
    zh: '物流',
    en: 'Logistics',
    icon: 'logistics',
    children: [
      page('systemLogistics', '系统物流', 'Carrier channels', { actions: [act('logisticsChannel.update', '编辑物流渠道', 'Edit logistics channels')] }),
      page('overseasLogistics', '海外仓物流', 'Overseas warehouse logistics', {
        actions: [act('overseasLogistics.update', '同步、启用海外仓渠道', 'Sync and enable overseas warehouse channels')],
      }),
      page('logisticHeadProvider', '头程服务商', 'First-mile providers', {
        actions: [act('logisticHeadProvider.update', '编辑头程服务商', 'Edit first-mile providers')],
      }),
      page('logisticHeadChannel', '头程渠道', 'First-mile channels', {
        actions: [act('logisticHeadChannel.update', '编辑头程渠道', 'Edit first-mile channels')],
      }),
      page('customLogistics', '自定义物流', 'Custom logistics'),
      page('segmentManagement', '号段管理', 'Tracking number pools', { actions: [act('numberPool.update', '导入号段', 'Import tracking numbers')] }),
      page('addressTemplate', '地址模板', 'Address templates', { actions: [act('addressTemplate.update', '编辑地址模板', 'Edit address templates')] }),
      page('shippingTemplate', '运费模板', 'Shipping templates', {
        actions: [act('shippingTemplate.update', '编辑运费模板、分区和价卡', 'Edit shipping templates, zones and price cards')],
      }),
      // zones and rate cards price a parcel together with the templates; the carrier table compares them
      page('shippingPartitionRule', '分区规则', 'Zone rules'),
      page('shippingPriceCard', '运费价卡', 'Rate cards'),
      page('logisticsTable', '物流对照表', 'Carrier table'),
    ],
  },
  {
    name: 'data',
    zh: '数据',
    en: 'Data',
    icon: 'chart',
    children: [
      page('salesAnalysis', '销售分析', 'Sales analysis'),
      page('orderAnalysis', '订单分析', 'Order analysis'),
      page('storeAnalysis', '店铺分析', 'Shop analysis'),
      page('supplierStatistics', '供应商统计', 'Supplier statistics'),
      page('procurementFlow', '采购流水', 'Procurement flow'),
      page('purchaserStatistics', '采购员统计', 'Purchaser statistics'),
      page('purchaseBillReport', '采购单报表', 'Purchase order report'),
      // issue 22 items 6-7: the stored profit of every shipped order, by shop / platform / SKU / period and order by order
      page('profitReport', '利润报表', 'Profit report', {
        actions: [act('profitReport.recompute', '重算订单利润', 'Recompute order profits')],
      }),
      page('profitReportOrder', '订单利润报表', 'Order profit report', {
        actions: [act('profitReportOrder.packaging', '设置订单包材', 'Set the packaging of an order')],
      }),
      page('dataSummary', '数据汇总', 'Data summary'),
      // issue 22 item 7: the sales report (goods, freight, platform fee, net by shop, platform, country or
      // period) and the shop and order fulfilment performance
      page('salesReport', '销售报表', 'Sales report'),
      page('storePerformance', '店铺绩效', 'Shop performance'),
      page('orderPerformance', '订单绩效', 'Order performance'),
    ],
  },
  {
    // issue 22 item 10: finance is a system of its own (spec 01 §2 'Finance' lists its routes apart)
    name: 'finance',
    zh: '财务',
    en: 'Finance',
    icon: 'finance',
    children: [
      page('accountManage', '账户管理', 'Accounts', {
        actions: [act('financeAccount.update', '新增、编辑、启用/停用账户', 'Add, edit and switch accounts on / off')],
      }),
      // issue 22 item 2: payment orders (unpaid → paid) and collection orders (to be received → received)
      page('paymentOrder', '付款单', 'Payment orders', {
        actions: [
          act('paymentOrder.create', '新增付款单', 'Add payment orders'),
          act('paymentOrder.pay', '付款（选择账户和日期）', 'Pay (choose the account and date)'),
        ],
      }),
      page('receiptOrder', '收款单', 'Collection orders', {
        actions: [
          act('collectionOrder.create', '新增收款单', 'Add collection orders'),
          act('collectionOrder.receive', '收款（选择账户和日期）', 'Receive (choose the account and date)'),
        ],
      }),
      page('incomeExpenditure', '收支明细', 'Income and expenditure', {
        actions: [act('financeEntry.create', '登记收入和支出', 'Record money in and out')],
      }),
      // issue 22 item 4: PayPal accounts (balance, on / off, sync) and transactions matched to orders
      page('paypalManage', 'PayPal 账户', 'PayPal accounts', {
        actions: [act('paypalAccount.update', '新增、编辑、启用/停用、同步 PayPal 账户', 'Add, edit, switch on / off and sync PayPal accounts')],
      }),
      page('paypalDeal', 'PayPal 交易', 'PayPal transactions', {
        actions: [act('paypalTransaction.match', '关联/取消关联订单', 'Match transactions to orders and unmatch them')],
      }),
      // issue 22 item 5: carrier bills matched to shipped parcels, posted as payables
      page('logisticsAccount', '物流对账', 'Carrier statements', {
        actions: [act('logisticsBill.import', '导入物流账单（生成应付付款单）', 'Import carrier bills (posts a payable)')],
      }),
      // issue 22 item 3: invoice company headers and invoices (numbered per header without gaps)
      page('invoiceCompany', '开票公司', 'Invoice companies', {
        actions: [act('invoiceCompany.update', '新增、编辑、删除开票公司', 'Add, edit and delete invoice companies')],
      }),
      page('invoicesManage', '发票管理', 'Invoices', {
        actions: [act('salesInvoice.issue', '开具发票', 'Issue invoices'), act('salesInvoice.void', '作废发票', 'Void invoices')],
      }),
    ],
  },
  {
    name: 'setting',
    zh: '设置',
    en: 'Settings',
    icon: 'setting',
    children: [
      page('shops', '店铺授权', 'Shop authorization', {
        actions: [act('shop.authorize', '授权店铺', 'Authorize shops'), act('shop.update', '编辑店铺', 'Edit shops')],
      }),
      page('shopsConfig', '店铺配置', 'Shop settings', { hidden: true }),
      // issue 23 item 8: supply shops (1688, AliExpress, …) and their monitored products
      page('supplyShops', '货源店铺', 'Supply shops', {
        actions: [act('supplyShops.update', '新增、编辑、删除货源店铺和监控商品', 'Add, edit and delete supply shops and their monitored products')],
      }),
      // issue 24 item 1: the image space (groups, recycle bin, capacity)
      page('imageManagement', '图片管理', 'Images', {
        actions: [
          act('imageManagement.update', '上传、分组、移动、删除、还原、彻底删除图片', 'Upload, group, move, recycle, restore and purge images'),
          // issue 24 item 2: the image tools dialog
          act(
            'imageTools.process',
            '批量处理图片（改尺寸、水印、白底、压缩、翻译）',
            'Batch-edit images (resize, watermark, white background, compress, translate)',
          ),
        ],
      }),
      // issue 24 item 2: watermark templates of the image tools
      page('watermarkManage', '水印管理', 'Watermarks', {
        actions: [act('watermark.update', '新增、编辑、删除水印模板', 'Add, edit and delete watermark templates')],
      }),
      page('exchangeRates', '汇率', 'Exchange rates', { actions: [act('exchangeRate.update', '编辑汇率', 'Edit exchange rates')] }),
      // spec 01 §2 lists /tradebyteRefund with the settings and messages pages (no system of its own)
      page('tradebyteRefund', 'Tradebyte 退款', 'Tradebyte refunds', {
        actions: [act('tradebyteRefund.handle', '处理退款请求（退款/拒绝）', 'Handle refund requests (refund or refuse)')],
      }),
      // issue 21 item 6: after-sales cases pulled from the marketplaces (spec 01 §2 lists the eBay ones under eBay,
      // spec 02 §2 /allegroDispute): one screen per kind and marketplace (AFTER_SALES_SCREENS)
      page('ebayCancellation', 'eBay 取消请求', 'eBay cancellations', {
        actions: [act('ebayCancellation.handle', '处理取消请求（同意/拒绝）、同步', 'Handle cancellation requests (accept or refuse), pull')],
      }),
      page('ebayReturn', 'eBay 退货', 'eBay returns', {
        actions: [act('ebayReturn.handle', '处理退货（同意/发送退货标签/退款）、同步', 'Handle returns (approve, send label, refund), pull')],
      }),
      page('ebayDispute', 'eBay 纠纷', 'eBay disputes', {
        actions: [act('ebayDispute.handle', '处理纠纷（回复/退款）、同步', 'Handle disputes (reply, refund), pull')],
      }),
      page('allegroDispute', 'Allegro 纠纷', 'Allegro disputes', {
        actions: [act('allegroDispute.handle', '处理纠纷（回复/退款）、同步', 'Handle disputes (reply, refund), pull')],
      }),
      // issue 21: buyer messages across marketplaces in one inbox; /sellerMessage: conversations the seller started
      page('buyerMessage', '买家消息', 'Buyer messages', {
        actions: [
          act('buyerMessage.reply', '回复买家消息', 'Reply to buyer messages'),
          act('buyerMessage.pull', '同步买家消息', 'Pull buyer messages from marketplaces'),
        ],
      }),
      page('sellerMessage', '卖家消息', 'Seller messages'),
      // issue 21 item 8: every marketplace deadline (ship-by, unanswered buyer messages) by time left
      page('deadlineRadar', '时限雷达', 'Deadline radar'),
      // issue 21 item 7: reply rates at 3 minutes and 24 hours per shop and staff member (spec 02 §9)
      page('customerServiceReport', '客服报表', 'Customer service report'),
      // issue 21 item 4: saved replies and auto-reply rules of customer service (spec 01 §2 lists them with the settings and messages pages)
      page('commonReply', '常用回复', 'Saved replies', { actions: [act('commonReply.update', '编辑常用回复', 'Edit saved replies')] }),
      page('autoReply', '自动回复', 'Auto replies', { actions: [act('autoReply.update', '编辑自动回复规则', 'Edit auto-reply rules')] }),
      // issue 21 item 4: buyers of the shops (from orders and conversations) and their blacklist (the shipping blacklist's entries)
      page('customerManagement', '客户管理', 'Customers', {
        actions: [act('customerManagement.blacklist', '移入/移出黑名单', 'Move buyers in and out of the blacklist')],
      }),
      // issue 21: buyer reviews of every marketplace that has them, and Allegro's comments (one screen, a platform parameter)
      page('commentManagement', '评价管理', 'Reviews', {
        actions: [act('commentManagement.handle', '回复评价、同步评价', 'Reply to reviews, pull reviews')],
      }),
      page('allegroComment', 'Allegro 评价', 'Allegro reviews', {
        actions: [act('allegroComment.handle', '回复 Allegro 评价、同步评价', 'Reply to Allegro reviews, pull reviews')],
      }),
      page('barcodeTool', '条码工具', 'Barcode tool', { actions: [act('barcode.create', '生成条码', 'Generate barcodes')] }),
      // issue 18 C: label, packing-slip, invoice, pick-list and box-mark layouts (the designer /printTemplate is a tool page)
      page('printTemplates', '打印模板', 'Print templates', { actions: [act('printTemplate.update', '编辑打印模板', 'Edit print templates')] }),
      // issue 24 item 6: EU responsible person / manufacturer data printed on the EU label
      page('regulatoryTemplates', '合规模板', 'Compliance templates', {
        actions: [act('regulatoryTemplate.update', '编辑合规模板', 'Edit compliance templates')],
      }),
      page('roles', '角色管理', 'Roles', {
        actions: [act('role.create', '新建角色', 'Create roles'), act('role.update', '编辑角色', 'Edit roles'), act('role.delete', '删除角色', 'Delete roles')],
      }),
      page('accounts', '子账号管理', 'Sub-accounts', {
        actions: [
          act('user.create', '新建子账号', 'Create sub-accounts'),
          act('user.update', '编辑子账号', 'Edit sub-accounts'),
          act('user.disable', '启用/禁用子账号', 'Enable or disable sub-accounts'),
          act('user.resetPassword', '重置子账号密码', 'Reset sub-account passwords'),
        ],
      }),
      page('company', '公司信息', 'Company', { actions: [act('company.update', '编辑公司信息', 'Edit company information')] }),
      page('operateLog', '操作日志', 'Operation log'),
      // partner platform (issue 17): third-party tools and partners reaching the company's data
      page('apiClients', 'API 客户端', 'API clients', { actions: [act('apiClient.manage', '新建/吊销 API 客户端', 'Create and revoke API clients')] }),
      page('webhooks', 'Webhook 推送', 'Webhooks', { actions: [act('webhook.manage', '管理 Webhook 与重发', 'Manage webhooks and resend deliveries')] }),
      page('eventCatalogue', '事件目录', 'Event catalogue'),
      page('bulletinList', '系统公告', 'Bulletins', { everyone: true }),
      page('messageList', '消息中心', 'Message center', { everyone: true, hidden: true }),
      page('messageNoticeConfig', '消息设置', 'Message settings', { everyone: true, hidden: true }),
      page('user', '个人信息', 'My profile', { everyone: true }),
      page('changePassword', '修改密码', 'Change password', { everyone: true }),
    ],
  },
];

export interface FlatMenuNode {
  name: string;
  parent: string | null;
  kind: 'group' | 'page' | 'action';
  path: string;
  zh: string;
  en: string;
  icon: string;
  hidden: boolean;
  everyone: boolean;
  sort: number;
}

/** The tree as rows in parent-before-child order. */
export function flattenMenu(defs: MenuDef[] = DEFAULT_MENU): FlatMenuNode[] {
  const rows: FlatMenuNode[] = [];
  const walk = (list: MenuDef[], parent: string | null) => {
    list.forEach((def, i) => {
      rows.push({
        name: def.name,
        parent,
        kind: def.children ? 'group' : 'page',
        path: def.children ? '' : (def.path ?? ''),
        zh: def.zh,
        en: def.en,
        icon: def.icon ?? '',
        hidden: def.hidden ?? false,
        everyone: def.everyone ?? false,
        sort: i,
      });
      def.actions?.forEach((a, j) =>
        rows.push({ name: a.name, parent: def.name, kind: 'action', path: '', zh: a.zh, en: a.en, icon: '', hidden: true, everyone: false, sort: j }),
      );
      if (def.children) walk(def.children, def.name);
    });
  };
  walk(defs, null);
  return rows;
}

/** Every permission name a role may hold. */
export const PERMISSION_NAMES: ReadonlySet<string> = new Set(
  flattenMenu()
    .filter((n) => n.kind !== 'group')
    .map((n) => n.name),
);
/** Whether a stored or received name is a permission of the menu (then typed `PermissionName`). */
export function isPermission(name: string): name is PermissionName {
  return PERMISSION_NAMES.has(name);
}
/** Pages open to every account without a role permission. */
export const EVERYONE_PAGES: ReadonlySet<string> = new Set(
  flattenMenu()
    .filter((n) => n.everyone)
    .map((n) => n.name),
);

/** Every page and action permission under the top-level system `system` (the finance staff role takes the Finance system's). */
export function systemPermissions(system: string): PermissionName[] {
  const rows = flattenMenu();
  const under = new Set([system]);
  const out: PermissionName[] = [];
  for (const r of rows) {
    if (r.parent === null || !under.has(r.parent)) continue;
    under.add(r.name);
    if (r.kind !== 'group' && isPermission(r.name)) out.push(r.name);
  }
  return out;
}

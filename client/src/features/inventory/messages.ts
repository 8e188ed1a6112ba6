/** Texts of the inventory views (ids `stockView.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  // /inventoryManage
  'stockView.manage.title': ['库存管理', 'Inventory'],
  'stockView.manage.description': [
    '每个 SKU 在各仓库的库存，以及扣除订单占用后还能用的数量。销量按近 7/15/30/90 天的出库统计，库龄从最早一批还有剩余的入库算起，ABC 分类每月 1 日按近 30 天的出库金额重新评定。',
    'Stock of each SKU in each warehouse, and how much is available once what orders hold is set aside. Sales count what left the warehouse in the last 7/15/30/90 days, storage age runs from the oldest batch still in stock, and ABC classes are rated again on the 1st of each month from the last 30 days of outbound value.',
  ],
  'stockView.filter.warehouse': ['仓库', 'Warehouse'],
  'stockView.filter.keyword': ['SKU / 商品名称', 'SKU / product'],
  'stockView.filter.abcClass': ['ABC 分类', 'ABC class'],
  'stockView.filter.ageBand': ['库龄', 'Storage age'],
  'stockView.filter.lowStock': ['库存预警', 'Stock alert'],
  'stockView.filter.lowStockOnly': ['低于安全库存', 'Below safety stock'],
  'stockView.filter.location': ['库位', 'Location'],
  'stockView.ageBand.0-30': ['30 天以内', 'Under 30 days'],
  'stockView.ageBand.30-60': ['30–60 天', '30–60 days'],
  'stockView.ageBand.60-90': ['60–90 天', '60–90 days'],
  'stockView.ageBand.90+': ['90 天以上', 'Over 90 days'],
  'stockView.abc.A': ['A 类', 'Class A'],
  'stockView.abc.B': ['B 类', 'Class B'],
  'stockView.abc.C': ['C 类', 'Class C'],

  'stockView.col.product': ['商品', 'Product'],
  'stockView.col.warehouse': ['仓库', 'Warehouse'],
  'stockView.col.quantity': ['库存', 'Quantity'],
  'stockView.col.safe': ['安全库存', 'Safety stock'],
  'stockView.col.inTransit': ['在途', 'In transit'],
  'stockView.col.available': ['可用', 'Available'],
  'stockView.col.occupied': ['占用', 'Occupied'],
  'stockView.col.preSale': ['预售', 'Pre-sale'],
  'stockView.col.purchasePrice': ['采购价', 'Purchase price'],
  'stockView.col.age': ['库龄', 'Storage age'],
  'stockView.col.abc': ['ABC', 'ABC'],
  'stockView.col.sales': ['销量 7/15/30/90 天', 'Sales 7/15/30/90 days'],
  'stockView.col.actions': ['操作', 'Actions'],
  'stockView.col.location': ['库位', 'Location'],
  'stockView.col.updatedAt': ['更新时间', 'Updated'],
  'stockView.ageDays': ['{days} 天', '{days} days'],
  'stockView.low': ['低库存', 'Low'],
  'stockView.empty': ['没有符合条件的库存', 'No stock matches'],

  'stockView.move': ['移库', 'Move location'],
  'stockView.moveLabel': ['移库 {sku}', 'Move {sku}'],
  'stockView.moveTitle': ['移库：{sku}（{warehouse}）', 'Move {sku} ({warehouse})'],
  'stockView.moveHint': ['在同一仓库的两个库位间移动，库存总数不变。', 'Moves stock between two locations of the warehouse; the total stays the same.'],
  'stockView.field.fromLocation': ['原库位', 'From location'],
  'stockView.field.toLocation': ['目标库位', 'To location'],
  'stockView.field.quantity': ['数量', 'Quantity'],
  'stockView.moved': ['已将 {quantity} 件 {sku} 移到 {location}', 'Moved {quantity} of {sku} to {location}'],
  'stockView.moveFailed': ['移库失败', 'The move failed'],

  'stockView.setSafe': ['设置安全库存', 'Set safety stock'],
  'stockView.setSafeTitle': ['设置安全库存（{count} 条）', 'Set safety stock ({count} rows)'],
  'stockView.field.safe': ['安全库存', 'Safety stock'],
  'stockView.safeSaved': ['已设置 {count} 条安全库存', 'Safety stock set for {count} rows'],
  'stockView.safeFailed': ['安全库存设置失败', 'Setting the safety stock failed'],

  'stockView.recomputeAbc': ['重算 ABC 分类', 'Recompute ABC'],
  'stockView.recomputeConfirm': [
    '按近 30 天的出库金额（按采购价计）重新评定所有 SKU 的 ABC 分类（前 70% 为 A，其后 20% 为 B，其余为 C）？',
    'Recompute the ABC class of every SKU from the last 30 days of outbound value at purchase price (top 70 % A, next 20 % B, the rest C)?',
  ],
  'stockView.recomputed': ['ABC 分类已更新：A {a} 个，B {b} 个，C {c} 个', 'ABC classes updated: {a} A, {b} B, {c} C'],
  'stockView.recomputeFailed': ['ABC 分类计算失败', 'The ABC classification failed'],
  'stockView.export': ['导出', 'Export'],

  // /safetyStock
  'stockView.safety.title': ['安全库存', 'Safety stock'],
  'stockView.safety.description': [
    '可用库存低于安全库存时，主账号和有库存管理权限的账号每天最多收到一次库存不足通知。',
    'When available stock falls below the safety stock, the main account and everyone with the inventory permission get a low-stock notice, at most once a day.',
  ],
  'stockView.safety.save': ['保存修改', 'Save changes'],
  'stockView.safety.changed': ['{count} 条已修改', '{count} changed'],
  'stockView.safety.inputLabel': ['{sku} 在 {warehouse} 的安全库存', 'Safety stock of {sku} in {warehouse}'],
  'stockView.safety.nothingChanged': ['没有修改', 'Nothing changed'],

  // /inventoryManagement
  'stockView.details.title': ['库存明细', 'Stock details'],
  'stockView.details.description': ['每个仓库每个库位上的库存数量。', 'Stock on each location of each warehouse.'],
  'stockView.details.inStockOnly': ['只看有库存', 'With stock only'],
  'stockView.details.all': ['全部（含已清空）', 'All (incl. emptied)'],
  'stockView.details.show': ['显示', 'Show'],

  // /warehouseStockReport
  'stockView.report.title': ['仓库库存报表', 'Warehouse stock report'],
  'stockView.report.description': [
    '各仓库的 SKU 数、库存数量和按采购价计算的货值，并按库龄分段。',
    'SKUs, quantity and value at purchase price per warehouse, split by storage age.',
  ],
  'stockView.report.skuCount': ['SKU 数', 'SKUs'],
  'stockView.report.value': ['货值', 'Value'],
  'stockView.report.type': ['类型', 'Type'],
  'stockView.report.chart': ['按库龄的库存数量', 'Quantity by storage age'],
  'stockView.report.empty': ['还没有仓库', 'No warehouses yet'],
  'stockView.report.total': ['合计', 'Total'],
  'stockView.warehouseType.own': ['自营仓', 'Own'],
  'stockView.warehouseType.overseas': ['海外仓', 'Overseas'],
  'stockView.warehouseType.fba': ['FBA 仓', 'FBA'],

  'stockView.cancel': ['取消', 'Cancel'],
  'stockView.save': ['保存', 'Save'],
} as const;

export const inventoryMessages = splitEntries(entries);
export type InventoryMessageId = keyof typeof entries;

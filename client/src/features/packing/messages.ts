/** Texts of /packingManage (ids `packing.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'packing.title': ['装箱管理', 'Packing tasks'],
  'packing.description': [
    '待发货备货单的装箱任务：每箱填写箱号、重量和长宽高，全部商品装箱后完成，打印 100×100 mm 箱唛。装箱未完成的备货单不能发货。',
    'Packing tasks for stock orders pending shipment: each box with its number, weight and length × width × height; complete once all goods are packed, then print the 100×100 mm box marks. A stock order whose packing is not complete cannot ship.',
  ],
  'packing.empty': [
    '还没有装箱任务，请在海外仓备货页勾选待发货备货单生成',
    'No packing task yet: tick stock orders pending shipment on the overseas stocking page and generate one',
  ],
  'packing.failed': ['操作失败', 'The action failed'],
  'packing.close': ['关闭', 'Close'],
  'packing.tabs': ['装箱任务状态', 'Packing task status'],
  'packing.tab.all': ['全部', 'All'],
  'packing.status.open': ['装箱中', 'Open'],
  'packing.status.completed': ['已完成', 'Completed'],
  'packing.status.cancelled': ['已取消', 'Cancelled'],
  'packing.filter.keyword': ['任务编号 / 备货单号', 'Task code / stock order no.'],
  'packing.col.taskCode': ['任务编号', 'Task code'],
  'packing.col.route': ['发货仓 → 海外仓', 'Source → overseas warehouse'],
  'packing.col.orders': ['关联备货单', 'Stock orders'],
  'packing.col.packed': ['已装 / 应装', 'Packed / to pack'],
  'packing.col.boxes': ['箱数', 'Boxes'],
  'packing.col.status': ['状态', 'Status'],
  'packing.col.created': ['创建', 'Created'],
  'packing.col.actions': ['操作', 'Actions'],
  'packing.boxes': ['装箱', 'Boxes'],
  'packing.viewBoxes': ['查看箱子', 'View boxes'],
  'packing.complete': ['完成装箱', 'Complete'],
  'packing.confirmComplete': [
    '确认完成装箱任务 {taskCode}？完成后不能再修改箱子。',
    'Complete packing task {taskCode}? Its boxes cannot be changed afterwards.',
  ],
  'packing.completed': ['装箱任务已完成', 'Packing task completed'],
  'packing.cancel': ['取消任务', 'Cancel task'],
  'packing.confirmCancel': ['确认取消装箱任务 {taskCode}？其备货单可重新装箱。', 'Cancel packing task {taskCode}? Its stock orders can be packed again.'],
  'packing.cancelled': ['装箱任务已取消', 'Packing task cancelled'],
  'packing.print': ['打印箱唛', 'Print box marks'],
  'packing.saved': ['箱子已保存', 'Boxes saved'],
  'packing.save': ['保存', 'Save'],
  'packing.editTitle': ['装箱任务 {taskCode}', 'Packing task {taskCode}'],
  'packing.editHint': [
    '备货单：{orders}。每箱须填写重量和长宽高（大于 0）并至少装一件商品；每个 SKU 装箱数不能超过备货数量。',
    'Stock orders: {orders}. Every box needs a weight and length, width and height above 0 and at least one item; no SKU may be packed more than the stock orders hold.',
  ],
  'packing.invalid': ['请检查箱子：{message}', 'Please check the boxes: {message}'],
} as const;

export const packingMessages = splitEntries(entries);
export type PackingMessageId = keyof typeof entries;

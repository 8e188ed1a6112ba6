/** Texts of /assembleSheet (ids `assemblePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'assemblePage.title': ['加工单', 'Processing sheets'],
  'assemblePage.description': [
    '用子件加工组合 SKU：新建时按可用库存占用子件，子件全部占足后才能开始加工，完成后子件出库、组合 SKU 入库。',
    'Builds combination SKUs from their components: creating a sheet occupies the components as far as stock allows, processing starts once every component is fully occupied, and completing takes the components out and puts the combinations in.',
  ],
  'assemblePage.filter.status': ['加工状态', 'Status'],
  'assemblePage.filter.warehouse': ['仓库', 'Warehouse'],
  'assemblePage.filter.keyword': ['加工单号 / 备注', 'Sheet number / remark'],
  'assemblePage.status.pending': ['待加工', 'Pending'],
  'assemblePage.status.processing': ['加工中', 'Processing'],
  'assemblePage.status.completed': ['已完成', 'Completed'],

  'assemblePage.col.billNo': ['加工单号', 'Sheet number'],
  'assemblePage.col.combo': ['组合 SKU', 'Combination SKU'],
  'assemblePage.col.warehouse': ['仓库', 'Warehouse'],
  'assemblePage.col.quantity': ['加工数量', 'Quantity'],
  'assemblePage.col.processed': ['已加工', 'Processed'],
  'assemblePage.col.components': ['子件：实际所需 / 已占用', 'Components: required / occupied'],
  'assemblePage.col.status': ['加工状态', 'Status'],
  'assemblePage.col.createdAt': ['创建时间', 'Created'],
  'assemblePage.col.actions': ['操作', 'Actions'],
  'assemblePage.empty': ['没有符合条件的加工单', 'No processing sheets match'],
  'assemblePage.short': ['占用不足', 'Not fully occupied'],

  'assemblePage.create': ['新建加工单', 'New processing sheet'],
  'assemblePage.occupy': ['占用库存', 'Occupy stock'],
  'assemblePage.start': ['开始加工', 'Start processing'],
  'assemblePage.complete': ['完成加工', 'Complete'],
  'assemblePage.returnToPending': ['退回待加工', 'Return to pending'],
  'assemblePage.delete': ['删除', 'Delete'],
  'assemblePage.print': ['批量打印', 'Print'],
  'assemblePage.cancel': ['取消', 'Cancel'],
  'assemblePage.save': ['保存', 'Save'],
  'assemblePage.actionLabel': ['{action} {billNo}', '{action} {billNo}'],

  'assemblePage.field.warehouse': ['仓库', 'Warehouse'],
  'assemblePage.field.combo': ['组合 SKU', 'Combination SKU'],
  'assemblePage.field.quantity': ['加工数量', 'Quantity'],
  'assemblePage.field.remark': ['备注', 'Remark'],
  'assemblePage.field.location': ['组合 SKU 入库库位', 'Location for the combinations'],
  'assemblePage.locationHint': ['不选时放在第一个子件取货的库位。', 'Left empty: where the first component was taken from.'],
  'assemblePage.pickWarehouseFirst': ['请先选择仓库', 'Please select a warehouse first'],
  'assemblePage.chosenCombo': ['已选：{sku} {name}', 'Chosen: {sku} {name}'],
  'assemblePage.completeTitle': ['完成加工 {billNo}', 'Complete {billNo}'],

  'assemblePage.created': ['加工单 {billNo} 已创建', 'Processing sheet {billNo} created'],
  'assemblePage.createdShort': [
    '加工单 {billNo} 已创建，部分子件库存不足，占足后才能开始加工',
    'Processing sheet {billNo} created; some components are short and must be occupied before processing starts',
  ],
  'assemblePage.occupied': ['已按可用库存占用子件', 'Components occupied as far as stock allows'],
  'assemblePage.started': ['已开始加工', 'Processing started'],
  'assemblePage.completed': ['加工完成，组合 SKU 已入库', 'Completed; the combinations are in stock'],
  'assemblePage.returned': ['已退回待加工', 'Returned to pending'],
  'assemblePage.deleted': ['加工单已删除，占用已释放', 'Sheet deleted; its occupation is released'],
  'assemblePage.printed': ['已生成 {fileName}', '{fileName} is ready'],
  'assemblePage.failed': ['操作失败', 'The action failed'],
  'assemblePage.confirmDelete': ['确定删除加工单 {billNo}？已占用的子件会释放。', 'Delete {billNo}? Its occupied components are released.'],
  'assemblePage.confirmStart': ['确定开始加工 {billNo}？', 'Start processing {billNo}?'],
  'assemblePage.confirmReturn': ['确定将 {billNo} 退回待加工？', 'Return {billNo} to pending?'],
} as const;

export const assembleMessages = splitEntries(entries);
export type AssembleMessageId = keyof typeof entries;

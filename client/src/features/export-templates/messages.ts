/** Texts of /exportTemplate and the orders list's "Export with template" (ids `exportTemplates.*`). */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'exportTemplates.title': ['导出模板', 'Export templates'],
  'exportTemplates.description': [
    '选择订单导出的列并排列顺序。在订单列表中点击“按模板导出”使用，导出在任务队列中进行。',
    'Choose the columns of the orders export and their order. Use one from the orders list with “Export with template”; the export runs in the task queue.',
  ],
  'exportTemplates.add': ['新建模板', 'New template'],
  'exportTemplates.edit': ['编辑', 'Edit'],
  'exportTemplates.delete': ['删除', 'Delete'],
  'exportTemplates.col.name': ['名称', 'Name'],
  'exportTemplates.col.columns': ['导出列（按顺序）', 'Columns (in order)'],
  'exportTemplates.col.updatedAt': ['更新时间', 'Updated'],
  'exportTemplates.col.actions': ['操作', 'Actions'],
  'exportTemplates.empty': ['还没有导出模板，点击“新建模板”开始', 'No export templates yet; use “New template” to add one'],
  'exportTemplates.form.newTitle': ['新建导出模板', 'New export template'],
  'exportTemplates.form.editTitle': ['编辑 {name}', 'Edit {name}'],
  'exportTemplates.form.name': ['模板名称', 'Template name'],
  'exportTemplates.form.chosen': ['已选列（按导出顺序）', 'Chosen columns (file order)'],
  'exportTemplates.form.available': ['可选列', 'Available columns'],
  'exportTemplates.form.up': ['上移 {name}', 'Move {name} up'],
  'exportTemplates.form.down': ['下移 {name}', 'Move {name} down'],
  'exportTemplates.form.remove': ['移除 {name}', 'Remove {name}'],
  'exportTemplates.form.addColumn': ['添加 {name}', 'Add {name}'],
  'exportTemplates.form.none': ['请从右侧添加列', 'Add columns from the list on the right'],
  'exportTemplates.form.save': ['保存', 'Save'],
  'exportTemplates.form.cancel': ['取消', 'Cancel'],
  'exportTemplates.saved': ['导出模板 {name} 已保存', 'Export template {name} saved'],
  'exportTemplates.confirmDelete': ['确定删除导出模板“{name}”吗？', 'Delete the export template “{name}”?'],
  'exportTemplates.deleted': ['导出模板 {name} 已删除', 'Export template {name} deleted'],
  'exportTemplates.failed': ['操作失败，请稍后重试', 'That did not work; please try again'],
  'exportTemplates.export': ['按模板导出', 'Export with template'],
  'exportTemplates.export.title': ['按模板导出订单', 'Export orders with a template'],
  'exportTemplates.export.template': ['导出模板', 'Export template'],
  'exportTemplates.export.scope.selected': ['导出勾选的 {count} 个订单', 'Export the {count} ticked orders'],
  'exportTemplates.export.scope.filter': ['导出当前筛选条件下的全部订单', 'Export every order of the current filter'],
  'exportTemplates.export.none': ['还没有导出模板，请先在“导出模板”页面创建', 'No export templates yet; create one on the export templates page first'],
  'exportTemplates.export.go': ['开始导出', 'Start export'],
  'exportTemplates.export.started': ['导出已加入任务队列', 'The export is in the task queue'],
  'exportTemplates.export.manage': ['管理导出模板', 'Manage export templates'],
} as const;

export const exportTemplatesMessages = splitEntries(entries);
export type ExportTemplatesMessageId = keyof typeof entries;

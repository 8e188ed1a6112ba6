/** Texts of /packageMaterials (ids `packageMaterials.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'packageMaterials.title': ['包材管理', 'Packaging materials'],
  'packageMaterials.description': [
    '维护打包用的纸箱、气泡袋等包材：库存数量、单价（人民币）、重量（千克）与尺寸（厘米）。名称不能重复（不区分大小写）。',
    'Cartons, bubble bags and other packing materials: stock quantity, unit price (CNY), weight (kg) and size (cm). Names may not repeat (ignoring case).',
  ],
  'packageMaterials.add': ['添加包材', 'Add material'],
  'packageMaterials.edit': ['编辑', 'Edit'],
  'packageMaterials.delete': ['删除', 'Delete'],
  'packageMaterials.editTitle': ['编辑包材 {name}', 'Edit {name}'],
  'packageMaterials.filter.keyword': ['包材名称', 'Material name'],
  'packageMaterials.col.name': ['名称', 'Name'],
  'packageMaterials.col.quantity': ['数量', 'Quantity'],
  'packageMaterials.col.unitPrice': ['单价（元）', 'Unit price (CNY)'],
  'packageMaterials.col.weight': ['重量（kg）', 'Weight (kg)'],
  'packageMaterials.col.size': ['尺寸 长×宽×高（cm）', 'Size L × W × H (cm)'],
  'packageMaterials.col.updatedAt': ['更新时间', 'Updated'],
  'packageMaterials.col.actions': ['操作', 'Actions'],
  'packageMaterials.empty': ['还没有包材，点击“添加包材”开始', 'No packaging materials yet; use “Add material” to add one'],
  'packageMaterials.field.name': ['名称', 'Name'],
  'packageMaterials.field.quantity': ['数量', 'Quantity'],
  'packageMaterials.field.unitPrice': ['单价（元）', 'Unit price (CNY)'],
  'packageMaterials.field.unitPriceHint': ['整数或最多两位小数', 'A whole number or up to 2 decimals'],
  'packageMaterials.field.weight': ['重量（kg）', 'Weight (kg)'],
  'packageMaterials.field.weightHint': ['最多三位小数', 'Up to 3 decimals'],
  'packageMaterials.field.length': ['长（cm）', 'Length (cm)'],
  'packageMaterials.field.width': ['宽（cm）', 'Width (cm)'],
  'packageMaterials.field.height': ['高（cm）', 'Height (cm)'],
  'packageMaterials.save': ['保存', 'Save'],
  'packageMaterials.cancel': ['取消', 'Cancel'],
  'packageMaterials.saved': ['包材 {name} 已保存', 'Material {name} saved'],
  'packageMaterials.saveFailed': ['保存失败，请稍后重试', 'Could not save; please try again'],
  'packageMaterials.confirmDelete': ['确定删除包材“{name}”吗？', 'Delete the material “{name}”?'],
  'packageMaterials.deleted': ['包材 {name} 已删除', 'Material {name} deleted'],
  'packageMaterials.deleteFailed': ['删除失败，请稍后重试', 'Could not delete; please try again'],
} as const;

export const packageMaterialsMessages = splitEntries(entries);
export type PackageMaterialsMessageId = keyof typeof entries;

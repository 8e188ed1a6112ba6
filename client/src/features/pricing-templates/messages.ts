/** Texts of /pricingTemplate (ids `pricingTemplates.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'pricingTemplates.title': ['定价模板', 'Pricing templates'],
  'pricingTemplates.description': [
    '定价模板按成本计算售价：售价 = 成本 ÷（1 − 各扣点之和 ÷ 100），保留两位小数。增值税点、平台佣金点、毛利率和其他扣点都按售价的百分比计算，合计必须小于 100%。',
    'A pricing template turns a cost into a selling price: price = cost ÷ (1 − sum of points ÷ 100), two decimals. VAT, platform commission, gross profit and other deductions are percentages of the price and must sum below 100%.',
  ],
  'pricingTemplates.add': ['新建定价模板', 'New pricing template'],
  'pricingTemplates.edit': ['编辑', 'Edit'],
  'pricingTemplates.delete': ['删除', 'Delete'],
  'pricingTemplates.save': ['保存', 'Save'],
  'pricingTemplates.cancel': ['取消', 'Cancel'],
  'pricingTemplates.editTitle': ['编辑定价模板 {name}', 'Edit {name}'],
  'pricingTemplates.filter.keyword': ['名称或备注', 'Name or remark'],
  'pricingTemplates.col.name': ['模板名称', 'Template'],
  'pricingTemplates.col.points': ['扣点（%）', 'Points (%)'],
  'pricingTemplates.col.sum': ['合计', 'Sum'],
  'pricingTemplates.col.example': ['成本 100 的售价', 'Price of a cost of 100'],
  'pricingTemplates.col.currency': ['币种', 'Currency'],
  'pricingTemplates.col.remark': ['备注', 'Remark'],
  'pricingTemplates.col.updatedAt': ['更新时间', 'Updated'],
  'pricingTemplates.col.actions': ['操作', 'Actions'],
  'pricingTemplates.pointsLine': [
    '增值税 {vat} · 佣金 {commission} · 毛利 {grossProfit} · 其他 {otherDeduction}',
    'VAT {vat} · commission {commission} · profit {grossProfit} · other {otherDeduction}',
  ],
  'pricingTemplates.sameAsCost': ['同成本', 'As the cost'],
  'pricingTemplates.empty': ['还没有定价模板，点击“新建定价模板”开始', 'No pricing templates yet; use “New pricing template” to add one'],
  'pricingTemplates.field.name': ['模板名称', 'Template name'],
  'pricingTemplates.field.vat': ['增值税点（%）', 'VAT point (%)'],
  'pricingTemplates.field.commission': ['平台佣金点（%）', 'Platform commission point (%)'],
  'pricingTemplates.field.grossProfit': ['毛利率（%）', 'Gross profit rate (%)'],
  'pricingTemplates.field.otherDeduction': ['其他扣点（%）', 'Other deduction point (%)'],
  'pricingTemplates.field.currency': ['币种', 'Currency'],
  'pricingTemplates.field.currencyHint': ['三位代码，如 USD；留空则与成本相同', 'A three-letter code such as USD; empty: as the cost'],
  'pricingTemplates.field.remark': ['备注', 'Remark'],
  'pricingTemplates.trial.title': ['试算', 'Trial calculation'],
  'pricingTemplates.trial.cost': ['成本', 'Cost'],
  'pricingTemplates.trial.price': ['售价', 'Selling price'],
  'pricingTemplates.trial.formula': ['{cost} ÷（1 − {sum}%）= {price}', '{cost} ÷ (1 − {sum}%) = {price}'],
  'pricingTemplates.trial.terms': [
    '其中增值税 {vat}，佣金 {commission}，毛利 {grossProfit}，其他扣点 {otherDeduction}',
    'of which VAT {vat}, commission {commission}, gross profit {grossProfit}, other deductions {otherDeduction}',
  ],
  'pricingTemplates.trial.none': ['填写扣点（合计小于 100%）和成本后显示售价', 'Fill the points (summing below 100%) and a cost to see the price'],
  'pricingTemplates.saved': ['已保存定价模板 {name}', 'Saved pricing template {name}'],
  'pricingTemplates.saveFailed': ['保存失败，请稍后重试', 'Could not save; please try again'],
  'pricingTemplates.deleted': ['已删除定价模板 {name}', 'Deleted pricing template {name}'],
  'pricingTemplates.deleteFailed': ['删除失败，请稍后重试', 'Could not delete; please try again'],
  'pricingTemplates.confirmDelete': ['确定删除定价模板“{name}”？', 'Delete the pricing template “{name}”?'],
} as const;

export const pricingTemplatesMessages = splitEntries(entries);
export type PricingTemplatesMessageId = keyof typeof entries;

/** Texts of the exchange-rates screens (ids `exchangeRatePage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'exchangeRatePage.title': ['汇率', 'Exchange rates'],
  'exchangeRatePage.description': [
    '1 单位外币折合多少人民币。未自定义的币种使用系统标准汇率；报表和首页按执行汇率折算金额。',
    'Yuan per unit of each currency. Currencies you have not set use the standard rate; reports and the dashboard convert with the rate in force.',
  ],
  'exchangeRatePage.add': ['新增币种', 'Add currency'],
  'exchangeRatePage.col.currency': ['币种', 'Currency'],
  'exchangeRatePage.col.name': ['名称', 'Name'],
  'exchangeRatePage.col.rate': ['执行汇率', 'Rate in force'],
  'exchangeRatePage.col.defaultRate': ['标准汇率', 'Standard rate'],
  'exchangeRatePage.col.source': ['来源', 'Source'],
  'exchangeRatePage.col.updatedBy': ['修改人', 'Changed by'],
  'exchangeRatePage.col.updatedAt': ['修改时间', 'Changed at'],
  'exchangeRatePage.col.actions': ['操作', 'Actions'],
  'exchangeRatePage.source.custom': ['自定义', 'Custom'],
  'exchangeRatePage.source.default': ['标准', 'Standard'],
  'exchangeRatePage.base': ['基准币种', 'Base currency'],
  'exchangeRatePage.edit': ['编辑', 'Edit'],
  'exchangeRatePage.reset': ['恢复标准', 'Reset'],
  'exchangeRatePage.remove': ['删除', 'Remove'],
  'exchangeRatePage.confirmReset': ['确定将 {currency} 恢复为标准汇率 {rate} 吗？', 'Reset {currency} to the standard rate {rate}?'],
  'exchangeRatePage.confirmRemove': [
    '{currency} 没有标准汇率，恢复后将从列表中移除，相关金额无法折算。确定吗？',
    '{currency} has no standard rate: it leaves the list and its amounts can no longer be converted. Continue?',
  ],
  'exchangeRatePage.resetDone': ['{currency} 已恢复为标准汇率', '{currency} is back to the standard rate'],
  'exchangeRatePage.removed': ['{currency} 已移除', '{currency} removed'],
  'exchangeRatePage.failed': ['操作失败，请重试', 'That did not work, please try again'],
  'exchangeRatePage.empty': ['暂无汇率', 'No exchange rates'],
  'exchangeRatePage.form.addTitle': ['新增币种汇率', 'Add a currency'],
  'exchangeRatePage.form.editTitle': ['编辑 {currency} 汇率', 'Edit the {currency} rate'],
  'exchangeRatePage.form.currency': ['币种代码', 'Currency code'],
  'exchangeRatePage.form.currencyHint': ['三位字母 ISO 代码，如 USD', 'Three-letter ISO code, e.g. USD'],
  'exchangeRatePage.form.rate': ['汇率（人民币 / 1 单位）', 'Rate (yuan per unit)'],
  'exchangeRatePage.form.rateHint': ['大于 0，最多 6 位小数', 'Above 0, at most 6 decimals'],
  'exchangeRatePage.form.defaultHint': ['标准汇率：{rate}', 'Standard rate: {rate}'],
  'exchangeRatePage.form.exists': ['{currency} 已在列表中，将修改其汇率', '{currency} is already listed: its rate will be changed'],
  'exchangeRatePage.form.save': ['保存', 'Save'],
  'exchangeRatePage.form.cancel': ['取消', 'Cancel'],
  'exchangeRatePage.saved': ['{currency} 汇率已保存', 'The {currency} rate is saved'],
  // issue 22 item 8: the quoted (standard) rate and the modifier; the executed rate is the rate in force
  'exchangeRatePage.col.standardRate': ['牌价汇率', 'Quoted rate'],
  'exchangeRatePage.col.modifier': ['调整值（%）', 'Modifier (%)'],
  'exchangeRatePage.form.modifier': ['调整值（%）', 'Modifier (%)'],
  'exchangeRatePage.form.modifierHint': [
    '执行汇率 = 汇率 ×（1 + 调整值 ÷ 100），大于 -100 且不超过 100，最多 4 位小数；不填为 0',
    'Rate in force = rate × (1 + modifier ÷ 100); above -100, at most 100, at most 4 decimals; empty is 0',
  ],
  'exchangeRatePage.form.executed': ['执行汇率：{rate}', 'Rate in force: {rate}'],
} satisfies Record<string, [string, string]>;

export type ExchangeRatesMessageId = keyof typeof entries;
export const exchangeRatesMessages = splitEntries(entries);

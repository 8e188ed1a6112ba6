/** Texts of /logisticsAccount (ids `logisticsBillPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'logisticsBillPage.title': ['物流对账', 'Carrier statements'],
  'logisticsBillPage.description': [
    '导入物流商账单（.xlsx / .csv），按跟踪号匹配已发货包裹，对比预估运费与实际运费，并生成待付款的运费付款单。',
    'Import a carrier’s bill (.xlsx / .csv): each parcel is matched to a shipped order by tracking number, its actual freight compared with the estimate, and the bill posted as an unpaid freight payment order.',
  ],
  'logisticsBillPage.empty': ['还没有物流账单', 'No carrier bill yet'],
  'logisticsBillPage.import': ['导入账单', 'Import bill'],
  'logisticsBillPage.filter.carrier': ['物流商', 'Carrier'],
  'logisticsBillPage.filter.keyword': ['账单号 / 文件名', 'Bill number / file'],
  'logisticsBillPage.col.billNo': ['账单号', 'Bill'],
  'logisticsBillPage.col.carrier': ['物流商 / 文件', 'Carrier / file'],
  'logisticsBillPage.col.parcels': ['包裹数', 'Parcels'],
  'logisticsBillPage.col.estimated': ['预估运费', 'Estimated'],
  'logisticsBillPage.col.actual': ['实际运费', 'Actual freight'],
  'logisticsBillPage.col.returned': ['退件运费', 'Return freight'],
  'logisticsBillPage.col.difference': ['差额', 'Difference'],
  'logisticsBillPage.col.payable': ['应付款', 'Payable'],
  'logisticsBillPage.col.importedAt': ['导入时间', 'Imported'],
  'logisticsBillPage.col.actions': ['操作', 'Actions'],
  'logisticsBillPage.view': ['查看包裹', 'Parcels'],
  'logisticsBillPage.status.unpaid': ['未付款', 'Unpaid'],
  'logisticsBillPage.status.paid': ['已付款', 'Paid'],
  'logisticsBillPage.detail.title': ['账单 {billNo} 的包裹', 'Parcels of bill {billNo}'],
  'logisticsBillPage.detail.description': [
    '差额 = 实际运费 − 发货时的预估运费（CNY）；红色表示超出预估。',
    'Difference = actual freight − the estimate when shipped (CNY); red when over the estimate.',
  ],
  'logisticsBillPage.detail.empty': ['没有符合条件的包裹', 'No parcel matches'],
  'logisticsBillPage.detail.close': ['关闭', 'Close'],
  'logisticsBillPage.detail.keyword': ['跟踪号', 'Tracking number'],
  'logisticsBillPage.detail.overEstimate': ['只看超出预估', 'Over the estimate only'],
  'logisticsBillPage.detail.yes': ['是', 'Yes'],
  'logisticsBillPage.col.trackingNo': ['跟踪号 / 订单号', 'Tracking / order'],
  'logisticsBillPage.col.row': ['行', 'Row'],
  'logisticsBillPage.col.weights': ['计费 / 出库 / 申报重量 (kg)', 'Billable / outbound / declared (kg)'],
  'logisticsBillPage.dialog.title': ['导入物流账单', 'Import a carrier bill'],
  'logisticsBillPage.dialog.intro': [
    '列：跟踪号、计费重量(kg)、实际运费(CNY)、退件运费(CNY)，可选出库重量和申报重量。有任何一行错误（未知跟踪号、文件内重复、已对过账、数字无效）时整个文件都不会导入，错误行会列出（第二列为跟踪号）。',
    'Columns: tracking number, billable weight (kg), actual freight (CNY), return freight (CNY), optionally outbound and declared weight. Any wrong row (unknown tracking number, duplicate in the file, already billed, bad number) refuses the whole file, with the rows listed (the second column is the tracking number).',
  ],
  'logisticsBillPage.dialog.carrier': ['物流商', 'Carrier'],
  'logisticsBillPage.dialog.chooseCarrier': ['请先选择物流商', 'Choose the carrier first'],
  'logisticsBillPage.dialog.file': ['账单文件 (.xlsx / .csv)', 'Bill file (.xlsx / .csv)'],
  'logisticsBillPage.dialog.running': ['正在导入 {name}…', 'Importing {name}…'],
  'logisticsBillPage.dialog.done': [
    '已导入账单 {billNo}：{parcels} 个包裹，实际运费 {actual}，差额 {difference} CNY，已生成待付款单。',
    'Bill {billNo} imported: {parcels} parcels, actual freight {actual}, difference {difference} CNY; an unpaid payment order was posted.',
  ],
} as const;

export const logisticsBillMessages = splitEntries(entries);
export type LogisticsBillMessageId = keyof typeof entries;

/** Client texts of the order import dialog (ids `orderImport.ui.*`). */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'orderImport.ui.title': ['导入订单', 'Import orders'],
  'orderImport.ui.intro': [
    '每行一个订单商品，店铺和平台订单号相同的行合并为一个订单。文件中有任何错误时不会导入任何订单；店铺中已存在的订单会被跳过，可放心重复导入。',
    'One row per order line; rows with the same shop and platform order number form one order. If any row is wrong nothing is imported; orders already in the shop are skipped, so a file can be imported again safely.',
  ],
  'orderImport.ui.file': ['订单文件（.xlsx 或 .csv，最多 100,000 行）', 'Order file (.xlsx or .csv, up to 100,000 rows)'],
  'orderImport.ui.noFile': ['请选择 .xlsx 或 .csv 文件', 'Please choose an .xlsx or .csv file'],
  'orderImport.ui.running': ['正在上传并导入 {name}…（10 万行约需数十秒）', 'Uploading and importing {name}… (100,000 rows take some tens of seconds)'],
  'orderImport.ui.row': ['行', 'Row'],
  'orderImport.ui.orders': ['新订单 {orders} 个（{items} 个商品行）', '{orders} new orders ({items} lines)'],
  'orderImport.ui.matched': ['已匹配 SKU {matched} 行，未匹配 {unmatched} 行', '{matched} lines matched to a SKU, {unmatched} unmatched'],
  'orderImport.ui.skipped': ['跳过已存在的订单 {skipped} 个', '{skipped} orders already existed and were skipped'],
  'orderImport.ui.skippedList': ['已跳过的订单（前 {count} 个）', 'Skipped orders (first {count})'],
  'orderImport.ui.shop': ['店铺', 'Shop'],
  'orderImport.ui.platformOrderNo': ['平台订单号', 'Platform order number'],
  'orderImport.ui.background': [
    '订单较多，物流规则、赠品规则和黑名单检查正在后台进行，稍后刷新订单列表即可看到结果。',
    'Many orders: logistics rules, gift rules and the blacklist check run in the background; refresh the order list in a little while to see their results.',
  ],
} as const;

export const orderImportMessages = splitEntries(entries);
export type OrderImportMessageId = keyof typeof entries;

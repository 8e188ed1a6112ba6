/** Texts of /systemLogistics, /customLogistics, /segmentManagement and the channel picker (ids `logisticsPage.*`). */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  // picker (used on other screens too)
  'logisticsPage.select.placeholder': ['请选择物流渠道', 'Choose a logistics channel'],
  'logisticsPage.select.label': ['物流渠道', 'Logistics channel'],
  'logisticsPage.select.disabled': ['{name}（已停用）', '{name} (disabled)'],
  'logisticsPage.select.loadFailed': ['物流渠道加载失败', 'Logistics channels could not be loaded'],
  'logisticsPage.select.none': [
    '还没有可用的物流渠道，请先在“系统物流”或“自定义物流”中添加',
    'No logistics channels yet; enable or add one under System or Custom logistics first',
  ],

  // shared
  'logisticsPage.col.carrier': ['物流商', 'Carrier'],
  'logisticsPage.col.name': ['渠道名称', 'Channel'],
  'logisticsPage.col.code': ['渠道代码', 'Code'],
  'logisticsPage.col.maxWeight': ['最大重量', 'Max weight'],
  'logisticsPage.col.status': ['状态', 'Status'],
  'logisticsPage.col.actions': ['操作', 'Actions'],
  'logisticsPage.col.trackingUrl': ['查询网址', 'Tracking URL'],
  'logisticsPage.noLimit': ['不限', 'No limit'],
  'logisticsPage.grams': ['{value, number} g', '{value, number} g'],
  'logisticsPage.yes': ['是', 'Yes'],
  'logisticsPage.no': ['否', 'No'],
  'logisticsPage.enabled': ['已启用', 'Enabled'],
  'logisticsPage.disabled': ['已停用', 'Disabled'],
  'logisticsPage.notEnabled': ['未启用', 'Not enabled'],
  'logisticsPage.enable': ['启用', 'Enable'],
  'logisticsPage.disable': ['停用', 'Disable'],
  'logisticsPage.edit': ['编辑', 'Edit'],
  'logisticsPage.delete': ['删除', 'Delete'],
  'logisticsPage.save': ['保存', 'Save'],
  'logisticsPage.cancel': ['取消', 'Cancel'],
  'logisticsPage.failed': ['操作失败，请重试', 'The action failed; please try again'],
  'logisticsPage.saved': ['已保存 {name}', '{name} saved'],
  'logisticsPage.enabledToast': ['已启用 {name}', '{name} enabled'],
  'logisticsPage.disabledToast': ['已停用 {name}', '{name} disabled'],
  'logisticsPage.actionLabel': ['{action} {name}', '{action} {name}'],
  'logisticsPage.filter.keyword': ['渠道名称 / 物流商 / 代码', 'Name, carrier or code'],
  'logisticsPage.filter.enabled': ['状态', 'Status'],
  'logisticsPage.field.name': ['渠道名称', 'Channel name'],
  'logisticsPage.field.carrier': ['物流商', 'Carrier'],
  'logisticsPage.field.code': ['渠道代码', 'Channel code'],
  'logisticsPage.field.maxWeight': ['最大重量（克）', 'Max weight (grams)'],
  'logisticsPage.field.maxWeightHint': ['0 表示不限；超过的包裹出库扫描时会被拦截', '0 = no limit; heavier parcels are stopped at the outbound scan'],
  'logisticsPage.field.usesNumberPool': ['使用号码池', 'Uses a number pool'],
  'logisticsPage.field.trackingMode': ['跟踪号来源', 'Tracking numbers'],
  'logisticsPage.trackingMode.carrier': ['承运商获取（含面单）', 'From the carrier (with label)'],
  'logisticsPage.trackingMode.pool': ['号码池', 'Number pool'],
  'logisticsPage.trackingMode.manual': ['手工填写 / 导入', 'Typed in / imported'],
  'logisticsPage.trackingMode.none': ['无跟踪号', 'No tracking'],
  'logisticsPage.col.trackingMode': ['跟踪号来源', 'Tracking numbers'],
  'logisticsPage.field.trackingUrl': ['查询网址', 'Tracking URL'],
  'logisticsPage.field.trackingUrlHint': [
    "'{no}' 代表跟踪号，例如 https://t.example.com/?no='{no}'",
    "'{no}' stands for the tracking number, e.g. https://t.example.com/?no='{no}'",
  ],
  'logisticsPage.field.enabled': ['启用', 'Enabled'],

  // /systemLogistics
  'logisticsPage.system.title': ['系统物流', 'Carrier channels'],
  'logisticsPage.system.description': [
    '系统对接的物流商渠道目录。启用后即可在订单、物流规则中选择，轨迹由物流商接口自动查询；可以为每个渠道设置最大重量和是否使用号码池。',
    'The catalogue of carrier channels the system integrates. Enable a channel to choose it on orders and logistics rules; its tracking is queried from the carrier. Each channel can have its own max weight and number pool setting.',
  ],
  'logisticsPage.system.show': ['显示', 'Show'],
  'logisticsPage.system.showAll': ['全部渠道', 'All channels'],
  'logisticsPage.system.showEnabled': ['已启用的渠道', 'Enabled channels'],
  'logisticsPage.system.empty': ['没有已启用的系统渠道', 'No system channels enabled'],
  'logisticsPage.system.editTitle': ['设置 {name}', 'Settings of {name}'],

  // /customLogistics
  'logisticsPage.custom.title': ['自定义物流', 'Custom logistics'],
  'logisticsPage.custom.description': [
    '自己对接或线下合作的物流渠道：名称不能重复；最大重量 0 表示不限；使用号码池的渠道从“号段管理”导入的号码中分配跟踪号。被物流规则或未发货订单使用的渠道不能删除。',
    'Channels you arrange yourself: names are unique; a max weight of 0 means no limit; channels using a number pool take tracking numbers imported under Number pools. A channel used by a logistics rule or an open order cannot be deleted.',
  ],
  'logisticsPage.custom.add': ['新建渠道', 'Add channel'],
  'logisticsPage.custom.editTitle': ['编辑 {name}', 'Edit {name}'],
  'logisticsPage.custom.empty': ['还没有自定义物流渠道', 'No custom channels yet'],
  'logisticsPage.custom.confirmDelete': [
    '确定删除物流渠道 {name} 吗？它的号码池也会一并删除。',
    'Delete logistics channel {name}? Its number pool is deleted with it.',
  ],
  'logisticsPage.custom.deleted': ['已删除 {name}', '{name} deleted'],

  // /segmentManagement
  'logisticsPage.pool.title': ['号段管理', 'Number pools'],
  'logisticsPage.pool.description': [
    '为使用号码池的渠道导入跟踪号（txt 文件，每行一个号码）。订单分配跟踪号时按导入顺序取用未使用的号码，用过的号码标记为已使用。',
    'Import tracking numbers for channels that use a number pool (a .txt file, one number per line). Orders take unused numbers in import order; a number once given is marked used.',
  ],
  'logisticsPage.pool.channel': ['渠道', 'Channel'],
  'logisticsPage.pool.pickChannel': ['请先选择使用号码池的渠道', 'Choose a channel that uses a number pool first'],
  'logisticsPage.pool.import': ['导入号码（txt）', 'Import numbers (.txt)'],
  'logisticsPage.pool.importing': ['正在导入…', 'Importing…'],
  'logisticsPage.pool.txtOnly': ['号码池文件只支持 txt 格式', 'Number pool files must be .txt files'],
  'logisticsPage.pool.imported': ['已导入 {added} 个号码', '{added} numbers imported'],
  'logisticsPage.pool.importSummary': [
    '新增 {added} 个；文件内重复 {dup} 个、号码池已有 {existing} 个，已跳过',
    '{added} added; {dup} repeated in the file and {existing} already in the pool were skipped',
  ],
  'logisticsPage.pool.importFailed': ['导入失败', 'The import failed'],
  'logisticsPage.pool.counts': ['共 {total} 个，未使用 {unused} 个，已使用 {used} 个', '{total} numbers: {unused} unused, {used} used'],
  'logisticsPage.pool.tab.all': ['全部', 'All'],
  'logisticsPage.pool.tab.unused': ['未使用', 'Unused'],
  'logisticsPage.pool.tab.used': ['已使用', 'Used'],
  'logisticsPage.pool.filter.keyword': ['跟踪号', 'Tracking number'],
  'logisticsPage.pool.col.number': ['跟踪号', 'Tracking number'],
  'logisticsPage.pool.col.used': ['使用状态', 'Status'],
  'logisticsPage.pool.col.order': ['订单号', 'Order'],
  'logisticsPage.pool.col.usedAt': ['使用时间', 'Used at'],
  'logisticsPage.pool.col.createdAt': ['导入时间', 'Imported at'],
  'logisticsPage.pool.empty': ['号码池中没有号码', 'The pool holds no numbers'],
  'logisticsPage.pool.deleteUnused': ['删除所选未使用号码', 'Delete selected unused numbers'],
  'logisticsPage.pool.confirmDelete': ['确定删除所选的 {count} 个号码吗？', 'Delete the {count} selected numbers?'],
  'logisticsPage.pool.deleted': ['已删除 {count} 个号码', '{count} numbers deleted'],
} as const;

export const logisticsMessages = splitEntries(entries);
export type LogisticsMessageId = keyof typeof entries;

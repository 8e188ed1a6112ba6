/** Texts of /apiClients (ids `apiClients.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'apiClients.title': ['API 客户端', 'API clients'],
  'apiClients.description': [
    '第三方工具通过 API 客户端访问公司数据：只能使用授予的权限和店铺，每次调用按查询成本扣减额度，并记入操作日志。',
    "Third-party tools reach the company's data through an API client: only with the permissions and shops it is given, each call charged by its query cost and recorded in the operation log.",
  ],
  'apiClients.create': ['新建 API 客户端', 'New API client'],
  'apiClients.filter.status': ['状态', 'Status'],
  'apiClients.filter.keyword': ['名称或 Client ID', 'Name or client ID'],
  'apiClients.status.active': ['有效', 'Active'],
  'apiClients.status.revoked': ['已吊销', 'Revoked'],

  'apiClients.col.name': ['名称', 'Name'],
  'apiClients.col.scopes': ['权限', 'Permissions'],
  'apiClients.col.shops': ['店铺', 'Shops'],
  'apiClients.col.created': ['创建', 'Created'],
  'apiClients.col.lastUsed': ['最近调用', 'Last used'],
  'apiClients.col.status': ['状态', 'Status'],
  'apiClients.col.actions': ['操作', 'Actions'],
  'apiClients.empty': ['还没有 API 客户端', 'No API clients yet'],
  'apiClients.scopeCount': ['{count} 项权限', '{count} permissions'],
  'apiClients.scopeMore': ['等 {count} 项', 'and {count} more'],
  'apiClients.allShops': ['全部店铺', 'All shops'],
  'apiClients.shopCount': ['{count} 个店铺', '{count} shops'],
  'apiClients.createdBy': ['由 {name} 创建', 'by {name}'],
  'apiClients.neverUsed': ['从未调用', 'Never used'],
  'apiClients.budget': ['额度 {size} 点，每秒恢复 {rate} 点', 'Budget {size} points, {rate} restored a second'],

  'apiClients.usage': ['调用记录', 'Usage'],
  'apiClients.rotate': ['重置密钥', 'Rotate secret'],
  'apiClients.revoke': ['吊销', 'Revoke'],
  'apiClients.confirmRevokeTitle': ['吊销 API 客户端', 'Revoke API client'],
  'apiClients.confirmRevoke': [
    '确定吊销 {name} 吗？使用它的工具将立即无法访问，且不能恢复。',
    'Revoke {name}? Tools using it lose access at once, and this cannot be undone.',
  ],
  'apiClients.confirmRotateTitle': ['重置密钥', 'Rotate secret'],
  'apiClients.confirmRotate': [
    '确定为 {name} 生成新密钥吗？旧的 API 密钥和访问令牌将立即失效。',
    'Give {name} a new secret? The old API key and access tokens stop working at once.',
  ],
  'apiClients.revoked': ['{name} 已吊销', '{name} revoked'],
  'apiClients.failed': ['操作失败，请稍后重试', 'That did not work; please try again'],

  'apiClients.field.name': ['名称', 'Name'],
  'apiClients.field.nameHint': ['例如使用它的工具名称，会显示在操作日志中', 'E.g. the tool that uses it; shown in the operation log'],
  'apiClients.field.scopes': ['权限', 'Permissions'],
  'apiClients.field.scopesHint': [
    '只能授予你自己拥有的权限；勾选操作会同时勾选它所在的页面。',
    'You can grant only permissions you hold; ticking an action also ticks its page.',
  ],
  'apiClients.field.shops': ['店铺', 'Shops'],
  'apiClients.field.shopsHint': ['不勾选则可访问你能访问的全部店铺', 'None ticked: every shop you may reach'],
  'apiClients.field.noShops': ['还没有店铺', 'No shops yet'],
  'apiClients.field.selectAllShops': ['全选', 'Select all'],
  'apiClients.field.clearShops': ['清空', 'Clear'],
  'apiClients.save': ['创建', 'Create'],
  'apiClients.cancel': ['取消', 'Cancel'],
  'apiClients.optionsFailed': ['店铺列表加载失败，可以稍后再选店铺', 'The shop list could not be loaded'],

  'apiClients.secret.title': ['保存 {name} 的密钥', 'Store the secret of {name}'],
  'apiClients.secret.warning': [
    '密钥只显示这一次，关闭后无法再查看。请立即复制并妥善保存；如果遗失，只能重置密钥。',
    'The secret is shown this once and cannot be viewed again. Copy it now and keep it safe; if it is lost, rotate the secret.',
  ],
  'apiClients.secret.apiKey': ['API 密钥（Authorization: Bearer）', 'API key (Authorization: Bearer)'],
  'apiClients.secret.clientId': ['Client ID（OAuth client_id）', 'Client ID (OAuth client_id)'],
  'apiClients.secret.clientSecret': ['Client Secret（OAuth client_secret）', 'Client secret (OAuth client_secret)'],
  'apiClients.secret.copy': ['复制', 'Copy'],
  'apiClients.secret.copied': ['已复制', 'Copied'],
  'apiClients.secret.stored': ['我已保存密钥', 'I have stored the secret'],
  'apiClients.secret.done': ['完成', 'Done'],

  'apiClients.usage.title': ['{name} 的调用记录', 'Usage of {name}'],
  'apiClients.usage.filter.result': ['结果', 'Result'],
  'apiClients.usage.success': ['成功', 'Succeeded'],
  'apiClients.usage.failure': ['失败', 'Failed'],
  'apiClients.usage.throttled': ['限流', 'Throttled'],
  'apiClients.usage.col.time': ['时间', 'Time'],
  'apiClients.usage.col.operation': ['操作', 'Operation'],
  'apiClients.usage.col.cost': ['成本', 'Cost'],
  'apiClients.usage.col.result': ['结果', 'Result'],
  'apiClients.usage.col.duration': ['耗时', 'Duration'],
  'apiClients.usage.col.ip': ['IP', 'IP'],
  'apiClients.usage.duration': ['{ms} 毫秒', '{ms} ms'],
  'apiClients.usage.empty': ['还没有调用记录', 'No calls yet'],
} as const;

export const apiClientsMessages = splitEntries(entries);
export type ApiClientsMessageId = keyof typeof entries;

/** Texts of /accounts (ids `accounts.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'accounts.title': ['子账号管理', 'Sub-accounts'],
  'accounts.description': [
    '为员工创建子账号，分配角色决定能做什么，分配店铺决定能看到哪些店铺的数据。',
    'Create sub-accounts for your staff: the role decides what they may do, the shops decide whose data they see.',
  ],
  'accounts.create': ['新建子账号', 'New sub-account'],
  'accounts.edit': ['编辑', 'Edit'],
  'accounts.editTitle': ['编辑子账号 {username}', 'Edit sub-account {username}'],
  'accounts.enable': ['启用', 'Enable'],
  'accounts.disable': ['禁用', 'Disable'],
  'accounts.resetPassword': ['重置密码', 'Reset password'],
  'accounts.resetPasswordTitle': ['重置 {username} 的密码', 'Reset the password of {username}'],
  'accounts.resetPasswordHint': [
    '重置后该账号会在所有设备上退出登录，需要用新密码重新登录。',
    'The account is signed out on every device and must sign in with the new password.',
  ],
  'accounts.resetPasswordDone': ['密码已重置', 'The password has been reset'],

  'accounts.filter.keyword': ['关键词', 'Keyword'],
  'accounts.filter.keywordPlaceholder': ['用户名 / 姓名 / 手机号', 'Username, name or phone'],
  'accounts.filter.status': ['状态', 'Status'],
  'accounts.filter.role': ['角色', 'Role'],

  'accounts.col.username': ['用户名', 'Username'],
  'accounts.col.realname': ['姓名', 'Name'],
  'accounts.col.phone': ['手机号', 'Phone'],
  'accounts.col.email': ['邮箱', 'E-mail'],
  'accounts.col.role': ['角色', 'Role'],
  'accounts.col.shops': ['店铺权限', 'Shops'],
  'accounts.col.status': ['状态', 'Status'],
  'accounts.col.lastLogin': ['最后登录', 'Last sign-in'],
  'accounts.col.actions': ['操作', 'Actions'],

  'accounts.mainAccount': ['主账号', 'Main account'],
  'accounts.mainAccountHint': ['主账号拥有全部权限，不能在这里修改', 'The main account holds every permission and is not changed here'],
  'accounts.noRole': ['未分配角色', 'No role'],
  'accounts.allShops': ['全部店铺', 'All shops'],
  'accounts.shopCount': ['{count} 个店铺', '{count, plural, one {# shop} other {# shops}}'],
  'accounts.status.enabled': ['启用', 'Enabled'],
  'accounts.status.disabled': ['禁用', 'Disabled'],
  'accounts.never': ['从未登录', 'Never'],
  'accounts.empty': ['还没有子账号', 'No sub-accounts yet'],

  'accounts.field.username': ['用户名', 'Username'],
  'accounts.field.password': ['密码', 'Password'],
  'accounts.field.password2': ['确认密码', 'Confirm password'],
  'accounts.field.newPassword': ['新密码', 'New password'],
  'accounts.field.realname': ['姓名', 'Name'],
  'accounts.field.phone': ['手机号', 'Phone'],
  'accounts.field.email': ['邮箱', 'E-mail'],
  'accounts.field.role': ['角色', 'Role'],
  'accounts.field.shops': ['店铺数据权限', 'Shop data access'],
  'accounts.field.usernameHint': [
    '3 到 50 个字符：字母、数字、_ . @ -，创建后不能修改',
    '3 to 50 characters: letters, digits, _ . @ -; cannot be changed later',
  ],
  'accounts.field.passwordHint': ['至少 8 个字符', 'At least 8 characters'],
  'accounts.field.shopsHint': ['不勾选任何店铺表示可查看全部店铺', 'Tick no shop to give access to all shops'],
  'accounts.field.noShops': ['还没有授权店铺', 'No shops authorized yet'],
  'accounts.field.selectAllShops': ['全选', 'Select all'],
  'accounts.field.clearShops': ['清空（全部店铺）', 'Clear (all shops)'],

  'accounts.save': ['保存', 'Save'],
  'accounts.cancel': ['取消', 'Cancel'],
  'accounts.created': ['子账号 {username} 已创建', 'Sub-account {username} created'],
  'accounts.updated': ['子账号已保存', 'Sub-account saved'],
  'accounts.enabled': ['{username} 已启用', '{username} enabled'],
  'accounts.disabled': ['{username} 已禁用', '{username} disabled'],
  'accounts.confirmDisableTitle': ['禁用子账号', 'Disable sub-account'],
  'accounts.confirmDisable': [
    '确定禁用 {username} 吗？该账号会立即在所有设备上退出登录，并且不能再登录。',
    'Disable {username}? The account is signed out on every device at once and cannot sign in again.',
  ],
  'accounts.confirmEnableTitle': ['启用子账号', 'Enable sub-account'],
  'accounts.confirmEnable': ['确定启用 {username} 吗？启用后该账号可以重新登录。', 'Enable {username}? The account can sign in again.'],
  'accounts.planLimitTitle': ['已达到套餐的账号上限', 'Your plan’s account limit is reached'],
  'accounts.planLimitText': [
    '当前套餐的账号数量已用完，请升级套餐或禁用不再使用的账号后再添加。',
    'Your plan has no accounts left; upgrade the plan before adding more.',
  ],
  'accounts.saveFailed': ['保存失败，请稍后重试', 'Could not save; please try again'],
  'accounts.optionsFailed': ['角色和店铺加载失败，请关闭后重试', 'Roles and shops could not be loaded; close and try again'],
} as const;

export const accountsMessages = splitEntries(entries);
export type AccountsMessageId = keyof typeof entries;

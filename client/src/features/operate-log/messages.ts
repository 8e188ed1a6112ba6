/** Texts of /operateLog (ids `operateLog.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'operateLog.title': ['操作日志', 'Operation log'],
  'operateLog.description': [
    '谁在什么时间做了什么、是否成功。密码、验证码等敏感内容不会记录。',
    'Who did what and when, and whether it worked. Passwords, codes and tokens are never recorded.',
  ],
  'operateLog.filter.action': ['操作', 'Action'],
  'operateLog.filter.actionPlaceholder': ['如 新建角色 或 createRole', 'e.g. New role or createRole'],
  'operateLog.filter.module': ['模块', 'Module'],
  'operateLog.filter.success': ['结果', 'Result'],
  'operateLog.filter.date': ['时间', 'Date'],

  'operateLog.col.time': ['时间', 'Time'],
  'operateLog.col.user': ['操作人', 'User'],
  'operateLog.col.action': ['操作', 'Action'],
  'operateLog.col.module': ['模块', 'Module'],
  'operateLog.col.result': ['结果', 'Result'],
  'operateLog.col.errorCode': ['错误码', 'Error code'],
  'operateLog.col.ip': ['IP', 'IP'],
  'operateLog.col.detail': ['详情', 'Detail'],
  'operateLog.empty': ['没有符合条件的操作记录', 'No operations match'],

  'operateLog.success': ['成功', 'Succeeded'],
  'operateLog.failure': ['失败', 'Failed'],
  'operateLog.expand': ['展开', 'Expand'],
  'operateLog.collapse': ['收起', 'Collapse'],
  'operateLog.expandLabel': ['展开第 {id} 条的详情', 'Expand the detail of entry {id}'],
  'operateLog.collapseLabel': ['收起第 {id} 条的详情', 'Collapse the detail of entry {id}'],

  'operateLog.module.auth': ['账号与登录', 'Sign-in and account'],
  'operateLog.module.accounts': ['子账号', 'Sub-accounts'],
  'operateLog.module.roles': ['角色', 'Roles'],
  'operateLog.module.shops': ['店铺', 'Shops'],
  'operateLog.module.company': ['公司信息', 'Company'],

  'operateLog.action.login': ['登录', 'Sign in'],
  'operateLog.action.logout': ['退出登录', 'Sign out'],
  'operateLog.action.register': ['注册', 'Register'],
  'operateLog.action.refreshToken': ['刷新登录', 'Refresh sign-in'],
  'operateLog.action.sendPasswordResetCode': ['发送验证码', 'Send verification code'],
  'operateLog.action.resetPassword': ['找回密码', 'Recover password'],
  'operateLog.action.changePassword': ['修改密码', 'Change password'],
  'operateLog.action.updateProfile': ['修改个人资料', 'Update profile'],
  'operateLog.action.createSubAccount': ['新建子账号', 'New sub-account'],
  'operateLog.action.updateSubAccount': ['编辑子账号', 'Edit sub-account'],
  'operateLog.action.setSubAccountStatus': ['启用/禁用子账号', 'Enable or disable sub-account'],
  'operateLog.action.resetSubAccountPassword': ['重置子账号密码', 'Reset sub-account password'],
  'operateLog.action.createRole': ['新建角色', 'New role'],
  'operateLog.action.updateRole': ['编辑角色', 'Edit role'],
  'operateLog.action.deleteRole': ['删除角色', 'Delete role'],
  'operateLog.action.updateCompany': ['编辑公司信息', 'Edit company'],
  'operateLog.action.authorizeShop': ['授权店铺', 'Authorize shop'],
  'operateLog.action.reauthorizeShop': ['重新授权店铺', 'Re-authorize shop'],
  'operateLog.action.updateShop': ['编辑店铺', 'Edit shop'],
} as const;

export const operateLogMessages = splitEntries(entries);
export type OperateLogMessageId = keyof typeof entries;

/** Modules the server records (the `operateModule` of each mutation). */
export const LOG_MODULES = ['auth', 'accounts', 'roles', 'shops', 'company'] as const;

/** Actions with a readable name (mutation names; others are shown as they are). */
export const KNOWN_ACTIONS = Object.keys(entries)
  .filter((id) => id.startsWith('operateLog.action.'))
  .map((id) => id.slice('operateLog.action.'.length));

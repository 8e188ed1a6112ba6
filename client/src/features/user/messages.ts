/** Texts of /user and /changePassword (ids `user.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'user.title': ['个人信息', 'My profile'],
  'user.description': ['修改你自己的姓名、联系方式和登录密码。', 'Change your own name, contact details and password.'],
  'user.profile': ['个人资料', 'Profile'],
  'user.account': ['账号', 'Account'],
  'user.username': ['用户名', 'Username'],
  'user.role': ['角色', 'Role'],
  'user.mainAccount': ['主账号（拥有全部权限）', 'Main account (every permission)'],
  'user.noRole': ['未分配角色', 'No role'],
  'user.lastLogin': ['上次登录', 'Last sign-in'],
  'user.never': ['从未登录', 'Never'],
  'user.field.realname': ['姓名', 'Name'],
  'user.field.phone': ['手机号', 'Phone'],
  'user.field.email': ['邮箱', 'E-mail'],
  'user.save': ['保存', 'Save'],
  'user.saved': ['个人资料已保存', 'Profile saved'],
  'user.saveFailed': ['保存失败，请稍后重试', 'Could not save; please try again'],
  'user.loadFailed': ['个人信息加载失败', 'Your profile could not be loaded'],
  'user.retry': ['重试', 'Retry'],

  'user.password.title': ['修改密码', 'Change password'],
  'user.password.description': ['修改后，你在其他设备上的登录会退出，当前页面保持登录。', 'Your other devices are signed out; this one stays signed in.'],
  'user.password.old': ['当前密码', 'Current password'],
  'user.password.new': ['新密码', 'New password'],
  'user.password.new2': ['确认新密码', 'Confirm new password'],
  'user.password.hint': ['至少 8 个字符', 'At least 8 characters'],
  'user.password.submit': ['修改密码', 'Change password'],
  'user.password.done': ['密码已修改，其他设备上的登录已退出', 'Password changed; your other devices are signed out'],
} as const;

export const userMessages = splitEntries(entries);
export type UserMessageId = keyof typeof entries;

/** Texts of /roles (ids `roles.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'roles.title': ['角色管理', 'Roles'],
  'roles.description': [
    '角色是一组权限：可以打开哪些页面、执行哪些操作。给子账号分配角色即授予这些权限。',
    'A role is a set of permissions: which pages open and which actions run. Giving a sub-account a role grants them.',
  ],
  'roles.create': ['新建角色', 'New role'],
  'roles.edit': ['编辑', 'Edit'],
  'roles.editTitle': ['编辑角色 {name}', 'Edit role {name}'],
  'roles.delete': ['删除', 'Delete'],
  'roles.filter.keyword': ['角色名称', 'Role name'],

  'roles.col.name': ['角色名称', 'Name'],
  'roles.col.remark': ['备注', 'Remark'],
  'roles.col.permissions': ['权限数', 'Permissions'],
  'roles.col.accounts': ['账号数', 'Accounts'],
  'roles.col.updatedAt': ['更新时间', 'Updated'],
  'roles.col.actions': ['操作', 'Actions'],
  'roles.empty': ['还没有角色', 'No roles yet'],

  'roles.field.name': ['角色名称', 'Name'],
  'roles.field.remark': ['备注', 'Remark'],
  'roles.field.permissions': ['权限', 'Permissions'],
  'roles.field.permissionsHint': [
    '勾选页面即可打开该页面；勾选操作会同时勾选它所在的页面。',
    'A ticked page can be opened; ticking an action also ticks its page.',
  ],
  'roles.tree.all': ['全部权限', 'All permissions'],
  'roles.tree.selected': ['已选 {count} / {total}', '{count} of {total} selected'],
  'roles.tree.loading': ['正在加载权限…', 'Loading permissions…'],
  'roles.tree.failed': ['权限列表加载失败', 'The permission list could not be loaded'],
  'roles.tree.retry': ['重试', 'Retry'],
  'roles.tree.actions': ['{page} 的操作', 'Actions of {page}'],

  'roles.save': ['保存', 'Save'],
  'roles.cancel': ['取消', 'Cancel'],
  'roles.created': ['角色 {name} 已创建', 'Role {name} created'],
  'roles.updated': ['角色 {name} 已保存', 'Role {name} saved'],
  'roles.deleted': ['角色 {name} 已删除', 'Role {name} deleted'],
  'roles.saveFailed': ['保存失败，请稍后重试', 'Could not save; please try again'],
  'roles.deleteFailed': ['删除失败，请稍后重试', 'Could not delete; please try again'],
  'roles.confirmDeleteTitle': ['删除角色', 'Delete role'],
  'roles.confirmDelete': ['确定删除角色 {name} 吗？删除后不能恢复。', 'Delete the role {name}? This cannot be undone.'],
  'roles.confirmDeleteAssigned': [
    '角色 {name} 已分配给 {count} 个账号，需要先为这些账号更换角色才能删除。仍要尝试删除吗？',
    'The role {name} is assigned to {count} accounts; they need another role before it can be deleted. Try anyway?',
  ],
  'roles.inUseTitle': ['无法删除角色 {name}', 'The role {name} cannot be deleted'],
  'roles.inUse': [
    '该角色已分配给 {count} 个账号，请先在子账号管理中为这些账号分配其他角色。',
    'It is assigned to {count} accounts; give them another role under Sub-accounts first.',
  ],
  'roles.dismiss': ['关闭', 'Dismiss'],
} as const;

export const rolesMessages = splitEntries(entries);
export type RolesMessageId = keyof typeof entries;

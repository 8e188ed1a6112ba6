import { describe, expect, it } from 'vitest';
import { allNames, ancestorsByName, namesIn, nodeState, ordered, toggle, type PermNode } from './permissionTree';

const tree: PermNode[] = [
  {
    name: 'setting',
    title: '设置',
    kind: 'group',
    children: [
      {
        name: 'accounts',
        title: '子账号管理',
        kind: 'page',
        children: [
          { name: 'user.create', title: '新建子账号', kind: 'action', children: [] },
          { name: 'user.update', title: '编辑子账号', kind: 'action', children: [] },
        ],
      },
      { name: 'company', title: '公司信息', kind: 'page', children: [] },
    ],
  },
];
const [setting] = tree;
const accounts = setting!.children![0]!;
const create = accounts.children![0]!;
const ancestors = ancestorsByName(tree);

describe('permission tree', () => {
  it('lists the permission names below a node (groups are not permissions)', () => {
    expect(namesIn(setting!)).toEqual(['accounts', 'user.create', 'user.update', 'company']);
    expect(allNames(tree)).toHaveLength(4);
  });

  it('ticking an action also ticks its page', () => {
    const next = toggle(create, true, new Set(), ancestors);
    expect([...next].sort()).toEqual(['accounts', 'user.create']);
    expect(nodeState(accounts, next)).toBe('indeterminate');
    expect(nodeState(setting!, next)).toBe('indeterminate');
  });

  it('ticking a system selects everything in it; unticking a page drops its actions', () => {
    const all = toggle(setting!, true, new Set(), ancestors);
    expect(nodeState(setting!, all)).toBe(true);
    const without = toggle(accounts, false, all, ancestors);
    expect([...without]).toEqual(['company']);
    expect(nodeState(accounts, without)).toBe(false);
  });

  it('orders the selection like the tree and keeps unknown names', () => {
    expect(ordered(tree, new Set(['company', 'legacy.thing', 'accounts']))).toEqual(['accounts', 'company', 'legacy.thing']);
  });
});

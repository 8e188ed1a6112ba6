import { DEFAULT_MENU, flattenMenu } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import { companyWorld, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { syncMenu } from './menu.service';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;

const menuRows = () => unscopedDb(app.platform.database.prisma, 'test').menuNode.findMany({ orderBy: { id: 'asc' } });
const SYSTEMS = ['order', 'published', 'purchase', 'warehouse', 'logistics', 'data', 'finance', 'setting'];

const walk = (nodes: any[], out: any[] = []) => {
  for (const n of nodes) {
    out.push(n);
    walk(n.children, out);
  }
  return out;
};

worldsSuite(companyWorld, ['Acme'], (...s) => ([app, acme] = s));

describe('syncMenu', () => {
  it('seeds one row per menu definition entry, children pointing at their parent', async () => {
    const rows = await menuRows();
    const flat = flattenMenu();
    expect(rows).toHaveLength(flat.length);
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const def of flat) {
      const row = byName.get(def.name)!;
      expect(row, def.name).toBeDefined();
      expect(row.pid, def.name).toBe(def.parent ? byName.get(def.parent)!.id : 0);
      expect([row.kind, row.titleEn, row.titleZh, row.hidden], def.name).toEqual([def.kind, def.en, def.zh, def.hidden]);
    }
  });

  it('is idempotent: running it twice leaves the same rows', async () => {
    const before = await menuRows();
    await syncMenu(app.platform);
    await syncMenu(app.platform);
    expect(await menuRows()).toEqual(before);
  });

  it('repairs drift: a changed title, a removed node and a stray node', async () => {
    const before = await menuRows();
    const db = unscopedDb(app.platform.database.prisma, 'test');
    await db.menuNode.update({ where: { name: 'orders' }, data: { titleEn: 'Tampered', hidden: true } });
    const accounts = before.find((r) => r.name === 'accounts')!;
    await db.menuNode.delete({ where: { name: 'accounts' } });
    await db.menuNode.create({ data: { name: 'obsolete', titleZh: '旧', titleEn: 'Old', kind: 'page' } });
    await syncMenu(app.platform);
    const after = await menuRows();
    expect(after).toHaveLength(before.length);
    expect(after.find((r) => r.name === 'obsolete')).toBeUndefined();
    expect(after.find((r) => r.name === 'orders')).toMatchObject({ titleEn: 'Orders', hidden: false });
    const recreated = after.find((r) => r.name === 'accounts')!;
    expect(recreated.pid).toBe(accounts.pid);
    // The action leaves under the recreated page follow it.
    expect(after.filter((r) => r.name.startsWith('user.')).every((r) => r.pid === recreated.id)).toBe(true);
    // The served menu follows the repaired rows.
    const r = await app.rest('user/routes', undefined, { token: acme.token, lang: 'en' });
    const setting = r.body.data.menu.find((n: any) => n.name === 'setting');
    expect(setting.children.find((n: any) => n.name === 'accounts').children.map((n: any) => n.name)).toEqual([
      'user.create',
      'user.update',
      'user.disable',
      'user.resetPassword',
    ]);
    expect(r.body.data.menu[0].children[0].meta.title).toBe('Orders');
  });
});

describe('main account user/routes', () => {
  it('has the 8 systems in order (Finance its own since issue 22 item 10), each a group with component rview and the meta of spec 01 §3', async () => {
    const r = await app.rest('user/routes', undefined, { token: acme.token, lang: 'en' });
    expect(r.body.code).toBe(0);
    const menu = r.body.data.menu;
    expect(menu.map((n: any) => n.name)).toEqual(SYSTEMS);
    for (const [i, node] of menu.entries()) {
      const def = DEFAULT_MENU[i];
      expect(node).toMatchObject({ pid: 0, path: '', component: 'rview', hidden: false, redirect: '' });
      expect(node.meta).toEqual({ title: def.en, icon: def.icon, roles: [], noCache: false, breadcrumb: true, affix: false });
      expect(node.children.length).toBe(def.children!.length);
    }
    expect(menu.map((n: any) => n.meta.title)).toEqual(['Orders', 'Listing', 'Purchasing', 'Warehouse', 'Logistics', 'Data', 'Finance', 'Settings']);
  });

  it('pages carry their path and route name; action leaves are hidden', async () => {
    const r = await app.rest('user/routes', undefined, { token: acme.token });
    const all = walk(r.body.data.menu);
    expect(all).toHaveLength(flattenMenu().length);
    const byName = new Map(all.map((n) => [n.name, n]));
    expect(byName.get('orders')).toMatchObject({ path: '/orders', component: 'orders', hidden: false, pid: byName.get('order').id });
    expect(byName.get('orders').meta.title).toBe('订单管理');
    expect(byName.get('user.create')).toMatchObject({ hidden: true, component: 'action', path: '', children: [], pid: byName.get('accounts').id });
    expect(byName.get('user.create').meta.title).toBe('新建子账号');
    expect(byName.get('shopsConfig').hidden).toBe(true);
    const actions = all.filter((n) => n.kind === 'action');
    expect(actions.length).toBeGreaterThan(10);
    expect(actions.every((n) => n.hidden === true && n.children.length === 0)).toBe(true);
    const pages = all.filter((n) => n.kind === 'page');
    expect(pages.filter((n) => n.hidden).map((n) => n.name)).toEqual([
      'createOrder',
      'pickListTemplate',
      'scanSorting',
      'forecastSorting',
      'secondarySorting',
      'scanToShip',
      'addProduct',
      'developmentProcessSetting',
      'supplierDetails',
      'supplyRelationshipDetails',
      'supplyProDetails',
      'allibabaPair',
      'productEuPairDetail',
      'shopsConfig',
      'messageList',
      'messageNoticeConfig',
    ]);
    // The main account holds every permission.
    expect(new Set(r.body.data.permissions)).toEqual(
      new Set(
        flattenMenu()
          .filter((d) => d.kind !== 'group')
          .map((d) => d.name),
      ),
    );
  });

  it('GraphQL session answers the same menu', async () => {
    const g = await app.gql(
      '{ session { userId companyId isMain allowShopIds menu { name component title children { name hidden } } } }',
      {},
      { token: acme.token, lang: 'en' },
    );
    const s = g.body.data.session;
    expect(s).toMatchObject({ userId: acme.userId, companyId: acme.companyId, isMain: true, allowShopIds: [] });
    expect(s.menu.map((n: any) => [n.name, n.component, n.title])).toEqual([
      ['order', 'rview', 'Orders'],
      ['published', 'rview', 'Listing'],
      ['purchase', 'rview', 'Purchasing'],
      ['warehouse', 'rview', 'Warehouse'],
      ['logistics', 'rview', 'Logistics'],
      ['data', 'rview', 'Data'],
      ['finance', 'rview', 'Finance'],
      ['setting', 'rview', 'Settings'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { storeUserRoutes } from '../api/session';
import { userRoutes } from '../test/server';
import { closeTab, currentLastTab, getTabState, movedTab, moveTab, openTab, readCheckedTab, readTabs, withoutTab, withTab, type PageTab } from './tabs';

const tab = (fullPath: string, suffix?: string): PageTab => ({
  path: fullPath.split('?')[0]!,
  fullPath,
  ...(suffix ? { suffix } : {}),
});

describe('tab list operations', () => {
  it('opens a tab once per path, refreshing its query', () => {
    let tabs = withTab([], '/orders');
    tabs = withTab(tabs, '/shops?status=4');
    tabs = withTab(tabs, '/orders?status=processing');
    expect(tabs).toEqual([tab('/orders?status=processing'), tab('/shops?status=4')]);
  });

  it('never opens a tab for /home or /messageList', () => {
    expect(withTab([tab('/orders')], '/home')).toEqual([tab('/orders')]);
    expect(withTab([], '/messageList?type=2')).toEqual([]);
  });

  it('keeps the platform suffix of a tab', () => {
    let tabs = withTab([], '/ebayListingDraft', 'eBay');
    tabs = withTab(tabs, '/ebayListingDraft?page=2');
    expect(tabs).toEqual([tab('/ebayListingDraft?page=2', 'eBay')]);
  });

  it('closes a tab; closing the active one goes to the last tab, or home', () => {
    const tabs = [tab('/a'), tab('/b'), tab('/c')];
    expect(withoutTab(tabs, '/b', '/a')).toEqual({ tabs: [tab('/a'), tab('/c')], next: null });
    expect(withoutTab(tabs, '/c', '/c')).toEqual({ tabs: [tab('/a'), tab('/b')], next: '/b' });
    expect(withoutTab(tabs, '/a', '/a?x=1')).toEqual({ tabs: [tab('/b'), tab('/c')], next: '/c' });
    expect(withoutTab([tab('/a')], '/a', '/a')).toEqual({ tabs: [], next: '/home' });
    expect(withoutTab(tabs, '/zzz', '/a').tabs).toEqual(tabs);
  });

  it('reorders by drag and drop', () => {
    const tabs = [tab('/a'), tab('/b'), tab('/c')];
    expect(movedTab(tabs, '/a', '/c').map((t) => t.path)).toEqual(['/b', '/c', '/a']);
    expect(movedTab(tabs, '/c', '/a').map((t) => t.path)).toEqual(['/c', '/a', '/b']);
    expect(movedTab(tabs, '/a', '/nope')).toEqual(tabs);
  });
});

describe('tab storage (localStorage list_tabs / list_tabs_checked)', () => {
  it('is prepared by user/routes: an empty list and home checked', () => {
    storeUserRoutes(userRoutes());
    expect(localStorage.getItem('list_tabs')).toBe('[]');
    expect(localStorage.getItem('list_tabs_checked')).toBe('/home');
  });

  it('opens, reorders and closes tabs in storage', () => {
    openTab('/orders');
    openTab('/shops?status=4');
    openTab('/home');
    expect(readTabs()).toEqual([tab('/orders'), tab('/shops?status=4')]);
    expect(readCheckedTab()).toBe('/home');
    expect(JSON.parse(localStorage.getItem('list_tabs') ?? 'null')).toHaveLength(2);

    moveTab('/shops', '/orders');
    expect(readTabs()?.map((t) => t.path)).toEqual(['/shops', '/orders']);

    openTab('/orders');
    expect(closeTab('/orders', '/orders')).toBe('/shops?status=4');
    expect(readTabs()).toEqual([tab('/shops?status=4')]);
    expect(readCheckedTab()).toBe('/shops?status=4');
    expect(getTabState().tabs).toEqual([tab('/shops?status=4')]);
  });

  it('falls back to the last tab when the checked one is gone', () => {
    localStorage.setItem('list_tabs', JSON.stringify([tab('/orders'), tab('/roles')]));
    localStorage.setItem('list_tabs_checked', '/company');
    expect(currentLastTab()).toBe('/roles');
    localStorage.setItem('list_tabs_checked', '/orders');
    expect(currentLastTab()).toBe('/orders');
    localStorage.setItem('list_tabs', '[]');
    expect(currentLastTab()).toBe('/home');
  });

  it('reads tab lists stored as plain paths too', () => {
    localStorage.setItem('list_tabs', JSON.stringify(['/orders?x=1']));
    expect(readTabs()).toEqual([tab('/orders?x=1')]);
    localStorage.removeItem('list_tabs');
    expect(readTabs()).toBeNull();
  });
});

// Issue 3 §7 in a real browser against the built app: sign in, tabs survive a reload, English
// menus, a sub-account without the roles permission, silent token refresh, phone redirect,
// and screenshots of the main screens (e2e/screenshots, git-ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function openFromMenu(page: Page, system: RegExp, item: RegExp) {
  await page.getByRole('navigation').getByRole('button', { name: system }).first().click();
  await page
    .getByRole('menuitem', { name: item })
    .or(page.getByRole('link', { name: item }))
    .first()
    .click();
}

const tabTitles = (page: Page) => page.getByRole('tab').allInnerTexts();

describe('shell in a browser', () => {
  it('signs in as demo, opens three pages, and gets the tabs back after a reload', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.signIn(page);
    await e2e.shot(page, 'home');
    await openFromMenu(page, /设置/, /^角色管理$/);
    await page.waitForURL(/#\/roles/);
    await page.getByTestId('side-nav').getByText('子账号管理', { exact: true }).click();
    await page.waitForURL(/#\/accounts/);
    await page.getByTestId('side-nav').getByText('公司信息', { exact: true }).click();
    await page.waitForURL(/#\/company/);
    await expect.poll(async () => (await tabTitles(page)).join('|')).toMatch(/角色管理.*子账号管理.*公司信息/);
    const before = await tabTitles(page);
    await page.reload();
    await page.waitForURL(/#\/company/);
    await expect.poll(() => tabTitles(page)).toEqual(before);
    await context.close();
  });

  it('switches to English and shows English menus', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.signIn(page);
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.getByRole('navigation').first().innerText()).toMatch(/Settings/);
    expect(await page.getByRole('navigation').first().innerText()).toMatch(/Purchasing/);
    await e2e.shot(page, 'home-en');
    await context.close();
  });

  it('hides /roles from a sub-account without the permission, and the server refuses it', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.signIn(page, 'demo_service', 'demo1234');
    await page.locator('[data-system=setting]').click();
    const panel = page.getByRole('dialog');
    await expect.poll(() => panel.innerText()).toContain('店铺授权');
    expect(await panel.innerText()).not.toContain('角色管理');
    await page.keyboard.press('Escape');
    const answer = await page.evaluate(async () => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('info='))!
          .slice(5),
      );
      const r = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ roles(first: 1) { totalCount } }' }),
      });
      return r.json();
    });
    expect(answer.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'roles' });
    await context.close();
  });

  it('sends a phone browser to /homeIndexWap', async () => {
    const { page, context } = await e2e.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    await page.goto(`${e2e.baseUrl}/#/home`);
    await page.waitForURL(/#\/homeIndexWap/);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toMatch(/#\/homeIndexWap/);
    await e2e.shot(page, 'phone-homeIndexWap');
    await context.close();
  });

  it('takes screenshots of the main screens', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/#/homeIndex`);
    await page.waitForLoadState('networkidle');
    await e2e.shot(page, 'public-homeIndex');
    await page.goto(`${e2e.baseUrl}/#/rates`);
    await page.waitForLoadState('networkidle');
    await e2e.shot(page, 'public-rates');
    await e2e.signIn(page);
    for (const [system, item, name] of [
      [/设置/, /^店铺授权$/, 'shops'],
      [/设置/, /^子账号管理$/, 'accounts'],
      [/设置/, /^角色管理$/, 'roles'],
      [/设置/, /^公司信息$/, 'company'],
      [/设置/, /^操作日志$/, 'operateLog'],
      [/订单/, /^订单管理$/, 'shell-orders'],
    ] as const) {
      await openFromMenu(page, system, item);
      await page.waitForURL(new RegExp(`#/${name.replace('shell-', '')}(\\?|$)`));
      await page.waitForTimeout(400); // the menu popover closes
      await page.locator('h1:visible').first().waitFor({ timeout: 20000 });
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('.chakra-spinner:visible, [data-loading]:visible').count(), { timeout: 15000 }).toBe(0);
      await e2e.shot(page, name);
    }
    await context.close();
  });
});

describe('silent token refresh', () => {
  let short: E2E;
  beforeAll(async () => {
    short = await startE2E({ ACCESS_TOKEN_TTL: '4' });
  });
  afterAll(() => short?.close());

  it('refreshes an expired token without the user noticing', async () => {
    const { page, context } = await short.newPage();
    await short.signIn(page);
    const first = await page.evaluate(() => document.cookie);
    await page.waitForTimeout(5000); // the access token has expired now
    await openFromMenu(page, /设置/, /^子账号管理$/);
    await page.waitForURL(/#\/accounts/);
    await expect.poll(() => page.getByText('demo_purchaser').count(), { timeout: 15000 }).toBeGreaterThan(0);
    expect(page.url()).not.toMatch(/login/);
    expect(await page.evaluate(() => document.cookie)).not.toBe(first);
    await context.close();
  });
});

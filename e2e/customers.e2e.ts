// Issue 21 item 4, customers: /customerManagement from the menu with the demo buyers, the blacklist
// tab with the demo's blacklisted buyers, at 1920×1080 and 1366×768, in Chinese then English,
// without console errors.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInShell, settle, startE2E, type E2E } from './harness';

let e2e: E2E;
const problems: string[] = [];
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const SETTINGS = [/^设置$/, /^Settings$/] as const;
const LANG = ['zh', 'en'] as const;

async function customersPage(page: Page, lang: 0 | 1) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openInShell(page, 'customerManagement', SETTINGS[lang], ['客户管理', 'Customers'][lang]);
  const view = page.locator('[data-page="/customerManagement"][data-active=true]');
  await expect.poll(async () => view.locator('table tbody tr').count(), { timeout: 20000 }).toBeGreaterThan(0);
  expect(await view.locator('[data-testid=skeleton-row]').count()).toBe(0);
  expect(await view.innerText()).not.toMatch(/\bcustomers\.[a-zA-Z.]+/);
  await e2e.shot(page, `customers-customerManagement-${LANG[lang]}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle(page);
  await e2e.shot(page, `customers-customerManagement-1366-${LANG[lang]}`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await view.getByRole('tab', { name: ['黑名单', 'Blacklist'][lang] }).click();
  await expect.poll(async () => view.locator('table tbody tr').count(), { timeout: 20000 }).toBeGreaterThan(1);
  await e2e.shot(page, `customers-blacklist-${LANG[lang]}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle(page);
  await e2e.shot(page, `customers-blacklist-1366-${LANG[lang]}`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await view.getByRole('tab', { name: ['客户', 'Customers'][lang], exact: true }).click();
}

describe('customers with the demo data', () => {
  it('shows the buyers and the blacklist in Chinese, then English', async () => {
    const { page } = await e2e.newPage();
    page.on('console', (m) => (m.type() === 'error' ? problems.push(`${page.url()}: ${m.text()}`) : undefined));
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await e2e.signIn(page);
    await customersPage(page, 0);
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
    await settle(page);
    await customersPage(page, 1);
    expect(problems).toEqual([]);
  }, 300_000);
});

// Issue 21 item 6, after-sales in a real browser against the built app and the demo company:
// /ebayCancellation from the menu, the newest open cancellation (the demo ties it to an eBay order
// awaiting shipment) opened, accepted and confirmed; the case shows accepted and the local order
// shows cancelled on /orders (searched by its order number). The list and the detail dialog at
// 1366×768 and 1920×1080 in Chinese and English; /ebayReturn, /ebayDispute and /allegroDispute
// show their demo rows. No console errors.
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
const ORDERS = [/^订单$/, /^Orders$/] as const;
const LANG = ['zh', 'en'] as const;
const RAW_ID = /\bafterSales\.[a-zA-Z.]+/;

/** A screenshot at 1920×1080 and one at 1366×768, then back to 1920×1080. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  await e2e.shot(page, `${name}-1920`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle(page);
  await e2e.shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1920, height: 1080 });
}

/** An after-sales list from the menu with at least one data row. */
async function listWithRows(page: Page, route: string, item: string, lang: 0 | 1) {
  await openInShell(page, route, SETTINGS[lang], item);
  const view = page.locator(`[data-page="/${route}"][data-active=true]`);
  await expect.poll(async () => view.locator('table tbody tr').count(), { timeout: 30000 }).toBeGreaterThan(0);
  expect(await view.locator('[data-testid=skeleton-row]').count()).toBe(0);
  expect(await view.innerText()).not.toMatch(RAW_ID);
  await e2e.shot(page, `after-sales-${route}-${LANG[lang]}`);
  return view;
}

/** The list and the detail dialog of the open cancellation tied to a local order; answers the row, the case and order numbers. */
async function cancellationScreens(page: Page, lang: 0 | 1) {
  const view = await listWithRows(page, 'ebayCancellation', ['eBay 取消请求', 'eBay cancellations'][lang], lang);
  await view.getByRole('tab', { name: new RegExp(`^${['待处理', 'Open'][lang]}`) }).click();
  await settle(page);
  const tied = view.locator('table tbody tr', { hasText: new RegExp(`${['本地', 'Local'][lang]} \\S+`) }).first();
  await tied.waitFor({ timeout: 30000 });
  await bothSizes(page, `after-sales-ebayCancellation-list-${LANG[lang]}`);
  const caseNo = (await tied.locator('td').first().innerText()).trim();
  const local = new RegExp(`${['本地', 'Local'][lang]} (\\S+)`).exec(await tied.innerText());
  expect(local).not.toBeNull();
  await tied.getByRole('button', { name: new RegExp(`^${['详情', 'Details'][lang]}`) }).click();
  const dialog = page.getByRole('dialog', { name: [`售后单 ${caseNo}`, `Case ${caseNo}`][lang] });
  await dialog.getByTestId('after-sales-detail').waitFor({ timeout: 30000 });
  expect(await dialog.innerText()).not.toMatch(RAW_ID);
  await bothSizes(page, `after-sales-ebayCancellation-detail-${LANG[lang]}`);
  return { view, dialog, caseNo, orderNo: local![1] };
}

describe('after-sales with the demo data', () => {
  it('accepts the cancellation tied to an order, which cancels the order; shows the other after-sales lists in Chinese, then English', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 1920, height: 1080 } });
    page.on('console', (m) => (m.type() === 'error' ? problems.push(`${page.url()}: ${m.text()}`) : undefined));
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await e2e.signIn(page);

    // Chinese: look at the list and the detail, accept the cancellation
    const { view, dialog, caseNo, orderNo } = await cancellationScreens(page, 0);
    await dialog.getByRole('button', { name: /^同意取消/ }).click();
    const confirm = page.getByRole('dialog', { name: `同意取消 ${caseNo}` });
    await confirm.waitFor({ timeout: 20000 });
    await e2e.shot(page, 'after-sales-ebayCancellation-confirm-zh');
    await confirm.getByRole('button', { name: /^同意取消$/ }).click();
    await confirm.waitFor({ state: 'detached', timeout: 30000 });
    // the case now shows accepted, with nothing left to do
    await dialog.getByText('当前状态无可执行操作').waitFor({ timeout: 30000 });
    expect(await dialog.getByText('已同意', { exact: true }).count()).toBeGreaterThan(0);
    await e2e.shot(page, 'after-sales-ebayCancellation-accepted-zh');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await dialog.waitFor({ state: 'detached', timeout: 10000 });
    await view.getByRole('tab', { name: /^已同意/ }).click();
    await expect.poll(() => view.locator('table tbody tr', { hasText: caseNo }).count(), { timeout: 30000 }).toBe(1);

    // the local order is cancelled
    await openInShell(page, 'orders', ORDERS[0], '订单管理');
    const orders = page.locator('[data-page="/orders"][data-active=true]');
    await orders.getByTestId('filter-bar').getByRole('textbox').first().fill(orderNo);
    await orders
      .getByTestId('filter-bar')
      .getByRole('button', { name: /^搜索$/ })
      .click();
    await settle(page);
    await expect.poll(() => orders.locator('table tbody tr', { hasText: orderNo }).count(), { timeout: 30000 }).toBe(1);
    await expect.poll(() => orders.locator('table tbody tr', { hasText: orderNo }).innerText(), { timeout: 30000 }).toContain('已取消');
    await e2e.shot(page, 'after-sales-order-cancelled-zh');

    await listWithRows(page, 'ebayReturn', 'eBay 退货', 0);
    await listWithRows(page, 'ebayDispute', 'eBay 纠纷', 0);
    await listWithRows(page, 'allegroDispute', 'Allegro 纠纷', 0);

    // English: the same screens (another open cancellation may not be tied to an order: the list of all then)
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
    await settle(page);
    const en = await listWithRows(page, 'ebayCancellation', 'eBay cancellations', 1);
    await en.getByRole('tab', { name: /^Accepted/ }).click();
    await settle(page);
    const accepted = en.locator('table tbody tr', { hasText: caseNo });
    await accepted.waitFor({ timeout: 30000 });
    expect(await accepted.innerText()).toContain(`Local ${orderNo}`);
    await bothSizes(page, 'after-sales-ebayCancellation-list-en');
    await accepted.getByRole('button', { name: /^Details/ }).click();
    const enDialog = page.getByRole('dialog', { name: `Case ${caseNo}` });
    await enDialog.getByTestId('after-sales-detail').waitFor({ timeout: 30000 });
    await enDialog.getByText('Nothing to do in this status').waitFor({ timeout: 30000 });
    expect(await enDialog.innerText()).not.toMatch(RAW_ID);
    await bothSizes(page, 'after-sales-ebayCancellation-detail-en');
    await enDialog.getByRole('button', { name: 'Close' }).last().click();
    await enDialog.waitFor({ state: 'detached', timeout: 10000 });
    await listWithRows(page, 'ebayReturn', 'eBay returns', 1);
    await listWithRows(page, 'ebayDispute', 'eBay disputes', 1);
    await listWithRows(page, 'allegroDispute', 'Allegro disputes', 1);
    expect(problems).toEqual([]);
  }, 400_000);
});

// Issue 6 fulfilment screens in a real browser against the built app and the demo data: the order
// rules, logistics channels and number pools, tracking, outbound scan, parcel bags, abnormal
// orders, pre-shipments and parcel distribution inside the shell, and the tool pages (pick list
// templates, scan sorting, scan to ship) in their own window, in Chinese and English. Each shot is
// taken once the page's heading is there, the data has loaded (no spinner, no skeleton rows) and
// a table shows its rows or its empty state. Screenshots land in e2e/screenshots (git-ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openInShell, settle, startE2E, waitForContent, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Screens inside the shell, opened from the top menu: route, menu group and item (zh, en). */
const ORDERS = [/^订单$/, /^Orders$/] as const;
const LOGISTICS = [/^物流$/, /^Logistics$/] as const;
const SHELL_ROUTES: [route: string, group: readonly [RegExp, RegExp], zh: string, en: string][] = [
  ['logisticsRules', ORDERS, '物流规则', 'Logistics rules'],
  ['giftRules', ORDERS, '赠品规则', 'Gift rules'],
  ['shippingBlacklist', ORDERS, '发货黑名单', 'Shipping blacklist'],
  ['systemLogistics', LOGISTICS, '系统物流', 'Carrier channels'],
  ['customLogistics', LOGISTICS, '自定义物流', 'Custom logistics'],
  ['segmentManagement', LOGISTICS, '号段管理', 'Tracking number pools'],
  ['logisticsTracking', ORDERS, '物流跟踪', 'Logistics tracking'],
  ['outboundScan', ORDERS, '出库扫描', 'Outbound scan'],
  ['bagsOrder', ORDERS, '集包', 'Parcel bags'],
  ['abnormalOrders', ORDERS, '异常订单', 'Abnormal orders'],
  ['preShippings', ORDERS, '预发货', 'Pre-shipped orders'],
  ['distributePackage', ORDERS, '分配包裹', 'Distribute packages'],
];

/** Tool pages: opened in their own window, outside the shell. */
const TOOL_ROUTES = ['pickListTemplate', 'scanSorting', 'scanToShip'] as const;

async function openTool(page: Page, route: string, name: string) {
  const tool = await page.context().newPage();
  await tool.goto(`${e2e.baseUrl}/#/${route}`);
  await waitForContent(tool);
  await e2e.shot(tool, name);
  expect(await tool.getByText(/Unexpected error|出错了/).count(), route).toBe(0);
  await tool.close();
}

describe('fulfilment screens with the demo data', () => {
  it('shows every order rule, logistics, scan and order tool screen in Chinese, then in English', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page);

    for (const [route, group, item] of SHELL_ROUTES) {
      await openInShell(page, route, group[0], item);
      await e2e.shot(page, `fulfilment-${route}`);
      expect(await page.getByText(/Unexpected error|出错了/).count(), route).toBe(0);
    }
    for (const route of TOOL_ROUTES) await openTool(page, route, `fulfilment-${route}`);

    // English
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
    await settle(page);

    for (const [route, group, , item] of SHELL_ROUTES) {
      await openInShell(page, route, group[1], item);
      await e2e.shot(page, `fulfilment-${route}-en`);
      expect(await page.getByText(/Unexpected error|出错了/).count(), route).toBe(0);
    }
    for (const route of TOOL_ROUTES) await openTool(page, route, `fulfilment-${route}-en`);
    // 24 screens and 6 tool windows: it reached the last one at 90 s on a loaded machine.
  }, 240000);
});

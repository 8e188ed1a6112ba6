// Issue 6 order screens in a real browser against the built app and the demo data: /orders shows
// the pulled demo orders with status tabs and counts, a dashboard-style link filter turns into a
// chip, the detail opens with items, address and history, in Chinese and English. When the demo
// has no orders (SEED_DEMO without orders), one is created through the GraphQL API first.
// Screenshots land in e2e/screenshots (git-ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.chakra-spinner:visible, [data-testid=skeleton-row]:visible').count(), { timeout: 20000 }).toBe(0);
  await page.waitForTimeout(400);
}

async function openOrders(page: Page, system: RegExp, item: RegExp) {
  await page.getByRole('navigation').getByRole('button', { name: system }).first().click();
  await page.waitForTimeout(300);
  await page
    .getByRole('menuitem', { name: item })
    .or(page.getByRole('link', { name: item }))
    .first()
    .click();
  await page.waitForURL(/#\/orders(\?|$)/);
  await page.locator('h1:visible').first().waitFor({ timeout: 20000 });
  await settle(page);
}

/** GraphQL as the signed-in browser (the access token is the `info` cookie). */
async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const token = decodeURIComponent(/(?:^|; )info=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const r = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return r.json();
    },
    { query, variables },
  );
}

/** Makes sure there is at least one order (the demo seeds pulled ones; else a manual one). */
async function ensureOrder(page: Page) {
  const res = await gql(page, 'query { orders(first: 1) { totalCount } }');
  if (res.data?.orders?.totalCount > 0) return;
  const shops = await gql(page, 'query { shops(first: 1) { edges { node { id } } } skuOptions(first: 1) { id } }');
  const shopId = shops.data.shops.edges[0].node.id;
  const skuId = shops.data.skuOptions[0].id;
  const created = await gql(
    page,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on MutationCreateOrderSuccess { data { orderNo } } ... on Error { message } } }',
    { input: { shopId, buyerName: 'E2E Buyer', country: 'US', address1: '1 Main St', items: [{ skuId, quantity: 2, unitPrice: '9.90' }] } },
  );
  expect(created.data.createOrder.__typename).toBe('MutationCreateOrderSuccess');
}

describe('order screens with the demo data', () => {
  it('lists orders with status counts, opens a detail with its history (zh), then the same in English', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page);
    await ensureOrder(page);

    await openOrders(page, /^订单$/, /^订单管理$/);
    await expect.poll(() => page.getByRole('tab', { name: /^全部 \(\d+\)$/ }).count(), { timeout: 20000 }).toBe(1);
    const rows = page.locator('main table tbody tr:visible');
    await expect.poll(() => rows.count(), { timeout: 20000 }).toBeGreaterThan(0);
    await e2e.shot(page, 'orders');

    // a status tab narrows the list
    await page.getByRole('tab', { name: /^待处理/ }).click();
    await settle(page);
    await e2e.shot(page, 'orders-processing');

    // the detail of the first order: items, address, history
    await page.getByRole('tab', { name: /^全部/ }).click();
    await settle(page);
    await rows.first().locator('td:nth-child(2) button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('region', { name: '操作记录' }).or(dialog.getByText('操作记录')).first().waitFor({ timeout: 20000 });
    await settle(page);
    await e2e.shot(page, 'orders-detail');
    await dialog.getByText('操作记录').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await e2e.shot(page, 'orders-detail-history');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await page.waitForTimeout(400);

    // English
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.locator('h1:visible').first().innerText(), { timeout: 20000 }).toBe('Orders');
    await settle(page);
    await expect.poll(() => page.getByRole('tab', { name: /^All \(\d+\)$/ }).count(), { timeout: 20000 }).toBe(1);
    await e2e.shot(page, 'orders-en');
    await rows.first().locator('td:nth-child(2) button').click();
    await page.getByRole('dialog').getByText('History').first().waitFor({ timeout: 20000 });
    await settle(page);
    await e2e.shot(page, 'orders-detail-en');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);

    // SKU pairing screens from the warehouse menu
    for (const [item, path, name] of [
      [/^Product pairing$/, '/productPairingList', 'productPairingList-en'],
      [/^Online product pairing$/, '/onlineProductPairingList', 'onlineProductPairingList-en'],
    ] as const) {
      await page
        .getByRole('navigation')
        .getByRole('button', { name: /^Warehouse$/ })
        .first()
        .click();
      await page.waitForTimeout(300);
      await page
        .getByRole('menuitem', { name: item })
        .or(page.getByRole('link', { name: item }))
        .first()
        .click();
      await page.waitForURL(new RegExp(`#${path}(\\?|$)`));
      await page.locator('h1:visible').first().waitFor({ timeout: 20000 });
      await settle(page);
      await e2e.shot(page, name);
    }

    // the manual order form opens in its own window (a tool page)
    const tool = await page.context().newPage();
    await tool.goto(`${e2e.baseUrl}/#/createOrder`);
    await tool.locator('h1:visible').first().waitFor({ timeout: 20000 });
    await settle(tool);
    await e2e.shot(tool, 'createOrder-en');
    expect(await page.getByText('Unexpected error').count()).toBe(0);
  });
});

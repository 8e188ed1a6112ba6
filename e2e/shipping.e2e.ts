// Issue 18 in a real browser against the built app and the demo data, as a seller's staff ship an
// order, in Chinese and then in English: on /orders (awaiting shipment) the detail of a reviewed
// demo order gets its tracking number from the sandbox carrier of its channel, downloads the
// carrier's label, prints the shipping label through the print templates (/print, a tool window),
// is marked shipped after a confirmation and then shows as shipped with its number in its history;
// then its profit, stored when it shipped, is found on /profitReportOrder by its order number.
// One refusal through the same screen: marking shipped an order without a tracking number on a
// channel that needs one lists the clear message and ships nothing. Screenshots at 1366 × 768 and
// 1920 × 1080 land in e2e/screenshots (git-ignored).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openInShell, settle, startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** GraphQL as the signed-in browser (the access token is the `info` cookie): to pick the demo orders and check what the screens did. */
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

interface DemoOrder {
  id: number;
  orderNo: string;
  status: string;
  trackingNo: string;
  shippedAt: string | null;
  postcode: string;
  logisticsChannelId: number | null;
  orderedAt: string;
}

const ORDER_FIELDS = 'id orderNo status trackingNo shippedAt postcode logisticsChannelId orderedAt';

/** Reviewed demo orders waiting for shipment on a carrier channel, without a tracking number yet, newest first (so the profit reports' default last 30 days hold them). */
async function awaitingOrders(page: Page): Promise<DemoOrder[]> {
  const r = await gql(page, `{ orders(first: 100, filter: { status: awaitingShipment }) { edges { node { ${ORDER_FIELDS} } } } }`);
  const channels = await gql(page, '{ systemLogisticsChannels { channelId trackingMode enabled } }');
  const carrier = new Set(
    (channels.data.systemLogisticsChannels as { channelId: number | null; trackingMode: string; enabled: boolean }[])
      .filter((c) => c.enabled && c.trackingMode === 'carrier')
      .map((c) => c.channelId),
  );
  return (r.data.orders.edges as { node: DemoOrder }[])
    .map((e) => e.node)
    .filter((o) => !o.trackingNo && o.logisticsChannelId != null && carrier.has(o.logisticsChannelId) && !o.postcode.startsWith('000'))
    .sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
}

async function orderById(page: Page, id: number): Promise<DemoOrder> {
  return (await gql(page, `query($id: Int!) { order(id: $id) { ${ORDER_FIELDS} } }`, { id })).data.order;
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle(page);
  await e2e.shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  await e2e.shot(page, `${name}-1920`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle(page);
}

const TEXT = {
  zh: {
    orders: [/^订单$/, '订单管理'] as const,
    awaiting: /^待发货/,
    keyword: '订单号 / 平台单号 / 买家 / 运单号 / SKU',
    search: '搜索',
    noNumber: '尚无运单号',
    get: '获取运单号',
    got: '已获取运单号',
    carrierSource: '承运商',
    label: '下载面单',
    labelDone: '面单已下载',
    print: '打印',
    makePdf: '生成 PDF',
    printOrders: '订单号（每行一个，或用逗号分隔）',
    pagesMade: /^已生成 1 页：label-.+\.pdf$/,
    ship: '标记发货',
    confirm: '确定',
    confirmText: (orderNo: string, trackingNo: string) => `确定将订单 ${orderNo} 标记为已发货？运单号 ${trackingNo}。库存将出库。`,
    shipped: '订单已发货',
    shippedBadge: '已发货',
    history: '操作记录',
    shippedLine: (trackingNo: string) => `已发货，跟踪号 ${trackingNo}`,
    labelLine: (trackingNo: string) => `跟踪号 ${trackingNo}`,
    close: '关闭',
    batchConfirm: (orderNo: string) => `${orderNo} → （无）`,
    refusal: (orderNo: string) => new RegExp(`订单 ${orderNo} 没有跟踪号；渠道 .+ 必须有跟踪号才能发货`),
    data: /^数据$/,
    profitOrders: '订单利润报表',
    profitSearch: '订单号 / 平台单号',
    totals: '合计',
  },
  en: {
    orders: [/^Orders$/, 'Orders'] as const,
    awaiting: /^Awaiting shipment/,
    keyword: 'Order no. / marketplace no. / buyer / tracking no. / SKU',
    search: 'Search',
    noNumber: 'No tracking number yet',
    get: 'Get tracking number',
    got: 'Tracking number received',
    carrierSource: 'Carrier',
    label: 'Download label',
    labelDone: 'Label downloaded',
    print: 'Print',
    makePdf: 'Make PDF',
    printOrders: 'Order numbers (one a line, or separated by commas)',
    pagesMade: /^1 page made: label-.+\.pdf$/,
    ship: 'Mark shipped',
    confirm: 'OK',
    confirmText: (orderNo: string, trackingNo: string) => `Mark order ${orderNo} shipped with tracking number ${trackingNo}? Its stock leaves the warehouse.`,
    shipped: 'Order shipped',
    shippedBadge: 'Shipped',
    history: 'History',
    shippedLine: (trackingNo: string) => `Shipped, tracking number ${trackingNo}`,
    labelLine: (trackingNo: string) => `tracking number ${trackingNo}`,
    close: 'Close',
    batchConfirm: (orderNo: string) => `${orderNo} → (none)`,
    refusal: (orderNo: string) => new RegExp(`Order ${orderNo} has no tracking number; channel .+ ships only with a tracking number`),
    data: /^Data$/,
    profitOrders: 'Order profit report',
    profitSearch: 'Order no. / marketplace no.',
    totals: 'Totals',
  },
};

/** The awaiting-shipment tab of /orders narrowed to one order number. */
async function findOrder(page: Page, x: (typeof TEXT)['zh' | 'en'], orderNo: string) {
  await page.getByRole('tab', { name: x.awaiting }).click();
  await settle(page);
  await page.getByLabel(x.keyword).fill(orderNo);
  await page.getByTestId('filter-bar').getByRole('button', { name: x.search, exact: true }).click();
  await settle(page);
  const rows = page.locator('main table tbody tr:visible');
  await expect.poll(() => rows.filter({ hasText: orderNo }).count(), { timeout: 20000 }).toBe(1);
  await expect.poll(() => rows.count()).toBe(1);
  return rows.first();
}

for (const lang of ['zh', 'en'] as const) {
  describe(`shipping an order (${lang})`, () => {
    it('gets the tracking number, prints the label, marks shipped; refuses shipping without a number', async () => {
      const x = TEXT[lang];
      const { context, page } = await e2e.newPage({ viewport: { width: 1366, height: 768 } });
      await e2e.signIn(page);
      if (lang === 'en') {
        await page.getByRole('button', { name: /语言|language/i }).click();
        await page.getByRole('menuitem', { name: /English/ }).click();
        await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
        await settle(page);
      }
      const candidates = await awaitingOrders(page);
      expect(candidates.length).toBeGreaterThanOrEqual(2);
      const [order, unnumbered] = candidates;

      await openInShell(page, 'orders', x.orders[0], x.orders[1]);
      const row = await findOrder(page, x, order.orderNo);

      // the detail: no number yet; the carrier of the order's channel gives one (and its label)
      await row.getByRole('button', { name: order.orderNo, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const panel = dialog.getByTestId('tracking-panel');
      await panel.getByText(x.noNumber).waitFor({ timeout: 20000 });
      await settle(page);
      await panel.getByRole('button', { name: x.get, exact: true }).click();
      await page.getByText(x.got).first().waitFor({ timeout: 30000 });
      const numberCell = panel.getByTestId('tracking-no');
      await numberCell.waitFor({ timeout: 20000 });
      const trackingNo = (await numberCell.innerText()).trim();
      expect(trackingNo).toMatch(/^[A-Z0-9-]{8,50}$/);
      expect((await orderById(page, order.id)).trackingNo).toBe(trackingNo);
      await expect.poll(() => panel.getByText(x.carrierSource, { exact: true }).count()).toBe(1);
      await dialog.getByText(x.labelLine(trackingNo)).first().scrollIntoViewIfNeeded();
      await shots(page, `shipping-${lang}-tracking-number`);

      // the carrier's label: a PDF named after the order and the number
      const download = page.waitForEvent('download', { timeout: 30000 });
      await panel.getByRole('button', { name: x.label, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${order.orderNo}-${trackingNo}.pdf`);
      expect(
        readFileSync(await file.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await page.getByText(x.labelDone).first().waitFor({ timeout: 20000 });
      await dialog.getByRole('button', { name: x.close, exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });

      // the shipping label through the print templates: tick the order, "Print" opens /print in a tool window
      await row.getByRole('checkbox').check({ force: true });
      const opened = context.waitForEvent('page', { timeout: 20000 });
      await page.getByRole('button', { name: x.print, exact: true }).click();
      const printer = await opened;
      await printer.waitForURL(new RegExp(`#/print\\?kind=label&ids=${order.id}$`));
      const make = printer.getByRole('button', { name: x.makePdf });
      await make.waitFor({ timeout: 20000 });
      await settle(printer);
      await expect.poll(() => make.isEnabled(), { timeout: 20000 }).toBe(true);
      // the ticked order by its order number (the address carries its id)
      expect(await printer.getByRole('textbox', { name: x.printOrders }).inputValue()).toBe(order.orderNo);
      const pdf = context.waitForEvent('page', { timeout: 30000 });
      await make.click();
      await expect.poll(() => printer.getByText(x.pagesMade).count(), { timeout: 30000 }).toBe(1);
      const viewer = await pdf;
      expect(viewer.url()).toMatch(/^blob:/);
      await viewer.close();
      await shots(printer, `shipping-${lang}-print-label`);
      await printer.close();
      await page.bringToFront();

      // mark shipped, after the confirmation that names the order and its number
      await row.getByRole('button', { name: order.orderNo, exact: true }).click();
      await panel.getByTestId('tracking-no').waitFor({ timeout: 20000 });
      await settle(page);
      await panel.getByRole('button', { name: x.ship, exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(x.confirmText(order.orderNo, trackingNo)).waitFor({ timeout: 20000 });
      await shots(page, `shipping-${lang}-confirm`);
      await confirm.getByRole('button', { name: x.confirm, exact: true }).click();
      await page.getByText(x.shipped, { exact: true }).first().waitFor({ timeout: 30000 });
      await expect.poll(async () => (await orderById(page, order.id)).status, { timeout: 20000 }).toBe('shipped');

      // the detail now says shipped, keeps the number, and its history has the shipment with the number
      await expect.poll(() => dialog.getByText(x.shippedBadge, { exact: true }).count(), { timeout: 20000 }).toBeGreaterThan(0);
      await expect.poll(() => panel.getByTestId('tracking-no').innerText()).toBe(trackingNo);
      await expect.poll(() => panel.getByRole('button', { name: x.ship, exact: true }).count()).toBe(0);
      const history = dialog.getByRole('list', { name: x.history });
      await expect.poll(() => history.getByText(x.shippedLine(trackingNo)).count(), { timeout: 20000 }).toBe(1);
      await history.getByText(x.shippedLine(trackingNo)).scrollIntoViewIfNeeded();
      await shots(page, `shipping-${lang}-shipped`);
      const shipped = await orderById(page, order.id);
      expect(shipped.trackingNo).toBe(trackingNo);
      expect(shipped.shippedAt).toBeTruthy();
      await dialog.getByRole('button', { name: x.close, exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });

      // the refusal: an order on a carrier channel without a number cannot be marked shipped
      const other = await findOrder(page, x, unnumbered.orderNo);
      await other.getByRole('checkbox').check({ force: true });
      await page.getByRole('main').getByRole('button', { name: x.ship, exact: true }).click();
      await confirm.getByText(x.batchConfirm(unnumbered.orderNo)).waitFor({ timeout: 20000 });
      await confirm.getByRole('button', { name: x.confirm, exact: true }).click();
      const result = page.getByRole('dialog');
      await result.getByText(x.refusal(unnumbered.orderNo)).waitFor({ timeout: 30000 });
      await shots(page, `shipping-${lang}-refused`);
      await result.getByRole('button', { name: x.close, exact: true }).last().click();
      await result.waitFor({ state: 'detached' });
      const after = await orderById(page, unnumbered.id);
      expect(after.status).toBe('awaitingShipment');
      expect(after.trackingNo).toBe('');
      expect(after.shippedAt).toBeNull();
      // still listed as awaiting shipment
      await findOrder(page, x, unnumbered.orderNo);

      // the shipped order's profit: on /profitReportOrder (default period, the last 30 days) the
      // search box finds it, with the profit stored when it shipped, and the totals are that one order
      const stored = await gql(
        page,
        'query($f: ProfitReportFilter) { profitReportOrder(filter: $f) { ... on QueryProfitReportOrderSuccess { data { rows { orderNo profit } } } } }',
        {
          f: { keyword: order.orderNo, from: new Date(Date.now() - 365 * 86_400_000).toISOString(), to: new Date().toISOString() },
        },
      );
      const [profitRow] = stored.data.profitReportOrder.data.rows as { orderNo: string; profit: string }[];
      expect(profitRow?.orderNo).toBe(order.orderNo);
      await openInShell(page, 'profitReportOrder', x.data, x.profitOrders);
      const report = page.locator('[data-page="/profitReportOrder"][data-active=true]');
      await report.getByLabel(x.profitSearch).fill(order.orderNo);
      await report.getByTestId('filter-bar').getByRole('button', { name: x.search, exact: true }).click();
      await settle(page);
      const reportRows = report.locator('table tbody tr:visible');
      await expect.poll(() => reportRows.filter({ hasText: order.orderNo }).count(), { timeout: 20000 }).toBe(1);
      await expect.poll(() => reportRows.count()).toBe(1);
      const profitText = Number(profitRow.profit).toFixed(2);
      expect(await reportRows.first().innerText()).toContain(profitText);
      expect(await report.getByRole('region', { name: x.totals }).innerText()).toContain(profitText);
      await shots(page, `shipping-${lang}-profit`);
      expect(await page.getByText(/Unexpected error|出错了/).count()).toBe(0);
      await context.close();
    }, 300_000);
  });
}

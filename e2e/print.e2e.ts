// Issue 18 C in a real browser against the built app and the demo data: /printTemplates lists the
// default templates, the designer (/printTemplate, a tool page) moves a field by dragging and saves,
// and /print renders two orders to one PDF; in Chinese and English, at 1366 × 768 and 1920 × 1080.
// Screenshots land in e2e/screenshots (git-ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openInShell, settle, startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

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

/** Switches the language from the top bar, as a user does. */
async function switchToEnglish(page: Page) {
  await page.getByRole('button', { name: /语言|language/i }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
  await settle(page);
}

// The list is a shell page: it is opened from the top menu (Settings), as staff do. A typed
// address (page.goto to #/printTemplates) is a "POP" navigation to a page that is not an open tab,
// which the navigation gate sends back to the last checked tab (/home, spec 01 §2; app/gate.ts).
// The designer and /print are tool pages in windows of their own.
for (const lang of ['zh', 'en'] as const) {
  describe(`print templates (${lang})`, () => {
    it('lists, designs, saves and prints two orders to one PDF', async () => {
      const { context, page } = await e2e.newPage({ viewport: { width: 1366, height: 768 } });
      await e2e.signIn(page);
      if (lang === 'en') await switchToEnglish(page);
      const zh = lang === 'zh';
      await openInShell(page, 'printTemplates', zh ? /^设置$/ : /^Settings$/, zh ? '打印模板' : 'Print templates');
      // one default template of each kind, named by the kind
      for (const kind of zh ? ['面单', '装箱单', '发票', '拣货单', '箱唛'] : ['Shipping label', 'Packing slip', 'Invoice', 'Pick list', 'Box mark']) {
        await expect.poll(() => page.getByRole('row').filter({ hasText: kind }).count(), { timeout: 20000 }).toBeGreaterThan(0);
      }
      expect(await page.getByText(/Unexpected error|出错了/).count()).toBe(0);
      await e2e.shot(page, `print-templates-${lang}-1366`);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await settle(page);
      await e2e.shot(page, `print-templates-${lang}-1920`);

      // the designer of the default label opens in a window of its own from the row's "Design"
      const list = await gql(page, '{ printTemplates(first: 50, filter: { kind: "label" }) { edges { node { id name isDefault } } } }');
      const label = list.data.printTemplates.edges
        .map((e: { node: { id: number; name: string; isDefault: boolean } }) => e.node)
        .find((n: { isDefault: boolean }) => n.isDefault);
      expect(label).toBeTruthy();
      const opened = context.waitForEvent('page', { timeout: 20000 });
      await page.getByRole('button', { name: `${zh ? '设计' : 'Design'} ${label.name}`, exact: true }).click();
      const designer = await opened;
      await designer.setViewportSize({ width: 1920, height: 1080 });
      await designer.waitForURL(new RegExp(`#/printTemplate\\?id=${label.id}$`));
      // the first element (the channel name, top left) is dragged 40 px (10 mm) to the right: the
      // two language runs share one server, and nothing else lies on its row, so each run grabs it
      const element = designer.getByTestId('element-0');
      await element.waitFor({ timeout: 20000 });
      await settle(designer);
      const layout = async () => (await gql(designer, 'query($id: Int!) { printTemplate(id: $id) { layout } }', { id: label.id })).data.printTemplate.layout;
      const before = (await layout()).elements[0] as { x: number; y: number };
      const box = (await element.boundingBox())!;
      await designer.mouse.move(box.x + 5, box.y + 3);
      await designer.mouse.down();
      await designer.mouse.move(box.x + 45, box.y + 3, { steps: 5 });
      await designer.mouse.up();
      await designer.getByRole('button', { name: zh ? '保存' : 'Save', exact: true }).click();
      await expect.poll(async () => (await layout()).elements[0].x).toBe(before.x + 10);
      expect((await layout()).elements[0].y).toBe(before.y);
      await expect.poll(() => designer.getByText(zh ? '模板已保存' : 'Template saved').count()).toBeGreaterThan(0);
      await e2e.shot(designer, `print-designer-${lang}-1920`);
      await designer.setViewportSize({ width: 1366, height: 768 });
      await settle(designer);
      await e2e.shot(designer, `print-designer-${lang}-1366`);
      await designer.close();

      // two demo orders to one PDF on /print (a tool page, as the orders list opens it)
      const orders = await gql(page, '{ orders(first: 2) { edges { node { id orderNo } } } }');
      const chosen = orders.data.orders.edges.map((e: { node: { id: number; orderNo: string } }) => e.node);
      const ids = chosen.map((o: { id: number }) => o.id);
      expect(ids).toHaveLength(2);
      const printer = await context.newPage();
      await printer.setViewportSize({ width: 1366, height: 768 });
      await printer.goto(`${e2e.baseUrl}/#/print?kind=label&ids=${ids.join(',')}`);
      const make = printer.getByRole('button', { name: zh ? '生成 PDF' : 'Make PDF' });
      await make.waitFor({ timeout: 20000 });
      // the default label template is chosen once the list has come
      await expect.poll(() => printer.getByRole('combobox', { name: zh ? '模板' : 'Template' }).inputValue(), { timeout: 20000 }).toBe(String(label.id));
      // the chosen orders are shown by their order numbers, not by the ids the address carries
      await expect
        .poll(
          () =>
            printer.getByRole('textbox', { name: zh ? '订单号（每行一个，或用逗号分隔）' : 'Order numbers (one a line, or separated by commas)' }).inputValue(),
          {
            timeout: 20000,
          },
        )
        .toBe(chosen.map((o: { orderNo: string }) => o.orderNo).join('\n'));
      const pdf = context.waitForEvent('page', { timeout: 30000 });
      await make.click();
      await expect.poll(() => printer.getByText(zh ? /^已生成 2 页：.+\.pdf$/ : /^2 pages made: .+\.pdf$/).count(), { timeout: 30000 }).toBe(1);
      const viewer = await pdf;
      expect(viewer.url()).toMatch(/^blob:/);
      await viewer.close();
      await settle(printer);
      await e2e.shot(printer, `print-page-${lang}-1366`);
      await printer.setViewportSize({ width: 1920, height: 1080 });
      await settle(printer);
      await e2e.shot(printer, `print-page-${lang}-1920`);
      await context.close();
    }, 240000);
  });
}

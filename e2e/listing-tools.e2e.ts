// Issue 19 and 23 tool pages in a real browser against the built app and the demo company: a
// Tradebyte draft created on /tradebyte_create (Tradebyte is the create-page marketplace with a demo
// shop), opened from the Listing menu's Tradebyte box, and found through the page's link to the
// drafts; the site / local pages, the AliExpress diagnosis and the eMAG sell-along page with what
// the demo has for them (the Shopee, TikTok and Mercado Libre shops' online rows, the AliExpress
// drafts still to complete, the eMAG offers), and the demo's overseas warehouse authorization and
// channels, in Chinese then English, without console errors.
//
// The create page is opened by its menu link, as a seller finds it; the others as the tabs a
// returning seller left open (spec 01 §3 `list_tabs`), then by their tab cards — one page load for
// all of them keeps the file short.
//
// E2E_TOOL_SHOTS=<dir> adds screenshots of every page in both languages at 1366×768 and 1920×1080
// (off by default: for looking at the pages, not for CI).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, startE2E, type E2E } from './harness';

let e2e: E2E;
/** Console errors and uncaught exceptions of every page of the context. */
const problems: string[] = [];

function watch(page: Page) {
  page.on('console', (m) => {
    // listing pictures live on the seller's image host, out of reach here: only the app's own requests count
    const elsewhere = m.text().startsWith('Failed to load resource') && !m.location().url.startsWith(e2e.baseUrl);
    if (m.type() === 'error' && !elsewhere) problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return page;
}

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/**
 * One signed-in browser tab for the file, loaded once with the tool pages open as tabs, the first
 * one active. (The demo's alert bulletin shows on /home only, which this tab leaves.)
 */
let ready: Promise<Page> | undefined;
function app() {
  ready ??= (async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(watch(page), undefined, undefined, { keepAlertBulletins: true });
    await restoreTabs(page, TOOL_ROUTES);
    return page;
  })();
  return ready;
}

/** The shown page of `route` (the shell keeps the other tabs' pages mounted but hidden). */
const shown = (page: Page, route: string) => page.locator(`[data-page="${route}"][data-active=true]`);

/** Its table's body once loaded (no skeleton row left): rows or the empty state. */
async function tableOf(page: Page, route: string) {
  const view = shown(page, route);
  await view.locator('h1').first().waitFor({ timeout: 20000 });
  const body = view.locator('table tbody').first();
  await expect
    .poll(async () => (await body.locator('tr').count()) > 0 && (await body.locator('[data-testid=skeleton-row]').count()) === 0, { timeout: 20000 })
    .toBe(true);
  return { view, body };
}

/** Text a seller must never see: a message id instead of its text, an unfilled {placeholder}. */
async function expectNoRawText(page: Page, route: string) {
  const text = await shown(page, route).innerText();
  expect(text, route).not.toMatch(/\b(tools|overseas|listing|ui)\.[a-z]+\.[a-zA-Z.]+/);
  expect(text, route).not.toMatch(/\{[a-z]+\}/);
}

const TOOL_ROUTES = [
  '/shopeeListingOnlineSite',
  '/tiktokListingOnlineLocal',
  '/mercadoListingOnlineSite',
  '/aliExpressListingDiagnosis',
  '/emagSellAlong',
  '/overseasWarehouseAuth',
  '/overseasLogistics',
  '/overseasWarehouseInventory',
] as const;
type ToolRoute = (typeof TOOL_ROUTES)[number];

type Lang = 'zh' | 'en';
const T = {
  zh: {
    sites: '全部站点',
    shopeeMy: /^MY · MYR（3）$/,
    tiktokUk: /^UK · GBP（3）$/,
    mercadoMx: /^MX · MXN（3）$/,
    online: '在线',
    takenDown: '已下架',
    kinds: '问题类型',
    allProblems: /^全部问题（3）$/,
    category: /^类目（3）$/,
    draft: '草稿',
    find: '查找商品跟卖',
    // the badge (a regular expression: case-sensitive, unlike "Start following" in English)
    following: /跟价中/,
    activated: '已激活',
    sandbox: '沙箱',
    bound: 'Goodcang Germany (Frankfurt) → 德国海外仓 Germany',
    enabled: '已启用',
    sync: '同步渠道',
    unmapped: '未匹配',
    details: '库龄明细',
  },
  en: {
    sites: 'All sites',
    shopeeMy: /^MY · MYR \(3\)$/,
    tiktokUk: /^UK · GBP \(3\)$/,
    mercadoMx: /^MX · MXN \(3\)$/,
    online: 'Online',
    takenDown: 'Taken down',
    kinds: 'Problem kinds',
    allProblems: /^All problems \(3\)$/,
    category: /^Category \(3\)$/,
    draft: 'Draft',
    find: 'Find a product to sell along',
    following: /Following/,
    activated: 'Activated',
    sandbox: 'Sandbox',
    bound: 'Goodcang Germany (Frankfurt) → 德国海外仓 Germany',
    enabled: 'Enabled',
    sync: 'Sync channels',
    unmapped: 'Unmapped',
    details: 'Age details',
  },
};

/** What each page shows a seller on the demo company. */
async function expectPage(page: Page, route: ToolRoute, lang: Lang) {
  const t = T[lang];
  const { view, body } = await tableOf(page, route);
  switch (route) {
    case '/shopeeListingOnlineSite':
    case '/tiktokListingOnlineLocal':
    case '/mercadoListingOnlineSite': {
      // the demo shop's two online listings and the taken-down one, on its own site's tab
      const m = route.startsWith('/shopee') ? 'SHOPEE' : route.startsWith('/tiktok') ? 'TIKTOK' : 'MERCADO';
      const sites = view.getByRole('tablist').first();
      await sites.getByRole('tab', { name: t.sites }).first().waitFor();
      const own = { SHOPEE: t.shopeeMy, TIKTOK: t.tiktokUk, MERCADO: t.mercadoMx }[m];
      await expect.poll(() => sites.getByRole('tab', { name: own }).count()).toBe(1);
      const rows = body.getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      for (let i = 0; i < 3; i++) expect(await rows.nth(i).innerText()).toContain(`-${m}`);
      expect(await rows.filter({ hasText: t.online }).count()).toBe(2);
      expect(await rows.filter({ hasText: t.takenDown }).count()).toBe(1);
      break;
    }
    case '/aliExpressListingDiagnosis': {
      // the demo's AliExpress drafts still to complete (two from the product library, a copy of an
      // eBay listing): none has a category yet; the complete listings are not listed
      const kinds = view.getByRole('tablist', { name: t.kinds });
      await expect.poll(() => kinds.getByRole('tab', { name: t.allProblems }).count()).toBe(1);
      expect(await kinds.getByRole('tab', { name: t.category }).count()).toBe(1);
      const rows = body.getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      expect(await rows.filter({ hasText: 'demo-aliexpress-us' }).filter({ hasText: t.draft }).count()).toBe(3);
      break;
    }
    case '/emagSellAlong': {
      // three offers of catalogue products; the mug followed one cent under its cheapest competitor
      await view.getByRole('button', { name: t.find }).waitFor();
      const rows = body.getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      const mug = await rows.filter({ hasText: 'SA-MUG-350' }).innerText();
      for (const shown of ['5941234000011', '39.89 RON', '36.00 RON', 'demo-emag-ro']) expect(mug).toContain(shown);
      expect(mug).toMatch(t.following);
      expect(await rows.filter({ hasText: 'SA-USBC-1M' }).innerText()).toContain('26.50 RON');
      expect(await rows.filter({ hasText: t.following }).count()).toBe(2);
      break;
    }
    case '/overseasWarehouseAuth': {
      const row = body.getByRole('row').filter({ hasText: 'Goodcang 谷仓 demo' });
      await row.waitFor();
      const text = await row.innerText();
      for (const shown of [t.activated, t.sandbox, t.bound, 'DEFR', 'USEA', 'USWE']) expect(text).toContain(shown);
      // the key is masked, never shown whole
      expect(text).not.toContain('demo-goodcang-key');
      break;
    }
    case '/overseasLogistics': {
      // every synced channel of the demo authorization, the two German ones enabled
      await body.getByRole('row').filter({ hasText: 'DHL Paket' }).waitFor();
      await expect.poll(() => body.getByRole('row').count()).toBeGreaterThan(3);
      expect(await body.getByRole('row').filter({ hasText: t.enabled }).count()).toBe(2);
      expect(await body.getByRole('row').filter({ hasText: 'DEFR-' }).first().innerText()).toContain('Goodcang Germany (Frankfurt)');
      // the only activated authorization is already chosen for the sync
      expect(await view.getByRole('button', { name: t.sync }).isEnabled()).toBe(true);
      break;
    }
    case '/overseasWarehouseInventory': {
      // the German warehouse's five SKUs beside the provider's snapshot (four agree, one is 2 over)
      // and the provider's own two SKUs no SKU of the seller matches
      const rows = body.getByRole('row');
      await expect.poll(() => rows.count()).toBe(7);
      expect(await rows.filter({ hasText: t.unmapped }).count()).toBe(2);
      // the mapped rows link to their age details; the one 2 over is flagged −2 (provider − ledger)
      const mapped = rows.filter({ hasText: t.details });
      expect(await mapped.count()).toBe(5);
      expect(await mapped.locator('td').filter({ hasText: /^-2$/ }).count()).toBe(1);
      break;
    }
  }
  await expectNoRawText(page, route);
}

/** Leaves `routes` open as tabs (spec 01 §3 `list_tabs`), the first one active, and loads the app on it. */
async function restoreTabs(page: Page, routes: readonly string[]) {
  await page.evaluate((paths) => {
    localStorage.setItem('list_tabs', JSON.stringify(paths));
    localStorage.setItem('list_tabs_checked', paths[0]);
  }, routes);
  await page.goto(`${e2e.baseUrl}/#${routes[0]}`);
  await page.reload();
  await page.locator(`[data-testid=page-tabs] [data-tab="${routes.at(-1)}"]`).waitFor({ timeout: 20000 });
}

/** Clicks the page's tab card (an in-app navigation) and waits for it. */
async function openTab(page: Page, route: string) {
  await page.locator(`[data-testid=page-tabs] [data-tab="${route}"] [role=tab]`).click();
  await page.waitForURL(new RegExp(`#${route}(\\?|$)`));
}

/** Opens a page from the Listing menu: the link in the marketplace's box of its popover. */
async function openFromListingMenu(page: Page, marketplace: string, route: string) {
  await page.locator('nav [data-system=published]').click();
  const box = page.getByTestId('published-panel').locator(`[data-platform="${marketplace}"]`);
  await box.locator(`a[href="#${route}"]`).click();
  await page.waitForURL(new RegExp(`#${route}(\\?|$)`));
}

describe('listing tool pages and overseas warehouse screens', () => {
  it('opens /tradebyte_create from the Listing menu, creates a Tradebyte draft and finds it through the link to the drafts', async () => {
    const page = await app();
    await openFromListingMenu(page, 'tradebyte', '/tradebyte_create');
    const view = shown(page, '/tradebyte_create');
    // the side navigation shows the Tradebyte pages with the create page current
    const current = page.getByRole('navigation', { name: '侧边导航' }).locator('a[aria-current=page]');
    await expect.poll(() => current.innerText()).toBe('创建 Tradebyte 刊登');
    // the page opens on the form, on the demo's Tradebyte shop
    const form = page.getByRole('dialog', { name: /新建 Tradebyte 刊登/ });
    await form.waitFor({ timeout: 20000 });
    expect(await view.locator('h1').innerText()).toBe('创建 Tradebyte 刊登');
    await expect.poll(() => form.getByRole('combobox', { name: /店铺/ }).locator('option:checked').innerText()).toBe('demo-tradebyte-de');
    await form.getByRole('combobox', { name: '平台类目 1' }).selectOption('C300');
    await form.getByRole('textbox', { name: /^标题/ }).fill('E2E canvas tote bag, navy');
    await form.getByRole('textbox', { name: /^描述/ }).fill('A navy canvas tote bag with inner pocket.');
    await form.getByRole('textbox', { name: /卖家 SKU/ }).fill('E2E-TOTE-NAVY-TB');
    await form.getByRole('textbox', { name: /价格/ }).fill('14.90');
    await form.getByRole('textbox', { name: /^库存/ }).fill('12');
    await form.getByRole('textbox', { name: /图片地址/ }).fill('https://img.example.com/e2e-tote-navy.jpg');
    await form.getByRole('textbox', { name: /宽 px/ }).fill('1000');
    await form.getByRole('textbox', { name: /高 px/ }).fill('1000');
    await form.getByRole('textbox', { name: /大小 KB/ }).fill('300');
    await form.getByRole('button', { name: '提交' }).click();

    await view.getByText('刊登已保存到 Tradebyte 草稿箱').waitFor({ timeout: 20000 });
    await form.waitFor({ state: 'detached' });
    await view.getByRole('link', { name: '去草稿箱刊登' }).click();
    await page.waitForURL(/#\/tradebyteListingDraft(\?|$)/);
    const drafts = shown(page, '/tradebyteListingDraft');
    const row = drafts.getByRole('row').filter({ hasText: 'E2E canvas tote bag, navy' });
    await row.waitFor({ timeout: 20000 });
    expect(await row.innerText()).toContain('E2E-TOTE-NAVY-TB');
    expect(problems).toEqual([]);
  });

  it('shows the site, diagnosis and sell-along pages and the overseas warehouse screens in Chinese, then in English', async () => {
    const page = await app();
    // nothing left open over the tabs (should the create test have stopped inside its form)
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    for (const route of TOOL_ROUTES) {
      await openTab(page, route);
      await expectPage(page, route, 'zh');
    }
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    for (const route of TOOL_ROUTES) {
      await openTab(page, route);
      await expectPage(page, route, 'en');
    }
    expect(problems).toEqual([]);
  });
});

describe.runIf(process.env.E2E_TOOL_SHOTS)('screenshots of the tool pages', () => {
  it('shoots every page in Chinese and English at 1366×768 and 1920×1080', async () => {
    const dir = path.resolve(process.env.E2E_TOOL_SHOTS!);
    mkdirSync(dir, { recursive: true });
    const routes = ['/tradebyte_create', '/emag_create', ...TOOL_ROUTES];
    const page = await (await app()).context().newPage();
    for (const lang of ['zh', 'en'] as const) {
      await page.goto(`${e2e.baseUrl}/#/home`);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await restoreTabs(page, routes);
      for (const [width, height] of [
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const route of routes) {
          await openTab(page, route);
          await shown(page, route).locator('h1').first().waitFor({ timeout: 20000 });
          await settle(page);
          // a create page opens on its form (Tradebyte and eMAG have demo shops): its own shot, then the page under it
          const form = page.getByRole('dialog', { name: /Tradebyte|eMAG/ });
          if (await form.isVisible()) {
            await page.screenshot({ path: path.join(dir, `${route.slice(1)}-form-${lang}-${width}.png`) });
            await page.keyboard.press('Escape');
            await form.waitFor({ state: 'detached' });
          }
          await page.screenshot({ path: path.join(dir, `${route.slice(1)}-${lang}-${width}.png`) });
        }
      }
    }
    await page.close();
  }, 600_000);
});

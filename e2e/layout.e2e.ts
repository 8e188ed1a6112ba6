// Issue 16 §5 "what a seller notices first", in a real browser against the built app: at 1366×768
// in English the top menu, the /orders status tabs and the filter row fit (element widths, no
// horizontal scrollbar but the table's), dates follow the UI language, every menu entry of the
// demo account opens its page inside the shell under one name (menu = tab = heading), and the
// page-tab strip keeps the active tab in view. Screenshots of /home, /orders and a few list
// screens at 1366×768 and 1920×1080 in zh and en land in e2e/screenshots (git-ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { settle, startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Lang = 'zh' | 'en';
const SMALL = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };

/** A signed-in page in the given UI language (localStorage `lang`, read at start). */
async function signedIn(lang: Lang, viewport = SMALL): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await e2e.newPage({ viewport });
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  await e2e.signIn(page);
  return { page, context };
}

/** The page on screen (the kept-alive page of the active tab, or /home). */
const activePage = (page: Page) => page.locator('[data-page][data-active=true]');

/** Opens a menu entry by its address: the system's popover, then the link. */
async function openEntry(page: Page, system: string, href: string) {
  await page.locator(`nav [data-system="${system}"]`).click();
  const link = page.locator(`[role=dialog] a[href="${href}"]`).first();
  await link.waitFor({ timeout: 10000 });
  await link.click();
  const path = href.slice(1);
  await page.waitForURL((url) => url.hash === `#${path}` || url.hash.startsWith(`#${path}?`), { timeout: 15000 });
  await page.locator(`[data-page="${path}"][data-active=true] h1`).first().waitFor({ timeout: 20000 });
}

/** scrollWidth / clientWidth of the first element matching the selector (visible). */
async function widths(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
}

/** Every element that scrolls sideways right now (overflow-x auto/scroll with wider content). */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .map((el) =>
        el.hasAttribute('data-table-scroll')
          ? 'table'
          : (el.dataset.testid ?? `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}`),
      ),
  );
}

describe('layout at 1366×768 in English (issue 16)', () => {
  it('fits the top menu, the /orders status tabs and the filter row; only the table scrolls sideways', async () => {
    const { page, context } = await signedIn('en');
    // the top menu: every system fully inside the bar, no scrollbar, the page itself not wider than the window
    const menu = await widths(page, '[data-testid=top-menu]');
    expect(menu.scroll, 'top menu scrollWidth <= clientWidth').toBeLessThanOrEqual(menu.client);
    expect(await page.getByTestId('top-menu').innerText()).toMatch(/Settings/);
    const doc = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(doc.scroll).toBeLessThanOrEqual(doc.client);

    await openEntry(page, 'order', '#/orders');
    const orders = activePage(page);
    await expect.poll(() => orders.locator('[data-testid=status-tabs] [data-count]').count(), { timeout: 20000 }).toBe(10);
    await settle(page);
    // status tabs: label and count apart (a badge), all in one row that does not overflow
    const tabs = await widths(page, '[data-page="/orders"] [data-testid=status-tabs]');
    expect(tabs.scroll, 'status tabs scrollWidth <= clientWidth').toBeLessThanOrEqual(tabs.client);
    const firstTwo = await orders.getByRole('tab').evaluateAll((els) => els.slice(1, 3).map((el) => el.getBoundingClientRect()));
    expect(firstTwo[1].left - firstTwo[0].right, 'space between two tabs').toBeGreaterThanOrEqual(0);
    expect(await orders.getByRole('tab', { name: /^Awaiting payment \(\d+\)$/ }).count()).toBe(1);
    // the filter row: no overflow, every label on one line
    const filter = await widths(page, '[data-page="/orders"] [data-testid=filter-bar]');
    expect(filter.scroll, 'filter row scrollWidth <= clientWidth').toBeLessThanOrEqual(filter.client);
    const labels = await orders
      .locator('[data-testid=filter-bar] label, [data-testid=filter-bar] [id$=-label]')
      .evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) })),
      );
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.filter((l) => l.lines > 1)).toEqual([]);
    // one sideways scrollbar at most: the table's (not the page, the tabs or the filter row)
    const main = await widths(page, 'main');
    expect(main.scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(main.client);
    const scrollers = await sidewaysScrollers(page);
    expect(scrollers.filter((s) => s !== 'table')).toEqual([]);
    await e2e.shot(page, 'layout-orders-en-1366');
    await context.close();
  });

  it('shows dates in the UI language (年/月/日 in Chinese, mm/dd/yyyy in English) in a browser whatever its locale', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { page, context } = await signedIn(lang);
      await openEntry(page, 'order', '#/orders');
      const dateTexts = activePage(page).locator('[data-testid=filter-bar] [data-date-text]');
      await dateTexts.first().waitFor();
      expect(await dateTexts.first().innerText()).toBe(lang === 'zh' ? '年/月/日' : 'mm/dd/yyyy');
      expect(await activePage(page).locator('[data-testid=filter-bar] input[type=date]').first().getAttribute('lang')).toBe(lang === 'zh' ? 'zh-CN' : 'en');
      // a chosen day reads the UI's way
      await activePage(page).locator('[data-testid=filter-bar] input[type=date]').first().fill('2024-03-01');
      await page.mouse.click(5, 700);
      expect(await dateTexts.first().innerText()).toBe(lang === 'zh' ? '2024/03/01' : '03/01/2024');
      await context.close();
    }
  });

  it('opens every menu entry of the demo account inside the shell, named as the menu names it; the active tab stays in view', async () => {
    const { page, context } = await signedIn('en');
    // the entries: every page link of every system popover (a marketplace's Draft/Online/Queue
    // shortcuts and the "no shop yet" platform icons are extra ways to the same pages)
    const systems = await page.locator('nav [data-system]').evaluateAll((els) => els.map((el) => el.getAttribute('data-system')!));
    expect(systems.length).toBeGreaterThan(5);
    const entries: { system: string; href: string; name: string }[] = [];
    for (const system of systems) {
      await page.locator(`nav [data-system="${system}"]`).click();
      const dialog = page
        .locator('[role=dialog]')
        .filter({ has: page.locator('a[href^="#/"]') })
        .first();
      await dialog.waitFor();
      const links = await dialog
        .locator('a[href^="#/"]')
        .evaluateAll((els) =>
          els.map((el) => ({ href: el.getAttribute('href')!, name: (el.textContent ?? '').trim(), shortcut: el.hasAttribute('data-platform-type') })),
        );
      for (const l of links) {
        // a create page opens on its form dialog (listing-tools.e2e.ts opens one from this menu)
        if (l.shortcut || /Listing(Draft|Online|Queue)$/.test(l.href) || /_create$/.test(l.href) || entries.some((e) => e.href === l.href)) continue;
        entries.push({ system, href: l.href, name: l.name });
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(entries.length).toBeGreaterThan(40);

    const problems: string[] = [];
    for (const [i, entry] of entries.entries()) {
      // a reload now and then keeps the kept-alive pages few (the tabs stay)
      if (i > 0 && i % 12 === 0) {
        await page.reload();
        await page.getByTestId('shell').waitFor();
        await page.waitForLoadState('networkidle');
      }
      const path = entry.href.slice(1);
      try {
        await openEntry(page, entry.system, entry.href);
      } catch (error) {
        const failed = await page
          .locator(`[data-page="${path}"][data-active=true]`)
          .getByText(/^(This page failed to show|页面出错了)$/)
          .count();
        problems.push(`${path}: ${failed ? 'the page failed to render' : 'did not open'} (${String(error).split('\n')[0]})`);
        continue;
      }
      const shown = page.locator(`[data-page="${path}"][data-active=true]`);
      expect(await page.getByTestId('shell').count()).toBe(1);
      const heading = (await shown.locator('h1').first().innerText()).trim();
      const failed = await shown.getByText(/^(This page failed to show|页面出错了)$/).count();
      if (failed) problems.push(`${path}: the page failed to render`);
      if (/^(404|Page not found|页面不存在)/i.test(heading)) problems.push(`${path}: not found`);
      if (path === '/home' || path === '/messageList') continue; // pages without a card tab
      const tab = page.getByTestId('page-tabs').locator(`[data-tab="${path}"]`);
      const tabTitle = (await tab.getByRole('tab').innerText()).trim();
      if (heading !== tabTitle) problems.push(`${path}: heading "${heading}" but tab "${tabTitle}"`);
      if (!tabTitle.startsWith(entry.name) && !tabTitle.endsWith(entry.name)) problems.push(`${path}: menu "${entry.name}" but tab "${tabTitle}"`);
      // the active tab is scrolled into view in the strip
      const inView = await page.evaluate((p) => {
        const strip = document.querySelector('[data-testid=page-tabs-scroller]')!.getBoundingClientRect();
        const el = document.querySelector(`[data-tab="${p}"]`)!.getBoundingClientRect();
        return el.left >= strip.left - 1 && el.right <= strip.right + 1;
      }, path);
      if (!inView) problems.push(`${path}: active tab scrolled out of view`);
    }
    expect(problems).toEqual([]);
    // many tabs now: the strip scrolls on its own and offers arrows
    expect(await page.getByRole('button', { name: /Scroll tabs (left|right)/ }).count()).toBeGreaterThan(0);
    await e2e.shot(page, 'layout-many-tabs-en-1366');
    await context.close();
  }, 900000);

  // "Equal alert notices show once" (issue 16 §5) is asserted at 1366×768 in English by
  // e2e/notices.e2e.ts, beside the realtime tap that feeds it notices.
});

describe('screenshots at 1366×768 and 1920×1080 in zh and en (issue 16)', () => {
  const SCREENS: [system: string, href: string][] = [
    ['order', '#/orders'],
    ['purchase', '#/purchaseOrder'],
    ['warehouse', '#/inventoryManage'],
    ['setting', '#/accounts'],
  ];
  for (const lang of ['zh', 'en'] as const) {
    for (const viewport of [SMALL, LARGE]) {
      it(`home and list screens, ${lang} ${viewport.width}`, async () => {
        const { page, context } = await signedIn(lang, viewport);
        await settle(page);
        await e2e.shot(page, `layout-home-${lang}-${viewport.width}`);
        for (const [system, href] of SCREENS) {
          await openEntry(page, system, href);
          await page.waitForTimeout(300); // the popover closes
          await settle(page);
          await e2e.shot(page, `layout-${href.slice(2)}-${lang}-${viewport.width}`);
          const main = await widths(page, 'main');
          expect(main.scroll, `${href} does not scroll sideways`).toBeLessThanOrEqual(main.client);
        }
        await context.close();
      }, 180000);
    }
  }
});

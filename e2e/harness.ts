// End-to-end harness: the built app (server/dist + client/dist) on its own PGlite data directory, a
// copy of the demo company seeded once per run (seed-template.ts), driven by playwright-core in
// Debian's /usr/bin/chromium.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { ROOT, startServer } from './server';

export { ROOT };
export const SHOTS = path.join(ROOT, 'e2e/screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface E2E {
  baseUrl: string;
  browser: Browser;
  newPage(opts?: { viewport?: { width: number; height: number }; userAgent?: string; isMobile?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  /** Signs in and lands on /home; closes the alert bulletins there unless `keepAlertBulletins`. */
  signIn(page: Page, username?: string, password?: string, opts?: { keepAlertBulletins?: boolean }): Promise<void>;
  shot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-e2e-'));
  // the demo as the global setup seeded it (a copy: each file changes its own)
  const template = inject('e2eTemplateDir');
  if (template) cpSync(template, dataDir, { recursive: true });
  const { baseUrl, stop } = await startServer(dataDir, env);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  mkdirSync(SHOTS, { recursive: true });
  return {
    baseUrl,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        viewport: opts.viewport ?? { width: 1366, height: 860 },
        userAgent: opts.userAgent,
        isMobile: opts.isMobile,
        locale: 'zh-CN',
      });
      const page = await context.newPage();
      return { context, page };
    },
    async signIn(page, username = 'demo', password = 'demo1234', opts: { keepAlertBulletins?: boolean } = {}) {
      await page.goto(`${baseUrl}/#/login`);
      await page.locator('input[name=username]').fill(username);
      await page.locator('input[name=password]').fill(password);
      await page.locator('input[name=password]').press('Enter');
      await page.waitForURL(/#\/home/, { timeout: 20000 });
      // /home shows the alert bulletins (the demo has one) in a dialog that keeps the page inert
      if (!opts.keepAlertBulletins) {
        await dismissAlertBulletins(page);
        // Under load the bulletins can open after the wait above (seen in CI: the next menu click
        // then timed out on the inert page). Playwright closes one whenever it blocks an action.
        await page.addLocatorHandler(page.getByTestId('bulletin-dialog'), async (dialog) => {
          await dialog
            .getByRole('button', { name: /^(关闭|Close)$/ })
            .last()
            .click();
        });
      }
    },
    async shot(page, name) {
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
    },
    async close() {
      await browser.close();
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---- page helpers shared by the screen tours ----------------------------------------------------

/** Network quiet and no spinner or skeleton row left. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.chakra-spinner:visible, [data-testid=skeleton-row]:visible').count(), { timeout: 20000 }).toBe(0);
  await page.waitForTimeout(400);
}

/** The heading, then the data: every visible table shows rows or its empty state. */
export async function waitForContent(page: Page) {
  await page.locator('h1:visible').first().waitFor({ timeout: 20000 });
  await settle(page);
  const tables = page.locator('table:visible');
  for (let i = 0; i < (await tables.count()); i++) {
    await expect.poll(() => tables.nth(i).locator('tbody tr').count(), { timeout: 20000 }).toBeGreaterThan(0);
  }
  await settle(page);
}

/** Opens a page from the top menu (group button, then the item) and waits for its data. */
export async function openInShell(page: Page, route: string, group: RegExp, item: string) {
  await page.getByRole('navigation').getByRole('button', { name: group }).first().click();
  await page.waitForTimeout(300);
  const name = new RegExp(`^${item}$`);
  await page.getByRole('menuitem', { name }).or(page.getByRole('link', { name })).first().click();
  await page.waitForURL(new RegExp(`#/${route}(\\?|$)`));
  await page.waitForTimeout(400); // the menu popover closes
  await waitForContent(page);
}

/** Closes the alert bulletins /home shows one after another once per browser session (the next one follows 100 ms after closing one). */
export async function dismissAlertBulletins(page: Page) {
  // They open once the dashboard's bottom data has arrived (a single-page app: no load event to wait
  // for). A session that has seen them gets none: then this waits out the 10 s. Under load the
  // bottom data can take longer than that, so the page settles first (else the dialog opens later
  // and keeps the next click from landing).
  await settle(page).catch(() => undefined);
  const dialog = page.getByTestId('bulletin-dialog');
  await dialog.waitFor({ timeout: 10000 }).catch(() => undefined);
  await page.waitForTimeout(300); // the opening animation
  while (await dialog.isVisible()) {
    await dialog
      .getByRole('button', { name: /^(关闭|Close)$/ })
      .last()
      .click();
    await dialog.waitFor({ state: 'detached' }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
  // The sign-in toast sits over the top menu, and a pointer resting on a toast keeps it open: move
  // the pointer away and let the toasts go before the test clicks the menu.
  await page.mouse.move(5, 700);
  await expect.poll(() => page.getByTestId('toast').count(), { timeout: 15000 }).toBe(0);
}

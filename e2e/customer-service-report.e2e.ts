// Issue 21 item 7 in a real browser against the built app and the demo company: the
// customer-service report opened from the menu at 1920 and 1366 wide, in Chinese then English,
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

async function openReport(page: Page, lang: 0 | 1, width: number) {
  await openInShell(page, 'customerServiceReport', SETTINGS[lang], ['客服报表', 'Customer service report'][lang]);
  const view = page.locator('[data-page="/customerServiceReport"][data-active=true]');
  await view.getByRole('table').first().waitFor({ timeout: 20000 });
  await settle(page);
  expect(await view.innerText()).not.toMatch(/\bcsReportPage\.[a-zA-Z.]+/);
  await e2e.shot(page, `customer-service-report-${width}-${['zh', 'en'][lang]}`);
}

describe('the customer-service report with the demo data', () => {
  for (const width of [1920, 1366]) {
    it(`opens at ${width} wide in Chinese, then English`, async () => {
      const { page } = await e2e.newPage({ viewport: { width, height: width === 1920 ? 1080 : 768 } });
      page.on('console', (m) => {
        const elsewhere = m.text().startsWith('Failed to load resource') && !m.location().url.startsWith(e2e.baseUrl);
        if (m.type() === 'error' && !elsewhere) problems.push(`${page.url()}: ${m.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      await e2e.signIn(page);
      await openReport(page, 0, width);
      await page.getByRole('button', { name: /语言|language/i }).click();
      await page.getByRole('menuitem', { name: /English/ }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
      await settle(page);
      await openReport(page, 1, width);
      expect(problems).toEqual([]);
    }, 300_000);
  }
});

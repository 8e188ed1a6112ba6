// Issue 24 in a real browser against the built app and the demo company: the product-content screens
// (templates, attribute mapping, infringing words, size charts, watermarks, AI prompts and writing,
// product development, listing statistics) opened from the menu at 1366 wide, in Chinese then
// English, without console errors or untranslated message ids.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInShell, settle, startE2E, type E2E } from './harness';

let e2e: E2E;
const problems: string[] = [];
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const LISTING = [/^刊登$/, /^Listing$/] as const;
/** route, menu group, item names [zh, en] */
const PAGES: [string, readonly [RegExp, RegExp], [string, string]][] = [
  ['commonTemplates', LISTING, ['通用模板', 'Common templates']],
  ['attributeMapping', LISTING, ['属性映射', 'Attribute mapping']],
  ['tortiousWordsManage', LISTING, ['侵权词管理', 'Infringing words']],
  ['aiCommandTemplate', LISTING, ['AI 指令模板', 'AI prompt templates']],
  ['productDev', LISTING, ['产品开发', 'Product development']],
  ['publicationStatistics', LISTING, ['刊登统计', 'Listing statistics']],
  ['publicationStatisticsV2', LISTING, ['刊登统计（新版）', 'Listing statistics (new)']],
];

async function open(page: Page, route: string, group: RegExp, item: string, lang: string) {
  await openInShell(page, route, group, item.replace(/[()]/g, '\\$&'));
  const view = page.locator(`[data-page="/${route}"][data-active=true]`);
  await settle(page);
  // no message id shown instead of its text
  expect(await view.innerText()).not.toMatch(/\b[a-z][a-zA-Z]+Page\.[a-zA-Z.]+\b/);
  await e2e.shot(page, `content-${route}-1366-${lang}`);
}

describe('the product-content screens with the demo data', () => {
  it('open at 1366 wide in Chinese, then English', async () => {
    const { page } = await e2e.newPage({ viewport: { width: 1366, height: 768 } });
    page.on('console', (m) => {
      const elsewhere = m.text().startsWith('Failed to load resource') && !m.location().url.startsWith(e2e.baseUrl);
      if (m.type() === 'error' && !elsewhere) problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await e2e.signIn(page);
    for (const [route, group, names] of PAGES) await open(page, route, group[0], names[0], 'zh');
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
    await settle(page);
    for (const [route, group, names] of PAGES) await open(page, route, group[1], names[1], 'en');
    expect(problems).toEqual([]);
  }, 600_000);
});

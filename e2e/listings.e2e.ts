// Issue 19 listing screens in a real browser against the built app and the demo listings: every
// /{marketplace}Listing* page opened from the Listing menu (all 35 marketplaces × 4 pages in English,
// the six marketplaces with demo shops in Chinese), each showing its own heading inside the shell;
// then one eBay listing taken from a new draft (the form rendered from eBay's definition, its rules
// shown on the fields first) through the publish queue to online on the sandbox marketplace, with its
// marketplace id. Screenshots land in e2e/screenshots (git-ignored).
import { LISTING_MARKETPLACES } from '@erp/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const SUFFIXES = ['', 'Draft', 'Online', 'Queue'] as const;
const WITH_SHOPS = ['ebay', 'amazon', 'shopee', 'tiktok', 'allegro', 'ozon'];

async function signedIn(lang: 'zh' | 'en') {
  const { page, context } = await e2e.newPage();
  await context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  await e2e.signIn(page);
  return page;
}

/** Opens a listing page from the Listing menu's popover and waits for its heading inside the shell. */
async function openListingPage(page: Page, path: string) {
  await page.locator('nav [data-system=published]').click();
  const dialog = page
    .locator('[role=dialog]')
    .filter({ has: page.locator('a[href^="#/"]') })
    .first();
  await dialog.locator(`a[href="#${path}"]`).first().click();
  await page.waitForURL(new RegExp(`#${path}(\\?|$)`));
  const shown = page.locator(`[data-page="${path}"][data-active=true]`);
  await shown.locator('h1').first().waitFor({ timeout: 20000 });
  return shown;
}

async function openAll(page: Page, marketplaces: readonly string[]) {
  const problems: string[] = [];
  let opened = 0;
  for (const m of marketplaces) {
    for (const suffix of SUFFIXES) {
      const path = `/${m}Listing${suffix}`;
      // a reload now and then keeps the kept-alive pages few
      if (opened > 0 && opened % 16 === 0) {
        await page.reload();
        await page.getByTestId('shell').waitFor();
      }
      opened += 1;
      try {
        const shown = await openListingPage(page, path);
        // a built screen, not the placeholder, and its status tabs
        await shown.getByRole('tablist').first().waitFor({ timeout: 20000 });
        if (await shown.locator('[data-placeholder]').count()) problems.push(`${path}: placeholder`);
        if (await shown.getByText(/^(This page failed to show|页面出错了)$/).count()) problems.push(`${path}: failed to render`);
      } catch (error) {
        problems.push(`${path}: ${String(error).split('\n')[0]}`);
        await page.keyboard.press('Escape');
      }
    }
  }
  return problems;
}

describe('listing pages', () => {
  it('opens every /{marketplace}Listing* page from the menu in English', async () => {
    const page = await signedIn('en');
    expect(await openAll(page, LISTING_MARKETPLACES)).toEqual([]);
    await page.context().close();
  }, 900_000);

  it('opens the listing pages of the marketplaces with demo shops in Chinese, with their demo listings', async () => {
    const page = await signedIn('zh');
    expect(await openAll(page, WITH_SHOPS)).toEqual([]);
    const shown = await openListingPage(page, '/shopeeListing');
    await settle(page);
    // every state of the demo: the status tabs count them
    for (const tab of ['草稿', '刊登失败', '在线', '已下架', '待刊登']) {
      await expect.poll(() => shown.getByRole('tab', { name: new RegExp(`^${tab}（\\d+）$`) }).count(), { timeout: 20000 }).toBeGreaterThan(0);
    }
    await e2e.shot(page, 'listings-shopee-zh');
    await page.context().close();
  }, 600_000);

  it('takes an eBay listing from a new draft through the queue to online', async () => {
    const page = await signedIn('en');
    const drafts = await openListingPage(page, '/ebayListingDraft');
    await settle(page);
    await drafts.getByRole('button', { name: 'New listing' }).click();
    const form = page.getByRole('dialog', { name: 'New eBay listing' });
    await form.waitFor();
    // eBay's rules on the fields before anything is sent
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Enter the seller SKU').waitFor();
    await form.getByText('Condition is required').waitFor();
    await form.getByText('Add at least 1 logistics method').waitFor();
    await e2e.shot(page, 'listings-ebay-form-errors');

    await form.getByLabel('Marketplace category 1').selectOption('C100');
    await form.getByLabel('Marketplace category 2').selectOption('C110');
    await form.getByRole('textbox', { name: /^Title/ }).fill('E2E ceramic mug, red, 350 ml');
    await form.getByRole('textbox', { name: /^Description/ }).fill('A red ceramic mug that holds 350 ml.');
    await form.getByRole('textbox', { name: /^Seller SKU/ }).fill('E2E-MUG-RED');
    await form.getByRole('textbox', { name: /^Price \(USD\)/ }).fill('12.50');
    await form.getByRole('textbox', { name: /^Quantity/ }).fill('15');
    await form.getByLabel('Image URL 1').fill('https://img.example.com/e2e-mug-red.jpg');
    await form.getByLabel('Width px 1').fill('1000');
    await form.getByLabel('Height px 1').fill('1000');
    await form.getByLabel('Size KB 1').fill('300');
    await form.getByRole('combobox', { name: /^Condition/ }).selectOption('new');
    await form.getByRole('combobox', { name: /^material/ }).selectOption('ceramic');
    await form.getByRole('button', { name: 'Add shipping option' }).click();
    await form.getByLabel('Service 1').fill('Standard');
    await form.getByLabel('Cost 1').fill('3.00');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Listing saved as a draft').first().waitFor({ timeout: 20000 });
    await form.waitFor({ state: 'detached' });

    // tick it on the drafts tab and publish: into the queue
    const row = drafts.getByRole('row').filter({ hasText: 'E2E ceramic mug' });
    await row.waitFor({ timeout: 20000 });
    await row.getByRole('checkbox').check({ force: true });
    await drafts.getByRole('button', { name: 'Publish', exact: true }).first().click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Put 1 listings in the publish queue?').waitFor();
    await confirm.getByRole('button').last().click();
    await page.getByText('1 listings queued').first().waitFor({ timeout: 20000 });

    // the queue now, then the listing is online on the sandbox with its marketplace id
    await drafts.getByRole('button', { name: 'Publish the queue now' }).click();
    await page
      .getByText(/Queue run: \d+ online/)
      .first()
      .waitFor({ timeout: 30000 });
    const online = await openListingPage(page, '/ebayListingOnline');
    await online.getByRole('button', { name: /Search/ }).click();
    const live = online.getByRole('row').filter({ hasText: 'E2E ceramic mug' });
    await live.waitFor({ timeout: 20000 });
    await expect.poll(() => live.innerText()).toMatch(/SBX1-\d+-\d+/);
    expect(await live.innerText()).toContain('Online');
    await e2e.shot(page, 'listings-ebay-online');
    await page.context().close();
  }, 300_000);
});

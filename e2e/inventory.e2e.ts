// Issue 5 in a real browser against the built app and the demo data: the warehouse screens open
// from the menu, show the seeded products, stock, bills and warehouses, in Chinese and English.
// Screenshots land in e2e/screenshots (git-ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function open(page: Page, system: RegExp, item: RegExp, path: string) {
  await page.getByRole('navigation').getByRole('button', { name: system }).first().click();
  await page.waitForTimeout(300);
  await page
    .getByRole('menuitem', { name: item })
    .or(page.getByRole('link', { name: item }))
    .first()
    .click();
  await page.waitForURL(new RegExp(`#${path}(\\?|$)`));
  await page.waitForTimeout(400);
  await page.locator('h1:visible').first().waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

describe('inventory screens with the demo data', () => {
  it('product library, stock, inbound orders, warehouses and the ledger show the seeded data (zh)', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page);
    await open(page, /刊登/, /^产品库$/, '/productLibrary');
    await page.getByText('GIFTSET').locator('visible=true').first().waitFor();
    await e2e.shot(page, 'productLibrary');

    await open(page, /仓库/, /^仓库管理$/, '/warehouses');
    await page.getByText('德国海外仓 Germany').locator('visible=true').first().waitFor();
    await e2e.shot(page, 'warehouses');

    await open(page, /仓库/, /^库存管理$/, '/inventoryManage');
    await page.getByText('MUG-RED').locator('visible=true').first().waitFor();
    await e2e.shot(page, 'inventoryManage');

    await open(page, /仓库/, /^入库单$/, '/inboundOrder');
    await page
      .getByText(/IN-\d{8}-/)
      .locator('visible=true')
      .first()
      .waitFor();
    await e2e.shot(page, 'inboundOrder');

    // newest first: the demo orders' reservations and shipments come before the inbound lines
    await open(page, /仓库/, /^出入库记录$/, '/inOutWarehouse');
    await page
      .getByText(/^(MUG|LAMP|CABLE|GIFTSET)-/)
      .locator('visible=true')
      .first()
      .waitFor();
    await e2e.shot(page, 'inOutWarehouse');

    // the demo orders' reservations are listed with the manual promotion lock
    await open(page, /仓库/, /^库存锁定$/, '/stockLockManage');
    await page
      .getByText(/^(MUG|LAMP|CABLE|GIFTSET)-/)
      .locator('visible=true')
      .first()
      .waitFor();
    await e2e.shot(page, 'stockLockManage');
    expect(await page.getByText('Unexpected error').count()).toBe(0);
  });

  it('counts, transfers and processing sheets open in English', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page);
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.getByRole('navigation').first().innerText()).toMatch(/Warehouse/);
    await open(page, /Warehouse/, /^Stock counts$/, '/inventoryCount');
    await e2e.shot(page, 'inventoryCount-en');
    await open(page, /Warehouse/, /^Transfer orders$/, '/productTransferBill');
    await e2e.shot(page, 'productTransferBill-en');
    await open(page, /Warehouse/, /^Assembly sheets$/, '/assembleSheet');
    await e2e.shot(page, 'assembleSheet-en');
    await open(page, /Warehouse/, /^Stock details$/, '/inventoryManagement');
    await page.getByText('A-01').locator('visible=true').first().waitFor();
    await e2e.shot(page, 'inventoryManagement-en');
    expect(await page.getByText('Unexpected error').count()).toBe(0);
  });
});

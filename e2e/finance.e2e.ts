// Issue 22 item 2, finance in a real browser against the built app and the demo company: an unpaid
// CNY payment order paid on /paymentOrder from the CNY bank account with today's date, shown paid;
// /accountManage shows that account's balance lowered by the amount; /incomeExpenditure shows the
// ledger entry; on /receiptOrder a pending collection order received. The /accountManage and
// /incomeExpenditure tabs stay open throughout: they show the new balances and entries without being
// reopened (the money commands refetch them). Screenshots at 1366×768 and 1920×1080, Chinese then
// English, without console errors.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInShell, settle, startE2E, type E2E } from './harness';

let e2e: E2E;
const problems: string[] = [];
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The Finance system of the top menu (issue 22 item 10). */
const FINANCE = [/^财务$/, /^Finance$/] as const;
const RAW_ID = /\bfinancePage\.[a-zA-Z.]+/;
const BANK = '招商银行基本户';

/** "12,345.60" → 1234560 (cents), no floats. */
const cents = (text: string) => {
  const [i, f = ''] = text.replace(/[,\s]/g, '').split('.');
  const sign = i.startsWith('-') || i.startsWith('−') ? -1 : 1;
  return sign * (Number(i.replace(/^[-−]/, '')) * 100 + Number((f + '00').slice(0, 2)));
};
const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** A screenshot at 1920×1080 and one at 1366×768, then back to 1920×1080. */
async function bothSizes(page: Page, name: string) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  await e2e.shot(page, `${name}-1920`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle(page);
  await e2e.shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 1920, height: 1080 });
}

/** A finance list from the menu with at least one data row. */
async function listWithRows(page: Page, route: string, item: string) {
  await openInShell(page, route, FINANCE[/^[A-Z]/.test(item) ? 1 : 0], item);
  const view = page.locator(`[data-page="/${route}"][data-active=true]`);
  await expect
    .poll(async () => view.locator('table tbody tr').count(), {
      timeout: 30000,
    })
    .toBeGreaterThan(0);
  expect(await view.locator('[data-testid=skeleton-row]').count()).toBe(0);
  expect(await view.innerText()).not.toMatch(RAW_ID);
  return view;
}

/**
 * The CNY bank account's balance on /accountManage, in cents. With `expected`, waits (the tab kept
 * open refetches after money moved) until the balance shown is that.
 */
async function bankBalance(page: Page, lang: 0 | 1, expected?: number) {
  const view = await listWithRows(page, 'accountManage', ['账户管理', 'Accounts'][lang]);
  const row = view.locator('table tbody tr', { hasText: BANK });
  await row.waitFor({ timeout: 30000 });
  const read = async () => {
    const m = /(-?[\d,]+\.\d{2}) CNY/.exec(await row.innerText());
    expect(m).not.toBeNull();
    return cents(m![1]);
  };
  if (expected !== undefined) await expect.poll(read, { timeout: 20000 }).toBe(expected);
  return read();
}

/** Settles (pays or receives) the first row of `tab` in CNY from the bank account; answers its order number and amount in cents. */
async function settleFirst(page: Page, view: ReturnType<Page['locator']>, tab: RegExp, action: string, shot: string) {
  await view.getByRole('tab', { name: tab }).click();
  await settle(page);
  const row = view.locator('table tbody tr', { hasText: ' CNY' }).first();
  await row.waitFor({ timeout: 30000 });
  const button = row.getByRole('button', { name: new RegExp(`^${action} `) });
  const orderNo = (await button.getAttribute('aria-label'))!.slice(action.length + 1);
  const amount = cents(/([\d,]+\.\d{2}) CNY/.exec(await row.innerText())![1]);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `${action} ${orderNo}` });
  await dialog.waitFor({ timeout: 20000 });
  const account = dialog.getByRole('combobox').first();
  const bank = (await account.locator('option', { hasText: BANK }).first().getAttribute('value'))!;
  await account.selectOption(bank);
  // today's date is the default
  expect(await dialog.locator('input[type=date]').inputValue()).toBe(today());
  await dialog.getByRole('textbox').last().fill(`e2e ${orderNo}`);
  await bothSizes(page, shot);
  await dialog.getByRole('button', { name: new RegExp(`^${action}$`) }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30000 });
  return { orderNo, amount };
}

describe('finance with the demo data', () => {
  it('pays a payment order from the bank account, sees the balance and the ledger entry, receives a collection order, in Chinese then English', async () => {
    const { page } = await e2e.newPage({
      viewport: { width: 1920, height: 1080 },
    });
    page.on('console', (m) => (m.type() === 'error' ? problems.push(`${page.url()}: ${m.text()}`) : undefined));
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await e2e.signIn(page);

    // Chinese: pay an unpaid CNY payment order
    const before = await bankBalance(page, 0);
    await bothSizes(page, 'finance-accountManage-before-zh');
    // the accounts tab stays open: paying must refresh it
    const payments = await listWithRows(page, 'paymentOrder', '付款单');
    await bothSizes(page, 'finance-paymentOrder-zh');
    const paid = await settleFirst(page, payments, /^未付款/, '付款', 'finance-paymentOrder-pay-zh');
    await payments.getByRole('tab', { name: /^已付款/ }).click();
    await settle(page);
    const paidRow = payments.locator('table tbody tr', {
      hasText: paid.orderNo,
    });
    await paidRow.waitFor({ timeout: 30000 });
    expect(await paidRow.innerText()).toContain('已付款');
    expect(await paidRow.innerText()).toContain(BANK);
    await bothSizes(page, 'finance-paymentOrder-paid-zh');

    // the account's balance is lowered by the amount
    expect(await bankBalance(page, 0, before - paid.amount)).toBe(before - paid.amount);
    await bothSizes(page, 'finance-accountManage-zh');
    // the ledger has the entry
    const entries = await listWithRows(page, 'incomeExpenditure', '收支明细');
    const entry = entries.locator('table tbody tr', { hasText: paid.orderNo });
    await entry.waitFor({ timeout: 30000 });
    expect(await entry.innerText()).toContain('支出');
    await bothSizes(page, 'finance-incomeExpenditure-zh');

    // English: receive a collection order into the bank account
    await page.getByRole('button', { name: /语言|language/i }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 20000 }).toMatch(/^en/);
    await settle(page);
    const enBefore = await bankBalance(page, 1);
    expect(enBefore).toBe(before - paid.amount);
    const enPayments = await listWithRows(page, 'paymentOrder', 'Payment orders');
    await enPayments.getByRole('tab', { name: /^Paid/ }).click();
    await settle(page);
    await enPayments.locator('table tbody tr', { hasText: paid.orderNo }).waitFor({ timeout: 30000 });
    await bothSizes(page, 'finance-paymentOrder-en');
    const receipts = await listWithRows(page, 'receiptOrder', 'Collection orders');
    await bothSizes(page, 'finance-receiptOrder-en');
    const received = await settleFirst(page, receipts, /^To be received/, 'Receive', 'finance-receiptOrder-receive-en');
    await receipts.getByRole('tab', { name: /^Received/ }).click();
    await settle(page);
    const receivedRow = receipts.locator('table tbody tr', {
      hasText: received.orderNo,
    });
    await receivedRow.waitFor({ timeout: 30000 });
    expect(await receivedRow.innerText()).toContain('Received');
    await bothSizes(page, 'finance-receiptOrder-received-en');
    expect(await bankBalance(page, 1, enBefore + received.amount)).toBe(enBefore + received.amount);
    await bothSizes(page, 'finance-accountManage-en');
    const enEntries = await listWithRows(page, 'incomeExpenditure', 'Income and expenditure');
    await enEntries.locator('table tbody tr', { hasText: received.orderNo }).waitFor({ timeout: 30000 });
    await enEntries.locator('table tbody tr', { hasText: paid.orderNo }).waitFor({ timeout: 30000 });
    await bothSizes(page, 'finance-incomeExpenditure-en');
    expect(problems).toEqual([]);
  }, 400_000);
});

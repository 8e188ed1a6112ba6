// temporary (issue 16 bundle work): screenshots of a few screens for a given client dist
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [dist, outDir, portArg] = process.argv.slice(2);
const port = Number(portArg ?? 4711);
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-shots16-'));
const server = spawn('node', ['server/dist/main.js'], {
  cwd: '/work/main',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLIENT_DIST: dist },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 300000;
for (;;) {
  try { const r = await fetch(`${base}/api/v1/ping`, { method: 'POST' }); if (r.status) break; } catch { /* not up */ }
  if (Date.now() > deadline) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
const page = await ctx.newPage();
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
const shot = async (name: string) => { await page.waitForTimeout(1200); await page.screenshot({ path: path.join(outDir, `${name}.png`) }); console.log('shot', name); };
const open = async (group: RegExp, item: string, route: string) => {
  await page.getByRole('navigation').getByRole('button', { name: group }).first().click();
  await page.waitForTimeout(500);
  const name = new RegExp(`^${item}$`);
  await page.getByRole('menuitem', { name }).or(page.getByRole('link', { name })).first().click();
  await page.waitForURL(new RegExp(`#/${route}(\\?|$)`), { timeout: 30000 });
  await page.mouse.move(5, 700);
  await page.locator('h1:visible').first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(3500);
};
const step = async (name: string, fn: () => Promise<void>) => { try { await fn(); } catch (e) { console.log('FAILED', name, String(e).slice(0, 300)); await shot(`${name}-failed`).catch(() => undefined); } };
try {
  await step('login', async () => {
    await page.goto(`${base}/#/login`);
    await page.locator('input[name=username]').waitFor({ timeout: 60000 });
    await page.locator('input[name=password]').fill('x');
    await page.locator('input[name=password]').press('Enter');
    await shot('01-login-validation');
    await page.locator('input[name=username]').fill('demo');
    await page.locator('input[name=password]').fill('demo1234');
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL(/#\/home/, { timeout: 60000 });
  });
  await step('home', async () => {
    await page.waitForTimeout(4000);
    await shot('02-home-bulletin');
    const dialog = page.getByTestId('bulletin-dialog');
    while (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: /^(关闭|Close)$/ }).last().click();
      await page.waitForTimeout(600);
    }
    await page.mouse.move(5, 700);
    await page.waitForTimeout(6000);
    await shot('03-home');
  });
  await step('orders', async () => {
    await open(/^订单$/, '订单管理', 'orders');
    await shot('04-orders');
  });
  await step('accounts', async () => {
    await open(/^设置$/, '子账号管理', 'accounts');
    await shot('05-accounts');
    await page.getByRole('button', { name: /新增|添加|新建/ }).first().click();
    await page.getByRole('dialog').first().waitFor({ timeout: 20000 });
    await shot('06-accounts-dialog');
    await page.keyboard.press('Escape');
  });
  await step('tasks', async () => {
    await page.getByTestId('download-badge').click();
    await page.getByTestId('task-queue-dialog').waitFor({ timeout: 20000 });
    await page.waitForTimeout(2000);
    await shot('07-task-queue');
    await page.keyboard.press('Escape');
  });
  await step('published', async () => {
    await page.getByRole('navigation').getByRole('button', { name: /刊登|已发布|发布/ }).first().click();
    await page.waitForTimeout(2500);
    await shot('08-published-menu');
    await page.keyboard.press('Escape');
  });
  await step('warehouses', async () => {
    await open(/^采购$/, '采购单', 'purchaseOrder');
    await shot('09-purchase-orders');
    await open(/^仓库$/, '库存盘点', 'inventoryCount');
    await shot('10-inventory-count');
    await open(/^仓库$/, '条码工具', 'barcodeTool');
    await shot('11-barcode-tool');
    await shot('12-tab-strip');
    await open(/^刊登$/, '通用模板', 'commonTemplates');
    await shot('13-placeholder');
  });
} finally {
  console.log('errors:', JSON.stringify(errors.slice(0, 20), null, 1));
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// End-to-end harness: the built app (server/dist + client/dist) on a fresh PGlite data directory
// with the demo company, driven by playwright-core in Debian's /usr/bin/chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SHOTS = path.join(ROOT, 'e2e/screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface E2E {
  baseUrl: string;
  browser: Browser;
  newPage(opts?: { viewport?: { width: number; height: number }; userAgent?: string; isMobile?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  signIn(page: Page, username?: string, password?: string): Promise<void>;
  shot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn('node', ['server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  for (;;) {
    try {
      const r = await fetch(`${baseUrl}/api/v1/ping`, { method: 'POST' });
      if (r.status) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  mkdirSync(SHOTS, { recursive: true });
  return {
    baseUrl,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1366, height: 860 }, userAgent: opts.userAgent, isMobile: opts.isMobile, locale: 'zh-CN' });
      const page = await context.newPage();
      return { context, page };
    },
    async signIn(page, username = 'demo', password = 'demo1234') {
      await page.goto(`${baseUrl}/#/login`);
      await page.locator('input[name=username]').fill(username);
      await page.locator('input[name=password]').fill(password);
      await page.locator('input[name=password]').press('Enter');
      await page.waitForURL(/#\/home/, { timeout: 20000 });
    },
    async shot(page, name) {
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
    },
    async close() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

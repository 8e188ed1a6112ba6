// Benchmark: an .xlsx export of the largest company's stock ledger (the generated EXPORT_ROWS rows)
// through the product's real path: startExport (job row, checks) then runExportJob (the worker:
// scoped Prisma keyset batches of 500 with their name look-ups, ExcelJS streaming writer, heartbeat
// and progress per batch, file storage). Baseline: the same rows read with plain SQL (keyset pages
// of 5,000, names joined in) written by the same ExcelJS streaming writer straight to a file.
// Each side runs in its own child process so that its peak RSS (process.resourceUsage().maxRSS,
// and memoryUsage().rss sampled every 10 ms during the export) is its own.
// Run: npx tsx bench/export.bench.ts   (needs the data set of npm run bench: BENCH_DB, default erp_bench)
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { benchUrl, figure, int, isMain, ms, type Figure } from './lib';

export interface ExportBenchOptions {
  url: string;
}

interface ChildResult {
  side: 'product' | 'baseline';
  ms: number;
  rows: number;
  bytes: number;
  /** Peak RSS of the whole child process (bytes). */
  maxRss: number;
  /** RSS when the export started, and the highest sample during it (bytes). */
  rssBefore: number;
  rssPeak: number;
}

const MB = 1024 * 1024;

/** Samples RSS every 10 ms until stopped; the highest value seen. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function productSide(url: string): Promise<ChildResult> {
  const { startExport } = await import('../server/src/modules/report-jobs/report-jobs.service');
  const { runExportJob } = await import('../server/src/modules/report-jobs/report-jobs.worker');
  const { authenticate, createContext } = await import('../server/src/platform/context');
  const { countingJobs, openSignedIn } = await import('./bench-app');
  const { REPORT_JOB_STATUS } = await import('@erp/schema');
  const { app, token } = await openSignedIn(url, 'bench_1', { jobs: countingJobs() });
  try {
    const actor = await authenticate(app.platform, token);
    const ctx = createContext(app.platform, { lang: 'en', ip: '', userAgent: 'bench', actor });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const stop = rssSampler();
    const t = performance.now();
    const job = await startExport(ctx, { reportType: 'stockLedger', filter: {} });
    await runExportJob(app.platform, { reportJobId: job.id, companyId: actor.companyId });
    const took = performance.now() - t;
    const rssPeak = stop();
    const done = await ctx.db.reportJob.findFirstOrThrow({ where: { id: job.id } });
    if (done.status !== REPORT_JOB_STATUS.finished || !done.fileKey)
      throw new Error(`export job ended with status ${done.status}: ${done.messages.join('; ')}`);
    const bytes = statSync(path.join(app.platform.config.dataDir, 'files', done.fileKey)).size;
    return { side: 'product', ms: took, rows: done.rowCount, bytes, maxRss: process.resourceUsage().maxRSS * 1024, rssBefore, rssPeak };
  } finally {
    await app.close();
  }
}

async function baselineSide(url: string): Promise<ChildResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'erp-bench-xlsx-'));
  const file = path.join(dir, 'ledger.xlsx');
  try {
    const {
      rows: [{ companyId }],
    } = await client.query(`SELECT "companyId" FROM "User" WHERE username = 'bench_1'`);
    const rssBefore = process.memoryUsage().rss;
    const stop = rssSampler();
    const t = performance.now();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('ledger', { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = sheet.addRow([
      'time',
      'sku',
      'product',
      'warehouse',
      'location',
      'type',
      'qty change',
      'occupied change',
      'qty after',
      'occupied after',
      'available after',
      'unit cost',
      'bill no',
      'remark',
      'operator',
    ]);
    header.font = { bold: true };
    header.commit();
    let rows = 0;
    for (let after = 2 ** 31 - 1; ;) {
      const page = await client.query(
        `SELECT l.id, l."createdAt", s.sku, p.name AS product, w.name AS warehouse, coalesce(loc.code, '') AS location, l.type, l."quantityChange", l."occupiedChange",
                l."quantityAfter", l."occupiedAfter", l."unitCost"::numeric(12,2)::text AS "unitCost", l."billNo", l.remark, coalesce(nullif(u.realname, ''), u.username, '') AS operator
         FROM "StockLedger" l JOIN "Sku" s ON s.id = l."skuId" JOIN "Product" p ON p.id = s."productId" JOIN "Warehouse" w ON w.id = l."warehouseId"
           LEFT JOIN "Location" loc ON loc.id = l."locationId" LEFT JOIN "User" u ON u.id = l."operatorId"
         WHERE l."companyId" = $1 AND l.id < $2 ORDER BY l.id DESC LIMIT 5000`,
        [companyId, after],
      );
      for (const r of page.rows) {
        const row = sheet.addRow([
          r.createdAt,
          r.sku,
          r.product,
          r.warehouse,
          r.location,
          r.type,
          r.quantityChange,
          r.occupiedChange,
          r.quantityAfter,
          r.occupiedAfter,
          r.quantityAfter - r.occupiedAfter,
          r.unitCost,
          r.billNo,
          r.remark,
          r.operator,
        ]);
        row.getCell(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
        row.commit();
        rows++;
      }
      if (page.rows.length < 5000) break;
      after = page.rows[page.rows.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
    const took = performance.now() - t;
    const rssPeak = stop();
    return { side: 'baseline', ms: took, rows, bytes: statSync(file).size, maxRss: process.resourceUsage().maxRSS * 1024, rssBefore, rssPeak };
  } finally {
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

const exec = promisify(execFile);
async function child(side: 'product' | 'baseline', url: string): Promise<ChildResult> {
  const self = fileURLToPath(import.meta.url);
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', '--expose-gc', self, '--child', side], {
    env: { ...process.env, BENCH_URL: url },
    maxBuffer: 16 * MB,
    cwd: path.resolve(path.dirname(self), '..'),
  });
  const line = stdout.trim().split('\n').pop()!;
  return JSON.parse(line) as ChildResult;
}

export async function run(opts: ExportBenchOptions): Promise<Figure[]> {
  const base = await child('baseline', opts.url);
  const prod = await child('product', opts.url);
  if (prod.rows !== base.rows) throw new Error(`export: product wrote ${prod.rows} rows, baseline ${base.rows}`);
  const rate = (r: ChildResult) => (r.rows / r.ms) * 1000;
  console.log(`xlsx export of ${int(prod.rows)} stock ledger rows (largest company)`);
  console.log(`| side | time | rows/s | file | peak RSS (process) | RSS before → peak during export |\n|---|---|---|---|---|---|`);
  for (const r of [prod, base]) {
    console.log(
      `| ${r.side === 'product' ? 'startExport + runExportJob' : 'plain SQL + ExcelJS streaming writer'} | ${ms(r.ms)} | ${int(rate(r))} | ${(r.bytes / MB).toFixed(1)} MB | ${(r.maxRss / MB).toFixed(0)} MB | ${(r.rssBefore / MB).toFixed(0)} → ${(r.rssPeak / MB).toFixed(0)} MB |`,
    );
  }
  const B = 'export';
  const baseName = 'plain SQL + ExcelJS streaming writer';
  return [
    figure(B, `xlsx export of ${int(prod.rows)} ledger rows: time`, prod.ms / 1000, 's', { name: baseName, value: base.ms / 1000 }),
    figure(B, 'xlsx export: rows/s', rate(prod), 'rows/s', { name: baseName, value: rate(base) }),
    figure(B, 'xlsx export: peak RSS of the process', prod.maxRss / MB, 'MB', { name: `${baseName} (no app loaded)`, value: base.maxRss / MB }),
    figure(B, 'xlsx export: RSS growth during the export', Math.max(0, prod.rssPeak - prod.rssBefore) / MB, 'MB', {
      name: baseName,
      value: Math.max(0, base.rssPeak - base.rssBefore) / MB,
    }),
    figure(B, 'xlsx export: file size', prod.bytes / MB, 'MB', { name: baseName, value: base.bytes / MB }),
  ];
}

if (isMain(import.meta.url)) {
  const i = process.argv.indexOf('--child');
  if (i > 0) {
    const side = process.argv[i + 1];
    const url = process.env.BENCH_URL!;
    const result = side === 'product' ? await productSide(url) : await baselineSide(url);
    process.stdout.write(`\n${JSON.stringify(result)}\n`);
  } else {
    await run({ url: benchUrl(process.env.BENCH_DB ?? 'erp_bench') });
  }
  process.exit(0);
}

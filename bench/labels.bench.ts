// Benchmark: label PDF for 500 orders (issue 18 'Speed': ≤ 10 s and ≤ 300 MB RSS) through the
// product's path: renderTemplate (scoped Prisma reads of orders, items, channels, warehouses and
// sender addresses in batches of 200, the company's default label template, pdfkit with the CJK
// font when installed, Code 128 and QR codes from bwip-js, pages written as they are made), drawn in
// the render worker process (print-templates.renderer.ts): its peak RSS is the goal's figure; how
// much the API process grew while printing is reported beside it.
// Baseline: the same pages drawn with the bare PDF library (pdfkit + the same font, the same
// element drawing) from values read once with plain SQL, no app loaded.
// Each side runs in its own child process so that its peak RSS is its own.
// Run: npx tsx bench/labels.bench.ts   (needs the data set of npm run bench: BENCH_DB, default erp_bench)
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { benchUrl, figure, int, isMain, ms, type Figure } from './lib';

export interface LabelsBenchOptions {
  url: string;
  /** Orders on the PDF (500 in the full run). */
  orders: number;
}

interface ChildResult {
  side: 'product' | 'baseline';
  ms: number;
  pages: number;
  bytes: number;
  maxRss: number;
  /** Peak RSS before the PDF was begun (the product: the app booted and signed in). */
  readyRss: number;
  /** The product: peak RSS of the render worker process that drew the PDF. */
  workerRss?: number;
}

const MB = 1024 * 1024;

async function orderIdsOf(url: string, count: number): Promise<{ companyId: number; ids: number[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [{ companyId }],
    } = await client.query(`SELECT "companyId" FROM "User" WHERE username = 'bench_1'`);
    const { rows } = await client.query(`SELECT id FROM "Order" WHERE "companyId" = $1 ORDER BY id DESC LIMIT $2`, [companyId, count]);
    return { companyId, ids: rows.map((r: { id: number }) => r.id) };
  } finally {
    await client.end();
  }
}

async function productSide(url: string, count: number): Promise<ChildResult> {
  const { authenticate, createContext } = await import('../server/src/platform/context');
  const { defaultPrintTemplate } = await import('../server/src/modules/print-templates/print-templates.service');
  const { renderTemplate } = await import('../server/src/modules/print-templates/print-templates.render');
  const { renderWorkerStats, stopRenderWorker } = await import('../server/src/modules/print-templates/print-templates.renderer');
  const { openSignedIn } = await import('./bench-app');
  const { ids } = await orderIdsOf(url, count);
  const { app, token } = await openSignedIn(url, 'bench_1');
  try {
    const ctx = createContext(app.platform, { lang: 'zh', ip: '', userAgent: 'bench', actor: await authenticate(app.platform, token) });
    const template = await defaultPrintTemplate(ctx, 'label');
    const readyRss = process.resourceUsage().maxRSS * 1024;
    const t = performance.now();
    const pdf = await renderTemplate(ctx, template!.id, ids);
    const took = performance.now() - t;
    return {
      side: 'product',
      ms: took,
      pages: pdf.pages,
      bytes: Buffer.byteLength(pdf.contentBase64, 'base64'),
      maxRss: process.resourceUsage().maxRSS * 1024,
      readyRss,
      workerRss: renderWorkerStats.maxRss,
    };
  } finally {
    stopRenderWorker();
    await app.close();
  }
}

async function baselineSide(url: string, count: number): Promise<ChildResult> {
  const { defaultPrintLayout } = await import('@erp/schema');
  const { drawPage, sampleValues } = await import('../server/src/modules/print-templates/print-templates.render');
  const { MM, newPdf } = await import('../server/src/platform/pdf');
  const { companyId, ids } = await orderIdsOf(url, count);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const readyRss = process.resourceUsage().maxRSS * 1024;
  try {
    const t = performance.now();
    const { rows } = await client.query(
      `SELECT o."orderNo", o."platformOrderNo", o."trackingNo", o."buyerName", o."buyerPhone", o.country, o.state, o.city, o.postcode, o.address1, o.address2,
              o.weight, o."totalAmount"::text AS total, o.currency, s."shopName",
              (SELECT string_agg(i."platformSku" || ' × ' || i.quantity, E'\n') FROM "OrderItem" i WHERE i."orderId" = o.id) AS items
       FROM "Order" o JOIN "Shop" s ON s.id = o."shopId" WHERE o."companyId" = $1 AND o.id = ANY($2::int[])`,
      [companyId, ids],
    );
    const layout = defaultPrintLayout('label');
    const size: [number, number] = [layout.page.width * MM, layout.page.height * MM];
    const pdf = newPdf({ size, margin: 0, autoFirstPage: false, bufferPages: false });
    const base = sampleValues('zh');
    for (const r of rows) {
      pdf.doc.addPage({ size, margin: 0 });
      drawPage(pdf.doc, pdf.fit, 'zh', layout, {
        ...base,
        orderNo: r.orderNo,
        platformOrderNo: r.platformOrderNo,
        trackingNo: r.trackingNo || r.orderNo,
        buyerName: r.buyerName,
        buyerPhone: r.buyerPhone,
        fullAddress: [r.address1, r.address2, r.city, r.state, r.postcode, r.country].filter(Boolean).join(', '),
        weight: String(r.weight),
        totalAmount: `${r.total} ${r.currency}`,
        shopName: r.shopName,
        items: r.items ?? '',
      });
    }
    const file = await pdf.finish('baseline.pdf');
    const took = performance.now() - t;
    return {
      side: 'baseline',
      ms: took,
      pages: rows.length,
      bytes: Buffer.byteLength(file.contentBase64, 'base64'),
      maxRss: process.resourceUsage().maxRSS * 1024,
      readyRss,
    };
  } finally {
    await client.end();
  }
}

const exec = promisify(execFile);
async function child(side: 'product' | 'baseline', url: string, count: number): Promise<ChildResult> {
  const self = fileURLToPath(import.meta.url);
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', self, '--child', side, String(count)], {
    env: { ...process.env, BENCH_URL: url },
    maxBuffer: 16 * MB,
    cwd: path.resolve(path.dirname(self), '..'),
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as ChildResult;
}

export async function run(opts: LabelsBenchOptions): Promise<Figure[]> {
  const base = await child('baseline', opts.url, opts.orders);
  const prod = await child('product', opts.url, opts.orders);
  if (prod.pages !== base.pages) throw new Error(`labels: product made ${prod.pages} pages, baseline ${base.pages}`);
  console.log(`label PDF (100 × 150 mm, default label template) for ${int(prod.pages)} orders`);
  // the peak before the PDF was begun tells what the render added and what loading the app took
  // the product draws in its render worker process: its peak is the render's; the API process only reads the orders
  console.log(`| side | time | file | peak RSS (drawing process) | peak RSS of the API process, before → after |\n|---|---|---|---|---|`);
  for (const r of [prod, base])
    console.log(
      `| ${r.side === 'product' ? 'renderTemplate (render worker)' : 'plain SQL + bare pdfkit (one process)'} | ${ms(r.ms)} | ${(r.bytes / MB).toFixed(1)} MB | ${((r.workerRss ?? r.maxRss) / MB).toFixed(0)} MB | ${r.side === 'product' ? `${(r.readyRss / MB).toFixed(0)} → ${(r.maxRss / MB).toFixed(0)} MB` : '—'} |`,
    );
  const B = 'labels';
  const baseName = 'plain SQL + bare pdfkit, same pages';
  return [
    figure(B, `label PDF for ${int(prod.pages)} orders: time (goal ≤ 10 s)`, prod.ms / 1000, 's', { name: baseName, value: base.ms / 1000 }),
    figure(B, 'label PDF: peak RSS of the render worker process (goal ≤ 300 MB)', (prod.workerRss ?? 0) / MB, 'MB', {
      name: `${baseName} (no app loaded)`,
      value: base.maxRss / MB,
    }),
    figure(B, 'label PDF: RSS the API process grew by while printing', (prod.maxRss - prod.readyRss) / MB, 'MB'),
    figure(B, 'label PDF: file size', prod.bytes / MB, 'MB', { name: baseName, value: base.bytes / MB }),
  ];
}

if (isMain(import.meta.url)) {
  const i = process.argv.indexOf('--child');
  if (i > 0) {
    const side = process.argv[i + 1];
    const count = Number(process.argv[i + 2]);
    const url = process.env.BENCH_URL!;
    const result = side === 'product' ? await productSide(url, count) : await baselineSide(url, count);
    process.stdout.write(`\n${JSON.stringify(result)}\n`);
  } else {
    await run({ url: benchUrl(process.env.BENCH_DB ?? 'erp_bench'), orders: 500 });
  }
}

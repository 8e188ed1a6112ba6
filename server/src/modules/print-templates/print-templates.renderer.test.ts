// The render worker process: PDFs drawn there match the records sent, prints take turns, and a worker
// that dies mid-print fails that print with a clear error while the next print gets a fresh worker.
import { defaultPrintLayout } from '@erp/schema';
import { afterAll, describe, expect, it } from 'vitest';
import type { PrintRecord } from './print-templates.draw';
import { renderInWorker, renderWorkerStats, stopRenderWorker } from './print-templates.renderer';
import { recordsOf } from './print-templates.render';

const label = defaultPrintLayout('label');
const record = (n: number): PrintRecord => ({ values: { orderNo: `SO${n}`, trackingNo: `TN${n}`, buyerName: `Buyer ${n}` }, lines: [] });

async function* slowly(batches: PrintRecord[][], waitMs: number): AsyncIterable<PrintRecord[]> {
  for (const b of batches) {
    await new Promise((r) => setTimeout(r, waitMs));
    yield b;
  }
}

afterAll(() => stopRenderWorker());

describe('render worker', () => {
  it('draws one page per record in a process of its own, batch after batch', async () => {
    const file = await renderInWorker(label, 'en', 'labels.pdf', slowly([[record(1), record(2)], [record(3)]], 5));
    expect(file).toMatchObject({ filename: 'labels.pdf', pages: 3 });
    expect(Buffer.from(file.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderWorkerStats.pid).toBeGreaterThan(0);
    expect(renderWorkerStats.pid).not.toBe(process.pid);
    expect(renderWorkerStats.maxRss).toBeGreaterThan(0);
  });

  it('an empty print is one blank page', async () => {
    expect((await renderInWorker(label, 'zh', 'empty.pdf', recordsOf([]))).pages).toBe(1);
  });

  it('prints asked at once take turns and each gets its own pages', async () => {
    const [a, b, c] = await Promise.all([
      renderInWorker(label, 'en', 'a.pdf', slowly([[record(1)], [record(2)]], 20)),
      renderInWorker(label, 'en', 'b.pdf', recordsOf([record(3)])),
      renderInWorker(label, 'zh', 'c.pdf', slowly([[record(4), record(5), record(6)]], 1)),
    ]);
    expect([a.filename, a.pages, b.filename, b.pages, c.filename, c.pages]).toEqual(['a.pdf', 2, 'b.pdf', 1, 'c.pdf', 3]);
  });

  it('a worker that dies mid-print fails that print; the next print starts a new worker', async () => {
    await renderInWorker(label, 'en', 'warm.pdf', recordsOf([record(1)]));
    const first = renderWorkerStats.pid;
    async function* killedMidway(): AsyncIterable<PrintRecord[]> {
      yield [record(1)];
      process.kill(first, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      yield [record(2)];
    }
    await expect(renderInWorker(label, 'en', 'dies.pdf', killedMidway())).rejects.toThrow(/render worker stopped|EPIPE|channel closed/i);
    const next = await renderInWorker(label, 'en', 'after.pdf', recordsOf([record(3)]));
    expect(next.pages).toBe(1);
    expect(renderWorkerStats.pid).not.toBe(first);
  });
});

// For tests that read what a PDF shows through pdfkit spies (the drawn texts): the print-template
// renderer module with the same drawing (print-templates.draw.ts) run in the test's own process
// instead of the render worker, so the spies see it. The worker itself is tested in
// print-templates.renderer.test.ts. Use: vi.mock('<path>/print-templates.renderer', renderInProcess).
import type { Lang, PrintLayout } from '@erp/schema';
import type { PrintRecord } from '../src/modules/print-templates/print-templates.draw';

export async function renderInProcess() {
  const { layoutDocument } = await import('../src/modules/print-templates/print-templates.draw');
  return {
    renderWorkerStats: { maxRss: 0, pid: 0 },
    stopRenderWorker: () => undefined,
    async renderInWorker(layout: PrintLayout, lang: Lang, filename: string, records: AsyncIterable<PrintRecord[]>) {
      const doc = layoutDocument(layout, lang, filename);
      for await (const batch of records) doc.add(batch);
      return doc.finish();
    },
  };
}

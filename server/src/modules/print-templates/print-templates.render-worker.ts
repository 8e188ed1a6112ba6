// The render worker: a child process that draws print-template PDFs (labels, pick lists, /print) for
// the API process (print-templates.renderer.ts). Drawing 500 labels is seconds of CPU and the fonts,
// barcodes and page objects of a run; done here, the API keeps answering other users meanwhile and
// its memory does not grow, and this process loads only pdfkit, bwip-js and @erp/schema.
// Protocol (IPC messages, one job at a time): begin {layout, lang, filename} → batch {records}… →
// end; answered by done {file, maxRss} or error {message}. Exits when the API process goes away.
import type { Lang, PrintLayout } from '@erp/schema';
import { layoutDocument, type PrintRecord } from './print-templates.draw';

export type RenderRequest =
  | { kind: 'begin'; job: number; layout: PrintLayout; lang: Lang; filename: string }
  | { kind: 'batch'; job: number; records: PrintRecord[] }
  | { kind: 'end'; job: number };
export type RenderAnswer =
  | { kind: 'done'; job: number; file: { filename: string; contentBase64: string; pages: number }; maxRss: number }
  | { kind: 'error'; job: number; message: string };

function answer(message: RenderAnswer) {
  process.send?.(message);
}

if (process.send) {
  let current: { job: number; doc: ReturnType<typeof layoutDocument> } | null = null;
  process.on('message', (message: RenderRequest) => {
    try {
      if (message.kind === 'begin') current = { job: message.job, doc: layoutDocument(message.layout, message.lang, message.filename) };
      else if (!current || current.job !== message.job) throw new Error(`render job ${message.job} was not begun`);
      else if (message.kind === 'batch') current.doc.add(message.records);
      else {
        const { job, doc } = current;
        current = null;
        doc.finish().then(
          (file) => answer({ kind: 'done', job, file, maxRss: process.resourceUsage().maxRSS * 1024 }),
          (err: unknown) => answer({ kind: 'error', job, message: String((err as Error)?.message ?? err) }),
        );
      }
    } catch (err) {
      current = null;
      answer({ kind: 'error', job: message.job, message: String((err as Error)?.message ?? err) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

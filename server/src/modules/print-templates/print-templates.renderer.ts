// The API side of the render worker (print-templates.render-worker.ts): one child process, started on
// the first print and stopped after a minute without work, takes one PDF at a time (later prints
// wait their turn); records are sent in the batches they are read in. If the worker dies mid-job,
// that print fails with a clear error and the next one starts a fresh worker.
// From the TypeScript sources (tests, tsx) the worker runs under tsx; from the build, dist/print-worker.js.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Lang, PrintLayout } from '@erp/schema';
import type { PdfFile } from '../../platform/pdf';
import type { PrintRecord } from './print-templates.draw';
import type { RenderAnswer, RenderRequest } from './print-templates.render-worker';

const IDLE_MS = 60_000;
const fromSources = import.meta.url.endsWith('.ts');
const entry = fileURLToPath(new URL(fromSources ? './print-templates.render-worker.ts' : './print-worker.js', import.meta.url));

/** The worker's peak resident memory after its last job (the label benchmark reads it). */
export const renderWorkerStats = { maxRss: 0, pid: 0 };

let worker: ChildProcess | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();
let jobs = 0;

function startWorker(): ChildProcess {
  const child = fork(entry, [], { execArgv: fromSources ? ['--import', 'tsx'] : [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('exit', () => {
    if (worker === child) worker = null;
  });
  renderWorkerStats.pid = child.pid ?? 0;
  return child;
}

/** Lets the API process exit while the worker waits for work (and keeps it alive during a job). */
function hold(child: ChildProcess, busy: boolean) {
  const channel = child.channel as { ref(): void; unref(): void } | undefined;
  if (busy) {
    child.ref();
    channel?.ref();
  } else {
    child.unref();
    channel?.unref();
  }
}

async function runJob(layout: PrintLayout, lang: Lang, filename: string, records: AsyncIterable<PrintRecord[]>): Promise<PdfFile> {
  if (idleTimer) clearTimeout(idleTimer);
  const child = (worker ??= startWorker());
  hold(child, true);
  const job = ++jobs;
  let settle!: { resolve: (f: PdfFile) => void; reject: (e: Error) => void };
  const answered = new Promise<PdfFile>((resolve, reject) => (settle = { resolve, reject }));
  // a job that fails while sending never awaits its answer: keep that rejection from going unhandled
  answered.catch(() => undefined);
  const onMessage = (m: RenderAnswer) => {
    if (m.job !== job) return;
    if (m.kind === 'done') {
      renderWorkerStats.maxRss = m.maxRss;
      settle.resolve(m.file);
    } else settle.reject(new Error(`PDF rendering failed: ${m.message}`));
  };
  const onExit = (code: number | null) => settle.reject(new Error(`the PDF render worker stopped (exit code ${code})`));
  child.on('message', onMessage);
  child.once('exit', onExit);
  const send = (m: RenderRequest) => new Promise<void>((resolve, reject) => child.send(m, (err) => (err ? reject(err) : resolve())));
  try {
    await send({ kind: 'begin', job, layout, lang, filename });
    for await (const batch of records) await send({ kind: 'batch', job, records: batch });
    await send({ kind: 'end', job });
    return await answered;
  } finally {
    child.off('message', onMessage);
    child.off('exit', onExit);
    if (worker === child) {
      hold(child, false);
      idleTimer = setTimeout(() => stopRenderWorker(), IDLE_MS);
      idleTimer.unref();
    }
  }
}

/** One PDF of `layout` for the records, drawn by the render worker; prints take turns. */
export function renderInWorker(layout: PrintLayout, lang: Lang, filename: string, records: AsyncIterable<PrintRecord[]>): Promise<PdfFile> {
  const run = queue.then(() => runJob(layout, lang, filename, records));
  queue = run.catch(() => undefined);
  return run;
}

/** Stops the worker (idle timeout, server shutdown); the next print starts a new one. */
export function stopRenderWorker(): void {
  const child = worker;
  worker = null;
  if (child && child.connected) child.disconnect();
}

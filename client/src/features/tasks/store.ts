/**
 * Task queue state shared by the download badge, the dialog, the export button and the
 * bell (a type-12 notice opens the dialog): whether the dialog is open, the live progress of
 * jobs from ReportScheduleEvent (spec 01 §4 'Export progress'), and which jobs have already
 * lowered the download counter (a job ends once, however many events say so).
 */
import { REPORT_JOB_STATUS } from '@erp/schema';
import { useSyncExternalStore } from 'react';
import { decrementDownloadCount, getCounters, incrementDownloadCount } from '../../ui/counters';
import { scalarText } from '../../ui/format';

export interface JobProgress {
  percent: number;
  status: number;
  message: string;
  error: string;
  success: boolean | null;
}

interface TaskState {
  dialogOpen: boolean;
  progress: ReadonlyMap<number, JobProgress>;
}

let state: TaskState = { dialogOpen: false, progress: new Map() };
/** Jobs whose end has been counted (finish or failure event): whether that lowered the counter. */
const ended = new Map<number, boolean>();
/** Jobs this tab started and counted up. */
const started = new Set<number>();
const listeners = new Set<() => void>();

function set(next: Partial<TaskState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openTaskDialog(): void {
  if (!state.dialogOpen) set({ dialogOpen: true });
}

export function closeTaskDialog(): void {
  if (state.dialogOpen) set({ dialogOpen: false });
}

export function useTaskDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.dialogOpen,
    () => state.dialogOpen,
  );
}

export function useJobProgress(): ReadonlyMap<number, JobProgress> {
  return useSyncExternalStore(
    subscribe,
    () => state.progress,
    () => state.progress,
  );
}

function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function text(value: unknown): string {
  return scalarText(value);
}

/** A ReportScheduleEvent { reportId, percent, message, status, success, error }: update that job's row. */
export function applySchedule(data: Record<string, unknown>): JobProgress | null {
  const id = num(data.reportId, Number.NaN);
  if (!Number.isFinite(id)) return null;
  const percent = Math.max(0, Math.min(100, Math.round(num(data.percent))));
  const status = num(data.status, percent >= 100 ? REPORT_JOB_STATUS.finished : REPORT_JOB_STATUS.processing);
  const entry: JobProgress = {
    percent,
    status,
    message: text(data.message),
    error: text(data.error),
    success: typeof data.success === 'boolean' ? data.success : null,
  };
  const progress = new Map(state.progress);
  progress.set(id, entry);
  set({ progress });
  return entry;
}

/** The job finished (ReportJobEvent): forget its live progress, the list shows the stored job. */
export function removeProgress(id: number): void {
  if (!state.progress.has(id)) return;
  const progress = new Map(state.progress);
  progress.delete(id);
  set({ progress });
}

/** A job ended (finished or failed): lower the download counter, once per job. */
export function countJobEnded(id: number): boolean {
  if (ended.has(id)) return false;
  ended.set(id, getCounters().downloads > 0);
  decrementDownloadCount();
  return true;
}

/**
 * An export this tab started: raise the counter. A small export can finish before the
 * startExport answer arrives; its end then lowered a count that never included it, so that
 * is given back instead.
 */
export function countJobStarted(id: number, status: number): void {
  if (started.has(id)) return;
  started.add(id);
  if (ended.has(id)) {
    if (ended.get(id)) incrementDownloadCount();
    return;
  }
  if (status === REPORT_JOB_STATUS.queued || status === REPORT_JOB_STATUS.processing) incrementDownloadCount();
}

/** Forget everything (sign-out, tests). */
export function resetTaskStore(): void {
  ended.clear();
  started.clear();
  state = { dialogOpen: false, progress: new Map() };
  for (const l of listeners) l();
}

/**
 * Shell counters: running export (report) jobs for the download badge and unread messages for
 * the bell (spec 01 §2, §9). features/tasks sets the download count from `runningReportJobCount`
 * (at sign-in and when the task dialog closes), raises it when an export starts and lowers it
 * when a ReportJobEvent says a job finished; features/messages sets the unread count from
 * `messageNoticeSummary`.
 */
import { useSyncExternalStore } from 'react';

/** Spec 01 §9: message and download badges cap at '99+'; nothing is shown for 0. */
export function formatBadge(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n) || n <= 0) return '';
  return n > 99 ? '99+' : String(Math.floor(n));
}

interface Counters {
  downloads: number;
  unread: number;
}

let counters: Counters = { downloads: 0, unread: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<Counters>): void {
  counters = { ...counters, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setDownloadCount(n: number): void {
  set({ downloads: Math.max(0, n) });
}

/** A report job finished: the counter goes down by one. */
export function decrementDownloadCount(): void {
  set({ downloads: Math.max(0, counters.downloads - 1) });
}

/** An export was started: one more running job. */
export function incrementDownloadCount(): void {
  set({ downloads: counters.downloads + 1 });
}

export function setUnreadCount(n: number): void {
  set({ unread: Math.max(0, n) });
}

/** The current values (outside React). */
export function getCounters(): Counters {
  return counters;
}

export function useCounters(): Counters {
  return useSyncExternalStore(
    subscribe,
    () => counters,
    () => counters,
  );
}

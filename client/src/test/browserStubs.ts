/**
 * Per-test stubs of browser services several screens' tests replace: object URLs (downloads of
 * generated PDFs) and the realtime event source (the shell's bell and download badge).
 * Call them at the top level of a test file; each registers its own before/after hooks.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { setRealtimeSource, type RealtimeSource } from '../api/realtime';
import { setDownloadCount, setUnreadCount } from '../ui/counters';
import { resetTaskStore } from '../features/tasks/store';

/** `URL.createObjectURL` / `revokeObjectURL` as fresh mocks in every test: `expect(urls.createObjectURL).toHaveBeenCalled()`. */
export function stubObjectUrls() {
  const urls = { createObjectURL: vi.fn(), revokeObjectURL: vi.fn() };
  beforeEach(() => {
    urls.createObjectURL = vi.fn(() => 'blob:pdf');
    urls.revokeObjectURL = vi.fn();
    Object.assign(URL, urls);
  });
  afterEach(() => vi.restoreAllMocks());
  return urls;
}

/** A test's realtime events come from `realtime.use(fake)`; after each test the real source, the task store and the counters come back. */
export function stubRealtime() {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
    resetTaskStore();
    setDownloadCount(0);
    setUnreadCount(0);
  });
  return { use: (source: RealtimeSource) => void (restore = setRealtimeSource(source)) };
}

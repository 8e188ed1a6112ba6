/**
 * Extra reset for the `shared` test project (isolate: false): its test files run one after another
 * in the same worker, module registry and jsdom window, so app-wide module state must not leak from
 * one file (or test) into the next. The `isolated` project (fresh modules per file) does not load this.
 */
import { afterEach, vi } from 'vitest';
import { closeFeedbackDialog, getFeedbackDialogs } from '../api/feedback';
import { clearSession } from '../api/session';
import { setDownloadCount, setUnreadCount } from '../ui/counters';
import { resetTaskStore } from '../features/tasks/store';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const d of getFeedbackDialogs()) closeFeedbackDialog(d.id);
  resetTaskStore();
  setDownloadCount(0);
  setUnreadCount(0);
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});

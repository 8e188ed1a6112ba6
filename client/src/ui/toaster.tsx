import { lazy, Suspense } from 'react';
import { toaster } from './toastStores';

export { noticeToaster, toastCount, toaster } from './toastStores';

// The toast cards (Chakra's toast machines) load just after the first paint, not with the app
// (docs/decisions.md 'Issue 16'): the stores (toastStores.ts) take toasts at once, and the toaster shows every
// toast still visible when it mounts.
const ToasterView = lazy(() => import('./ToasterView'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

/** Shows an error toast; answers its id (so a form can take it back once the error is mended). */
export function toastError(message: string): string {
  return toaster.create({ type: 'error', title: message, closable: true });
}

export function toastSuccess(message: string): void {
  toaster.create({ type: 'success', title: message });
}

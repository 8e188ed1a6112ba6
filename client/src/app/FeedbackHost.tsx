import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getFeedbackDialogs, subscribeFeedback } from '../api/feedback';

// the dialog view (Chakra's dialog machine, focus trap, scroll lock) loads with the first API
// dialog, not with the shell: docs/decisions.md 'Issue 16'
const FeedbackDialogView = lazy(() => import('./FeedbackDialogView'));

/** Shows the API layer's dialogs (alert, confirm, noPermission), one at a time. */
export function FeedbackHost() {
  const dialogs = useSyncExternalStore(subscribeFeedback, getFeedbackDialogs, getFeedbackDialogs);
  const first = dialogs[0];
  return first ? (
    <Suspense fallback={null}>
      <FeedbackDialogView key={first.id} dialog={first} />
    </Suspense>
  ) : null;
}

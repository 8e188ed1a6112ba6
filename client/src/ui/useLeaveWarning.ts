import { useEffect } from 'react';

/** Spec 01 §2: warn before the browser leaves a detail-mode page or /distributePackage. */
export function useLeaveWarning(enabled: boolean, message: string): void {
  useEffect(() => {
    if (!enabled) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; older ones show this text.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled, message]);
}

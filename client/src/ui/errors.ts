import { isApiError } from '../api/rest';
import { toastError } from './toaster';

/**
 * Show a failed call the shared way: `form` errors go onto the form (via `applyFieldErrors`);
 * the envelope message and errors for names the form lacks are toasted; everything else
 * (tips, alert, noPermission, 401, 429, network, timeout) is a toast with the server's
 * (already translated) message. Answers the id of the toast it showed, if any, so the caller can
 * take it back once the problem is mended (a later successful sign-in, an edited field).
 */
export function reportError(error: unknown, applyFieldErrors?: (errors: Record<string, string[]>) => string[], fallback = 'Error'): string | undefined {
  if (isApiError(error)) {
    const fieldErrors = error.fieldErrors;
    if (fieldErrors && applyFieldErrors) {
      const rest = applyFieldErrors(fieldErrors);
      const onForm = new Set(
        Object.values(fieldErrors)
          .flat()
          .filter((m) => !rest.includes(m)),
      );
      // spec 01 §8: form errors are mapped onto the form and also toasted
      const toast = [...(error.message && !onForm.has(error.message) ? [error.message] : []), ...rest];
      return toast.length > 0 ? toastError([...new Set(toast)].join(' ')) : undefined;
    }
    return toastError(error.message || fallback);
  }
  return toastError(error instanceof Error && error.message ? error.message : fallback);
}

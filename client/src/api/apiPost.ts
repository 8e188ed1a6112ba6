import { showApiError, type ShowErrorOptions } from './feedback';
import { restPost, type RestOptions } from './rest';

export interface ApiPostOptions extends RestOptions, ShowErrorOptions {
  /** false: do not show the failure (the caller does); default true (spec 01 §8: shown unless hidden). */
  feedback?: boolean;
}

/**
 * `restPost` that shows failures the spec 01 §8 way (toast, alert dialog, noPermission
 * confirm, 404/500/timeout/network messages) and still rejects, so the caller's error
 * handling runs too.
 */
export async function apiPost<T>(path: string, body?: unknown, options: ApiPostOptions = {}): Promise<T> {
  const { feedback = true, onNoPermission, fallback, ...rest } = options;
  try {
    return await restPost<T>(path, body, rest);
  } catch (error) {
    if (feedback) showApiError(error, { ...(onNoPermission ? { onNoPermission } : {}), ...(fallback ? { fallback } : {}) });
    throw error;
  }
}

/**
 * How a failed call is shown to the user (spec 01 §8), shared by REST and GraphQL:
 * - `form` and `tips` errors: a toast (form field errors are also mapped by the caller);
 * - `alert`: a dialog with the error strings as paragraphs;
 * - `noPermission`: the message in a confirm offering "go to login" (clears the cookie) or
 *   "close this tab and go to /home", unless the caller handles it;
 * - HTTP 404 / 500, timeouts, network failures: their fixed messages as toasts;
 * - any other non-zero body code: the server message in a dialog.
 * Dialogs are queued in a tiny store that `app/FeedbackHost.tsx` renders.
 */
import { getLang } from '../i18n/lang';
import { messagesByLang, type MessageId } from '../i18n/messages';
import { toaster } from '../ui/toaster';
import { isApiError, type ApiError } from './rest';

export type FeedbackDialog =
  | { id: number; kind: 'alert'; title: string; paragraphs: string[] }
  | { id: number; kind: 'noPermission'; message: string }
  | { id: number; kind: 'confirm'; title: string; message: string; confirmText: string; cancelText: string; resolve: (ok: boolean) => void };

type NewDialog = FeedbackDialog extends infer D ? (D extends { id: number } ? Omit<D, 'id'> : never) : never;

let dialogs: FeedbackDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function subscribeFeedback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getFeedbackDialogs(): FeedbackDialog[] {
  return dialogs;
}

export function openFeedbackDialog(dialog: NewDialog): number {
  const id = nextId++;
  dialogs = [...dialogs, { ...dialog, id }];
  emit();
  return id;
}

export function closeFeedbackDialog(id: number): void {
  const before = dialogs.length;
  dialogs = dialogs.filter((d) => d.id !== id);
  if (dialogs.length !== before) emit();
}

function t(id: MessageId): string {
  return messagesByLang[getLang()][id];
}

export function toast(type: 'error' | 'success' | 'info' | 'warning', title: string): void {
  toaster.create({ type, title, closable: true });
}

/** Paragraphs of an `alert` answer: `data.errors` (strings, lists or a field map), else the message. */
export function alertParagraphs(error: ApiError): string[] {
  const out: string[] = [];
  const push = (v: unknown) => {
    if (typeof v === 'string' && v.trim() !== '') out.push(v);
    else if (Array.isArray(v)) v.forEach(push);
    else if (v && typeof v === 'object') Object.values(v).forEach(push);
  };
  const data = error.data as { errors?: unknown } | unknown[] | string | null;
  if (Array.isArray(data) || typeof data === 'string') push(data);
  else if (data && typeof data === 'object' && 'errors' in data) push(data.errors);
  if (out.length === 0 && error.message) out.push(error.message);
  return [...new Set(out)];
}

/** A confirm dialog; resolves true on confirm. */
export function confirmDialog(opts: { title?: string; message: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  return new Promise((resolve) => {
    openFeedbackDialog({
      kind: 'confirm',
      title: opts.title ?? t('dialog.alertTitle'),
      message: opts.message,
      confirmText: opts.confirmText ?? t('dialog.ok'),
      cancelText: opts.cancelText ?? t('dialog.cancel'),
      resolve,
    });
  });
}

export interface ShowErrorOptions {
  /** The caller handles `noPermission` itself: no confirm is shown. */
  onNoPermission?: (error: ApiError) => void;
  /** Fallback text for errors that carry no message. */
  fallback?: string;
}

/** Show any failure of a call the way spec 01 §8 describes. */
export function showApiError(error: unknown, options: ShowErrorOptions = {}): void {
  if (!isApiError(error)) {
    toast('error', error instanceof Error && error.message ? error.message : (options.fallback ?? t('error.unknown')));
    return;
  }
  if (error.kind === 'timeout') return toast('error', t('error.timeout'));
  if (error.kind === 'network') return toast('error', t('error.network'));
  switch (error.type) {
    case 'form':
    case 'tips':
      return toast('error', error.message || options.fallback || t('error.unknown'));
    case 'alert':
      openFeedbackDialog({ kind: 'alert', title: t('dialog.alertTitle'), paragraphs: alertParagraphs(error) });
      return;
    case 'noPermission':
      if (options.onNoPermission) return options.onNoPermission(error);
      openFeedbackDialog({ kind: 'noPermission', message: error.message || t('noPermission.title') });
      return;
    default:
      break;
  }
  if (error.status === 404) return toast('error', t('error.notFound'));
  if (error.status >= 500) return toast('error', error.message || t('error.server'));
  if (error.status === 401) return; // the session layer already went to login
  openFeedbackDialog({ kind: 'alert', title: t('dialog.alertTitle'), paragraphs: [error.message || options.fallback || t('error.unknown')] });
}

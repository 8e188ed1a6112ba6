// The order import over REST (multipart): POST api/v1/orders/import, the template at
// GET api/v1/orders/importTemplate (server/src/modules/order-import/order-import.rest.ts).
import { restPost } from '../../api/rest';

export interface OrderImportRowError {
  row: number;
  column: string;
  field: string;
  message: string;
}

export interface OrderImportSummary {
  orders: number;
  items: number;
  skipped: number;
  skippedOrders: { row: number; shop: string; platformOrderNo: string }[];
  matchedItems: number;
  unmatchedItems: number;
  rulesInBackground: boolean;
}

export type OrderImportOutcome = ({ ok: true } & OrderImportSummary) | { ok: false; message: string; rows: OrderImportRowError[] };

/** Whole files only: every order imported (or skipped as already there), or the problems by row and column. */
export async function importOrders(file: File): Promise<OrderImportOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const data = await restPost<OrderImportSummary>('orders/import', body, { timeoutMs: 600_000 });
    return { ok: true, ...data };
  } catch (error) {
    const e = error as { message?: string; data?: { errors?: unknown } };
    const rows = Array.isArray(e.data?.errors) ? (e.data!.errors as OrderImportRowError[]) : [];
    const fieldMessages = !rows.length && e.data?.errors && typeof e.data.errors === 'object' ? Object.values(e.data.errors as Record<string, string[]>).flat() : [];
    return { ok: false, message: fieldMessages[0] ?? e.message ?? '', rows };
  }
}

/** The import template in the current language (no sign-in needed). */
export function orderImportTemplateUrl(lang: 'zh' | 'en'): string {
  return new URL(`api/v1/orders/importTemplate?lang=${lang}`, document.baseURI).toString();
}

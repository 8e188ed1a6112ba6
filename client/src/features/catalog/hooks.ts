/** Product library data: typed documents of products.graphql wrapped in small hooks, and the upload calls. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import {
  CreateProductDocument,
  DeleteProductsDocument,
  DeveloperOptionsDocument,
  ProductDocument,
  ProductsDocument,
  ProductStatusCountsDocument,
  ReviewProductsDocument,
  SubmitProductsDocument,
  UpdateProductDocument,
  type ProductFilter,
  type ProductInput,
  type ProductsQuery,
} from '../../api/generated/graphql';
import { restPost } from '../../api/rest';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type ProductRow = ProductsQuery['products']['edges'][number]['node'];

/** Other windows (the /addProduct window) tell the list to reload after a save. */
const CHANNEL = 'erp-products';
export function announceProductsChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const c = new BroadcastChannel(CHANNEL);
  c.postMessage('changed');
  c.close();
}
function useProductsChanged(onChange: () => void) {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(CHANNEL);
    c.onmessage = () => onChange();
    return () => c.close();
  }, [onChange]);
}

export function useProducts(page: number, pageSize: number, filter: ProductFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(ProductsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const counts = useQuery(ProductStatusCountsDocument, { variables: { filter: { ...filter, status: undefined } }, fetchPolicy: 'cache-and-network', context: { silent: true } });
  const list = (data ?? previousData)?.products;
  const reload = useCallback(() => {
    void refetch().catch(() => undefined);
    void counts.refetch().catch(() => undefined);
  }, [refetch, counts.refetch]);
  useProductsChanged(reload);
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    counts: (counts.data ?? counts.previousData)?.productStatusCounts ?? null,
    loading,
    error,
    refetch: reload,
  };
}

export function useProduct(id: number | null) {
  const { data, loading, error, refetch } = useQuery(ProductDocument, { variables: { id: id ?? 0 }, skip: id == null, fetchPolicy: 'network-only' });
  return { product: data?.product ?? null, loading, error, refetch };
}

export function useDeveloperOptions() {
  const { data, loading } = useQuery(DeveloperOptionsDocument, { fetchPolicy: 'cache-first', context: { silent: true } });
  return { developers: data?.developerOptions ?? [], loading };
}

export function useSaveProduct() {
  const [create, created] = useMutation(CreateProductDocument);
  const [update, updated] = useMutation(UpdateProductDocument);
  const save = useCallback(
    (id: number | null, input: ProductInput) =>
      id == null ? settle(create({ variables: { input } }), (d) => d.createProduct) : settle(update({ variables: { id, input } }), (d) => d.updateProduct),
    [create, update],
  );
  return { save, saving: created.loading || updated.loading };
}

export interface BatchFailureRow {
  id: number;
  label: string;
  message: string;
}
/** A batch result: done, refused with the failing products, or another failure's message. */
export type BatchOutcome = { ok: true; count: number } | { ok: false; message: string; failures: BatchFailureRow[] };

type BatchResult = { __typename: string; message?: string; failures?: BatchFailureRow[]; data?: unknown; fieldErrors?: { message: string }[] };
function batchOutcome(r: BatchResult | null | undefined, fallback: string): BatchOutcome {
  if (!r) return { ok: false, message: fallback, failures: [] };
  if (r.__typename.endsWith('Success')) return { ok: true, count: Array.isArray(r.data) ? r.data.length : Number(r.data ?? 0) };
  const message = r.fieldErrors?.[0]?.message ?? r.message ?? fallback;
  return { ok: false, message, failures: r.failures ?? [] };
}

export function useProductBatch() {
  const [submit, s] = useMutation(SubmitProductsDocument);
  const [review, r] = useMutation(ReviewProductsDocument);
  const [remove, d] = useMutation(DeleteProductsDocument);
  const run = useCallback(async (action: 'submit' | 'approve' | 'reject' | 'delete', ids: number[], reason?: string): Promise<BatchOutcome> => {
    try {
      if (action === 'submit') return batchOutcome((await submit({ variables: { ids } })).data?.submitProducts, '');
      if (action === 'delete') return batchOutcome((await remove({ variables: { ids } })).data?.deleteProducts, '');
      return batchOutcome((await review({ variables: { ids, approve: action === 'approve', reason } })).data?.reviewProducts, '');
    } catch {
      // the API layer has shown it already
      return { ok: false, message: '', failures: [] };
    }
  }, [submit, review, remove]);
  return { run, busy: s.loading || r.loading || d.loading };
}

/** POST api/v1/storage/uploadFile (picture): the stored file's URL. Rejects with the server's message. */
export async function uploadImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('cateId', '0');
  body.append('fileType', '1');
  body.append('file', file, file.name);
  const data = await restPost<{ fileUrl: string }>('storage/uploadFile', body);
  return { url: data.fileUrl };
}

export interface ImportRowError {
  row: number;
  column: string;
  field: string;
  message: string;
}
export type ImportOutcome = { ok: true; products: number; skus: number } | { ok: false; message: string; rows: ImportRowError[] };

/** POST api/v1/catalog/import with an .xlsx: all products imported, or the problems by row and column. */
export async function importProducts(file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const data = await restPost<{ products: number; skus: number }>('catalog/import', body, { timeoutMs: 600_000 });
    return { ok: true, ...data };
  } catch (error) {
    const e = error as { message?: string; data?: { errors?: unknown } };
    const rows = Array.isArray(e.data?.errors) ? (e.data!.errors as ImportRowError[]) : [];
    const fieldMessages = !rows.length && e.data?.errors && typeof e.data.errors === 'object' ? Object.values(e.data.errors as Record<string, string[]>).flat() : [];
    return { ok: false, message: fieldMessages[0] ?? e.message ?? '', rows };
  }
}

/** The import template in the current language (no sign-in needed). */
export function importTemplateUrl(lang: 'zh' | 'en'): string {
  return new URL(`api/v1/catalog/importTemplate?lang=${lang}`, document.baseURI).toString();
}

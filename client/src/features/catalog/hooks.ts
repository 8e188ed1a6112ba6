/** Product library (products.graphql): the list descriptor, records, commands and the upload call. */
import { useEffect } from 'react';
import * as ops from './products.generated';
import type { ProductFilter } from '../../api/generated/types';
import { restPost } from '../../api/rest';
import { listOf, type RowOf, useCommands, useRecord } from '../../ui/resource';

export type ProductRow = RowOf<typeof productList>;

export const productList = listOf(ops.ProductsDocument, (d) => d.products);

/** Other windows (the /addProduct window) tell the list to reload after a save. */
const CHANNEL = 'erp-products';
export function announceProductsChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const c = new BroadcastChannel(CHANNEL);
  c.postMessage('changed');
  c.close();
}
export function useProductsChanged(onChange: () => void) {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(CHANNEL);
    c.onmessage = () => onChange();
    return () => c.close();
  }, [onChange]);
}

/** Products per status tab for the searched filter (whatever tab is open). */
export const useProductStatusCounts = (filter: ProductFilter) =>
  useRecord(ops.ProductStatusCountsDocument, (d) => d.productStatusCounts, { filter: { ...filter, status: undefined } }, { silent: true, keepPrevious: true });

export function useProduct(id: number | null) {
  const { record, loading, error, refetch } = useRecord(
    ops.ProductDocument,
    (d) => d.product,
    { id: id ?? 0 },
    { skip: id == null, fetchPolicy: 'network-only' },
  );
  return { product: record, loading, error, refetch };
}

export function useDeveloperOptions() {
  const { record, loading } = useRecord(ops.DeveloperOptionsDocument, (d) => d.developerOptions, undefined, { fetchPolicy: 'cache-first', silent: true });
  return { developers: record ?? [], loading };
}

export const useProductCommands = () =>
  useCommands({
    create: ops.CreateProductDocument,
    update: ops.UpdateProductDocument,
    submit: ops.SubmitProductsDocument,
    review: ops.ReviewProductsDocument,
    remove: ops.DeleteProductsDocument,
  });

/** POST api/v1/storage/uploadFile (picture): the stored file's URL. Rejects with the server's message. */
export async function uploadImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('cateId', '0');
  body.append('fileType', '1');
  body.append('file', file, file.name);
  const data = await restPost<{ fileUrl: string }>('storage/uploadFile', body);
  return { url: data.fileUrl };
}

/** Barcode tool data (barcodes.graphql) wrapped in small typed hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  BarcodeBatchesDocument,
  CreateBarcodeBatchDocument,
  PrintBarcodeBatchDocument,
  PrintSkuLabelsDocument,
  type BarcodeBatchesQuery,
  type BarcodeBatchFilter,
  type BarcodeBatchInput,
  type SkuLabelsInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type BatchRow = BarcodeBatchesQuery['barcodeBatches']['edges'][number]['node'];

export function useBarcodeBatches(page: number, pageSize: number, filter: BarcodeBatchFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(BarcodeBatchesDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.barcodeBatches;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useCreateBarcodeBatch() {
  const [mutate, { loading }] = useMutation(CreateBarcodeBatchDocument);
  const create = useCallback((input: BarcodeBatchInput) => settle(mutate({ variables: { input } }), (d) => d.createBarcodeBatch), [mutate]);
  return { create, loading };
}

export function usePrintBarcodeBatch() {
  const [mutate] = useMutation(PrintBarcodeBatchDocument);
  return useCallback((id: number, layout: string) => settle(mutate({ variables: { id, layout } }), (d) => d.printBarcodeBatch), [mutate]);
}

export function usePrintSkuLabels() {
  const [mutate] = useMutation(PrintSkuLabelsDocument);
  return useCallback((input: SkuLabelsInput) => settle(mutate({ variables: { input } }), (d) => d.printSkuLabels), [mutate]);
}

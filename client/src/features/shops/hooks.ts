/** Shop data for /shops and /shopsConfig: typed documents from shops.graphql wrapped in small hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AuthorizeShopDocument,
  ReauthorizeShopDocument,
  ShopConfigDocument,
  ShopConfigOptionsDocument,
  ShopsDocument,
  UpdateShopDocument,
  type AuthorizeShopInput,
  type ReauthorizeShopInput,
  type ShopConfigQuery,
  type ShopFilter,
  type ShopsQuery,
  type UpdateShopInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type ShopRow = ShopsQuery['shops']['edges'][number]['node'];

export type ShopConfigRow = NonNullable<ShopConfigQuery['shop']>;

/** Every shop the account may see, for the /shopsConfig picker (shopOptions: unpaged, the plan bounds it). */
export function useShopConfigOptions() {
  const { data, loading, error, refetch } = useQuery(ShopConfigOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return {
    options: data?.shopOptions ?? [],
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

/** One shop with its rates for the /shopsConfig form; null when it is not the company's (or not the account's). */
export function useShopConfig(id: number | null) {
  const { data, previousData, loading, error, refetch } = useQuery(ShopConfigDocument, {
    variables: { id: id ?? 0 },
    skip: id == null,
    fetchPolicy: 'cache-and-network',
  });
  const shop = (data ?? previousData)?.shop ?? null;
  return {
    shop: shop && shop.id === id ? shop : null,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useShops(page: number, pageSize: number, filter: ShopFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(ShopsDocument, {
    variables: { ...pageArgs(page, pageSize), filter },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.shops;
  return {
    rows: list?.edges.map((e) => e.node) ?? [],
    total: list?.totalCount ?? 0,
    loading,
    error,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}

export function useAuthorizeShop() {
  const [mutate, { loading }] = useMutation(AuthorizeShopDocument);
  const authorizeShop = useCallback((input: AuthorizeShopInput) => settle(mutate({ variables: { input } }), (d) => d.authorizeShop), [mutate]);
  return { authorizeShop, loading };
}

export function useReauthorizeShop() {
  const [mutate, { loading }] = useMutation(ReauthorizeShopDocument);
  const reauthorizeShop = useCallback((input: ReauthorizeShopInput) => settle(mutate({ variables: { input } }), (d) => d.reauthorizeShop), [mutate]);
  return { reauthorizeShop, loading };
}

export function useUpdateShop() {
  const [mutate, { loading }] = useMutation(UpdateShopDocument);
  const updateShop = useCallback((input: UpdateShopInput) => settle(mutate({ variables: { input } }), (d) => d.updateShop), [mutate]);
  return { updateShop, loading };
}

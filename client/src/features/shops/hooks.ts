/** Shop data for /shops and /shopsConfig: typed documents from shops.graphql wrapped in small hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AuthorizeShopDocument,
  ReauthorizeShopDocument,
  ShopsDocument,
  UpdateShopDocument,
  type AuthorizeShopInput,
  type ReauthorizeShopInput,
  type ShopFilter,
  type ShopsQuery,
  type UpdateShopInput,
} from '../../api/generated/graphql';
import { pageArgs } from '../shared/format';
import { settle } from '../shared/outcome';

export type ShopRow = ShopsQuery['shops']['edges'][number]['node'];

/** The largest page the API serves: enough for the shop picker of /shopsConfig. */
export const ALL_SHOPS = 200;

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

import { useApolloClient } from '@apollo/client/react';
import { PLATFORM_TYPES } from '@erp/schema';
import { useEffect, useState } from 'react';
import { ShellAuthorizedShopsDocument, type ShellAuthorizedShopsQuery } from './shell.generated';
import { usePermissions } from '../session';
import { noShopPlatformTypes } from './menuModel';

const LISTING_TYPES: readonly number[] = Object.values(PLATFORM_TYPES);
const MAX_PAGES = 10;

/**
 * Platform types that have no authorized shop (status 1), from the GraphQL `shops` query
 * (pages of 100, the API's largest). Only for accounts that may see shops; empty while loading or on failure.
 * Fetched when the published popover opens, so it reflects shops authorized a moment ago.
 */
export function useNoShopPlatformTypes(): number[] {
  const client = useApolloClient();
  const canSeeShops = usePermissions().has('shops');
  const [types, setTypes] = useState<number[]>([]);
  useEffect(() => {
    if (!canSeeShops) return;
    let active = true;
    (async () => {
      const have = new Set<number>();
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result: { data?: ShellAuthorizedShopsQuery | undefined } = await client.query({
          query: ShellAuthorizedShopsDocument,
          variables: { after },
          fetchPolicy: 'network-only',
          context: { silent: true },
        });
        const shops: ShellAuthorizedShopsQuery['shops'] | undefined = result.data?.shops;
        if (!shops) return;
        for (const edge of shops.edges) have.add(edge.node.platformType);
        if (!shops.pageInfo.hasNextPage || !shops.pageInfo.endCursor) break;
        after = shops.pageInfo.endCursor;
      }
      if (active) setTypes(noShopPlatformTypes(have, LISTING_TYPES));
    })().catch(() => undefined);
    return () => {
      active = false;
    };
  }, [client, canSeeShops]);
  return types;
}

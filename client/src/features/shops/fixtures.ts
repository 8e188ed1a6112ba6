/** Test data for the shops screens. */
import type { ShopsQuery } from './shops.generated';

export type ShopNode = ShopsQuery['shops']['edges'][number]['node'];

export function shop(overrides: Partial<ShopNode>): ShopNode {
  return {
    __typename: 'Shop',
    id: 1,
    platformType: 1,
    platformLabel: 'eBay',
    shopName: 'ebay-de-01',
    alias: '',
    site: 'DE',
    status: 1,
    authTime: '2024-05-01T08:00:00.000Z',
    authExpireAt: '2025-05-01T08:00:00.000Z',
    authFailReason: '',
    platformRate: '12.5000',
    transferRate: '1.2000',
    vatRate: '19.0000',
    euTaxNumber: '',
    euTaxType: '',
    platformFeeMode: 'multiply',
    returnWarehouseId: null,
    ...overrides,
  };
}

export const shops: ShopNode[] = [
  shop({ id: 1, shopName: 'ebay-de-01', alias: '德国主店' }),
  shop({
    id: 2,
    platformType: 2,
    platformLabel: 'Amazon',
    shopName: 'amz-us',
    site: 'US',
    status: 4,
    authTime: null,
    authExpireAt: null,
    authFailReason: 'shop.authDenied',
  }),
  shop({ id: 3, platformType: 11, platformLabel: 'Shopee', shopName: 'shopee-my', site: 'MY', status: 2 }),
];

export function shopList(nodes: ShopNode[]): ShopsQuery {
  return {
    shops: {
      __typename: 'QueryShopsConnection',
      totalCount: nodes.length,
      edges: nodes.map((node) => ({ __typename: 'QueryShopsConnectionEdge', node })),
    },
  };
}

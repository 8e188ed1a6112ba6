/**
 * Pieces of the lists of a marketplace's cases (after-sales cases, Tradebyte returns, reviews): the
 * filter sent without its empty entries, the shop filter over the marketplace's shops ("name
 * (alias)"), the marketplace's order number over the local order it belongs to, and the amount in
 * its currency.
 *
 *   fields: [shopFilter('shopId', t('x.filter.shop'), shops)]
 *   variables: (filter) => ({ filter: compactFilter({ ...filter, platform }) })
 *   columns: [marketOrderColumn(t('x.col.order'), { local: (orderNo) => t('x.localOrder', { orderNo }), none: t('x.noLocalOrder') }),
 *             amountColumn(t('x.col.amount'))]
 */
import { Stack, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '../DataTable';
import type { FilterField } from '../FilterBar';

/** The filter without its undefined, null and empty entries (stable variables, readable test expectations). */
export function compactFilter<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/** A shop as the shop filters list it: its name, and its alias in brackets when it has one. */
export const shopLabel = (shop: { shopName: string; alias?: string | null }) => (shop.alias ? `${shop.shopName} (${shop.alias})` : shop.shopName);

/** A select filter over `shops` (value: the shop's id). */
export function shopFilter(name: string, label: string, shops: readonly { id: number; shopName: string; alias?: string | null }[]): FilterField {
  return { name, label, type: 'select', options: shops.map((s) => ({ value: String(s.id), label: shopLabel(s) })) };
}

/** The marketplace's order number, and under it the local order's number or that there is none. */
export function marketOrderColumn<R extends { platformOrderNo: string; order?: { orderNo: string } | null }>(
  header: string,
  texts: { local: (orderNo: string) => string; none: string },
  key = 'order',
): DataTableColumn<R> {
  return {
    key,
    header,
    cell: (r) => (
      <Stack gap="0">
        <Text>{r.platformOrderNo}</Text>
        <Text textStyle="xs" color="fg.muted">
          {r.order ? texts.local(r.order.orderNo) : texts.none}
        </Text>
      </Stack>
    ),
  };
}

/** "12.50 EUR", right-aligned, on one line. */
export function amountColumn<R extends { amount: string; currency: string }>(header: string, key = 'amount'): DataTableColumn<R> {
  return { key, header, align: 'end', cell: (r) => <Text whiteSpace="nowrap">{`${r.amount} ${r.currency}`}</Text> };
}

/** The money columns every profit table shares (yuan, two decimals; margin as a percentage). */
import { Text } from '@chakra-ui/react';
import type { DataTableColumn } from '../../ui';
import type { ProfitMessageId } from './messages';
import { money, pct } from './filter';

export const TERM_KEYS = ['goods', 'buyerFreight', 'platformFee', 'productCost', 'packaging', 'freight', 'vat', 'refunds'] as const;
export type ProfitTerms = Record<(typeof TERM_KEYS)[number] | 'profit', unknown> & { margin: number };

export function termColumns<R extends ProfitTerms>(
  t: (id: ProfitMessageId) => string,
  keys: readonly (typeof TERM_KEYS)[number][] = TERM_KEYS,
): DataTableColumn<R>[] {
  return [
    ...keys.map((k) => ({ key: k, header: t(`profitPage.col.${k}`), align: 'end' as const, cell: (r: R) => money(r[k]) })),
    {
      key: 'profit',
      header: t('profitPage.col.profit'),
      align: 'end',
      hideable: false,
      cell: (r) => (
        <Text fontWeight="semibold" color={Number(r.profit) < 0 ? 'red.600' : undefined}>
          {money(r.profit)}
        </Text>
      ),
    },
    { key: 'margin', header: t('profitPage.col.margin'), align: 'end', cell: (r) => pct(r.margin) },
  ];
}

/** The totals strip's items of a figures object. */
export function totalItems(t: (id: ProfitMessageId) => string, f: ProfitTerms & { orders: number }) {
  return [
    { label: t('profitPage.col.orders'), value: f.orders },
    ...TERM_KEYS.map((k) => ({ label: t(`profitPage.col.${k}`), value: money(f[k]) })),
    { label: t('profitPage.col.profit'), value: money(f.profit) },
    { label: t('profitPage.col.margin'), value: pct(f.margin) },
  ];
}

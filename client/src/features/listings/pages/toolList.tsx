/**
 * What the listing tool pages (site / local, diagnosis, sell-along) show alike: the keyword / shop
 * (/ status) filter, the page title from the route catalogue, and the listing's title, shop, price,
 * quantity, status and update columns.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { oneOf } from '@erp/schema';
import { routeTitle } from '../../../app/routeCatalog';
import { useLang } from '../../../i18n';
import type { TextValues } from '../../../i18n/featureIntl';
import type { DataTableColumn, FilterField, FilterValues } from '../../../ui';
import { TwoLines } from '../../../ui/cells';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../../ui/format';
import type { ToolsMessageId } from './messages';

type ToolsText = (id: ToolsMessageId, values?: TextValues) => string;

/** The statuses of the online pages' status filter. */
export const ONLINE = ['online', 'takenDown'] as const;

/** The listing fields every tool row carries. */
export type ToolListingRow = {
  title: string;
  sellerSku: string;
  shopName: string;
  site: string;
  price: string;
  currency: string;
  quantity: number;
  status: string;
  updatedAt: string;
};

/** Keyword and shop filters, and the online status one when `withStatus`. */
export function toolFields(t: ToolsText, shops: { value: string; label: string }[], withStatus: boolean): FilterField[] {
  return [
    { name: 'keyword', label: t('tools.filter.keyword'), type: 'text' },
    { name: 'shopId', label: t('tools.sellAlong.shop'), type: 'select', options: shops },
    ...(withStatus
      ? [
          {
            name: 'status',
            label: t('tools.filter.status'),
            type: 'select' as const,
            options: ONLINE.map((s) => ({ value: s, label: t(`tools.status.${s}`) })),
          },
        ]
      : []),
  ];
}

export const toolFilter = (v: FilterValues) => ({ keyword: textOrUndefined(v.keyword), shopId: idOrUndefined(v.shopId) });
export const onlineToolFilter = (v: FilterValues) => ({ ...toolFilter(v), status: oneOf(ONLINE, v.status) });

/** The page's menu name in the caller's language (the marketplace's name when the route has none). */
export function useToolTitle(path: string, fallback: string): string {
  const [lang] = useLang();
  return routeTitle(path, lang === 'en' ? 'en' : 'zh') ?? fallback;
}

/**
 * The shared columns. `titleWidth`: the title cell's widest; `skuDash`: '—' for a listing without
 * seller SKU; `statusColors`: online green, taken down orange (the online pages).
 */
export function toolColumns<R extends ToolListingRow>(
  t: ToolsText,
  { titleWidth = 'sm', skuDash = true, statusColors = true }: { titleWidth?: string; skuDash?: boolean; statusColors?: boolean } = {},
) {
  const column = {
    title: {
      key: 'title',
      header: t('tools.col.title'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0" maxW={titleWidth}>
          <Text lineClamp={2}>{r.title || '—'}</Text>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {skuDash ? r.sellerSku || '—' : r.sellerSku}
          </Text>
        </Stack>
      ),
    },
    shop: { key: 'shop', header: t('tools.col.shop'), cell: (r) => <TwoLines main={r.shopName} sub={r.site} /> },
    price: { key: 'price', header: t('tools.col.price'), align: 'end', cell: (r) => `${Number(r.price).toFixed(2)} ${r.currency}` },
    quantity: { key: 'quantity', header: t('tools.col.quantity'), align: 'end', cell: (r) => r.quantity },
    status: {
      key: 'status',
      header: t('tools.col.status'),
      cell: (r) => (
        <Badge colorPalette={statusColors ? (r.status === 'online' ? 'green' : 'orange') : undefined}>{t(`tools.status.${r.status}` as ToolsMessageId)}</Badge>
      ),
    },
    updated: { key: 'updatedAt', header: t('tools.col.updated'), cell: (r) => formatDateTime(r.updatedAt) },
  } satisfies Record<string, DataTableColumn<R>>;
  return column;
}

/**
 * The one order table of /orders, /abnormalOrders, /preShippings and /distributePackage: order
 * numbers, shop, buyer, items (platform SKU → local SKU or "unmatched"), amount, status, shipping,
 * times with the overdue highlight. Screens add columns (`extraColumns`), batch actions and the
 * row's "details" handler; everything else (paging, selection, states) is the kit's DataTable.
 */
import { Badge, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { BASE_CURRENCY } from '@erp/schema';
import { LuArrowRight } from 'react-icons/lu';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { platformLabel, type OrderRow } from '../hooks';
import { ordersMessages, type OrdersMessageId } from '../messages';
import { TwoLines } from '../../../ui/cells';

export const STATUS_COLORS: Record<string, string> = {
  awaitingPayment: 'gray',
  processing: 'blue',
  outOfStock: 'orange',
  awaitingShipment: 'teal',
  shipped: 'green',
  completed: 'green',
  cancelled: 'gray',
  refunded: 'purple',
  abnormal: 'red',
};

/** Open statuses whose ship-by time has passed are overdue. */
const OPEN = new Set(['awaitingPayment', 'processing', 'outOfStock', 'awaitingShipment', 'abnormal']);
export function isOverdue(order: { status: string; shipBy?: string | null }, now = Date.now()): boolean {
  if (!order.shipBy || !OPEN.has(order.status)) return false;
  const t = new Date(order.shipBy).getTime();
  return Number.isFinite(t) && t < now;
}

/** Money text with two decimals ("0" → "0.00"); the Decimal string is kept exact. */
export function money(value: string | number | null | undefined): string {
  const v = String(value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(v)) return v;
  const [int, dec = ''] = v.split('.');
  return `${int}.${(dec + '00').slice(0, Math.max(2, dec.replace(/0+$/, '').length))}`;
}

/** A shop with its marketplace under it. */
export function ShopCell({ shopName, platformType }: { shopName: string; platformType: number }) {
  return <TwoLines main={shopName} sub={platformLabel(platformType)} />;
}

/** The estimated freight (issue 18 B) in the order's currency over the base currency (CNY); the actual cost once known. */
export function FreightCell({ freight }: { freight: OrderRow['estimatedFreight'] }) {
  const t = useFeatureText(ordersMessages);
  if (!freight) return <Text color="fg.muted">—</Text>;
  const same = freight.currency === BASE_CURRENCY;
  return (
    <Stack gap="0" textStyle="xs" whiteSpace="nowrap" align="end">
      <Text textStyle="sm">
        {money(freight.estimated)} {freight.currency}
      </Text>
      {same ? null : (
        <Text color="fg.muted">
          {money(freight.estimatedBase)} {BASE_CURRENCY}
        </Text>
      )}
      {freight.actual != null ? (
        <Text color="fg.muted">{t('orderScreen.freight.actual', { amount: `${money(freight.actual)} ${freight.currency}` })}</Text>
      ) : null}
    </Stack>
  );
}

/** Items shown in a row before "n more". */
const ITEMS_SHOWN = 2;

export function StatusBadge({ status, reason }: { status: string; reason?: string | null }) {
  const t = useFeatureText(ordersMessages);
  return (
    <Stack gap="1" align="start">
      <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'}>{t(`orderScreen.status.${status}` as OrdersMessageId)}</Badge>
      {status === 'abnormal' && reason ? (
        <Text textStyle="xs" color="fg.error">
          {t(`orderScreen.reason.${reason}` as OrdersMessageId)}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ItemsCell({ order }: { order: OrderRow }) {
  const t = useFeatureText(ordersMessages);
  const items = order.items.slice(0, ITEMS_SHOWN);
  const more = order.items.length - items.length;
  return (
    <Stack gap="1.5" minW="48">
      {items.map((item) => (
        <HStack key={item.id} gap="2" align="start">
          {item.image ? <Image src={item.image} alt="" boxSize="8" objectFit="cover" rounded="sm" flexShrink={0} /> : null}
          <Stack gap="0" minW="0">
            <HStack gap="1" textStyle="xs" wrap="wrap">
              <Text fontFamily="mono">{item.platformSku || '—'}</Text>
              <LuArrowRight aria-hidden />
              {item.skuId ? (
                <Text fontFamily="mono" fontWeight="medium">
                  {item.sku}
                </Text>
              ) : (
                <Badge size="xs" colorPalette="orange">
                  {t('orderScreen.unmatched')}
                </Badge>
              )}
              <Text color="fg.muted">× {item.quantity}</Text>
            </HStack>
            {item.title ? (
              <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                {item.title}
              </Text>
            ) : null}
          </Stack>
        </HStack>
      ))}
      {more > 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {t('orderScreen.moreItems', { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A sortable column → the `orders(sort:)` argument. */
export const SORT_BY_COLUMN: Record<string, string> = { amount: 'totalAmount', times: 'orderedAt' };

/** The kit table's props (spread `screen.table`) without the columns, plus the order screens' own. */
export type OrdersTableProps = Omit<DataTableProps<OrderRow>, 'columns' | 'rowKey' | 'emptyText'> & {
  onOpen?: (order: OrderRow) => void;
  /** Columns inserted before "actions". */
  extraColumns?: DataTableColumn<OrderRow>[];
  /** Standard columns left out (by key). */
  hideColumns?: string[];
  /** The extra columns go right after the order number instead of last (the page's main input stays in view). */
  extraColumnsFirst?: boolean;
  columnsStorageKey: string;
  'aria-label': string;
};

export function OrdersTable(props: OrdersTableProps) {
  const t = useFeatureText(ordersMessages);
  const { onOpen, extraColumns = [], hideColumns = [], extraColumnsFirst = false, ...table } = props;
  const now = Date.now();

  const standard: DataTableColumn<OrderRow>[] = [
    {
      key: 'order',
      header: t('orderScreen.col.order'),
      hideable: false,
      cell: (r) => (
        <Stack gap="0">
          {onOpen ? (
            <Button
              variant="plain"
              size="xs"
              px="0"
              h="auto"
              colorPalette="teal"
              fontFamily="mono"
              justifyContent="start"
              title={t('orderScreen.details')}
              onClick={() => onOpen(r)}
            >
              {r.orderNo}
            </Button>
          ) : (
            <Text fontFamily="mono" fontWeight="medium">
              {r.orderNo}
            </Text>
          )}
          {r.platformOrderNo && r.platformOrderNo !== r.orderNo ? (
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {r.platformOrderNo}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'shop',
      header: t('orderScreen.col.shop'),
      cell: (r) => <ShopCell shopName={r.shopName} platformType={r.platformType} />,
    },
    {
      key: 'buyer',
      header: t('orderScreen.col.buyer'),
      cell: (r) => <TwoLines main={r.buyerName || r.buyerAccount || '—'} sub={r.country} />,
    },
    { key: 'items', header: t('orderScreen.col.items'), cell: (r) => <ItemsCell order={r} /> },
    {
      key: 'amount',
      header: t('orderScreen.col.amount'),
      align: 'end',
      sortable: true,
      cell: (r) => (
        <Text whiteSpace="nowrap">
          {money(r.totalAmount)} {r.currency}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('orderScreen.col.status'),
      cell: (r) => (
        <Stack gap="1" align="start">
          <StatusBadge status={r.status} reason={r.abnormalReason} />
          {r.cancelRequested ? (
            <Badge size="xs" colorPalette="red" variant="outline">
              {t('orderScreen.cancelRequested')}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'shipping',
      header: t('orderScreen.col.shipping'),
      cell: (r) =>
        r.warehouseName || r.logisticsChannelName || r.trackingNo ? (
          <Stack gap="0" textStyle="xs">
            <Text>{r.warehouseName || '—'}</Text>
            <Text color="fg.muted">{r.logisticsChannelName || '—'}</Text>
            <Text fontFamily="mono">{r.trackingNo || '—'}</Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'freight',
      header: t('orderScreen.col.freight'),
      align: 'end',
      cell: (r) => <FreightCell freight={r.estimatedFreight} />,
    },
    {
      key: 'times',
      header: t('orderScreen.col.times'),
      sortable: true,
      cell: (r) => {
        const overdue = isOverdue(r, now);
        return (
          <Stack gap="0" textStyle="xs" whiteSpace="nowrap">
            <Text>{formatDateTime(r.orderedAt)}</Text>
            {r.shipBy ? (
              <HStack gap="1" color={overdue ? 'fg.error' : 'fg.muted'} fontWeight={overdue ? 'semibold' : undefined} data-overdue={overdue ? '' : undefined}>
                <Text>{t('orderScreen.shipBy', { time: formatDateTime(r.shipBy) })}</Text>
                {overdue ? (
                  <Badge size="xs" colorPalette="red">
                    {t('orderScreen.overdue')}
                  </Badge>
                ) : null}
              </HStack>
            ) : null}
          </Stack>
        );
      },
    },
  ];

  const shown = standard.filter((c) => !hideColumns.includes(c.key));
  const columns = extraColumnsFirst ? [...shown.slice(0, 1), ...extraColumns, ...shown.slice(1)] : [...shown, ...extraColumns];

  return <DataTable {...table} columns={columns} rowKey="id" emptyText={t('orderScreen.empty')} />;
}

/**
 * /tradebyteRefund (spec 01 §2 customer-service card): return requests of the Tradebyte shops,
 * in tabs by status with counts. The tab follows the address (`?status=1` from the home
 * dashboard, also when the kept page is opened again by the link); refunding asks first,
 * refusing asks for a reason; both need tradebyteRefund.handle and only take returns to be
 * processed.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { TRADEBYTE_REFUND_STATUS } from '@erp/schema';
import { useState } from 'react';
import type { TradebyteRefundFilter } from '../../api/generated/types';
import { toastError, toastSuccess, type BatchAction, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  amountColumn,
  compactFilter,
  ListPage,
  marketOrderColumn,
  type Outcome,
  pageOf,
  RowActions,
  shopFilter,
  StatusTabs,
  useListScreen,
} from '../../ui/resource';
import {
  tradebyteRefundList,
  useTradebyteRefundCommands,
  useTradebyteRefundCounts,
  useTradebyteShops,
  type StatusCounts,
  type TradebyteRefundRow,
} from './hooks';
import { tradebyteRefundsMessages, type TradebyteRefundsMessageId } from './messages';
import { RefuseDialog } from './RefuseDialog';
import { REFUND_TABS, statusOfTab, utcDayBoundary, type RefundTab } from './urlStatus';

/** The API serves at most 100 returns a page. */
const PAGE_SIZES = [30, 50, 100] as const;
const PENDING = TRADEBYTE_REFUND_STATUS.pending;
const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red' };
const COUNT_KEY: Record<RefundTab, keyof StatusCounts> = { '1': 'pending', '2': 'refunded', '3': 'refused', all: 'all' };

export const TradebyteRefundPage = featurePage(tradebyteRefundsMessages, TradebyteRefundScreen);

function toFilter(values: FilterValues): TradebyteRefundFilter {
  const shop = typeof values.shopId === 'string' && values.shopId !== '' ? Number(values.shopId) : undefined;
  const [from, to] = Array.isArray(values.requested) ? values.requested : ['', ''];
  return {
    keyword: textOrUndefined(values.keyword),
    shopId: shop,
    requestedFrom: utcDayBoundary(from, false),
    requestedTo: utcDayBoundary(to, true),
  };
}

function TradebyteRefundScreen() {
  const t = useFeatureText(tradebyteRefundsMessages);
  const shops = useTradebyteShops();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('tradebyteRefundPage.filter.keyword'), type: 'text' },
    shopFilter('shopId', t('tradebyteRefundPage.filter.shop'), shops),
    { name: 'requested', label: t('tradebyteRefundPage.filter.requested'), type: 'dateRange' },
  ];
  // the tab follows the address (the dashboard's `?status=1`, also on the kept page)
  const screen = useListScreen({
    ...tradebyteRefundList,
    fields,
    toFilter,
    tabs: { values: REFUND_TABS, initial: 'all' },
    paging: 'limit',
    variables: (filter, _sort, tab) => ({ filter: compactFilter<TradebyteRefundFilter>({ ...filter, status: statusOfTab(tab as RefundTab) }) }),
  });
  const tab = screen.tab as RefundTab;
  const { counts, refetch: refetchCounts } = useTradebyteRefundCounts(compactFilter<TradebyteRefundFilter>(screen.filter));
  const { handle } = useTradebyteRefundCommands();
  const [refusing, setRefusing] = useState<number[] | null>(null);
  const reload = () => {
    screen.reload();
    void refetchCounts();
  };

  /** Only returns to be processed can be handled: anything else is named before asking the server. */
  const pendingOnly = (rows: TradebyteRefundRow[]): number[] | null => {
    if (rows.length === 0) {
      toastError(t('tradebyteRefundPage.pickFirst'));
      return null;
    }
    const handled = rows.filter((r) => r.status !== PENDING);
    if (handled.length > 0) {
      toastError(t('tradebyteRefundPage.onlyPending', { returnNos: handled.map((r) => r.returnNo).join(', ') }));
      return null;
    }
    return rows.map((r) => r.id);
  };

  const done = (outcome: Outcome<{ ids: number[]; refundedOrderIds: number[] }>, action: 'refund' | 'refuse') => {
    if (!outcome.ok) return;
    const count = outcome.data.ids.length;
    const orders = outcome.data.refundedOrderIds.length;
    toastSuccess(
      action === 'refuse'
        ? t('tradebyteRefundPage.refused', { count })
        : orders > 0
          ? t('tradebyteRefundPage.refundedOrders', { count, orders })
          : t('tradebyteRefundPage.refunded', { count }),
    );
    reload();
  };

  const refund = async (rows: TradebyteRefundRow[]) => {
    const ids = pendingOnly(rows);
    if (!ids) return;
    await screen.run(
      async () => {
        const outcome = await handle({ input: { ids, action: 'refund' } }, { failure: t('tradebyteRefundPage.failed') });
        if (outcome.ok) done(outcome, 'refund');
        else reload();
        return outcome;
      },
      { confirm: t('tradebyteRefundPage.confirmRefund', { count: ids.length }) },
    );
  };
  const refuse = (rows: TradebyteRefundRow[]) => {
    const ids = pendingOnly(rows);
    if (ids) setRefusing(ids);
  };

  const batchActions: BatchAction<TradebyteRefundRow>[] =
    tab === '1' || tab === 'all'
      ? [
          {
            key: 'refund',
            label: t('tradebyteRefundPage.batchRefund'),
            permission: 'tradebyteRefund.handle',
            colorPalette: 'teal',
            onClick: (rows) => refund(rows),
          },
          {
            key: 'refuse',
            label: t('tradebyteRefundPage.batchRefuse'),
            permission: 'tradebyteRefund.handle',
            colorPalette: 'red',
            onClick: (rows) => refuse(rows),
          },
        ]
      : [];

  const columns: DataTableColumn<TradebyteRefundRow>[] = [
    { key: 'returnNo', header: t('tradebyteRefundPage.col.returnNo'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.returnNo}</Text> },
    marketOrderColumn(
      t('tradebyteRefundPage.col.orderNo'),
      { local: (orderNo) => t('tradebyteRefundPage.localOrder', { orderNo }), none: t('tradebyteRefundPage.noLocalOrder') },
      'orderNo',
    ),
    { key: 'shop', header: t('tradebyteRefundPage.col.shop'), cell: (r) => r.shopName },
    {
      key: 'product',
      header: t('tradebyteRefundPage.col.product'),
      cell: (r) => (
        <Stack gap="0" maxW="60">
          <Text>{r.platformSku || '—'}</Text>
          <Text textStyle="xs" color="fg.muted" truncate title={r.title}>
            {r.title}
          </Text>
        </Stack>
      ),
    },
    { key: 'quantity', header: t('tradebyteRefundPage.col.quantity'), align: 'end', cell: (r) => r.quantity },
    amountColumn(t('tradebyteRefundPage.col.amount')),
    { key: 'reason', header: t('tradebyteRefundPage.col.reason'), cell: (r) => r.reason || '—' },
    { key: 'requestedAt', header: t('tradebyteRefundPage.col.requestedAt'), cell: (r) => formatDateTime(r.requestedAt) },
    {
      key: 'status',
      header: t('tradebyteRefundPage.col.status'),
      cell: (r) => <Badge colorPalette={STATUS_COLOR[r.status] ?? 'gray'}>{t(`tradebyteRefundPage.status.${r.status}` as TradebyteRefundsMessageId)}</Badge>,
    },
    {
      key: 'handled',
      header: t('tradebyteRefundPage.col.handled'),
      cell: (r) =>
        r.handledAt ? (
          <Stack gap="0" textStyle="xs">
            <Text>{t('tradebyteRefundPage.handledBy', { name: r.handledBy || '—', time: formatDateTime(r.handledAt) })}</Text>
            {r.remark ? <Text color="fg.muted">{t('tradebyteRefundPage.remark', { remark: r.remark })}</Text> : null}
          </Stack>
        ) : (
          '—'
        ),
    },
    actionsColumn(t('tradebyteRefundPage.col.actions'), (r) => (
      <RowActions
        record={r.returnNo}
        actions={[
          {
            key: 'refund',
            label: t('tradebyteRefundPage.refund'),
            permission: 'tradebyteRefund.handle',
            when: r.status === PENDING,
            onClick: () => void refund([r]),
          },
          {
            key: 'refuse',
            label: t('tradebyteRefundPage.refuse'),
            permission: 'tradebyteRefund.handle',
            colorPalette: 'red',
            when: r.status === PENDING,
            onClick: () => refuse([r]),
          },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'tradebyteRefundPage', 'tradebyteRefund')}
      screen={screen}
      columns={columns}
      pageSizes={PAGE_SIZES}
      batchActions={batchActions}
      error={screen.rows.length === 0 ? screen.error : undefined}
      above={
        <StatusTabs
          value={tab}
          tabs={REFUND_TABS}
          onChange={screen.setTab}
          label={(k) => t(`tradebyteRefundPage.tab.${k}` as TradebyteRefundsMessageId)}
          count={(k) => counts?.[COUNT_KEY[k]]}
        />
      }
    >
      {refusing ? (
        <RefuseDialog
          ids={refusing}
          onClose={() => setRefusing(null)}
          onRefuse={async (remark) => {
            const outcome = await handle({ input: { ids: refusing, action: 'refuse', remark } }, { quiet: true });
            if (outcome.ok) {
              setRefusing(null);
              done(outcome, 'refuse');
            } else if (!Object.keys(outcome.fieldErrors).length) {
              // already handled / not found: the form cannot fix it, close and reload
              setRefusing(null);
              reload();
            }
            return outcome;
          }}
        />
      ) : null}
    </ListPage>
  );
}

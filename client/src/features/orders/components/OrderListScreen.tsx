/**
 * The order list shared by /orders, /abnormalOrders and /preShippings: tabs (statuses with counts,
 * abnormal reasons or pre-shipment states), the filter bar, the dashboard-link chips, the
 * OrdersTable with the batch actions of the current tab, and the detail dialog.
 */
import { Badge, Button, CloseButton, HStack, Tabs, Text } from '@chakra-ui/react';
import { ABNORMAL_REASONS, ORDER_STATUSES } from '@erp/schema';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuPlus, LuRefreshCw, LuUpload } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'react-router';
import type { OrderFilter } from '../../../api/generated/graphql';
import {
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastError,
  toastSuccess,
  useConfirm,
  type BatchAction,
  type DataTableColumn,
  type FilterValues,
  type SortDirection,
} from '../../../ui';
import { ImportOrdersDialog } from '../../order-import/ImportOrdersDialog';
import { useFeatureText } from '../../public/featureIntl';
import { PageFrame } from '../../shared/FeatureScope';
import { formatDateTime } from '../../shared/format';
import { showFailure } from '../../shared/outcome';
import { compactFilter, linkFilterVariables, toOrderFilter, useOrderFilterFields } from '../filters';
import { announceOrdersChanged, useAbnormalReasonCounts, useOrderActions, useOrders, useOrdersChanged, useOrderStatusCounts, type BatchOutcome, type OrderRow } from '../hooks';
import { useFulfilmentActions } from '../fulfilment';
import { ordersMessages, type OrdersMessageId } from '../messages';
import { activeLinkKeys, parseLinkFilters, withoutKey, type LinkKey } from '../urlFilters';
import { BatchResultDialog } from './BatchResultDialog';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrdersTable, SORT_BY_COLUMN } from './OrdersTable';
import { OrderPullsDialog } from './OrderPullsDialog';

export type ListMode = 'orders' | 'abnormal' | 'preShippings';

export const STATUS_TABS = ['all', ...ORDER_STATUSES] as const;
const PRE_SHIP_TABS = ['ready', 'done'] as const;

type ActionKey = 'audit' | 'backToProcessing' | 'hold' | 'release' | 'cancel' | 'ship' | 'preShip' | 'tracking' | 'merge';

/** Batch actions offered on each status tab of /orders. */
const ACTIONS_BY_STATUS: Record<string, ActionKey[]> = {
  all: ['merge'],
  awaitingPayment: ['hold', 'cancel'],
  processing: ['audit', 'merge', 'hold', 'cancel'],
  outOfStock: ['audit', 'backToProcessing', 'hold', 'cancel'],
  awaitingShipment: ['ship', 'preShip', 'tracking', 'backToProcessing', 'hold', 'cancel'],
  abnormal: ['release', 'cancel'],
};

const ACTION_PERMISSION: Record<ActionKey, string> = {
  audit: 'order.audit',
  backToProcessing: 'order.audit',
  hold: 'order.update',
  release: 'order.update',
  cancel: 'order.cancel',
  ship: 'order.ship',
  preShip: 'order.ship',
  tracking: 'order.ship',
  merge: 'order.update',
};

function tabFilter(mode: ListMode, tab: string): OrderFilter {
  if (mode === 'abnormal') return { status: 'abnormal', abnormalReason: tab === 'all' ? undefined : tab };
  if (mode === 'preShippings') return tab === 'done' ? { preShipped: true } : { status: 'awaitingShipment', preShipped: false };
  return { status: tab === 'all' ? undefined : tab };
}

function actionsFor(mode: ListMode, tab: string): ActionKey[] {
  if (mode === 'abnormal') return ['release', 'cancel'];
  if (mode === 'preShippings') return tab === 'done' ? [] : ['preShip', 'tracking'];
  return ACTIONS_BY_STATUS[tab] ?? [];
}

export function OrderListScreen({ mode }: { mode: ListMode }) {
  const t = useFeatureText(ordersMessages);
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const link = useMemo(() => (mode === 'orders' ? parseLinkFilters(params) : {}), [mode, params]);
  const linkKeys = activeLinkKeys(link);
  const defaultTab = mode === 'orders' ? 'all' : mode === 'abnormal' ? 'all' : 'ready';
  const [tab, setTab] = useState<string>(link.status ?? defaultTab);
  // A dashboard link opened (also on the kept-alive page, also the same link again): its status
  // picks the tab, and a link without one shows every status, so the list counts what the figure
  // counted. The page's own address changes (leaving the link's tab, removing a chip) do not.
  const location = useLocation();
  const ownAddressChange = useRef(false);
  useEffect(() => {
    if (ownAddressChange.current) {
      ownAddressChange.current = false;
      return;
    }
    if (mode !== 'orders' || !linkKeys.length) return;
    setTab(link.status ?? 'all');
    setPage(FIRST_PAGE);
  }, [location.key]);

  const fields = useOrderFilterFields();
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [search, setSearch] = useState<OrderFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const linkVars = linkFilterVariables(link);
  const filter = compactFilter({ ...search, ...linkVars, ...tabFilter(mode, tab) });
  const countFilter = compactFilter({ ...search, ...linkVars, status: undefined });
  const [sort, setSort] = useState<{ by: string | null; dir: SortDirection | null }>({ by: null, dir: null });
  const { rows, total, loading, error, refetch } = useOrders(page, pageSize, filter, {
    sort: sort.by ? SORT_BY_COLUMN[sort.by] : undefined,
    sortOrder: sort.dir ?? undefined,
  });
  const counts = useOrderStatusCounts(countFilter, mode === 'preShippings');
  const reasonCounts = useAbnormalReasonCounts(countFilter, mode !== 'abnormal');
  const reload = () => {
    refetch();
    counts.refetch();
    if (mode === 'abnormal') reasonCounts.refetch();
  };
  useOrdersChanged(reload);

  const actions = useOrderActions();
  const fulfilment = useFulfilmentActions();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [result, setResult] = useState<{ title: string; outcome: BatchOutcome } | null>(null);
  const [pulling, setPulling] = useState(false);
  const [importing, setImporting] = useState(false);

  const changeTab = (next: string) => {
    setTab(next);
    setPage(FIRST_PAGE);
    if (mode === 'orders' && link.status && next !== link.status) {
      ownAddressChange.current = true;
      setParams(withoutKey(params, 'status'), { replace: true });
    }
  };

  const removeChip = (key: LinkKey) => {
    ownAddressChange.current = true;
    setParams(withoutKey(params, key), { replace: true });
    if (key === 'status') setTab('all');
    setPage(FIRST_PAGE);
  };

  const chipLabel = (key: LinkKey): string => {
    if (key === 'status') return t('orderScreen.chip.status', { value: t(`orderScreen.status.${link.status}` as OrdersMessageId) });
    if (key === 'condition') return t('orderScreen.chip.condition', { value: t(`orderScreen.status.${link.condition}` as OrdersMessageId) });
    if (key === 'otherRule') return t(`orderScreen.chip.otherRule.${link.otherRule}` as OrdersMessageId);
    return t('orderScreen.chip.endTimeAt', { time: formatDateTime(link.endTimeAt) });
  };

  /** Runs a batch action; refused orders (or a refused batch) are listed with the server's messages. */
  const runBatch = async (key: ActionKey, rowsSel: OrderRow[]) => {
    const ids = rowsSel.map((r) => r.id);
    const label = t(`orderScreen.action.${key}` as OrdersMessageId);
    if (ids.length === 0) {
      toastError(t('orderScreen.pickFirst'));
      return;
    }
    if (key === 'cancel' && !(await confirm({ message: t('orderScreen.confirmCancel', { count: ids.length }), danger: true }))) return;
    if (key === 'hold' && !(await confirm({ message: t('orderScreen.confirmHold', { count: ids.length }) }))) return;
    if (key === 'merge') {
      if (ids.length < 2) {
        toastError(t('orderScreen.mergeNeedsTwo'));
        return;
      }
      if (!(await confirm({ message: t('orderScreen.confirmMerge', { count: ids.length }) }))) return;
      const outcome = await actions.merge(ids);
      if (outcome.ok) {
        toastSuccess(t('orderScreen.merged', { orderNo: outcome.data.orderNo }));
        reload();
        announceOrdersChanged();
      } else showFailure(outcome, t('orderScreen.failed'));
      return;
    }
    let outcome: BatchOutcome;
    switch (key) {
      case 'audit':
        outcome = await actions.audit(ids);
        break;
      case 'backToProcessing':
        outcome = await actions.backToProcessing(ids);
        break;
      case 'hold':
        outcome = await actions.hold(ids);
        break;
      case 'release':
        outcome = await actions.release(ids);
        break;
      case 'cancel':
        outcome = await actions.cancel(ids);
        break;
      case 'ship':
        outcome = await actions.ship(ids);
        break;
      case 'preShip':
        outcome = await fulfilment.preShip(ids);
        break;
      case 'tracking':
        outcome = await fulfilment.assignTracking(ids);
        break;
    }
    if (outcome.thrown) return;
    if (outcome.ok && outcome.failures.length === 0) toastSuccess(t('orderScreen.batchDone', { action: label, ok: outcome.succeeded }));
    else setResult({ title: label, outcome });
    reload();
    announceOrdersChanged();
  };

  const keys = actionsFor(mode, tab).filter((k) => (k === 'preShip' || k === 'tracking' ? fulfilment.available[k] : true));
  const batchActions: BatchAction<OrderRow>[] = keys.map((k) => ({
    key: k,
    label: t(`orderScreen.action.${k}` as OrdersMessageId),
    permission: ACTION_PERMISSION[k],
    colorPalette: k === 'cancel' ? 'red' : k === 'hold' ? 'orange' : 'teal',
    onClick: (sel) => runBatch(k, sel),
  }));

  const extraColumns: DataTableColumn<OrderRow>[] =
    mode === 'preShippings'
      ? [
          {
            key: 'preShip',
            header: t('orderScreen.col.preShip'),
            cell: (r) => (
              <Text textStyle="xs" whiteSpace="nowrap" as="div">
                {r.preShippedAt ? t('orderScreen.preShippedAt', { time: formatDateTime(r.preShippedAt) }) : t('orderScreen.notPreShipped')}
                <br />
                {r.trackingUploadedAt ? (
                  <Badge size="xs" colorPalette="green">
                    {t('orderScreen.uploaded', { time: formatDateTime(r.trackingUploadedAt) })}
                  </Badge>
                ) : (
                  <Badge size="xs" colorPalette="gray">
                    {t('orderScreen.notUploaded')}
                  </Badge>
                )}
              </Text>
            ),
          },
        ]
      : [];

  const tabs: { value: string; label: string }[] =
    mode === 'orders'
      ? STATUS_TABS.map((s) => {
          const label = t(`orderScreen.status.${s}` as OrdersMessageId);
          return { value: s, label: counts.loaded ? t('orderScreen.tabCount', { label, count: counts.counts[s] ?? 0 }) : label };
        })
      : mode === 'abnormal'
        ? [
            { value: 'all', label: counts.loaded ? t('orderScreen.tabCount', { label: t('orderScreen.reason.all'), count: counts.counts.abnormal ?? 0 }) : t('orderScreen.reason.all') },
            ...ABNORMAL_REASONS.map((r) => {
              const label = t(`orderScreen.reason.${r}` as OrdersMessageId);
              return { value: r, label: reasonCounts.loaded ? t('orderScreen.tabCount', { label, count: reasonCounts.counts[r] ?? 0 }) : label };
            }),
          ]
        : PRE_SHIP_TABS.map((v) => ({ value: v, label: t(v === 'done' ? 'orderScreen.filter.preShippedYes' : 'orderScreen.filter.preShippedNo') }));

  const title = t(mode === 'orders' ? 'orderScreen.title.orders' : mode === 'abnormal' ? 'orderScreen.title.abnormal' : 'orderScreen.title.preShippings');
  const description = t(mode === 'orders' ? 'orderScreen.desc.orders' : mode === 'abnormal' ? 'orderScreen.desc.abnormal' : 'orderScreen.desc.preShippings');

  let pageActions: ReactNode = null;
  if (mode === 'orders') {
    pageActions = (
      <>
        <PermissionGuard permission="order.pull">
          <Button size="sm" variant="outline" onClick={() => setPulling(true)}>
            <LuRefreshCw />
            {t('orderScreen.action.pull')}
          </Button>
        </PermissionGuard>
        <PermissionGuard permission="order.create">
          <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
            <LuUpload />
            {t('orderScreen.action.import')}
          </Button>
        </PermissionGuard>
        <PermissionGuard permission="order.create">
          <Button asChild size="sm" colorPalette="teal">
            <a href="#/createOrder" target="_blank" rel="opener">
              <LuPlus />
              {t('orderScreen.action.create')}
            </a>
          </Button>
        </PermissionGuard>
      </>
    );
  }

  return (
    <PageFrame title={title} description={description} actions={pageActions}>
      <Tabs.Root value={tab} onValueChange={(e) => changeTab(e.value)} variant="line" size="sm">
        <Tabs.List aria-label={t('orderScreen.statusTabs')} overflowX="auto">
          {tabs.map((x) => (
            <Tabs.Trigger key={x.value} value={x.value} whiteSpace="nowrap">
              {x.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setSearch(toOrderFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      {linkKeys.length ? (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('orderScreen.chips')}>
          {linkKeys.map((k) => {
            const label = chipLabel(k);
            return (
              <Badge key={k} size="lg" colorPalette="teal" variant="subtle" gap="1" pe="0.5" data-chip={k}>
                {label}
                <CloseButton size="2xs" aria-label={t('orderScreen.chip.remove', { label })} onClick={() => removeChip(k)} />
              </Badge>
            );
          })}
        </HStack>
      ) : null}
      <OrdersTable
        aria-label={title}
        rows={rows}
        total={total}
        page={page}
        pageSize={pageSize}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={reload}
        onOpen={(r) => setDetailId(r.id)}
        batchActions={batchActions}
        selectable
        extraColumns={extraColumns}
        columnsStorageKey={`table.${mode}.columns`}
        sortBy={sort.by}
        sortDirection={sort.dir}
        onSortChange={(by, dir) => {
          setSort({ by, dir });
          setPage(FIRST_PAGE);
        }}
      />
      {detailId !== null ? <OrderDetailDialog orderId={detailId} onClose={() => setDetailId(null)} onChanged={reload} /> : null}
      {result ? <BatchResultDialog title={result.title} result={result.outcome} onClose={() => setResult(null)} /> : null}
      {importing ? (
        <ImportOrdersDialog
          onClose={() => setImporting(false)}
          onImported={() => {
            reload();
            announceOrdersChanged();
          }}
        />
      ) : null}
      {pulling ? (
        <OrderPullsDialog onClose={() => setPulling(false)} onPulled={reload} />
      ) : null}
    </PageFrame>
  );
}

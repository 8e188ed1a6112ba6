/**
 * The order list shared by /orders, /abnormalOrders and /preShippings: tabs (statuses with counts,
 * abnormal reasons or pre-shipment states), the filter bar, the dashboard-link chips, the
 * OrdersTable with the batch actions of the current tab, and the detail dialog.
 */
import { Badge, Button, CloseButton, HStack, Tabs, Text } from '@chakra-ui/react';
import { ABNORMAL_REASONS, ORDER_STATUSES, oneOf } from '@erp/schema';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuPlus, LuPrinter, LuRefreshCw, LuUpload } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'react-router';
import type { OrderFilter } from '../../../api/generated/types';
import { FilterBar, FIRST_PAGE, PermissionGuard, toastError, toastSuccess, useConfirm, useGuardPermissions, type DataTableColumn } from '../../../ui';
import { batchOf, THROWN, useListScreen, type BatchSummary, type Outcome } from '../../../ui/resource';
import { ImportDialog } from '../../../ui/resource/ImportDialog';
import { useOrderImportKind } from '../../order-import/orderImport';
import { useTrackingImportKind } from '../trackingImport';
import { useFeatureText } from '../../../i18n/featureIntl';
import { PageFrame } from '../../../ui/FeatureScope';
import { formatDateTime } from '../../../ui/format';
import { orderBatchActions, type ListMode, type OrderBatchKey } from '../batchActions';
import { compactFilter, linkFilterVariables, toOrderFilter, useOrderFilterFields } from '../filters';
import { announceOrdersChanged, orderList, useAbnormalReasonCounts, useOrderCommands, useOrdersChanged, useOrderStatusCounts, type OrderRow } from '../hooks';
import { ordersMessages, type OrdersMessageId } from '../messages';
import { activeLinkKeys, parseLinkFilters, withoutKey, type LinkKey } from '../urlFilters';
import { BatchResultDialog } from './BatchResultDialog';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrdersTable, SORT_BY_COLUMN } from './OrdersTable';
import { OrderPullsDialog } from './OrderPullsDialog';
import { openToolPage, ToolPagesMenu } from '../../../app/toolWindows';
import { ExportWithTemplateButton } from '../../export-templates';

export type { ListMode } from '../batchActions';

export const STATUS_TABS = ['all', ...ORDER_STATUSES] as const;
const PRE_SHIP_TABS = ['ready', 'done'] as const;

function tabFilter(mode: ListMode, tab: string): OrderFilter {
  if (mode === 'abnormal') return { status: 'abnormal', abnormalReason: tab === 'all' ? undefined : tab };
  if (mode === 'preShippings') return tab === 'done' ? { preShipped: true } : { status: 'awaitingShipment', preShipped: false };
  return { status: oneOf(ORDER_STATUSES, tab) };
}

/** A batch command's outcome read as what it did (moved orders, refused ones with the server's message). */
function summarised<T>(outcome: Outcome<T>, read: (data: T) => BatchSummary = batchOf): Outcome<BatchSummary> {
  return outcome.ok ? { ok: true, data: read(outcome.data) } : outcome;
}

/** Batch failures are listed in a dialog (BatchResultDialog), not toasted. */
const QUIET = { quiet: true };

export function OrderListScreen({ mode }: { mode: ListMode }) {
  const t = useFeatureText(ordersMessages);
  const confirm = useConfirm();
  const permissions = useGuardPermissions();
  const [params, setParams] = useSearchParams();
  const link = useMemo(() => (mode === 'orders' ? parseLinkFilters(params) : {}), [mode, params]);
  const linkKeys = activeLinkKeys(link);
  const defaultTab = mode === 'orders' ? 'all' : mode === 'abnormal' ? 'all' : 'ready';
  const [tab, setTab] = useState<string>(link.status ?? defaultTab);

  const fields = useOrderFilterFields();
  const linkVars = linkFilterVariables(link);
  const screen = useListScreen({
    ...orderList,
    fields,
    toFilter: toOrderFilter,
    // the address carries the dashboard-link filters (urlFilters.ts), followed below
    url: false,
    variables: (search, sort) => ({
      filter: compactFilter({ ...search, ...linkVars, ...tabFilter(mode, tab) }),
      ...(sort.by ? { sort: SORT_BY_COLUMN[sort.by], sortOrder: sort.direction ?? undefined } : {}),
    }),
  });

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
    screen.setPage(FIRST_PAGE);
    // runs when the address changes (a link followed), not when the link's values or the screen do
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const countFilter = compactFilter({ ...screen.filter, ...linkVars, status: undefined });
  const counts = useOrderStatusCounts(countFilter, mode === 'preShippings');
  const reasonCounts = useAbnormalReasonCounts(countFilter, mode !== 'abnormal');
  const reload = () => {
    screen.reload();
    void counts.refetch();
    if (mode === 'abnormal') void reasonCounts.refetch();
  };
  useOrdersChanged(reload);

  const commands = useOrderCommands();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [result, setResult] = useState<{ title: string; summary: BatchSummary; message?: string } | null>(null);
  const [pulling, setPulling] = useState(false);
  const [importing, setImporting] = useState(false);
  const orderImport = useOrderImportKind();
  const [importingTracking, setImportingTracking] = useState(false);
  const trackingImport = useTrackingImportKind();

  const changeTab = (next: string) => {
    setTab(next);
    screen.setPage(FIRST_PAGE);
    if (mode === 'orders' && link.status && next !== link.status) {
      ownAddressChange.current = true;
      setParams(withoutKey(params, 'status'), { replace: true });
    }
  };

  const removeChip = (key: LinkKey) => {
    ownAddressChange.current = true;
    setParams(withoutKey(params, key), { replace: true });
    if (key === 'status') setTab('all');
    screen.setPage(FIRST_PAGE);
  };

  const chipLabel = (key: LinkKey): string => {
    if (key === 'status') return t('orderScreen.chip.status', { value: t(`orderScreen.status.${link.status}` as OrdersMessageId) });
    if (key === 'condition') return t('orderScreen.chip.condition', { value: t(`orderScreen.status.${link.condition}` as OrdersMessageId) });
    if (key === 'otherRule') return t(`orderScreen.chip.otherRule.${link.otherRule}` as OrdersMessageId);
    return t('orderScreen.chip.endTimeAt', { time: formatDateTime(link.endTimeAt) });
  };

  const changed = () => {
    reload();
    announceOrdersChanged();
  };

  /** Sends a batch command quietly: its outcome is listed by BatchResultDialog. */
  const send = async (key: Exclude<OrderBatchKey, 'merge'>, ids: number[]): Promise<Outcome<BatchSummary>> => {
    // each order from its channel: the carrier (number + label) or the number pool (issue 18)
    if (key === 'tracking') return summarised(await commands.requestTracking({ ids }, QUIET));
    return summarised<unknown>(await commands[key]({ ids }, QUIET));
  };

  /** Runs a batch action; refused orders (or a refused batch) are listed with the server's messages. */
  const runBatch = async (key: OrderBatchKey, selected: OrderRow[]) => {
    const ids = selected.map((r) => r.id);
    const label = t(`orderScreen.action.${key}` as OrdersMessageId);
    if (ids.length === 0) {
      toastError(t('orderScreen.pickFirst'));
      return;
    }
    if (key === 'cancel' && !(await confirm({ message: t('orderScreen.confirmCancel', { count: ids.length }), danger: true }))) return;
    if (key === 'hold' && !(await confirm({ message: t('orderScreen.confirmHold', { count: ids.length }) }))) return;
    if (key === 'ship') {
      const numbers = selected.map((r) => `${r.orderNo} → ${r.trackingNo || t('orderScreen.noNumber')}`).join('; ');
      if (!(await confirm({ message: t('orderScreen.confirmShip', { count: ids.length, numbers }) }))) return;
    }
    if (key === 'merge') {
      if (ids.length < 2) {
        toastError(t('orderScreen.mergeNeedsTwo'));
        return;
      }
      if (!(await confirm({ message: t('orderScreen.confirmMerge', { count: ids.length }) }))) return;
      const outcome = await commands.merge({ ids }, { failure: t('orderScreen.failed') });
      if (outcome.ok) {
        toastSuccess(t('orderScreen.merged', { orderNo: outcome.data.orderNo }));
        changed();
      }
      return;
    }
    const outcome = await send(key, ids);
    if (!outcome.ok && outcome.typename === THROWN) return;
    if (outcome.ok && outcome.data.failures.length === 0) toastSuccess(t('orderScreen.batchDone', { action: label, ok: outcome.data.succeeded }));
    else
      setResult(
        outcome.ok
          ? { title: label, summary: outcome.data }
          : { title: label, summary: { succeeded: 0, failures: outcome.failures }, message: outcome.message },
      );
    changed();
  };

  const batchActions = orderBatchActions<OrderRow>(
    mode,
    tab,
    (p) => permissions.has(p),
    (k) => t(`orderScreen.action.${k}` as OrdersMessageId),
    runBatch,
  );

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

  // a tab's count is its own badge beside the label (issue 16: "Awaiting payment (1)Processing (193)"
  // ran together); the accessible name stays "label (count)"
  const tabs: { value: string; label: string; count?: number }[] =
    mode === 'orders'
      ? STATUS_TABS.map((s) => ({
          value: s,
          label: t(`orderScreen.status.${s}` as OrdersMessageId),
          count: counts.loaded ? (counts.counts[s] ?? 0) : undefined,
        }))
      : mode === 'abnormal'
        ? [
            { value: 'all', label: t('orderScreen.reason.all'), count: counts.loaded ? (counts.counts.abnormal ?? 0) : undefined },
            ...ABNORMAL_REASONS.map((r) => ({
              value: r,
              label: t(`orderScreen.reason.${r}` as OrdersMessageId),
              count: reasonCounts.loaded ? (reasonCounts.counts[r] ?? 0) : undefined,
            })),
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
        {/* issue 18 C: print the ticked orders with a print template (/print), export with an export template */}
        <Button size="sm" variant="outline" onClick={() => openToolPage(`/print?kind=label&ids=${screen.selection.keys.join(',')}`)}>
          <LuPrinter />
          {t('orderScreen.action.print')}
        </Button>
        <ExportWithTemplateButton ids={screen.selection.keys.map(Number)} filter={compactFilter({ ...screen.filter, ...linkVars, ...tabFilter(mode, tab) })} />
        <PermissionGuard permission="order.ship">
          <Button size="sm" variant="outline" onClick={() => setImportingTracking(true)}>
            <LuUpload />
            {t('orderScreen.tracking.import')}
          </Button>
        </PermissionGuard>
        {/* pick lists, sorting and scan to ship: tool pages, each in a window of its own */}
        <ToolPagesMenu />
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
        <Tabs.List
          aria-label={t('orderScreen.statusTabs')}
          overflowX="auto"
          overflowY="hidden"
          minW="0"
          gap={{ base: '0.5', '2xl': '1' }}
          css={{ scrollbarWidth: 'thin' }}
          data-testid="status-tabs"
        >
          {tabs.map((x) => (
            <Tabs.Trigger
              key={x.value}
              value={x.value}
              whiteSpace="nowrap"
              flexShrink={0}
              px={{ base: '1.5', '2xl': '3' }}
              gap="1.5"
              aria-label={x.count === undefined ? undefined : t('orderScreen.tabCount', { label: x.label, count: x.count })}
            >
              {x.label}
              {x.count === undefined ? null : (
                <Badge size="xs" variant={tab === x.value ? 'solid' : 'subtle'} colorPalette={tab === x.value ? 'teal' : 'gray'} data-count="">
                  {x.count}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <FilterBar {...screen.filterBar} />
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
        {...screen.table}
        aria-label={title}
        onRetry={reload}
        onOpen={(r) => setDetailId(r.id)}
        batchActions={batchActions}
        selectable
        extraColumns={extraColumns}
        columnsStorageKey={`table.${mode}.columns`}
      />
      {detailId !== null ? <OrderDetailDialog orderId={detailId} onClose={() => setDetailId(null)} onChanged={reload} /> : null}
      {result ? <BatchResultDialog title={result.title} result={result.summary} message={result.message} onClose={() => setResult(null)} /> : null}
      {importing ? (
        <ImportDialog
          kind={orderImport}
          onClose={() => setImporting(false)}
          onImported={() => {
            reload();
            announceOrdersChanged();
          }}
        />
      ) : null}
      {importingTracking ? (
        <ImportDialog
          kind={trackingImport}
          onClose={() => setImportingTracking(false)}
          onImported={() => {
            reload();
            announceOrdersChanged();
          }}
        />
      ) : null}
      {pulling ? <OrderPullsDialog onClose={() => setPulling(false)} onPulled={reload} /> : null}
    </PageFrame>
  );
}

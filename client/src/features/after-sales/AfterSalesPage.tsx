/**
 * The after-sales screens (issue 21 item 6): one list serving /ebayCancellation, /ebayReturn,
 * /ebayDispute and /allegroDispute (kind + marketplace as parameters, AFTER_SALES_SCREENS). Status
 * tabs with counts (the statuses the kind's state machine reaches), filters (keyword, shop,
 * deadline within), the time left to the marketplace's deadline (red under 24 hours), a detail
 * dialog with the buyer's words, the history and the action buttons, and "pull now" shop by shop
 * with its progress.
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import {
  AFTER_SALES_TRANSITIONS,
  afterSalesIsOpen,
  afterSalesScreen,
  type AfterSalesKind,
  type AfterSalesPlatform,
  type AfterSalesStatus,
  type PermissionName,
} from '@erp/schema';
import { useEffect, useMemo, useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import type { AfterSalesFilter } from '../../api/generated/types';
import { useFeatureText } from '../../i18n/featureIntl';
import { toastError, toastSuccess, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { PermissionGuard } from '../../ui/PermissionGuard';
import { actionsColumn, amountColumn, compactFilter, ListPage, marketOrderColumn, RowActions, shopFilter, StatusTabs, useListScreen } from '../../ui/resource';
import { CaseDialog, STATUS_COLOR } from './CaseDialog';
import { afterSalesList, useAfterSalesCommands, useAfterSalesCounts, useAfterSalesShops, type AfterSalesRow } from './hooks';
import { afterSalesMessages, type AfterSalesMessageId } from './messages';
import { isPressing, minutesUntil, timeLeftText } from './timeLeft';

const PAGE_SIZES = [30, 50, 100] as const;

/** The tabs of a kind: all, open, every status its machine reaches, closed (by the marketplace). */
export function tabsOf(kind: AfterSalesKind): string[] {
  const reached = Object.values(AFTER_SALES_TRANSITIONS[kind]).map((m) => m.to);
  return ['all', ...new Set<AfterSalesStatus>(['open', ...reached, 'closed'])];
}

function toFilter(values: FilterValues) {
  const shop = typeof values.shopId === 'string' && values.shopId !== '' ? Number(values.shopId) : undefined;
  const within = typeof values.deadline === 'string' && values.deadline !== '' ? Number(values.deadline) : undefined;
  return { keyword: textOrUndefined(values.keyword), shopId: shop, deadlineWithinHours: within };
}

/** The current time, moved on every minute (the time left of each row). */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function AfterSalesScreen({ kind, platform }: { kind: AfterSalesKind; platform: AfterSalesPlatform }) {
  const t = useFeatureText(afterSalesMessages);
  const screenDef = afterSalesScreen(kind, platform)!;
  const handle = `${screenDef.page}.handle` as PermissionName;
  const shops = useAfterSalesShops(kind, platform);
  const tabs = useMemo(() => tabsOf(kind), [kind]);
  const now = useMinuteClock();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('afterSales.filter.keyword'), type: 'text' },
    shopFilter('shopId', t('afterSales.filter.shop'), shops),
    {
      name: 'deadline',
      label: t('afterSales.filter.deadline'),
      type: 'select',
      options: [
        { value: '24', label: t('afterSales.filter.deadline.24') },
        { value: '72', label: t('afterSales.filter.deadline.72') },
      ],
    },
  ];
  const screen = useListScreen({
    ...afterSalesList,
    fields,
    toFilter,
    tabs: { values: tabs, initial: 'all' },
    paging: 'limit',
    variables: (filter, _sort, tab) => ({ filter: compactFilter<AfterSalesFilter>({ ...filter, kind, platform, status: tab === 'all' ? undefined : tab }) }),
  });
  const { count, refetch: refetchCounts } = useAfterSalesCounts(compactFilter<AfterSalesFilter>({ ...screen.filter, kind, platform }));
  const { pull } = useAfterSalesCommands();
  const [opened, setOpened] = useState<number | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const reload = () => {
    screen.reload();
    void refetchCounts();
  };

  /** Pulls shop by shop, so the button tells how far it got. */
  const pullNow = async () => {
    const authorized = shops.filter((s) => s.status === 1);
    if (!authorized.length) {
      toastError(t('afterSales.noShops'));
      return;
    }
    let created = 0;
    let updated = 0;
    let failed = 0;
    for (const [i, s] of authorized.entries()) {
      setProgress({ done: i + 1, total: authorized.length });
      const outcome = await pull({ kind, platform, shopId: s.id }, { quiet: true });
      if (outcome.ok) {
        for (const r of outcome.data.shops) {
          created += r.created;
          updated += r.updated;
        }
      } else failed++;
    }
    setProgress(null);
    toastSuccess(t('afterSales.pulled', { created, updated }));
    if (failed) toastError(t('afterSales.pullFailed', { count: failed }));
    reload();
  };

  const columns: DataTableColumn<AfterSalesRow>[] = [
    {
      key: 'case',
      header: t('afterSales.col.case'),
      hideable: false,
      cell: (r) => (
        <Text fontFamily="mono" fontWeight="medium">
          {r.platformCaseId}
        </Text>
      ),
    },
    marketOrderColumn(t('afterSales.col.order'), { local: (orderNo) => t('afterSales.localOrder', { orderNo }), none: t('afterSales.noLocalOrder') }),
    { key: 'shop', header: t('afterSales.col.shop'), cell: (r) => r.shopName },
    {
      key: 'buyer',
      header: t('afterSales.col.buyer'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.buyerName || r.buyerAccount}</Text>
          {r.buyerName ? (
            <Text textStyle="xs" color="fg.muted">
              {r.buyerAccount}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('afterSales.col.reason'),
      cell: (r) => (
        <Stack gap="0" maxW="64">
          <Text>{r.reason || '—'}</Text>
          <Text textStyle="xs" color="fg.muted" truncate title={r.buyerComment}>
            {r.buyerComment}
          </Text>
        </Stack>
      ),
    },
    amountColumn(t('afterSales.col.amount')),
    {
      key: 'status',
      header: t('afterSales.col.status'),
      cell: (r) => <Badge colorPalette={STATUS_COLOR[r.status] ?? 'gray'}>{t(`afterSales.status.${r.status}` as AfterSalesMessageId)}</Badge>,
    },
    {
      key: 'deadline',
      header: t('afterSales.col.deadline'),
      cell: (r) => {
        if (!r.deadline || !afterSalesIsOpen(r.status)) return <Text color="fg.muted">{t('afterSales.noDeadline')}</Text>;
        const minutes = minutesUntil(r.deadline, now);
        return (
          <Text
            whiteSpace="nowrap"
            color={isPressing(minutes) ? 'fg.error' : undefined}
            fontWeight={isPressing(minutes) ? 'medium' : undefined}
            data-pressing={isPressing(minutes) || undefined}
          >
            {timeLeftText(minutes, t)}
          </Text>
        );
      },
    },
    actionsColumn(t('afterSales.col.actions'), (r) => (
      <RowActions record={r.platformCaseId} actions={[{ key: 'details', label: t('afterSales.details'), onClick: () => setOpened(r.id) }]} />
    )),
  ];

  return (
    <ListPage
      page={{
        title: t(`afterSales.title.${screenDef.page}` as AfterSalesMessageId),
        description: t(`afterSales.description.${kind}` as AfterSalesMessageId),
        emptyText: t('afterSales.empty'),
        name: screenDef.page,
        actions: (
          <PermissionGuard permission={handle}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void pullNow()}
              loading={progress != null}
              loadingText={progress ? t('afterSales.pulling', progress) : undefined}
            >
              <LuRefreshCw />
              {t('afterSales.pull')}
            </Button>
          </PermissionGuard>
        ),
      }}
      screen={screen}
      columns={columns}
      pageSizes={PAGE_SIZES}
      error={screen.rows.length === 0 ? screen.error : undefined}
      above={
        <StatusTabs
          value={screen.tab}
          tabs={tabs}
          onChange={screen.setTab}
          label={(k) => t((k === 'all' ? 'afterSales.tab.all' : `afterSales.status.${k}`) as AfterSalesMessageId)}
          count={(k) => count(k as never)}
        />
      }
    >
      {opened != null ? <CaseDialog id={opened} kind={kind} handle={handle} onClose={() => setOpened(null)} onChanged={reload} /> : null}
    </ListPage>
  );
}

const EbayCancellationScreen = () => <AfterSalesScreen kind="cancellation" platform="ebay" />;
const EbayReturnScreen = () => <AfterSalesScreen kind="return" platform="ebay" />;
const EbayDisputeScreen = () => <AfterSalesScreen kind="dispute" platform="ebay" />;
const AllegroDisputeScreen = () => <AfterSalesScreen kind="dispute" platform="allegro" />;
export const EbayCancellationPage = featurePage(afterSalesMessages, EbayCancellationScreen);
export const EbayReturnPage = featurePage(afterSalesMessages, EbayReturnScreen);
export const EbayDisputePage = featurePage(afterSalesMessages, EbayDisputeScreen);
export const AllegroDisputePage = featurePage(afterSalesMessages, AllegroDisputeScreen);

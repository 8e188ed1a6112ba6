/**
 * Every `/{marketplace}Listing*` page (issue 19): one screen parameterized by marketplace and page
 * kind. `/xListing` shows every status, `…Draft` the drafts and refused ones, `…Queue` the queued and
 * publishing ones, `…Online` the online and taken-down ones (spec 01 §4 groupListingStatus). Row and
 * batch buttons come from LISTING_TRANSITIONS and the caller's `<m>Listing.edit` / `.publish`.
 */
import { Badge, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import {
  LISTING_EDITABLE,
  LISTING_TABS,
  LISTING_TRANSITIONS,
  MARKETPLACE_LABELS,
  oneOf,
  LISTING_STATUSES,
  type ListingAction,
  type ListingStatus,
  type PermissionName,
  type PlatformName,
} from '@erp/schema';
import { routeTitle, type ListingSuffix } from '../../app/routeCatalog';
import { useLang } from '../../i18n';
import { useFeatureText } from '../../i18n/featureIntl';
import { toastError, toastSuccess, useGuardPermissions, type BatchAction, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { PermissionGuard } from '../../ui/PermissionGuard';
import { actionsColumn, batchActionsFor, LifecycleActions, ListPage, StatusTabs, useDialog, useListScreen, type LifecycleItem } from '../../ui/resource';
import { BulkEditDialog } from './components/BulkEditDialog';
import { CopyListingsDialog } from './components/CopyListingsDialog';
import { DraftsFromProductsDialog } from './components/DraftsFromProductsDialog';
import { ListingDetailDialog } from './components/ListingDetailDialog';
import { ListingFormDialog } from './components/ListingFormDialog';
import { ReviseDialog } from './components/ReviseDialog';
import { listingList, useListingCommands, useMarketplaceShops, type ListingRow } from './hooks';
import { listingsMessages, type ListingsMessageId } from './messages';

type Tab = 'all' | ListingStatus;

/** The status tabs of each page kind. */
export const LISTING_PAGE_TABS: Record<ListingSuffix, readonly Tab[]> = {
  '': ['all', ...LISTING_TABS],
  Draft: ['draft', 'publishFailed'],
  Queue: ['toBePublished', 'publishing'],
  Online: ['online', 'takenDown'],
};

const STATUS_COLORS: Record<ListingStatus, string> = {
  draft: 'gray',
  toBePublished: 'blue',
  publishing: 'purple',
  publishFailed: 'red',
  online: 'green',
  takenDown: 'orange',
  removed: 'gray',
};

const firstImage = (images: unknown): string | null => {
  const first = Array.isArray(images) ? (images[0] as { url?: unknown } | undefined) : undefined;
  return typeof first?.url === 'string' ? first.url : null;
};

const toFilter = (v: FilterValues) => ({ keyword: textOrUndefined(v.keyword), shopId: idOrUndefined(v.shopId) });

type Dialog = { kind: 'create' | 'drafts' } | { kind: 'edit' | 'revise' | 'details'; listing: ListingRow } | { kind: 'copy' | 'bulk'; listings: ListingRow[] };

/** The page of one marketplace and kind (`/ebayListingDraft` → listingPage('ebay', 'Draft')). */
export function listingPage(marketplace: PlatformName, suffix: ListingSuffix) {
  const Screen = () => <ListingsScreen marketplace={marketplace} suffix={suffix} />;
  Screen.displayName = `${marketplace}Listing${suffix}`;
  return featurePage(listingsMessages, Screen);
}

function ListingsScreen({ marketplace, suffix }: { marketplace: PlatformName; suffix: ListingSuffix }) {
  const t = useFeatureText(listingsMessages);
  const [lang] = useLang();
  const permissions = useGuardPermissions();
  const commands = useListingCommands();
  const shops = useMarketplaceShops(marketplace);
  const label = MARKETPLACE_LABELS[marketplace];
  const path = `/${marketplace}Listing${suffix}`;
  const may = (kind: 'edit' | 'publish') => `${marketplace}Listing.${kind}` as PermissionName;
  const tabs = LISTING_PAGE_TABS[suffix];

  const fields: FilterField[] = [
    { name: 'keyword', label: t('listings.filter.keyword'), type: 'text' },
    { name: 'shopId', label: t('listings.filter.shop'), type: 'select', options: shops.options },
  ];
  const screen = useListScreen({
    ...listingList,
    fields,
    toFilter,
    tabs: { values: tabs },
    variables: (filter, _sort, tab) => ({ marketplace, filter: { ...filter, status: oneOf(LISTING_STATUSES, tab) } }),
  });
  const tab = screen.tab as Tab;
  const dialog = useDialog<Dialog>(screen.reload);
  const counts = screen.data?.listingStatusCounts;
  const countOf = (s: Tab) =>
    s === 'all'
      ? counts
        ? counts.filter((c) => c.status !== 'removed').reduce((n, c) => n + c.count, 0)
        : undefined
      : counts?.find((c) => c.status === s)?.count;
  const failure = t('listings.failed');
  const statusText = (s: ListingStatus) => t(`listings.status.${s}` as ListingsMessageId);

  /** A batch move (ticked rows or one row) with its confirmation and the count it did. */
  const move = (
    command: 'publish' | 'unqueue' | 'relist' | 'remove',
    rows: ListingRow[],
    texts: { confirm: ListingsMessageId; done: ListingsMessageId },
    danger = false,
  ) =>
    screen.run(() => commands[command]({ marketplace, ids: rows.map((r) => r.id) }, { success: t(texts.done, { count: rows.length }), failure }), {
      confirm: t(texts.confirm, { count: rows.length }),
      danger,
    });
  /** Ending answers per listing: the ended counted, the refused named with the marketplace's words. */
  const end = (rows: ListingRow[]) =>
    screen.run(
      async () => {
        const outcome = await commands.end({ marketplace, ids: rows.map((r) => r.id) }, { failure });
        if (outcome.ok) {
          if (outcome.data.ended.length) toastSuccess(t('listings.ended', { count: outcome.data.ended.length }));
          if (outcome.data.failures.length)
            toastError(
              outcome.data.failures
                .map((f) => t('listings.endRefused', { title: rows.find((r) => r.id === f.id)?.title ?? f.id, message: f.message }))
                .join('\n'),
            );
        }
        return outcome;
      },
      { confirm: t('listings.confirmEnd', { count: rows.length }), danger: true },
    );
  /** Queued for a later time → due now (the next queue run publishes them). */
  const publishNow = (rows: ListingRow[]) =>
    screen.run(
      () => commands.publishNow({ marketplace, ids: rows.map((r) => r.id) }, { success: t('listings.publishedNow', { count: rows.length }), failure }),
      { confirm: t('listings.confirmPublishNow', { count: rows.length }) },
    );
  const runQueue = () =>
    screen.run(async () => {
      const outcome = await commands.runQueue({ marketplace }, { failure });
      if (outcome.ok) toastSuccess(t('listings.queueRun', { ...outcome.data }));
      return outcome;
    });

  const moves: { action: ListingAction; label: string; permission: PermissionName; colorPalette?: string; act: (rows: ListingRow[]) => unknown }[] = [
    {
      action: 'publish',
      label: t('listings.publish'),
      permission: may('publish'),
      act: (rows) => move('publish', rows, { confirm: 'listings.confirmPublish', done: 'listings.published' }),
    },
    {
      action: 'unqueue',
      label: t('listings.unqueue'),
      permission: may('publish'),
      colorPalette: 'gray',
      act: (rows) => move('unqueue', rows, { confirm: 'listings.confirmUnqueue', done: 'listings.unqueued' }),
    },
    { action: 'end', label: t('listings.end'), permission: may('publish'), colorPalette: 'orange', act: end },
    {
      action: 'relist',
      label: t('listings.relist'),
      permission: may('publish'),
      act: (rows) => move('relist', rows, { confirm: 'listings.confirmRelist', done: 'listings.relisted' }),
    },
    {
      action: 'remove',
      label: t('listings.remove'),
      permission: may('edit'),
      colorPalette: 'red',
      act: (rows) => move('remove', rows, { confirm: 'listings.confirmRemove', done: 'listings.removed' }, true),
    },
  ];

  const actionsOf = (r: ListingRow): LifecycleItem<ListingAction>[] => [
    { key: 'details', label: t('listings.details'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'details', listing: r }) },
    {
      key: 'edit',
      label: t('listings.edit'),
      permission: may('edit'),
      when: LISTING_EDITABLE.includes(r.status),
      onClick: () => dialog.open({ kind: 'edit', listing: r }),
    },
    { action: 'revise', label: t('listings.revise'), permission: may('publish'), onClick: () => dialog.open({ kind: 'revise', listing: r }) },
    ...moves.map((m) => ({ action: m.action, label: m.label, permission: m.permission, colorPalette: m.colorPalette, onClick: () => void m.act([r]) })),
  ];

  const columns: DataTableColumn<ListingRow>[] = [
    {
      key: 'title',
      header: t('listings.col.title'),
      hideable: false,
      cell: (r) => {
        const image = firstImage(r.images);
        return (
          <HStack gap="3" align="start" maxW="md">
            {image ? (
              <Image
                src={image}
                alt=""
                boxSize="10"
                objectFit="cover"
                borderRadius="sm"
                flexShrink={0}
                onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
              />
            ) : null}
            <Stack gap="0" minW="0">
              <Text lineClamp={2}>{r.title || '—'}</Text>
              <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                {r.sellerSku || '—'}
              </Text>
            </Stack>
          </HStack>
        );
      },
    },
    {
      key: 'shop',
      header: t('listings.col.shop'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.shopName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.site}
          </Text>
        </Stack>
      ),
    },
    { key: 'price', header: t('listings.col.price'), align: 'end', cell: (r) => `${Number(r.price).toFixed(2)} ${r.currency}` },
    { key: 'quantity', header: t('listings.col.quantity'), align: 'end', cell: (r) => r.quantity },
    {
      key: 'status',
      header: t('listings.col.status'),
      cell: (r) => (
        <Stack gap="0.5" maxW="xs">
          <Badge alignSelf="start" colorPalette={STATUS_COLORS[r.status]}>
            {statusText(r.status)}
          </Badge>
          {r.status === 'publishFailed' && r.lastErrorMessage ? (
            <Text textStyle="xs" color="fg.error" lineClamp={2}>
              {r.lastErrorMessage}
            </Text>
          ) : null}
          {r.problems.length && (r.status === 'draft' || r.status === 'publishFailed') ? (
            <Text textStyle="xs" color="fg.warning" lineClamp={2}>
              {t('listings.incomplete', { message: r.problems.map((p) => p.message).join('; ') })}
            </Text>
          ) : null}
          {r.status === 'toBePublished' && r.nextAttemptAt ? (
            <Text textStyle="xs" color="fg.muted">
              {t('listings.nextAttempt', { time: formatDateTime(r.nextAttemptAt) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'marketplaceId', header: t('listings.col.marketplaceId'), cell: (r) => r.marketplaceListingId ?? '—' },
    { key: 'updatedAt', header: t('listings.col.updated'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('listings.col.actions'), (r) => (
      <LifecycleActions transitions={LISTING_TRANSITIONS} status={r.status} record={r.title || r.sellerSku} actions={actionsOf(r)} />
    )),
  ];

  const batchActions = batchActionsFor(
    LISTING_TRANSITIONS,
    tab === 'all' ? null : tab,
    moves.map((m) => ({
      action: m.action,
      label: m.label,
      permission: m.permission,
      colorPalette: m.colorPalette,
      onClick: (rows: ListingRow[]) => m.act(rows),
    })),
    (name) => permissions.has(name),
  );

  // Work in volume (issue 19 point 4): ticked rows copied to shops, edited together, queued ones published now.
  const editable = tab === 'all' || LISTING_EDITABLE.includes(tab);
  const volumeActions: BatchAction<ListingRow>[] = [
    ...(tab === 'all' || tab === 'toBePublished'
      ? [{ key: 'publishNow', label: t('listings.publishNow'), permission: may('publish'), onClick: (rows: ListingRow[]) => publishNow(rows) }]
      : []),
    ...(editable
      ? [
          {
            key: 'bulk',
            label: t('listings.bulk'),
            permission: may('edit'),
            colorPalette: 'gray',
            onClick: (rows: ListingRow[]) => dialog.open({ kind: 'bulk', listings: rows }),
          },
        ]
      : []),
    { key: 'copy', label: t('listings.copy'), colorPalette: 'gray', onClick: (rows: ListingRow[]) => dialog.open({ kind: 'copy', listings: rows }) },
  ].filter((a) => !a.permission || permissions.has(a.permission));

  const runQueueButton = (
    <HStack gap="2">
      {suffix === '' || suffix === 'Draft' ? (
        <PermissionGuard permission={may('edit')}>
          <Button size="sm" variant="outline" onClick={() => dialog.open({ kind: 'drafts' })}>
            {t('listings.drafts.open')}
          </Button>
        </PermissionGuard>
      ) : null}
      <PermissionGuard permission={may('publish')}>
        <Button size="sm" variant="outline" colorPalette="teal" onClick={() => void runQueue()} loading={commands.busy}>
          {t('listings.runQueue')}
        </Button>
      </PermissionGuard>
    </HStack>
  );

  const open = dialog.current;
  return (
    <ListPage
      page={{
        title: routeTitle(path, lang === 'en' ? 'en' : 'zh') ?? label,
        description: t(`listings.description.${suffix || 'all'}` as ListingsMessageId, { marketplace: label }),
        actions: runQueueButton,
        emptyText: t('listings.empty'),
        name: 'listings',
        create:
          suffix === 'Online' || suffix === 'Queue'
            ? undefined
            : { permission: may('edit'), label: t('listings.create'), onClick: () => dialog.open({ kind: 'create' }) },
      }}
      screen={screen}
      columns={columns}
      batchActions={[...batchActions, ...volumeActions]}
      above={
        <StatusTabs
          value={tab}
          tabs={tabs}
          aria-label={t('listings.tabs')}
          label={(s) => (s === 'all' ? t('listings.tab.all') : statusText(s))}
          count={countOf}
          onChange={screen.setTab}
        />
      }
    >
      {open?.kind === 'create' ? <ListingFormDialog marketplace={marketplace} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'edit' ? <ListingFormDialog marketplace={marketplace} listing={open.listing} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'revise' ? <ReviseDialog marketplace={marketplace} listing={open.listing} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'drafts' ? <DraftsFromProductsDialog marketplace={marketplace} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'copy' ? <CopyListingsDialog marketplace={marketplace} listings={open.listings} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'bulk' ? <BulkEditDialog marketplace={marketplace} listings={open.listings} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {open?.kind === 'details' ? <ListingDetailDialog marketplace={marketplace} listing={open.listing} onClose={dialog.close} /> : null}
    </ListPage>
  );
}

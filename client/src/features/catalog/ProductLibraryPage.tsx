/**
 * /productLibrary: products by status tab (with counts), filter bar, batch submit / approve /
 * reject (with a reason) / delete with the outcome shown, import from Excel and export through
 * the task queue. Adding and editing open /addProduct in its own window.
 */
import { Badge, Box, Button, Dialog, Field, HStack, Image, Link, Portal, Stack, Table, Tabs, Text, Textarea, CloseButton } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, PLATFORM_TYPES, platformName, type PlatformName } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuFileUp, LuPlus } from 'react-icons/lu';
import type { ProductFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastError,
  toastSuccess,
  useConfirm,
  useMessageText,
  type BatchAction,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { useFeatureText } from '../public/featureIntl';
import { ExportButton } from '../tasks';
import { useDeveloperOptions, useProductBatch, useProducts, type BatchFailureRow, type ProductRow } from './hooks';
import { ImportDialog } from './ImportDialog';
import { catalogMessages, type CatalogMessageId } from './messages';

export const PRODUCT_TABS = ['all', 'draft', 'reviewing', 'rejected', 'approved'] as const;
type Tab = (typeof PRODUCT_TABS)[number];
const STATUS_COLORS: Record<string, string> = { draft: 'gray', reviewing: 'blue', rejected: 'red', approved: 'green' };

/** The address of the editor (its own window, spec route kind 'tool'). */
export function editorHref(id?: number): string {
  return id ? `#/addProduct?id=${id}` : '#/addProduct';
}

export const PLATFORM_OPTIONS = (Object.entries(PLATFORM_TYPES) as [PlatformName, number][]).map(([name, type]) => ({ value: String(type), label: MARKETPLACE_LABELS[name] ?? name }));

export function ProductLibraryPage() {
  return (
    <FeatureScope messages={catalogMessages}>
      <ProductLibraryScreen />
    </FeatureScope>
  );
}

function ProductLibraryScreen() {
  const t = useFeatureText(catalogMessages);
  const confirm = useConfirm();
  const { developers } = useDeveloperOptions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('products.filter.keyword'), type: 'text' },
      { name: 'developerId', label: t('products.filter.developer'), type: 'select', options: developers.map((d) => ({ value: String(d.id), label: d.name })) },
      { name: 'platform', label: t('products.filter.platform'), type: 'select', options: PLATFORM_OPTIONS },
    ],
    [t, developers],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [search, setSearch] = useState<ProductFilter>({});
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const filter: ProductFilter = useMemo(() => ({ ...search, ...(tab === 'all' ? {} : { status: tab }) }), [search, tab]);
  const { rows, total, counts, loading, error, refetch } = useProducts(page, pageSize, filter);
  const { run } = useProductBatch();
  const [importing, setImporting] = useState(false);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [refused, setRefused] = useState<BatchFailureRow[] | null>(null);

  const toFilter = (v: FilterValues): ProductFilter => ({
    keyword: textOrUndefined(v.keyword),
    developerId: v.developerId ? Number(v.developerId) : undefined,
    platform: v.platform ? Number(v.platform) : undefined,
  });

  const doneText: Record<'submit' | 'approve' | 'reject' | 'delete', CatalogMessageId> = {
    submit: 'products.batch.submitted', approve: 'products.batch.approved', reject: 'products.batch.rejected', delete: 'products.batch.deleted',
  };
  /** Runs a batch action; a refused batch lists the products and reasons (nothing changed). */
  const runBatch = async (action: 'submit' | 'approve' | 'reject' | 'delete', ids: number[], reason?: string): Promise<boolean> => {
    const outcome = await run(action, ids, reason);
    if (outcome.ok) {
      toastSuccess(t(doneText[action], { count: outcome.count }));
      refetch();
      return true;
    }
    if (outcome.failures.length) setRefused(outcome.failures);
    else if (outcome.message) toastError(outcome.message);
    return false;
  };

  const batchActions: BatchAction<ProductRow>[] = [
    { key: 'submit', label: t('products.batch.submit'), permission: 'product.update', onClick: (_r, keys) => runBatch('submit', keys.map(Number)) },
    { key: 'approve', label: t('products.batch.approve'), permission: 'product.review', colorPalette: 'green', onClick: (_r, keys) => runBatch('approve', keys.map(Number)) },
    { key: 'reject', label: t('products.batch.reject'), permission: 'product.review', onClick: (_r, keys) => setRejecting(keys.map(Number)) },
    {
      key: 'delete', label: t('products.batch.delete'), permission: 'product.delete', colorPalette: 'red',
      onClick: async (_r, keys) => {
        if (await confirm({ message: t('products.batch.deleteConfirm', { count: keys.length }), danger: true })) await runBatch('delete', keys.map(Number));
      },
    },
  ];

  const tabLabel = (key: Tab) => {
    const name = t(`products.tab.${key}` as CatalogMessageId);
    const count = counts ? counts[key] : null;
    return count == null ? name : t('products.tabCount', { name, count });
  };

  const columns: DataTableColumn<ProductRow>[] = [
    {
      key: 'image', header: t('products.col.image'), width: 72, hideable: false,
      cell: (r) => (r.mainImage ? <Image src={r.mainImage} alt={r.spu} boxSize="12" objectFit="cover" rounded="sm" /> : <Box boxSize="12" bg="bg.muted" rounded="sm" title={t('products.noImage')} />),
    },
    { key: 'spu', header: t('products.col.spu'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.spu}</Text> },
    {
      key: 'name', header: t('products.col.name'), width: '25%',
      cell: (r) => (
        <Stack gap="0">
          <Text lineClamp={2}>{r.name}</Text>
          {r.status === 'rejected' && r.rejectReason ? (
            <Text textStyle="xs" color="fg.error">
              {t('products.rejectReason', { reason: r.rejectReason })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'skus', header: t('products.col.skus'), align: 'end', cell: (r) => r.skuCount },
    { key: 'status', header: t('products.col.status'), cell: (r) => <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{r.statusName}</Badge> },
    { key: 'developer', header: t('products.col.developer'), cell: (r) => r.developerName || '—' },
    {
      key: 'platforms', header: t('products.col.platforms'), hiddenByDefault: true,
      cell: (r) => r.platforms.map((p) => MARKETPLACE_LABELS[platformName(p)!] ?? p).join(', ') || '—',
    },
    { key: 'updated', header: t('products.col.updated'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.updatedAt)}</Text> },
    {
      key: 'actions', header: t('products.col.actions'), hideable: false,
      cell: (r) => (
        <PermissionGuard permission="product.update">
          <Link href={editorHref(r.id)} target="_blank" rel="noopener" colorPalette="teal" aria-label={t('products.editLabel', { spu: r.spu })}>
            {t('products.edit')}
          </Link>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('products.title')}
      description={t('products.description')}
      actions={
        <>
          <PermissionGuard permission="product.create">
            <Button asChild size="sm" colorPalette="teal">
              <a href={editorHref()} target="_blank" rel="noopener">
                <LuPlus />
                {t('products.add')}
              </a>
            </Button>
          </PermissionGuard>
          <PermissionGuard permission="product.create">
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              <LuFileUp />
              {t('products.import')}
            </Button>
          </PermissionGuard>
          <ExportButton reportType="products" filter={filter} />
        </>
      }
    >
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          setTab(e.value as Tab);
          setPage(FIRST_PAGE);
        }}
        variant="line"
        size="sm"
      >
        <Tabs.List>
          {PRODUCT_TABS.map((key) => (
            <Tabs.Trigger key={key} value={key}>
              {tabLabel(key)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setSearch(toFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('products.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        batchActions={batchActions}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('products.empty')}
        columnsStorageKey="table.products.columns"
      />
      {importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            refetch();
          }}
        />
      ) : null}
      {rejecting ? (
        <RejectDialog
          count={rejecting.length}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            if (await runBatch('reject', rejecting, reason)) setRejecting(null);
          }}
        />
      ) : null}
      {refused ? <RefusedDialog failures={refused} onClose={() => setRefused(null)} /> : null}
    </PageFrame>
  );
}

/** Rejecting needs a reason (spec 02 §5); checked here and by the server. */
function RejectDialog({ count, onClose, onReject }: { count: number; onClose: () => void; onReject: (reason: string) => Promise<void> }) {
  const t = useFeatureText(catalogMessages);
  const text = useMessageText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(text('catalog.rejectReasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onReject(reason.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t('products.reject.title')} ({count})
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('products.cancel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Field.Root invalid={!!error} required>
                <Field.Label>
                  {t('products.reject.reason')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  value={reason}
                  maxLength={500}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setError(null);
                  }}
                />
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t('products.reject.hint')}</Field.HelperText>}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('products.cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void submit()}>
                {t('products.reject.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A batch refused as a whole: which products and why. */
function RefusedDialog({ failures, onClose }: { failures: BatchFailureRow[]; onClose: () => void }) {
  const t = useFeatureText(catalogMessages);
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content role="alertdialog">
            <Dialog.Header>
              <Dialog.Title>{t('products.batch.refusedTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('products.batch.refusedSpu')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('products.batch.refusedReason')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {failures.map((f, i) => (
                    <Table.Row key={`${f.id}-${i}`}>
                      <Table.Cell>{f.label}</Table.Cell>
                      <Table.Cell>{f.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button onClick={onClose}>{t('products.close')}</Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

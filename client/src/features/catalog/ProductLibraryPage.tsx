/**
 * /productLibrary: products by status tab (with counts), filter bar, batch submit / approve /
 * reject (with a reason) / delete with the outcome shown, import from Excel and export through
 * the task queue. Adding and editing open /addProduct in its own window.
 */
import { Badge, Box, Button, Field, Image, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, oneOf, PLATFORM_TYPES, platformName, PRODUCT_STATUSES, type PlatformName } from '@erp/schema';
import { useCallback, useState } from 'react';
import { LuFileUp, LuPlus } from 'react-icons/lu';
import type { ProductFilter } from '../../api/generated/types';
import { PermissionGuard, toastSuccess, useMessageText, type BatchAction, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import {
  actionsColumn,
  type BatchFailure,
  FormDialog,
  InfoDialog,
  LinesTable,
  type Outcome,
  showFailure,
  StatusTabs,
  useDialog,
  useListScreen,
  ListTable,
} from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportButton } from '../tasks';
import { productList, useDeveloperOptions, useProductCommands, useProductsChanged, useProductStatusCounts, type ProductRow } from './hooks';
import { ImportDialog } from '../../ui/resource/ImportDialog';
import { useProductImportKind } from './productImport';
import { catalogMessages, type CatalogMessageId } from './messages';

export const PRODUCT_TABS = ['all', 'draft', 'reviewing', 'rejected', 'approved'] as const;
type Tab = (typeof PRODUCT_TABS)[number];
const STATUS_COLORS: Record<string, string> = { draft: 'gray', reviewing: 'blue', rejected: 'red', approved: 'green' };

/** The address of the editor (its own window, spec route kind 'tool'). */
export function editorHref(id?: number): string {
  return id ? `#/addProduct?id=${id}` : '#/addProduct';
}

export const PLATFORM_OPTIONS = (Object.entries(PLATFORM_TYPES) as [PlatformName, number][]).map(([name, type]) => ({
  value: String(type),
  label: MARKETPLACE_LABELS[name] ?? name,
}));

export const ProductLibraryPage = featurePage(catalogMessages, ProductLibraryScreen);

const toFilter = (v: FilterValues): ProductFilter => ({
  keyword: textOrUndefined(v.keyword),
  developerId: idOrUndefined(v.developerId),
  platform: idOrUndefined(v.platform),
});

type BatchKind = 'submit' | 'approve' | 'reject' | 'delete';
const DONE_TEXT: Record<BatchKind, CatalogMessageId> = {
  submit: 'products.batch.submitted',
  approve: 'products.batch.approved',
  reject: 'products.batch.rejected',
  delete: 'products.batch.deleted',
};

function ProductLibraryScreen() {
  const t = useFeatureText(catalogMessages);
  const { developers } = useDeveloperOptions();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('products.filter.keyword'), type: 'text' },
    { name: 'developerId', label: t('products.filter.developer'), type: 'select', options: developers.map((d) => ({ value: String(d.id), label: d.name })) },
    { name: 'platform', label: t('products.filter.platform'), type: 'select', options: PLATFORM_OPTIONS },
  ];
  const withTab = (search: ProductFilter, tab: string): ProductFilter => {
    const status = oneOf(PRODUCT_STATUSES, tab); // 'all': none
    return status ? { ...search, status } : search;
  };
  const screen = useListScreen({
    ...productList,
    fields,
    toFilter,
    tabs: { values: PRODUCT_TABS },
    variables: (search, _sort, tab) => ({ filter: withTab(search, tab) }),
  });
  const counts = useProductStatusCounts(screen.filter);
  const { reload: reloadList } = screen;
  const { refetch: reloadCounts } = counts;
  const reload = useCallback(() => {
    reloadList();
    void reloadCounts();
  }, [reloadList, reloadCounts]);
  useProductsChanged(reload);
  const commands = useProductCommands();
  const importing = useDialog<true>(reload);
  const productImport = useProductImportKind();
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [refused, setRefused] = useState<BatchFailure[] | null>(null);

  /** Runs a batch action; a batch refused as a whole lists the products and reasons (nothing changed). */
  const runBatch = (kind: BatchKind, ids: number[], ask?: { confirm: string; danger: boolean }, reason?: string) =>
    screen.run(async () => {
      const outcome: Outcome<unknown> =
        kind === 'submit'
          ? await commands.submit({ ids }, { quiet: true })
          : kind === 'delete'
            ? await commands.remove({ ids }, { quiet: true })
            : await commands.review({ ids, approve: kind === 'approve', reason }, { quiet: true });
      if (outcome.ok) {
        toastSuccess(t(DONE_TEXT[kind], { count: Array.isArray(outcome.data) ? outcome.data.length : Number(outcome.data ?? 0) }));
        void reloadCounts();
      } else if (outcome.failures.length) setRefused(outcome.failures);
      else showFailure(outcome, t('products.batch.failed'));
      return outcome;
    }, ask);

  const batchActions: BatchAction<ProductRow>[] = [
    { key: 'submit', label: t('products.batch.submit'), permission: 'product.update', onClick: (_r, keys) => runBatch('submit', keys.map(Number)) },
    {
      key: 'approve',
      label: t('products.batch.approve'),
      permission: 'product.review',
      colorPalette: 'green',
      onClick: (_r, keys) => runBatch('approve', keys.map(Number)),
    },
    { key: 'reject', label: t('products.batch.reject'), permission: 'product.review', onClick: (_r, keys) => setRejecting(keys.map(Number)) },
    {
      key: 'delete',
      label: t('products.batch.delete'),
      permission: 'product.delete',
      colorPalette: 'red',
      onClick: (_r, keys) => runBatch('delete', keys.map(Number), { confirm: t('products.batch.deleteConfirm', { count: keys.length }), danger: true }),
    },
  ];

  const columns: DataTableColumn<ProductRow>[] = [
    {
      key: 'image',
      header: t('products.col.image'),
      width: 72,
      hideable: false,
      cell: (r) =>
        r.mainImage ? (
          <Image src={r.mainImage} alt={r.spu} boxSize="12" objectFit="cover" rounded="sm" />
        ) : (
          <Box boxSize="12" bg="bg.muted" rounded="sm" title={t('products.noImage')} />
        ),
    },
    { key: 'spu', header: t('products.col.spu'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.spu}</Text> },
    {
      key: 'name',
      header: t('products.col.name'),
      width: '25%',
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
      key: 'platforms',
      header: t('products.col.platforms'),
      hiddenByDefault: true,
      cell: (r) => r.platforms.map((p) => MARKETPLACE_LABELS[platformName(p)!] ?? p).join(', ') || '—',
    },
    { key: 'updated', header: t('products.col.updated'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.updatedAt)}</Text> },
    actionsColumn(t('products.col.actions'), (r) => (
      <PermissionGuard permission="product.update">
        <Link href={editorHref(r.id)} target="_blank" rel="noopener" colorPalette="teal" aria-label={t('products.editLabel', { spu: r.spu })}>
          {t('products.edit')}
        </Link>
      </PermissionGuard>
    )),
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
            <Button size="sm" variant="outline" onClick={() => importing.open(true)}>
              <LuFileUp />
              {t('products.import')}
            </Button>
          </PermissionGuard>
          <ExportButton reportType="products" filter={withTab(screen.filter, screen.tab)} />
        </>
      }
    >
      <StatusTabs
        value={screen.tab as Tab}
        tabs={PRODUCT_TABS}
        onChange={screen.setTab}
        label={(key) => t(`products.tab.${key}` as CatalogMessageId)}
        count={(key) => counts.record?.[key]}
      />
      <ListTable
        page={{
          title: t('products.title'),
          emptyText: t('products.empty'),
          name: 'products',
        }}
        screen={screen}
        columns={columns}
        batchActions={batchActions}
      />
      {importing.current ? <ImportDialog kind={productImport} onClose={importing.close} onImported={importing.done} /> : null}
      {rejecting ? (
        <RejectDialog
          count={rejecting.length}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            if (await runBatch('reject', rejecting, undefined, reason)) setRejecting(null);
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
    <FormDialog
      title={`${t('products.reject.title')} (${count})`}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      danger
      submitText={t('products.reject.confirm')}
      cancelText={t('products.cancel')}
    >
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
    </FormDialog>
  );
}

/** A batch refused as a whole: which products and why. */
function RefusedDialog({ failures, onClose }: { failures: BatchFailure[]; onClose: () => void }) {
  const t = useFeatureText(catalogMessages);
  return (
    <InfoDialog title={t('products.batch.refusedTitle')} onClose={onClose} size="lg" closeText={t('products.close')} contentProps={{ role: 'alertdialog' }}>
      <LinesTable
        lines={failures}
        lineKey={(f, i) => `${f.id}-${i}`}
        columns={[
          { header: t('products.batch.refusedSpu'), cell: (f) => f.label },
          { header: t('products.batch.refusedReason'), cell: (f) => f.message },
        ]}
      />
    </InfoDialog>
  );
}

/** /supplier: suppliers with their purchase statistics (spec 02 §3 'Supplier'). */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { SUPPLIER_TYPES } from '@erp/schema';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { SupplierFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useConfirm,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { money, percent } from './components/StatisticsCards';
import { SupplierFormDialog } from './components/SupplierFormDialog';
import { useSupplierActions, useSuppliers, type SupplierRow } from './hooks';
import { suppliersMessages, type SuppliersMessageId } from './messages';

export function SupplierPage() {
  return (
    <FeatureScope messages={suppliersMessages}>
      <SuppliersScreen />
    </FeatureScope>
  );
}

const bool = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);

function toFilter(v: FilterValues): SupplierFilter {
  return { keyword: textOrUndefined(v.keyword), type: textOrUndefined(v.type), preferred: bool(v.preferred), enabled: bool(v.enabled) };
}

type Dialog = { kind: 'create' } | { kind: 'edit'; supplier: SupplierRow };

function SuppliersScreen() {
  const t = useFeatureText(suppliersMessages);
  const confirm = useConfirm();
  const actions = useSupplierActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: t('suppliers.filter.keyword'), type: 'text' },
      { name: 'type', label: t('suppliers.filter.type'), type: 'select', options: SUPPLIER_TYPES.map((v) => ({ value: v, label: t(`suppliers.type.${v}`) })) },
      { name: 'preferred', label: t('suppliers.filter.preferred'), type: 'select', options: [{ value: 'true', label: t('suppliers.yes') }, { value: 'false', label: t('suppliers.no') }] },
      { name: 'enabled', label: t('suppliers.filter.enabled'), type: 'select', options: [{ value: 'true', label: t('suppliers.enabled') }, { value: 'false', label: t('suppliers.disabled') }] },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<SupplierFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useSuppliers(page, pageSize, filter);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const run = async (s: SupplierRow, question: SuppliersMessageId | null, action: () => Promise<Outcome<unknown>>, success: SuppliersMessageId) => {
    if (question && !(await confirm({ message: t(question, { name: s.name }), danger: question === 'suppliers.confirmDelete' }))) return;
    const outcome = await action();
    if (outcome.ok) {
      toastSuccess(t(success));
      refetch();
    } else showFailure(outcome, t('suppliers.failed'));
  };
  const button = (s: SupplierRow, label: SuppliersMessageId, onClick: () => void, color = 'teal') => (
    <Button size="xs" variant="ghost" colorPalette={color} onClick={onClick} aria-label={t('suppliers.actionLabel', { action: t(label), name: s.name })}>
      {t(label)}
    </Button>
  );

  const columns: DataTableColumn<SupplierRow>[] = [
    {
      key: 'name',
      header: t('suppliers.col.name'),
      hideable: false,
      cell: (s) => (
        <Stack gap="0">
          <HStack gap="1">
            <Link asChild colorPalette="teal" fontWeight="medium">
              <RouterLink to={`/supplierDetails?id=${s.id}`}>{s.name}</RouterLink>
            </Link>
            {s.preferred ? <Badge colorPalette="orange">{t('suppliers.preferredBadge')}</Badge> : null}
          </HStack>
          {s.website ? (
            <Text textStyle="xs" color="fg.muted" lineClamp={1}>
              {s.website}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'type', header: t('suppliers.col.type'), cell: (s) => t(`suppliers.type.${s.type}` as SuppliersMessageId) },
    {
      key: 'contact',
      header: t('suppliers.col.contact'),
      cell: (s) => (
        <Stack gap="0">
          <Text>{s.contact || '—'}</Text>
          {s.phone ? (
            <Text textStyle="xs" color="fg.muted">
              {s.phone}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'deliveryDays', header: t('suppliers.col.deliveryDays'), align: 'end', cell: (s) => s.deliveryDays },
    { key: 'purchaseCount', header: t('suppliers.col.purchaseCount'), align: 'end', cell: (s) => s.statistics.purchaseCount },
    { key: 'delayRate', header: t('suppliers.col.delayRate'), align: 'end', cell: (s) => percent(s.statistics.delayRate) },
    { key: 'replenishmentRate', header: t('suppliers.col.replenishmentRate'), align: 'end', cell: (s) => percent(s.statistics.replenishmentRate) },
    { key: 'returnRate', header: t('suppliers.col.returnRate'), align: 'end', cell: (s) => percent(s.statistics.returnRate) },
    { key: 'averagePrice', header: t('suppliers.col.averagePrice'), align: 'end', cell: (s) => money(s.statistics.averagePrice) },
    {
      key: 'latest',
      header: t('suppliers.col.latest'),
      cell: (s) => (
        <Stack gap="0">
          <Text>{money(s.statistics.latestPrice)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {formatDateTime(s.statistics.latestPurchaseAt)}
          </Text>
        </Stack>
      ),
    },
    { key: 'defective', header: t('suppliers.col.defective'), align: 'end', cell: (s) => `${s.statistics.defectiveCount} / ${percent(s.statistics.defectiveRate)}` },
    { key: 'wholesale', header: t('suppliers.col.wholesale'), cell: (s) => s.wholesaleShopName || s.wholesaleMemberId || '—' },
    { key: 'status', header: t('suppliers.col.status'), cell: (s) => <Badge colorPalette={s.enabled ? 'green' : 'gray'}>{t(s.enabled ? 'suppliers.enabled' : 'suppliers.disabled')}</Badge> },
    {
      key: 'actions',
      header: t('suppliers.col.actions'),
      hideable: false,
      cell: (s) => (
        <HStack gap="0" wrap="wrap">
          <Button asChild size="xs" variant="ghost" colorPalette="gray" aria-label={t('suppliers.actionLabel', { action: t('suppliers.details'), name: s.name })}>
            <RouterLink to={`/supplierDetails?id=${s.id}`}>{t('suppliers.details')}</RouterLink>
          </Button>
          <PermissionGuard permission="supplier.update">
            {button(s, 'suppliers.edit', () => setDialog({ kind: 'edit', supplier: s }))}
            {s.enabled
              ? button(s, 'suppliers.disable', () => void run(s, 'suppliers.confirmDisable', () => actions.setEnabled(s.id, false), 'suppliers.disabledDone'), 'orange')
              : button(s, 'suppliers.enable', () => void run(s, null, () => actions.setEnabled(s.id, true), 'suppliers.enabledDone'))}
            {button(s, 'suppliers.delete', () => void run(s, 'suppliers.confirmDelete', () => actions.remove(s.id), 'suppliers.deleted'), 'red')}
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t('suppliers.title')} description={t('suppliers.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter(toFilter(v));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('suppliers.title')}
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
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('suppliers.empty')}
        columnsStorageKey="table.supplier.columns"
        toolbar={
          <PermissionGuard permission="supplier.update">
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
              <LuPlus />
              {t('suppliers.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {dialog ? (
        <SupplierFormDialog
          supplier={dialog.kind === 'edit' ? dialog.supplier : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}

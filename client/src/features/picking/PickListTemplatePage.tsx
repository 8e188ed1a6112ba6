/**
 * /pickListTemplate (a tool page, outside the shell): pick list templates (type, font size,
 * maximum orders, printed fields) and, below them, the pick lists: make them from the
 * awaiting-shipment orders of a warehouse, print them as PDF, open them in scan sorting.
 */
import { Badge, Box, Button, Card, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus, LuPrinter } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { PickListTemplateFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useConfirm,
  useMessageText,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { useFeatureText } from '../public/featureIntl';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { usePickableCount, usePickListActions, usePickLists, usePickListTemplates, useTemplateActions, type PickListRow, type TemplateRow } from './hooks';
import { pickingMessages } from './messages';
import { TemplateDialog } from './TemplateDialog';
import { usePrint } from './usePrint';

export function PickListTemplatePage() {
  return (
    <FeatureScope messages={pickingMessages}>
      <PickListTemplateScreen />
    </FeatureScope>
  );
}

/** Links between the sorting tool pages (they have no shell menu). */
export function SortingToolLinks() {
  const t = useFeatureText(pickingMessages);
  return (
    <HStack gap="3" textStyle="sm" wrap="wrap" aria-label={t('pickingPage.tools')}>
      <Link asChild colorPalette="teal">
        <RouterLink to="/pickListTemplate">{t('sortingPage.backToTemplates')}</RouterLink>
      </Link>
      <Link asChild colorPalette="teal">
        <RouterLink to="/scanSorting">{t('sortingPage.scan.title')}</RouterLink>
      </Link>
      <Link asChild colorPalette="teal">
        <RouterLink to="/secondarySorting">{t('sortingPage.secondary.title')}</RouterLink>
      </Link>
      <Link asChild colorPalette="teal">
        <RouterLink to="/forecastSorting">{t('sortingPage.forecast.title')}</RouterLink>
      </Link>
    </HStack>
  );
}

function PickListTemplateScreen() {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const confirm = useConfirm();
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('pickingPage.filter.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<PickListTemplateFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = usePickListTemplates(page, pageSize, filter);
  const { remove } = useTemplateActions();
  const [editing, setEditing] = useState<TemplateRow | null | undefined>(undefined);

  const onDelete = async (row: TemplateRow) => {
    const ok = await confirm({ message: t('pickingPage.confirmDelete', { name: row.name }), danger: true, confirmText: t('pickingPage.delete') });
    if (!ok) return;
    const outcome = await remove(row.id);
    if (outcome.ok) {
      toastSuccess(t('pickingPage.deleted', { name: row.name }));
      refetch();
    } else showFailure(outcome, t('pickingPage.deleteFailed'));
  };

  const columns: DataTableColumn<TemplateRow>[] = [
    { key: 'name', header: t('pickingPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'type', header: t('pickingPage.col.type'), cell: (r) => m(`picking.type.${r.type}`) },
    { key: 'fontSize', header: t('pickingPage.col.fontSize'), cell: (r) => m(`picking.fontSize.${r.fontSize}`) },
    { key: 'orders', header: t('pickingPage.col.orders'), align: 'end', cell: (r) => `${r.minOrders}–${r.maxOrders}` },
    { key: 'fields', header: t('pickingPage.col.fields'), cell: (r) => r.fields.map((f) => m(`picking.field.${f}`)).join('、') || '—' },
    { key: 'updatedAt', header: t('pickingPage.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    {
      key: 'actions',
      header: t('pickingPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <PermissionGuard permission="pickListTemplate.update">
          <HStack gap="1">
            <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setEditing(r)} aria-label={`${t('pickingPage.edit')} ${r.name}`}>
              {t('pickingPage.edit')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void onDelete(r)} aria-label={`${t('pickingPage.delete')} ${r.name}`}>
              {t('pickingPage.delete')}
            </Button>
          </HStack>
        </PermissionGuard>
      ),
    },
  ];

  return (
    <PageFrame title={t('pickingPage.title')} description={t('pickingPage.description')} actions={<SortingToolLinks />}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ keyword: textOrUndefined(v.keyword) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('pickingPage.title')}
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
        emptyText={t('pickingPage.empty')}
        columnsStorageKey="table.pickListTemplates.columns"
        toolbar={
          <PermissionGuard permission="pickListTemplate.update">
            <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
              <LuPlus />
              {t('pickingPage.add')}
            </Button>
          </PermissionGuard>
        }
      />
      <PickListsSection templates={rows} />
      {editing !== undefined ? (
        <TemplateDialog
          template={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}

function PickListsSection({ templates }: { templates: readonly TemplateRow[] }) {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const confirm = useConfirm();
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = usePickLists(page, pageSize, {});
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const pickable = usePickableCount(warehouseId);
  const actions = usePickListActions();
  const { print, busy } = usePrint();
  const [creating, setCreating] = useState(false);

  const generate = async () => {
    if (!templateId) return;
    setCreating(true);
    try {
      const outcome = await actions.create({ templateId, warehouseId: warehouseId ?? undefined });
      if (!outcome.ok) {
        showFailure(outcome, t('pickingPage.lists.failed'));
        return;
      }
      toastSuccess(
        [t('pickingPage.lists.created', { count: outcome.data.pickLists.length }), outcome.data.skippedOrderIds.length ? t('pickingPage.lists.skipped', { count: outcome.data.skippedOrderIds.length }) : '']
          .filter(Boolean)
          .join(' '),
      );
      setPage(FIRST_PAGE);
      refetch();
      pickable.refetch();
    } finally {
      setCreating(false);
    }
  };

  const onCancel = async (row: PickListRow) => {
    const ok = await confirm({ message: t('pickingPage.lists.confirmCancel', { pickNo: row.pickNo }), danger: true, confirmText: t('pickingPage.lists.cancel') });
    if (!ok) return;
    const outcome = await actions.cancel(row.id);
    if (outcome.ok) {
      toastSuccess(t('pickingPage.lists.cancelled', { pickNo: row.pickNo }));
      refetch();
      pickable.refetch();
    } else showFailure(outcome, t('pickingPage.lists.failed'));
  };

  const columns: DataTableColumn<PickListRow>[] = [
    { key: 'pickNo', header: t('pickingPage.lists.col.pickNo'), hideable: false, cell: (r) => <Text fontFamily="mono">{r.pickNo}</Text> },
    { key: 'template', header: t('pickingPage.lists.col.template'), cell: (r) => r.templateName || '—' },
    { key: 'warehouse', header: t('pickingPage.lists.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'orders', header: t('pickingPage.lists.col.orders'), align: 'end', cell: (r) => r.orderCount },
    {
      key: 'status',
      header: t('pickingPage.lists.col.status'),
      cell: (r) => <Badge colorPalette={r.status === 'sorted' ? 'green' : r.status === 'picked' ? 'orange' : 'gray'}>{m(`picking.status.${r.status}`)}</Badge>,
    },
    { key: 'operator', header: t('pickingPage.lists.col.operator'), cell: (r) => r.operatorName || '—' },
    { key: 'createdAt', header: t('pickingPage.lists.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'actions',
      header: t('pickingPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="1">
          <Button size="xs" variant="ghost" colorPalette="teal" loading={busy === r.id} onClick={() => void print(r.id, () => actions.print(r.id))} aria-label={`${t('pickingPage.lists.print')} ${r.pickNo}`}>
            <LuPrinter />
            {t('pickingPage.lists.print')}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="teal" asChild>
            <RouterLink to={`/scanSorting?pickNo=${encodeURIComponent(r.pickNo)}`}>{t('pickingPage.lists.sort')}</RouterLink>
          </Button>
          {r.status === 'created' ? (
            <PermissionGuard permission="pickListTemplate.update">
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void onCancel(r)} aria-label={`${t('pickingPage.lists.cancel')} ${r.pickNo}`}>
                {t('pickingPage.lists.cancel')}
              </Button>
            </PermissionGuard>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="3" as="section" aria-label={t('pickingPage.lists.title')}>
      <Text as="h2" textStyle="lg" fontWeight="semibold">
        {t('pickingPage.lists.title')}
      </Text>
      <PermissionGuard permission="pickListTemplate.update">
        <Card.Root size="sm" variant="outline">
          <Card.Body>
            <HStack gap="3" wrap="wrap" align="end">
              <Box minW="48">
                <WarehouseSelect value={warehouseId} onChange={setWarehouseId} />
              </Box>
              <Box minW="48">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field aria-label={t('pickingPage.lists.template')} value={templateId ? String(templateId) : ''} onChange={(e) => setTemplateId(e.target.value ? Number(e.target.value) : null)}>
                    <option value="">{t('pickingPage.lists.chooseTemplate')}</option>
                    {templates.map((tpl) => (
                      <option key={tpl.id} value={tpl.id}>
                        {tpl.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Box>
              <Button size="sm" colorPalette="teal" disabled={!warehouseId || !templateId} loading={creating} onClick={() => void generate()}>
                {t('pickingPage.lists.generate')}
              </Button>
              {pickable.count != null ? (
                <Text textStyle="sm" color="fg.muted">
                  {t('pickingPage.lists.pickable', { count: pickable.count })}
                </Text>
              ) : null}
            </HStack>
          </Card.Body>
        </Card.Root>
      </PermissionGuard>
      <DataTable
        aria-label={t('pickingPage.lists.title')}
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
        emptyText={t('pickingPage.lists.empty')}
        columnsStorageKey="table.pickLists.columns"
      />
    </Stack>
  );
}

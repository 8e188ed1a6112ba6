/**
 * /pickListTemplate (a tool page, outside the shell): pick list templates (type, font size,
 * maximum orders, printed fields) and, below them, the pick lists: make them from the
 * awaiting-shipment orders of a warehouse, print them as PDF through a pick-list print template
 * (the default one, or one chosen here; designed on /printTemplate), open them in scan sorting.
 */
import { Badge, Box, Button, Card, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { PickListTemplateFilter } from '../../api/generated/types';
import {
  DataTable,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useMessageText,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { actionsColumn, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { usePrintTemplatesOfKind } from '../print-templates/hooks';
import { pickListList, templateList, usePickableCount, usePickListCommands, useTemplateCommands, type PickListRow, type TemplateRow } from './hooks';
import { pickingMessages } from './messages';
import { TemplateDialog } from './TemplateDialog';
import { usePrint } from './usePrint';
import { CreateButton } from '../../ui/CreateButton';

export const PickListTemplatePage = featurePage(pickingMessages, PickListTemplateScreen);

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

const toFilter = (v: FilterValues): PickListTemplateFilter => ({ keyword: textOrUndefined(v.keyword) });

/** The template dialog: a new template (null) or one to edit. */
type Editing = { template: TemplateRow | null };

function PickListTemplateScreen() {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('pickingPage.filter.keyword'), type: 'text' }], [t]);
  const screen = useListScreen({ ...templateList, fields, toFilter });
  const dialog = useDialog<Editing>(screen.reload);
  const { remove } = useTemplateCommands();

  const onDelete = (row: TemplateRow) =>
    screen.run(() => remove({ id: row.id }, { success: t('pickingPage.deleted', { name: row.name }), failure: t('pickingPage.deleteFailed') }), {
      confirm: t('pickingPage.confirmDelete', { name: row.name }),
      danger: true,
      confirmText: t('pickingPage.delete'),
    });

  const columns: DataTableColumn<TemplateRow>[] = [
    { key: 'name', header: t('pickingPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'type', header: t('pickingPage.col.type'), cell: (r) => m(`picking.type.${r.type}`) },
    { key: 'fontSize', header: t('pickingPage.col.fontSize'), cell: (r) => m(`picking.fontSize.${r.fontSize}`) },
    { key: 'orders', header: t('pickingPage.col.orders'), align: 'end', cell: (r) => `${r.minOrders}–${r.maxOrders}` },
    { key: 'fields', header: t('pickingPage.col.fields'), cell: (r) => r.fields.map((f) => m(`picking.field.${f}`)).join('、') || '—' },
    { key: 'updatedAt', header: t('pickingPage.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('pickingPage.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('pickingPage.edit'), permission: 'pickListTemplate.update', onClick: () => dialog.open({ template: r }) },
          { key: 'delete', label: t('pickingPage.delete'), permission: 'pickListTemplate.update', colorPalette: 'red', onClick: () => void onDelete(r) },
        ]}
      />
    )),
  ];

  return (
    <PageFrame title={t('pickingPage.title')} description={t('pickingPage.description')} actions={<SortingToolLinks />}>
      <FilterBar {...screen.filterBar} />
      <DataTable
        {...screen.table}
        aria-label={t('pickingPage.title')}
        columns={columns}
        rowKey="id"
        emptyText={t('pickingPage.empty')}
        columnsStorageKey="table.pickListTemplates.columns"
        toolbar={
          <CreateButton permission="pickListTemplate.update" onClick={() => dialog.open({ template: null })}>
            {t('pickingPage.add')}
          </CreateButton>
        }
      />
      <PickListsSection templates={screen.rows} />
      {dialog.current ? <TemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </PageFrame>
  );
}

function PickListsSection({ templates }: { templates: readonly TemplateRow[] }) {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  // the template list above keeps its page in the address
  const screen = useListScreen({ ...pickListList, url: false });
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const pickable = usePickableCount(warehouseId);
  const actions = usePickListCommands();
  const failure = t('pickingPage.lists.failed');
  const { print, busy } = usePrint();
  const [creating, setCreating] = useState(false);
  // null: the company's default pick-list print template
  const [printTemplateId, setPrintTemplateId] = useState<number | null>(null);

  const generate = async () => {
    if (!templateId) return;
    setCreating(true);
    try {
      const outcome = await actions.create({ input: { templateId, warehouseId: warehouseId ?? undefined } }, { failure });
      if (!outcome.ok) return;
      toastSuccess(
        [
          t('pickingPage.lists.created', { count: outcome.data.pickLists.length }),
          outcome.data.skippedOrderIds.length ? t('pickingPage.lists.skipped', { count: outcome.data.skippedOrderIds.length }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      screen.setPage(FIRST_PAGE);
      screen.reload();
      void pickable.refetch();
    } finally {
      setCreating(false);
    }
  };

  const onCancel = async (row: PickListRow) => {
    const done = await screen.run(() => actions.cancel({ id: row.id }, { success: t('pickingPage.lists.cancelled', { pickNo: row.pickNo }), failure }), {
      confirm: t('pickingPage.lists.confirmCancel', { pickNo: row.pickNo }),
      danger: true,
      confirmText: t('pickingPage.lists.cancel'),
    });
    if (done) void pickable.refetch();
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
    actionsColumn(t('pickingPage.col.actions'), (r) => (
      <HStack gap="1">
        <Button
          size="xs"
          variant="ghost"
          colorPalette="teal"
          loading={busy === r.id}
          onClick={() => void print(r.id, () => actions.print({ id: r.id, printTemplateId }, { quiet: true }))}
          aria-label={`${t('pickingPage.lists.print')} ${r.pickNo}`}
        >
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
    )),
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
                  <NativeSelect.Field
                    aria-label={t('pickingPage.lists.template')}
                    value={templateId ? String(templateId) : ''}
                    onChange={(e) => setTemplateId(e.target.value ? Number(e.target.value) : null)}
                  >
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
      <PrintTemplateChoice value={printTemplateId} onChange={setPrintTemplateId} />
      <DataTable
        {...screen.table}
        aria-label={t('pickingPage.lists.title')}
        columns={columns}
        rowKey="id"
        emptyText={t('pickingPage.lists.empty')}
        columnsStorageKey="table.pickLists.columns"
      />
    </Stack>
  );
}

/** Which pick-list print template the Print buttons use (the default unless another is chosen). */
function PrintTemplateChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const t = useFeatureText(pickingMessages);
  const { rows } = usePrintTemplatesOfKind('pickList');
  const fallback = rows.find((r) => r.isDefault);
  return (
    <HStack gap="3" wrap="wrap">
      <Box minW="56">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t('pickingPage.lists.printTemplate')}
            value={value ? String(value) : ''}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{`${t('pickingPage.lists.printTemplateDefault')}${fallback ? ` (${fallback.name})` : ''}`}</option>
            {rows
              .filter((r) => !r.isDefault)
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <PermissionGuard permission="printTemplate.update">
        <Link asChild colorPalette="teal" textStyle="sm">
          <RouterLink to="/printTemplates?kind=pickList">{t('pickingPage.lists.designTemplates')}</RouterLink>
        </Link>
      </PermissionGuard>
    </HStack>
  );
}

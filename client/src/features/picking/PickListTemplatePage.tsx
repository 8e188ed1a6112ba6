/**
 * /pickListTemplate (a tool page, outside the shell): pick list templates (type, font size,
 * maximum orders, printed fields) and, below them, the pick lists: make them from the
 * awaiting-shipment orders of a warehouse, print them as PDF through a pick-list print template
 * (the default one, or one chosen here; designed on /printTemplate), open them in scan sorting.
 */
import { Badge, Box, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { PickListTemplateFilter } from '../../api/generated/types';
import { FIRST_PAGE, PermissionGuard, toastSuccess, useMessageText, type DataTableColumn, type FilterValues } from '../../ui';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { actionsColumn, ListTable, pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { usePrintTemplatesOfKind } from '../print-templates/hooks';
import { pickListList, templateList, usePickableCount, usePickListCommands, useTemplateCommands, type PickListRow, type TemplateRow } from './hooks';
import { pickingMessages } from './messages';
import { TemplateDialog } from './TemplateDialog';
import { usePrint } from './usePrint';

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

function PickListTemplateScreen() {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const screen = useListScreen({ ...templateList, fields: [{ name: 'keyword', label: t('pickingPage.filter.keyword'), type: 'text' }], toFilter });
  const { remove } = useTemplateCommands();

  const columns: DataTableColumn<TemplateRow>[] = [
    { key: 'name', header: t('pickingPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'type', header: t('pickingPage.col.type'), cell: (r) => m(`picking.type.${r.type}`) },
    { key: 'fontSize', header: t('pickingPage.col.fontSize'), cell: (r) => m(`picking.fontSize.${r.fontSize}`) },
    { key: 'orders', header: t('pickingPage.col.orders'), align: 'end', cell: (r) => `${r.minOrders}–${r.maxOrders}` },
    { key: 'fields', header: t('pickingPage.col.fields'), cell: (r) => r.fields.map((f) => m(`picking.field.${f}`)).join('、') || '—' },
    { key: 'updatedAt', header: t('pickingPage.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <RecordListPage
      page={pageOf(t, 'pickingPage', 'pickListTemplates', undefined, { actions: <SortingToolLinks /> })}
      add={t('pickingPage.add')}
      t={t}
      prefix="pickingPage"
      permission="pickListTemplate.update"
      failure={t('pickingPage.deleteFailed')}
      screen={screen}
      columns={columns}
      remove={(r, feedback) => remove({ id: r.id }, feedback)}
      dialog={(template, close) => <TemplateDialog template={template} {...close} />}
    >
      <PickListsSection templates={screen.rows} />
    </RecordListPage>
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
                <ChoiceSelect
                  aria-label={t('pickingPage.lists.template')}
                  value={templateId ? String(templateId) : ''}
                  onChange={(v) => setTemplateId(v ? Number(v) : null)}
                  empty={t('pickingPage.lists.chooseTemplate')}
                  options={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
                />
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
      <ListTable page={{ title: t('pickingPage.lists.title'), emptyText: t('pickingPage.lists.empty'), name: 'pickLists' }} screen={screen} columns={columns} />
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
        <ChoiceSelect
          aria-label={t('pickingPage.lists.printTemplate')}
          value={value ? String(value) : ''}
          onChange={(v) => onChange(v ? Number(v) : null)}
          empty={`${t('pickingPage.lists.printTemplateDefault')}${fallback ? ` (${fallback.name})` : ''}`}
          options={rows.filter((r) => !r.isDefault).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Box>
      <PermissionGuard permission="printTemplate.update">
        <Link asChild colorPalette="teal" textStyle="sm">
          <RouterLink to="/printTemplates?kind=pickList">{t('pickingPage.lists.designTemplates')}</RouterLink>
        </Link>
      </PermissionGuard>
    </HStack>
  );
}

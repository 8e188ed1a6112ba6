/** /printTemplates: the print templates by type; create, design, copy, rename, set default, delete (spec 02 §2; issue 18 C). */
import { Badge, Button, Text } from '@chakra-ui/react';
import { defaultPrintLayout, oneOf, PRINT_TEMPLATE_KINDS, type PrintTemplateKind } from '@erp/schema';
import { useMemo } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { PrintTemplateFilter } from '../../api/generated/types';
import { openToolPage } from '../../app/toolWindows';
import { DataTable, FilterBar, PermissionGuard, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { NameDialog } from './components/NameDialog';
import { printTemplateList, usePrintTemplateCommands, type PrintTemplateRow } from './hooks';
import { printTemplatesMessages } from './messages';

export const PrintTemplatesPage = featurePage(printTemplatesMessages, PrintTemplatesScreen);

const toFilter = (v: FilterValues): PrintTemplateFilter => ({ keyword: textOrUndefined(v.keyword), kind: oneOf(PRINT_TEMPLATE_KINDS, v.kind) });

export const designerPath = (id: number) => `/printTemplate?id=${id}`;

function PrintTemplatesScreen() {
  const t = useFeatureText(printTemplatesMessages);
  const kindLabel = (k: string) => t(`printTemplates.kind.${oneOf(PRINT_TEMPLATE_KINDS, k) ?? 'label'}`);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        name: 'kind',
        label: t('printTemplates.filter.kind'),
        type: 'select',
        options: PRINT_TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`printTemplates.kind.${k}`) })),
      },
      { name: 'keyword', label: t('printTemplates.filter.keyword'), type: 'text' },
    ],
    [t],
  );
  const screen = useListScreen({ ...printTemplateList, fields, toFilter });
  const commands = usePrintTemplateCommands();
  const dialog = useDialog<{ rename: PrintTemplateRow } | { create: true }>(screen.reload);
  const failure = t('printTemplates.failed');

  const onCopy = (r: PrintTemplateRow) =>
    void screen.run(async () => {
      const outcome = await commands.copy({ id: r.id }, { failure });
      if (outcome.ok) screen.reload();
      return outcome;
    });
  const onDefault = (r: PrintTemplateRow) =>
    void screen.run(() => commands.setDefault({ id: r.id }, { success: t('printTemplates.defaultSet', { name: r.name }), failure }));
  const onDelete = (r: PrintTemplateRow) =>
    void screen.run(() => commands.remove({ id: r.id }, { success: t('printTemplates.deleted', { name: r.name }), failure }), {
      confirm: t('printTemplates.confirmDelete', { name: r.name }),
      danger: true,
      confirmText: t('printTemplates.delete'),
    });

  const onCreate = async (name: string, kind: PrintTemplateKind) => {
    const outcome = await commands.create(
      { input: { name, kind, layout: defaultPrintLayout(kind) } },
      { success: t('printTemplates.created', { name }), failure },
    );
    if (outcome.ok) {
      dialog.done();
      openToolPage(designerPath(outcome.data.id));
    }
    return outcome.ok;
  };
  const onRename = async (r: PrintTemplateRow, name: string) => {
    const outcome = await commands.rename({ id: r.id, name }, { success: t('printTemplates.renamed', { name }), failure });
    if (outcome.ok) dialog.done();
    return outcome.ok;
  };

  const columns: DataTableColumn<PrintTemplateRow>[] = [
    {
      key: 'name',
      header: t('printTemplates.col.name'),
      hideable: false,
      cell: (r) => (
        <Text fontWeight="medium">
          {r.name}{' '}
          {r.isDefault ? (
            <Badge colorPalette="teal" ms="1">
              {t('printTemplates.default')}
            </Badge>
          ) : null}
        </Text>
      ),
    },
    { key: 'kind', header: t('printTemplates.col.kind'), cell: (r) => kindLabel(r.kind) },
    { key: 'page', header: t('printTemplates.col.page'), cell: (r) => `${r.pageWidth} × ${r.pageHeight}` },
    { key: 'updatedAt', header: t('printTemplates.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('printTemplates.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'design', label: t('printTemplates.design'), permission: 'printTemplate.update', onClick: () => openToolPage(designerPath(r.id)) },
          { key: 'copy', label: t('printTemplates.copy'), permission: 'printTemplate.update', onClick: () => onCopy(r) },
          { key: 'rename', label: t('printTemplates.rename'), permission: 'printTemplate.update', onClick: () => dialog.open({ rename: r }) },
          ...(r.isDefault
            ? []
            : [
                { key: 'default', label: t('printTemplates.setDefault'), permission: 'printTemplate.update' as const, onClick: () => onDefault(r) },
                {
                  key: 'delete',
                  label: t('printTemplates.delete'),
                  permission: 'printTemplate.update' as const,
                  colorPalette: 'red' as const,
                  onClick: () => onDelete(r),
                },
              ]),
        ]}
      />
    )),
  ];

  const current = dialog.current;
  return (
    <PageFrame title={t('printTemplates.title')} description={t('printTemplates.description')}>
      <FilterBar {...screen.filterBar} />
      <DataTable
        {...screen.table}
        aria-label={t('printTemplates.title')}
        columns={columns}
        rowKey="id"
        emptyText={t('printTemplates.empty')}
        columnsStorageKey="table.printTemplates.columns"
        toolbar={
          <PermissionGuard permission="printTemplate.update">
            <Button size="sm" colorPalette="teal" onClick={() => dialog.open({ create: true })}>
              <LuPlus />
              {t('printTemplates.add')}
            </Button>
          </PermissionGuard>
        }
      />
      {current && 'create' in current ? <NameDialog onClose={dialog.close} onSubmit={onCreate} /> : null}
      {current && 'rename' in current ? (
        <NameDialog template={current.rename} onClose={dialog.close} onSubmit={(name) => onRename(current.rename, name)} />
      ) : null}
    </PageFrame>
  );
}

/** /printTemplates: the print templates by type; create, design, copy, rename, set default, delete (spec 02 §2; issue 18 C). */
import { Badge, Text } from '@chakra-ui/react';
import { oneOf, PRINT_TEMPLATE_KINDS } from '@erp/schema';
import type { PrintTemplateFilter } from '../../api/generated/types';
import { openToolPage } from '../../app/toolWindows';
import { choiceField, type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { designerPath, NameDialog } from './components/NameDialog';
import { printTemplateList, usePrintTemplateCommands, type PrintTemplateRow } from './hooks';
import { printTemplatesMessages } from './messages';

export const PrintTemplatesPage = featurePage(printTemplatesMessages, PrintTemplatesScreen);

const toFilter = (v: FilterValues): PrintTemplateFilter => ({ keyword: textOrUndefined(v.keyword), kind: oneOf(PRINT_TEMPLATE_KINDS, v.kind) });

function PrintTemplatesScreen() {
  const t = useFeatureText(printTemplatesMessages);
  const kindLabel = (k: string) => t(`printTemplates.kind.${oneOf(PRINT_TEMPLATE_KINDS, k) ?? 'label'}`);
  const screen = useListScreen({
    ...printTemplateList,
    fields: [
      choiceField('kind', t('printTemplates.filter.kind'), PRINT_TEMPLATE_KINDS, (k) => t(`printTemplates.kind.${k}`)),
      { name: 'keyword', label: t('printTemplates.filter.keyword'), type: 'text' },
    ],
    toFilter,
  });
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
                deleteItem(
                  screen.run,
                  { label: t('printTemplates.delete'), permission: 'printTemplate.update', confirm: t('printTemplates.confirmDelete', { name: r.name }) },
                  () => commands.remove({ id: r.id }, { success: t('printTemplates.deleted', { name: r.name }), failure }),
                ),
              ]),
        ]}
      />
    )),
  ];

  const current = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'printTemplates', 'printTemplates', { permission: 'printTemplate.update', onClick: () => dialog.open({ create: true }) })}
      screen={screen}
      columns={columns}
    >
      {current ? <NameDialog template={'rename' in current ? current.rename : undefined} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

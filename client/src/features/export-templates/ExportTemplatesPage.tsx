/** /exportTemplate (a tool page): the company's export templates of the orders export (spec 02 §2; issue 18 C). */
import { Text } from '@chakra-ui/react';
import { useMessageText, type DataTableColumn } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { actionsColumn, deleteItem, RowActions, useDialog, useListScreen, ListPage, pageOf } from '../../ui/resource';
import { ExportTemplateDialog } from './components/ExportTemplateDialog';
import { exportTemplateList, useExportTemplateCommands, type ExportTemplateRow } from './hooks';
import { exportTemplatesMessages } from './messages';

export const ExportTemplatesPage = featurePage(exportTemplatesMessages, ExportTemplatesScreen);

function ExportTemplatesScreen() {
  const t = useFeatureText(exportTemplatesMessages);
  const m = useMessageText();
  const screen = useListScreen({ ...exportTemplateList, fields: [], toFilter: () => ({}) });
  const commands = useExportTemplateCommands();
  const dialog = useDialog<{ template: ExportTemplateRow | null }>(screen.reload);

  const columns: DataTableColumn<ExportTemplateRow>[] = [
    { key: 'name', header: t('exportTemplates.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'columns',
      header: t('exportTemplates.col.columns'),
      cell: (r) => (
        <Text fontSize="sm" lineClamp={2}>
          {r.columns.map((c) => m(`exportColumn.${c}`)).join(' · ')}
        </Text>
      ),
    },
    { key: 'updatedAt', header: t('exportTemplates.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('exportTemplates.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('exportTemplates.edit'), permission: 'orders', onClick: () => dialog.open({ template: r }) },
          deleteItem(
            screen.run,
            { label: t('exportTemplates.delete'), permission: 'orders', confirm: t('exportTemplates.confirmDelete', { name: r.name }) },
            () => commands.remove({ id: r.id }, { success: t('exportTemplates.deleted', { name: r.name }), failure: t('exportTemplates.failed') }),
          ),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      // the create button needs the same permission as the rows' edit and delete (the page's own)
      page={pageOf(t, 'exportTemplates', 'exportTemplates', { permission: 'orders', onClick: () => dialog.open({ template: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <ExportTemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

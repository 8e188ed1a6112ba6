/** /exportTemplate (a tool page): the company's export templates of the orders export (spec 02 §2; issue 18 C). */
import { Text } from '@chakra-ui/react';
import { useMessageText, type DataTableColumn } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { ExportTemplateDialog } from './components/ExportTemplateDialog';
import { exportTemplateList, useExportTemplateCommands, type ExportTemplateRow } from './hooks';
import { exportTemplatesMessages } from './messages';

export const ExportTemplatesPage = featurePage(exportTemplatesMessages, ExportTemplatesScreen);

function ExportTemplatesScreen() {
  const t = useFeatureText(exportTemplatesMessages);
  const m = useMessageText();
  const screen = useListScreen({ ...exportTemplateList, fields: [], toFilter: () => ({}) });
  const commands = useExportTemplateCommands();

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
  ];

  return (
    <RecordListPage
      page={pageOf(t, 'exportTemplates', 'exportTemplates')}
      add={t('exportTemplates.add')}
      t={t}
      prefix="exportTemplates"
      permission="orders"
      failure={t('exportTemplates.failed')}
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ id: r.id }, feedback)}
      dialog={(template, close) => <ExportTemplateDialog template={template} {...close} />}
    />
  );
}

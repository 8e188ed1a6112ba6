/**
 * /commonTemplates (spec 02 §2; issue 24 item 3): the company's common description templates (HTML
 * with variables, for every marketplace or one), the default one marked; create / edit / delete
 * with commonTemplate.update.
 */
import type { DescriptionTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { keywordField, templateButtons, templateNameColumn, updatedColumn } from './columns';
import { CommonTemplateDialog } from './components/CommonTemplateDialog';
import { commonTemplateList, marketplaceLabel, useCommonTemplateCommands, type TemplateRow } from './hooks';
import { listingTemplatesMessages } from './messages';

export const CommonTemplatesPage = featurePage(listingTemplatesMessages, CommonTemplatesScreen);

const toFilter = (v: FilterValues): DescriptionTemplateFilter => ({ keyword: textOrUndefined(v.keyword) });

function CommonTemplatesScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({ ...commonTemplateList, fields: [keywordField(t)], toFilter });
  const commands = useCommonTemplateCommands();
  const columns: DataTableColumn<TemplateRow>[] = [
    templateNameColumn(t),
    { key: 'marketplace', header: t('lt.marketplace'), cell: (r) => marketplaceLabel(r.platformType) || t('lt.allMarketplaces') },
    { key: 'remark', header: t('lt.col.remark'), cell: (r) => r.remark || '—' },
    updatedColumn(t),
  ];
  return (
    <RecordListPage
      page={pageOf(t, 'commonTemplates', 'commonTemplates')}
      add={t('commonTemplates.add')}
      {...templateButtons(t)}
      permission="commonTemplate.update"
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ id: r.id }, feedback)}
      dialog={(template, close) => <CommonTemplateDialog template={template} {...close} />}
    />
  );
}

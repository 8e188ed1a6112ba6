/**
 * /commonTemplatesV2 (spec 02 §2; issue 24 item 3): per-marketplace description templates made of
 * titled sections; create / edit / delete with commonTemplateV2.update.
 */
import type { TemplateSection } from '@erp/schema';
import type { DescriptionTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { keywordAndMarketplace, keywordField, marketplaceField, templateButtons, templateNameColumn, updatedColumn } from './columns';
import { MarketplaceTemplateDialog } from './components/MarketplaceTemplateDialog';
import { marketplaceLabel, marketplaceTemplateList, useMarketplaceTemplateCommands, type TemplateRow } from './hooks';
import { listingTemplatesMessages } from './messages';

export const MarketplaceTemplatesPage = featurePage(listingTemplatesMessages, MarketplaceTemplatesScreen);

const toFilter = (v: FilterValues): DescriptionTemplateFilter => keywordAndMarketplace(v);

function MarketplaceTemplatesScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({ ...marketplaceTemplateList, fields: [keywordField(t), marketplaceField(t)], toFilter });
  const commands = useMarketplaceTemplateCommands();
  const columns: DataTableColumn<TemplateRow>[] = [
    templateNameColumn(t),
    { key: 'marketplace', header: t('lt.marketplace'), cell: (r) => marketplaceLabel(r.platformType) },
    { key: 'sections', header: t('marketplaceTemplates.col.sections'), cell: (r) => (r.sections as TemplateSection[]).map((s) => s.title).join(' · ') },
    updatedColumn(t),
  ];
  return (
    <RecordListPage
      page={pageOf(t, 'marketplaceTemplates', 'marketplaceTemplates')}
      add={t('marketplaceTemplates.add')}
      {...templateButtons(t)}
      permission="commonTemplateV2.update"
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ id: r.id }, feedback)}
      dialog={(template, close) => <MarketplaceTemplateDialog template={template} {...close} />}
    />
  );
}

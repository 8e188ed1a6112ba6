/**
 * /commonTemplatesV2 (spec 02 §2; issue 24 item 3): per-marketplace description templates made of
 * titled sections; create / edit / delete with commonTemplateV2.update.
 */
import { Badge, Text } from '@chakra-ui/react';
import type { TemplateSection } from '@erp/schema';
import type { DescriptionTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { MarketplaceTemplateDialog } from './components/MarketplaceTemplateDialog';
import { marketplaceLabel, marketplaceOptions, marketplaceTemplateList, useMarketplaceTemplateCommands, type TemplateRow } from './hooks';
import { listingTemplatesMessages } from './messages';

export const MarketplaceTemplatesPage = featurePage(listingTemplatesMessages, MarketplaceTemplatesScreen);

const toFilter = (v: FilterValues): DescriptionTemplateFilter => ({ keyword: textOrUndefined(v.keyword), platformType: Number(v.platformType) || undefined });

function MarketplaceTemplatesScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({
    ...marketplaceTemplateList,
    fields: [
      { name: 'keyword', label: t('lt.keyword'), type: 'text' },
      { name: 'platformType', label: t('lt.marketplace'), type: 'select', options: marketplaceOptions() },
    ],
    toFilter,
  });
  const commands = useMarketplaceTemplateCommands();
  const dialog = useDialog<{ template: TemplateRow | null }>(screen.reload);
  const columns: DataTableColumn<TemplateRow>[] = [
    {
      key: 'name',
      header: t('lt.col.name'),
      hideable: false,
      cell: (r) => (
        <Text fontWeight="medium">
          {r.name} {r.isDefault ? <Badge colorPalette="teal">{t('lt.default')}</Badge> : null}
        </Text>
      ),
    },
    { key: 'marketplace', header: t('lt.marketplace'), cell: (r) => marketplaceLabel(r.platformType) },
    { key: 'sections', header: t('marketplaceTemplates.col.sections'), cell: (r) => (r.sections as TemplateSection[]).map((s) => s.title).join(' · ') },
    { key: 'updatedAt', header: t('lt.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('lt.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('lt.edit'), permission: 'commonTemplateV2.update', onClick: () => dialog.open({ template: r }) },
          deleteItem(screen.run, { label: t('lt.delete'), permission: 'commonTemplateV2.update', confirm: t('lt.confirmDelete', { name: r.name }) }, () =>
            commands.remove({ id: r.id }, { success: t('lt.deleted', { name: r.name }), failure: t('lt.deleteFailed') }),
          ),
        ]}
      />
    )),
  ];
  return (
    <ListPage
      page={pageOf(t, 'marketplaceTemplates', 'marketplaceTemplates', {
        permission: 'commonTemplateV2.update',
        onClick: () => dialog.open({ template: null }),
      })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <MarketplaceTemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

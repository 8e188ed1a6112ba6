/**
 * /commonTemplates (spec 02 §2; issue 24 item 3): the company's common description templates (HTML
 * with variables, for every marketplace or one), the default one marked; create / edit / delete
 * with commonTemplate.update.
 */
import { Badge, Text } from '@chakra-ui/react';
import type { DescriptionTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { CommonTemplateDialog } from './components/CommonTemplateDialog';
import { commonTemplateList, marketplaceLabel, useCommonTemplateCommands, type TemplateRow } from './hooks';
import { listingTemplatesMessages } from './messages';

export const CommonTemplatesPage = featurePage(listingTemplatesMessages, CommonTemplatesScreen);

const toFilter = (v: FilterValues): DescriptionTemplateFilter => ({ keyword: textOrUndefined(v.keyword) });

function CommonTemplatesScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({ ...commonTemplateList, fields: [{ name: 'keyword', label: t('lt.keyword'), type: 'text' }], toFilter });
  const commands = useCommonTemplateCommands();
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
    { key: 'marketplace', header: t('lt.marketplace'), cell: (r) => marketplaceLabel(r.platformType) || t('lt.allMarketplaces') },
    { key: 'remark', header: t('lt.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'updatedAt', header: t('lt.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('lt.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('lt.edit'), permission: 'commonTemplate.update', onClick: () => dialog.open({ template: r }) },
          deleteItem(screen.run, { label: t('lt.delete'), permission: 'commonTemplate.update', confirm: t('lt.confirmDelete', { name: r.name }) }, () =>
            commands.remove({ id: r.id }, { success: t('lt.deleted', { name: r.name }), failure: t('lt.deleteFailed') }),
          ),
        ]}
      />
    )),
  ];
  return (
    <ListPage
      page={pageOf(t, 'commonTemplates', 'commonTemplates', { permission: 'commonTemplate.update', onClick: () => dialog.open({ template: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <CommonTemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

/**
 * /attributeMapping (spec 02 §2, §5 'Variant property mapping targets must not be identical'; issue
 * 24 item 3): product-library attributes mapped to a marketplace's attributes, applied when drafts
 * are created from products; create / edit / delete with attributeMapping.update.
 */
import { Badge, Text } from '@chakra-ui/react';
import type { MappingRule } from '@erp/schema';
import type { AttributeMappingFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { AttributeMappingDialog } from './components/AttributeMappingDialog';
import { attributeMappingList, marketplaceLabel, marketplaceOptions, useAttributeMappingCommands, type MappingRow } from './hooks';
import { listingTemplatesMessages } from './messages';
import { rulesToText } from './textFormats';

export const AttributeMappingPage = featurePage(listingTemplatesMessages, AttributeMappingScreen);

const toFilter = (v: FilterValues): AttributeMappingFilter => ({ keyword: textOrUndefined(v.keyword), platformType: Number(v.platformType) || undefined });

function AttributeMappingScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({
    ...attributeMappingList,
    fields: [
      { name: 'keyword', label: t('lt.keyword'), type: 'text' },
      { name: 'platformType', label: t('lt.marketplace'), type: 'select', options: marketplaceOptions() },
    ],
    toFilter,
  });
  const commands = useAttributeMappingCommands();
  const dialog = useDialog<{ mapping: MappingRow | null }>(screen.reload);
  const columns: DataTableColumn<MappingRow>[] = [
    { key: 'name', header: t('lt.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'marketplace', header: t('lt.marketplace'), cell: (r) => marketplaceLabel(r.platformType) },
    { key: 'category', header: t('attributeMapping.col.category'), cell: (r) => r.category || t('attributeMapping.allCategories') },
    {
      key: 'rules',
      header: t('attributeMapping.col.rules'),
      cell: (r) => (
        <Text textStyle="xs" fontFamily="mono" whiteSpace="pre-line">
          {rulesToText(r.rules as MappingRule[])}
        </Text>
      ),
    },
    {
      key: 'enabled',
      header: t('attributeMapping.col.enabled'),
      cell: (r) => <Badge colorPalette={r.enabled ? 'green' : 'gray'}>{t(r.enabled ? 'attributeMapping.on' : 'attributeMapping.off')}</Badge>,
    },
    { key: 'updatedAt', header: t('lt.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('lt.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('lt.edit'), permission: 'attributeMapping.update', onClick: () => dialog.open({ mapping: r }) },
          deleteItem(screen.run, { label: t('lt.delete'), permission: 'attributeMapping.update', confirm: t('lt.confirmDelete', { name: r.name }) }, () =>
            commands.remove({ id: r.id }, { success: t('lt.deleted', { name: r.name }), failure: t('lt.deleteFailed') }),
          ),
        ]}
      />
    )),
  ];
  return (
    <ListPage
      page={pageOf(t, 'attributeMapping', 'attributeMapping', { permission: 'attributeMapping.update', onClick: () => dialog.open({ mapping: null }) })}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <AttributeMappingDialog mapping={dialog.current.mapping} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

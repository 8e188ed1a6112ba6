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
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { keywordAndMarketplace, keywordField, marketplaceField, templateButtons, updatedColumn } from './columns';
import { AttributeMappingDialog } from './components/AttributeMappingDialog';
import { attributeMappingList, marketplaceLabel, useAttributeMappingCommands, type MappingRow } from './hooks';
import { listingTemplatesMessages } from './messages';
import { rulesToText } from './textFormats';

export const AttributeMappingPage = featurePage(listingTemplatesMessages, AttributeMappingScreen);

const toFilter = (v: FilterValues): AttributeMappingFilter => keywordAndMarketplace(v);

function AttributeMappingScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({ ...attributeMappingList, fields: [keywordField(t), marketplaceField(t)], toFilter });
  const commands = useAttributeMappingCommands();
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
    updatedColumn(t),
  ];
  return (
    <RecordListPage
      page={pageOf(t, 'attributeMapping', 'attributeMapping')}
      add={t('attributeMapping.add')}
      {...templateButtons(t)}
      permission="attributeMapping.update"
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ id: r.id }, feedback)}
      dialog={(mapping, close) => <AttributeMappingDialog mapping={mapping} {...close} />}
    />
  );
}

/** /regulatoryTemplates: compliance templates of the EU label (issue 24 item 6, spec 02 §5 EU label rules). */
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { RegulatoryTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { TwoLines } from '../../ui/cells';
import { pageOf, useListScreen, useShopChoices } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { TemplateDialog } from './components/TemplateDialog';
import { templateList, useTemplateCommands, type TemplateRow } from './hooks';
import { euComplianceMessages } from './messages';

export const RegulatoryTemplatesPage = featurePage(euComplianceMessages, RegulatoryTemplatesScreen);

const toFilter = (v: FilterValues): RegulatoryTemplateFilter => ({ keyword: textOrUndefined(v.keyword) });

function RegulatoryTemplatesScreen() {
  const t = useFeatureText(euComplianceMessages);
  const screen = useListScreen({ ...templateList, fields: [{ name: 'keyword', label: t('euTemplates.filter.keyword'), type: 'text' }], toFilter });
  const commands = useTemplateCommands();
  const { shops } = useShopChoices();
  const shopName = (id: number) => shops.find((s) => s.id === id)?.label ?? `#${id}`;

  const columns: DataTableColumn<TemplateRow>[] = [
    {
      key: 'name',
      header: t('euTemplates.col.name'),
      hideable: false,
      cell: (r) => (
        <HStack gap="2">
          <Text fontWeight="medium">{r.name}</Text>
          {r.isDefault ? <Badge colorPalette="blue">{t('euTemplates.default')}</Badge> : null}
        </HStack>
      ),
    },
    { key: 'rp', header: t('euTemplates.col.rp'), cell: (r) => <TwoLines main={`${r.rpName} (${r.rpCountry})`} sub={r.rpAddress} /> },
    { key: 'manufacturer', header: t('euTemplates.col.manufacturer'), cell: (r) => <TwoLines main={r.manufacturerName || '—'} sub={r.manufacturerAddress} /> },
    { key: 'shops', header: t('euTemplates.col.shops'), cell: (r) => (r.shopIds.length ? r.shopIds.map(shopName).join(', ') : t('euTemplates.allShops')) },
    {
      key: 'pairCount',
      header: t('euTemplates.col.pairCount'),
      align: 'end',
      // the template's pairings (/productEuPairDetail)
      cell: (r) => (
        <Link asChild colorPalette="teal">
          <RouterLink to={`/productEuPairDetail?templateId=${r.id}`}>{r.pairCount}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('euTemplates.col.status'),
      cell: (r) => <Badge colorPalette={r.enabled ? 'teal' : 'gray'}>{r.enabled ? t('euTemplates.enabled') : t('euTemplates.disabled')}</Badge>,
    },
    { key: 'updatedAt', header: t('euTemplates.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <RecordListPage
      page={pageOf(t, 'euTemplates', 'regulatoryTemplates')}
      add={t('euTemplates.add')}
      t={t}
      prefix="euTemplates"
      permission="regulatoryTemplate.update"
      failure={t('euTemplates.deleteFailed')}
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ id: r.id }, feedback)}
      dialog={(template, close) => <TemplateDialog template={template} {...close} />}
    />
  );
}

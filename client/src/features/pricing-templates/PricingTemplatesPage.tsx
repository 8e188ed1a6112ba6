/**
 * /pricingTemplate (spec 02 §3 'Pricing template: VAT point, platform commission point, gross
 * profit rate, other deduction point', §5 'Pricing'; issue 18): the company's pricing templates,
 * each with the price it gives for a cost of 100; create / edit / delete with pricingTemplate.update.
 */
import { Badge, Text } from '@chakra-ui/react';
import { pricingPointsSum, sellingPrice } from '@erp/schema';
import type { PricingTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { PricingTemplateDialog } from './components/PricingTemplateDialog';
import { pricingTemplateList, usePricingTemplateCommands, type PricingTemplateRow } from './hooks';
import { pricingTemplatesMessages } from './messages';

export const PricingTemplatesPage = featurePage(pricingTemplatesMessages, PricingTemplatesScreen);

const toFilter = (v: FilterValues): PricingTemplateFilter => ({ keyword: textOrUndefined(v.keyword) });

function PricingTemplatesScreen() {
  const t = useFeatureText(pricingTemplatesMessages);
  const fields: FilterField[] = [{ name: 'keyword', label: t('pricingTemplates.filter.keyword'), type: 'text' }];
  const screen = useListScreen({ ...pricingTemplateList, fields, toFilter });
  const commands = usePricingTemplateCommands();

  const columns: DataTableColumn<PricingTemplateRow>[] = [
    { key: 'name', header: t('pricingTemplates.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    { key: 'points', header: t('pricingTemplates.col.points'), cell: (r) => t('pricingTemplates.pointsLine', r) },
    { key: 'sum', header: t('pricingTemplates.col.sum'), cell: (r) => `${pricingPointsSum(r)}%` },
    { key: 'example', header: t('pricingTemplates.col.example'), cell: (r) => sellingPrice(100, r)?.toFixed(2) ?? '—' },
    { key: 'currency', header: t('pricingTemplates.col.currency'), cell: (r) => (r.currency ? <Badge>{r.currency}</Badge> : t('pricingTemplates.sameAsCost')) },
    { key: 'remark', header: t('pricingTemplates.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'updatedAt', header: t('pricingTemplates.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
  ];

  return (
    <RecordListPage
      page={pageOf(t, 'pricingTemplates', 'pricingTemplates')}
      add={t('pricingTemplates.add')}
      t={t}
      prefix="pricingTemplates"
      permission="pricingTemplate.update"
      failure={t('pricingTemplates.deleteFailed')}
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ id: r.id }, feedback)}
      dialog={(template, close) => <PricingTemplateDialog template={template} {...close} />}
    />
  );
}

/**
 * The size-chart pages (/mercadoSizeChart, /aliExpressSizeChart, /ozonSizeChart; issue 24 item 3):
 * one screen per marketplace listing its size chart templates; create / edit / delete with
 * <marketplace>SizeChart.update.
 */
import { Text } from '@chakra-ui/react';
import { MARKETPLACE_LABELS, type SizeChartMarketplace, type SizeChartRow as ChartRow } from '@erp/schema';
import type { PermissionName } from '@erp/schema';
import type { SizeChartFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { keywordField, templateButtons, updatedColumn } from './columns';
import { SizeChartDialog } from './components/SizeChartDialog';
import { sizeChartList, useSizeChartCommands, type SizeChartRow } from './hooks';
import { listingTemplatesMessages } from './messages';

const toFilter = (v: FilterValues): SizeChartFilter => ({ keyword: textOrUndefined(v.keyword) });

function SizeChartsScreen({ marketplace }: { marketplace: SizeChartMarketplace }) {
  const t = useFeatureText(listingTemplatesMessages);
  const permission = `${marketplace}SizeChart.update` as PermissionName;
  const screen = useListScreen({ ...sizeChartList, fields: [keywordField(t)], toFilter, variables: (filter) => ({ filter, marketplace }) });
  const commands = useSizeChartCommands();
  const columns: DataTableColumn<SizeChartRow>[] = [
    { key: 'name', header: t('lt.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'columns',
      header: t('sizeCharts.col.columns'),
      cell: (r) => `${r.columns.join(' · ')} (${t(`sizeCharts.unit.${r.unit === 'inch' ? 'inch' : 'cm'}`)})`,
    },
    { key: 'sizes', header: t('sizeCharts.col.sizes'), cell: (r) => (r.rows as ChartRow[]).map((x) => x.size).join(' / ') },
    { key: 'remark', header: t('lt.col.remark'), cell: (r) => r.remark || '—' },
    updatedColumn(t),
  ];
  return (
    <RecordListPage
      page={pageOf(t, 'sizeCharts', `sizeCharts.${marketplace}`, undefined, {
        title: t('sizeCharts.titleOf', { marketplace: MARKETPLACE_LABELS[marketplace] }),
      })}
      add={t('sizeCharts.add')}
      {...templateButtons(t)}
      permission={permission}
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ marketplace, id: r.id }, feedback)}
      dialog={(chart, close) => <SizeChartDialog marketplace={marketplace} chart={chart} {...close} />}
    />
  );
}

export const MercadoSizeChartPage = featurePage(listingTemplatesMessages, () => <SizeChartsScreen marketplace="mercado" />);
export const AliExpressSizeChartPage = featurePage(listingTemplatesMessages, () => <SizeChartsScreen marketplace="aliExpress" />);
export const OzonSizeChartPage = featurePage(listingTemplatesMessages, () => <SizeChartsScreen marketplace="ozon" />);

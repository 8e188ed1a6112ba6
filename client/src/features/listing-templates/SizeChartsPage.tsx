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
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { SizeChartDialog } from './components/SizeChartDialog';
import { sizeChartList, useSizeChartCommands, type SizeChartRow } from './hooks';
import { listingTemplatesMessages } from './messages';

const toFilter = (v: FilterValues): SizeChartFilter => ({ keyword: textOrUndefined(v.keyword) });

function SizeChartsScreen({ marketplace }: { marketplace: SizeChartMarketplace }) {
  const t = useFeatureText(listingTemplatesMessages);
  const permission = `${marketplace}SizeChart.update` as PermissionName;
  const screen = useListScreen({
    ...sizeChartList,
    fields: [{ name: 'keyword', label: t('lt.keyword'), type: 'text' }],
    toFilter,
    variables: (filter) => ({ filter, marketplace }),
  });
  const commands = useSizeChartCommands();
  const dialog = useDialog<{ chart: SizeChartRow | null }>(screen.reload);
  const columns: DataTableColumn<SizeChartRow>[] = [
    { key: 'name', header: t('lt.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'columns',
      header: t('sizeCharts.col.columns'),
      cell: (r) => `${r.columns.join(' · ')} (${t(`sizeCharts.unit.${r.unit === 'inch' ? 'inch' : 'cm'}`)})`,
    },
    { key: 'sizes', header: t('sizeCharts.col.sizes'), cell: (r) => (r.rows as ChartRow[]).map((x) => x.size).join(' / ') },
    { key: 'remark', header: t('lt.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'updatedAt', header: t('lt.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('lt.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('lt.edit'), permission, onClick: () => dialog.open({ chart: r }) },
          deleteItem(screen.run, { label: t('lt.delete'), permission, confirm: t('lt.confirmDelete', { name: r.name }) }, () =>
            commands.remove({ marketplace, id: r.id }, { success: t('lt.deleted', { name: r.name }), failure: t('lt.deleteFailed') }),
          ),
        ]}
      />
    )),
  ];
  return (
    <ListPage
      page={pageOf(
        t,
        'sizeCharts',
        `sizeCharts.${marketplace}`,
        { permission, onClick: () => dialog.open({ chart: null }) },
        { title: t('sizeCharts.titleOf', { marketplace: MARKETPLACE_LABELS[marketplace] }) },
      )}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <SizeChartDialog marketplace={marketplace} chart={dialog.current.chart} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

export const MercadoSizeChartPage = featurePage(listingTemplatesMessages, () => <SizeChartsScreen marketplace="mercado" />);
export const AliExpressSizeChartPage = featurePage(listingTemplatesMessages, () => <SizeChartsScreen marketplace="aliExpress" />);
export const OzonSizeChartPage = featurePage(listingTemplatesMessages, () => <SizeChartsScreen marketplace="ozon" />);

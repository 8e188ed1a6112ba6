/** /profitReportOrder (issue 22 item 7): the stored profit of every shipped order, newest first, with the totals of the whole filter. */
import { Text } from '@chakra-ui/react';
import { type DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { termColumns } from './columns';
import { ProfitFrame } from './ProfitFrame';
import { useProfitFilter } from './filter';
import { useProfitReportOrder, type ProfitOrderData } from './hooks';
import { profitMessages, type ProfitMessageId } from './messages';

type Row = ProfitOrderData['rows'][number];

export const ProfitReportOrderPage = featurePage(profitMessages, ProfitReportOrderScreen);

function ProfitReportOrderScreen() {
  const t = useFeatureText(profitMessages);
  const state = useProfitFilter('orders');
  const query = useProfitReportOrder(state);
  const source = (s: string) => t(`profitPage.source.${s}` as ProfitMessageId);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'orderNo',
      header: t('profitPage.col.orderNo'),
      hideable: false,
      cell: (r) => <Text fontWeight="medium">{r.orderNo}</Text>,
    },
    { key: 'shop', header: t('profitPage.col.shop'), cell: (r) => <TwoLines main={r.shopName} sub={formatDateTime(r.orderedAt)} /> },
    {
      key: 'currency',
      header: t('profitPage.col.currency'),
      cell: (r) => <TwoLines main={`${r.currency} ${Number(r.goodsOriginal).toFixed(2)}`} sub={`× ${r.rate}`} />,
    },
    ...termColumns<Row>(t),
    { key: 'sources', header: t('profitPage.col.sources'), cell: (r) => <Text fontSize="xs">{`${source(r.costSource)} / ${source(r.freightSource)}`}</Text> },
  ];
  return <ProfitFrame reportType="profitReportOrder" state={state} query={query} columns={columns} rowKey="id" />;
}

/** /procurementFlow: every purchase-order line of the period with what arrived and the payment state. */
import { Text } from '@chakra-ui/react';
import type { DataTableColumn } from '../../ui';
import { SkuCell } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { figureColumn, orderStatusColumn, paymentStatusColumn } from './columns';
import { procurementFlowReport, useReport, type FlowReport } from './hooks';
import { ReportFrame, useReportFilter } from './ReportFrame';
import { purchaseReportsMessages } from './messages';

type Row = FlowReport['rows'][number];
export const ProcurementFlowPage = featurePage(purchaseReportsMessages, ProcurementFlowScreen);

function ProcurementFlowScreen() {
  const t = useFeatureText(purchaseReportsMessages);
  const state = useReportFilter();
  const query = useReport(procurementFlowReport, state);
  const columns: DataTableColumn<Row>[] = [
    { key: 'orderDate', header: t('purchaseReportPage.col.orderDate'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.orderDate)}</Text> },
    { key: 'orderNo', header: t('purchaseReportPage.col.orderNo'), hideable: false, cell: (r) => <Text fontFamily="mono">{r.orderNo}</Text> },
    { key: 'supplier', header: t('purchaseReportPage.col.supplier'), cell: (r) => r.supplierName },
    { key: 'warehouse', header: t('purchaseReportPage.col.warehouse'), cell: (r) => r.warehouseName || '—' },
    { key: 'purchaser', header: t('purchaseReportPage.col.purchaser'), cell: (r) => r.purchaserName || '—' },
    {
      key: 'sku',
      header: t('purchaseReportPage.col.sku'),
      hideable: false,
      cell: (r) => <SkuCell sku={r.sku} productName={r.productName} mono />,
    },
    figureColumn(t, 'quantity'),
    figureColumn(t, 'unitPrice'),
    figureColumn(t, 'amount', { title: 'lineAmount' }),
    figureColumn(t, 'received'),
    figureColumn(t, 'good'),
    figureColumn(t, 'defective'),
    orderStatusColumn(t),
    paymentStatusColumn(t),
  ];
  return (
    <ReportFrame
      kind="procurementFlow"
      state={state}
      columns={columns}
      query={query}
      totals={['quantity', ['amount', 'lineAmount'], 'received', 'good', 'defective']}
    />
  );
}

/** /procurementFlow: every purchase-order line of the period with what arrived and the payment state. */
import { Badge, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '../../ui';
import { SkuCell } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { procurementFlowReport, useReport, type FlowReport } from './hooks';
import { ReportFrame, useReportFilter } from './ReportFrame';
import { PAYMENT_STATUS_COLORS, PURCHASE_STATUS_COLORS } from '../purchase-orders/statusColors';
import { purchaseReportsMessages, type PurchaseReportsMessageId } from './messages';

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
    { key: 'quantity', header: t('purchaseReportPage.col.quantity'), align: 'end', cell: (r) => r.quantity },
    { key: 'unitPrice', header: t('purchaseReportPage.col.unitPrice'), align: 'end', cell: (r) => r.unitPrice },
    { key: 'amount', header: t('purchaseReportPage.col.lineAmount'), align: 'end', cell: (r) => r.amount },
    { key: 'received', header: t('purchaseReportPage.col.received'), align: 'end', cell: (r) => r.received },
    { key: 'good', header: t('purchaseReportPage.col.good'), align: 'end', cell: (r) => r.good },
    { key: 'defective', header: t('purchaseReportPage.col.defective'), align: 'end', cell: (r) => r.defective },
    {
      key: 'status',
      header: t('purchaseReportPage.col.status'),
      cell: (r) => (
        <Badge colorPalette={PURCHASE_STATUS_COLORS[r.status] ?? 'gray'}>{t(`purchaseReportPage.status.${r.status}` as PurchaseReportsMessageId)}</Badge>
      ),
    },
    {
      key: 'paymentStatus',
      header: t('purchaseReportPage.col.paymentStatus'),
      cell: (r) => (
        <Badge colorPalette={PAYMENT_STATUS_COLORS[r.paymentStatus] ?? 'gray'}>
          {t(`purchaseReportPage.payment.${r.paymentStatus}` as PurchaseReportsMessageId)}
        </Badge>
      ),
    },
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

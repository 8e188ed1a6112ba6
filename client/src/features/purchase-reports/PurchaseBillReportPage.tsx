/** /purchaseBillReport: per purchase order what it costs, what was paid and refunded, and what is outstanding. */
import { Progress, Stack, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { figureColumn, orderStatusColumn, paymentStatusColumn } from './columns';
import { purchaseBillReport, useReport, type BillReport } from './hooks';
import { ReportFrame, useReportFilter } from './ReportFrame';
import { purchaseReportsMessages } from './messages';
import { TwoLines } from '../../ui/cells';

type Row = BillReport['rows'][number];

export const PurchaseBillReportPage = featurePage(purchaseReportsMessages, PurchaseBillScreen);

function PurchaseBillScreen() {
  const t = useFeatureText(purchaseReportsMessages);
  const state = useReportFilter();
  const query = useReport(purchaseBillReport, state);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'orderNo',
      header: t('purchaseReportPage.col.orderNo'),
      hideable: false,
      cell: (r) => <TwoLines main={r.orderNo} sub={formatDateTime(r.orderDate)} mono />,
    },
    { key: 'supplier', header: t('purchaseReportPage.col.supplier'), cell: (r) => r.supplierName },
    orderStatusColumn(t),
    figureColumn(t, 'cost'),
    figureColumn(t, 'freight'),
    figureColumn(t, 'otherFee'),
    figureColumn(t, 'discount'),
    { key: 'total', header: t('purchaseReportPage.col.total'), align: 'end', cell: (r) => <Text fontWeight="medium">{r.total}</Text> },
    figureColumn(t, 'paid'),
    figureColumn(t, 'refunded'),
    {
      key: 'outstanding',
      header: t('purchaseReportPage.col.outstanding'),
      align: 'end',
      cell: (r) => <Text color={Number(r.outstanding) > 0 ? 'fg.error' : undefined}>{r.outstanding}</Text>,
    },
    paymentStatusColumn(t),
    {
      key: 'receiving',
      header: t('purchaseReportPage.col.receiving'),
      cell: (r) => (
        <Stack gap="1" minWidth="24">
          <Text textStyle="xs">{`${r.received} / ${r.quantity}`}</Text>
          <Progress.Root size="xs" value={Math.round(r.receivedRate * 100)}>
            <Progress.Track aria-label={`${t('purchaseReportPage.col.receiving')} ${r.orderNo}`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      ),
    },
  ];
  return (
    <ReportFrame
      kind="purchaseBill"
      state={state}
      columns={columns}
      query={query}
      totals={['cost', 'freight', 'otherFee', 'discount', 'total', 'paid', 'refunded', 'outstanding']}
    />
  );
}

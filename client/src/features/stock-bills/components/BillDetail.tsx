/** Read-only view of an inbound / outbound order with its lines. */
import { Badge, DataList, Stack, Text } from '@chakra-ui/react';
import { InfoDialog, LinesTable, skuColumn } from '../../../ui/resource';
import { formatDateTime } from '../../../ui/format';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { BillRow, Direction } from '../hooks';
import { stockBillsMessages, type StockBillsMessageId } from '../messages';
import { BillStatus } from './BillStatus';

export function BillDetail({ direction, bill, onClose }: { direction: Direction; bill: BillRow; onClose: () => void }) {
  const t = useFeatureText(stockBillsMessages);
  const title = t('stockBills.detailTitle', { name: t(`stockBills.${direction}.title`), billNo: bill.billNo });
  const items: [string, React.ReactNode][] = [
    [t('stockBills.col.type'), t(`stockBills.type.${bill.type}` as StockBillsMessageId)],
    [t('stockBills.col.warehouse'), bill.warehouseName],
    [t('stockBills.col.status'), <BillStatus key="s" status={bill.status} />],
    [t('stockBills.col.operator'), bill.operatorName || '—'],
    [t('stockBills.col.createdAt'), formatDateTime(bill.createdAt)],
    [t('stockBills.col.confirmedAt'), formatDateTime(bill.confirmedAt)],
    [t('stockBills.col.remark'), bill.remark || '—'],
  ];
  return (
    <InfoDialog title={title} onClose={onClose} size="xl" closeText={t('stockBills.close')}>
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <LinesTable
          framed
          aria-label={t('stockBills.col.products')}
          lines={bill.lines}
          columns={[
            skuColumn(t('stockBills.line.sku')),
            {
              header: t('stockBills.line.location'),
              cell: (l) => l.locationCode || (direction === 'outbound' ? <Badge>{t('stockBills.line.locationAuto')}</Badge> : '—'),
            },
            { header: t('stockBills.line.quantity'), align: 'end', cell: (l) => l.quantity },
            { header: t('stockBills.line.unitPrice'), align: 'end', cell: (l) => l.unitPrice },
            { header: t('stockBills.line.total'), align: 'end', cell: (l) => l.total },
            { header: t('stockBills.line.remark'), cell: (l) => l.remark || '—' },
          ]}
        />
        <Text textStyle="sm" textAlign="end" color="fg.muted">
          {t('stockBills.lines.total', { quantity: bill.totalQuantity, amount: bill.totalAmount })}
        </Text>
      </Stack>
    </InfoDialog>
  );
}

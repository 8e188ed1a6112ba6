/** Read-only view of an inbound / outbound order with its lines. */
import { Badge, Box, DataList, Stack, Table, Text } from '@chakra-ui/react';
import { InfoDialog } from '../../../ui/resource';
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
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t('stockBills.col.products')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('stockBills.line.sku')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stockBills.line.location')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stockBills.line.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stockBills.line.unitPrice')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stockBills.line.total')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stockBills.line.remark')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {bill.lines.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{l.sku}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {l.productName}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{l.locationCode || (direction === 'outbound' ? <Badge>{t('stockBills.line.locationAuto')}</Badge> : '—')}</Table.Cell>
                  <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{l.unitPrice}</Table.Cell>
                  <Table.Cell textAlign="end">{l.total}</Table.Cell>
                  <Table.Cell>{l.remark || '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Text textStyle="sm" textAlign="end" color="fg.muted">
          {t('stockBills.lines.total', { quantity: bill.totalQuantity, amount: bill.totalAmount })}
        </Text>
      </Stack>
    </InfoDialog>
  );
}

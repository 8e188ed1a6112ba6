/** One purchase order: lines with arrived / good / defective, amounts, receipts and payment requests. */
import { Badge, Box, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { SkuCell } from '../../../ui/cells';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { usePurchaseOrderDetail } from '../hooks';
import { purchaseOrdersMessages, type PurchaseOrdersMessageId } from '../messages';

export function PurchaseOrderDetailDialog({ id, orderNo, onClose }: { id: number; orderNo: string; onClose: () => void }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const { record: order, loading, error } = usePurchaseOrderDetail(id);
  const title = t('po.detailTitle', { orderNo });
  return (
    <InfoDialog title={title} onClose={onClose} size="xl" closeText={t('po.close')}>
      {!order && loading ? <Spinner /> : null}
      {!order && error ? <Text color="fg.error">{t('po.loadFailed')}</Text> : null}
      {order ? (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" textStyle="sm">
            <Text>{order.supplierName}</Text>
            <Text>{order.warehouseName}</Text>
            <Badge width="fit-content">{t(`po.status.${order.status}` as PurchaseOrdersMessageId)}</Badge>
            <Badge width="fit-content">{t(`po.pay.${order.paymentStatus}` as PurchaseOrdersMessageId)}</Badge>
            {order.auditRemark ? (
              <Text gridColumn="span 4">
                {t('po.detail.auditRemark')}：{order.auditRemark}
              </Text>
            ) : null}
          </SimpleGrid>
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('po.line.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('po.line.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('po.line.unitPrice')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('po.line.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('po.line.received')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.lines.map((l) => (
                  <Table.Row key={l.id}>
                    <Table.Cell>
                      <SkuCell sku={l.sku} productName={l.productName} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{String(l.unitPrice)}</Table.Cell>
                    <Table.Cell textAlign="end">{String(l.amount)}</Table.Cell>
                    <Table.Cell textAlign="end">{`${l.receivedQuantity} / ${l.goodQuantity} / ${l.defectiveQuantity}`}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" textStyle="sm" aria-label={t('po.detail.amounts')}>
            <Text>
              {t('po.detail.cost')}：{String(order.amounts.cost)}
            </Text>
            <Text>
              {t('po.field.freight')}：{String(order.amounts.freight)}
            </Text>
            <Text>
              {t('po.field.otherFee')}：{String(order.amounts.otherFee)}
            </Text>
            <Text>
              {t('po.field.discount')}：{String(order.amounts.discount)}
            </Text>
            <Text fontWeight="semibold">
              {t('po.detail.total')}：{String(order.amounts.total)}
            </Text>
            <Text>
              {t('po.detail.paid')}：{String(order.amounts.paid)}
            </Text>
            <Text>
              {t('po.detail.refunded')}：{String(order.amounts.refunded)}
            </Text>
          </SimpleGrid>
          <Stack gap="1">
            <Text fontWeight="semibold">{t('po.detail.receipts')}</Text>
            {order.receipts.length ? (
              order.receipts.map((r) => (
                <Text
                  key={r.id}
                  textStyle="sm"
                >{`${r.receiptNo} · ${r.trackingNo} · ${formatDateTime(r.signedAt)} · ${r.receivedQuantity} / ${r.goodQuantity} / ${r.defectiveQuantity}`}</Text>
              ))
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('po.detail.none')}
              </Text>
            )}
          </Stack>
          <Stack gap="1">
            <Text fontWeight="semibold">{t('po.detail.payments')}</Text>
            {order.payments.length ? (
              order.payments.map((p) => (
                <Text key={p.id} textStyle="sm">{`${p.billNo} · ${String(p.amount)} · ${t(`pay.status.${p.status}` as PurchaseOrdersMessageId)}`}</Text>
              ))
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('po.detail.none')}
              </Text>
            )}
          </Stack>
        </Stack>
      ) : null}
    </InfoDialog>
  );
}

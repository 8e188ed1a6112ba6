/** One purchase order: lines with arrived / good / defective, amounts, receipts and payment requests. */
import { Badge, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog, LinesTable, skuColumn } from '../../../ui/resource';
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
          <LinesTable
            lines={order.lines}
            columns={[
              skuColumn(t('po.line.sku')),
              { header: t('po.line.quantity'), align: 'end', cell: (l) => l.quantity },
              { header: t('po.line.unitPrice'), align: 'end', cell: (l) => String(l.unitPrice) },
              { header: t('po.line.amount'), align: 'end', cell: (l) => String(l.amount) },
              { header: t('po.line.received'), align: 'end', cell: (l) => `${l.receivedQuantity} / ${l.goodQuantity} / ${l.defectiveQuantity}` },
            ]}
          />
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" textStyle="sm" aria-label={t('po.detail.amounts')}>
            {(
              [
                ['po.detail.cost', order.amounts.cost],
                ['po.field.freight', order.amounts.freight],
                ['po.field.otherFee', order.amounts.otherFee],
                ['po.field.discount', order.amounts.discount],
                ['po.detail.total', order.amounts.total],
                ['po.detail.paid', order.amounts.paid],
                ['po.detail.refunded', order.amounts.refunded],
              ] as const
            ).map(([label, amount]) => (
              <Text key={label} fontWeight={label === 'po.detail.total' ? 'semibold' : undefined}>
                {t(label)}：{String(amount)}
              </Text>
            ))}
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

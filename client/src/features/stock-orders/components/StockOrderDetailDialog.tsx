/** A stock order in detail: route, channel, fees, the lines with their quantities, freight shares and overseas cost prices. */
import { Stack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { Facts, InfoDialog, LinesTable, skuColumn } from '../../../ui/resource';
import type { StockOrderRow } from '../hooks';
import { stockOrdersMessages, type StockOrdersMessageId } from '../messages';

const money = (v: unknown, digits = 2) => Number(v).toFixed(digits);

export function StockOrderDetailDialog({ order, onClose }: { order: StockOrderRow; onClose: () => void }) {
  const t = useFeatureText(stockOrdersMessages);
  return (
    <InfoDialog title={t('stockOrders.detailsTitle', { orderNo: order.orderNo })} onClose={onClose} size="xl" closeText={t('stockOrders.close')}>
      <Stack gap="3">
        <Facts
          facts={[
            `${order.sourceWarehouseName} → ${order.targetWarehouseName}`,
            t(`stockOrders.status.${order.status}` as StockOrdersMessageId),
            order.channelName && `${t('stockOrders.field.channel')}: ${order.channelName}`,
            `${t('stockOrders.field.firstLegFreight')}: ${money(order.firstLegFreight)} · ${t(`stockOrders.sharing.${order.freightSharing}` as StockOrdersMessageId)}`,
            t('stockOrders.detail.fees', { listingFee: money(order.listingFee), finalFreight: money(order.finalFreight) }),
            order.trackingNo && `${t('stockOrders.field.trackingNo')}: ${order.trackingNo}`,
            order.shippedAt && `${t('stockOrders.status.shipped')}: ${formatDateTime(order.shippedAt)}`,
          ]}
        />
        {order.inboundNo ? (
          <Text textStyle="sm">
            {t('stockOrders.detail.inbound', {
              inboundNo: order.inboundNo,
              provider: order.inboundProvider,
              warehouse: order.inboundWarehouseCode,
              status: order.inboundStatus ? t(`stockOrders.inbound.${order.inboundStatus}` as StockOrdersMessageId) : '—',
            })}
            {order.inboundSyncedAt ? ` · ${t('stockOrders.detail.inboundSynced', { time: formatDateTime(order.inboundSyncedAt) })}` : ''}
          </Text>
        ) : null}
        {order.inboundMessage ? <Text color="fg.error">{order.inboundMessage}</Text> : null}
        {order.rejectReason ? <Text color="fg.error">{t('stockOrders.detail.rejectReason', { reason: order.rejectReason })}</Text> : null}
        {order.purchaseOrderNos.length ? <Text>{t('stockOrders.detail.purchaseOrders', { numbers: order.purchaseOrderNos.join(', ') })}</Text> : null}
        {order.remark ? <Text color="fg.muted">{order.remark}</Text> : null}
        <LinesTable
          lines={order.lines}
          aria-label={t('stockOrders.field.products')}
          columns={[
            skuColumn(t('stockOrders.line.sku')),
            { header: t('stockOrders.line.quantity'), align: 'end', cell: (l) => l.quantity },
            { header: t('stockOrders.line.costPrice'), align: 'end', cell: (l) => money(l.costPrice) },
            { header: t('stockOrders.line.occupied'), align: 'end', cell: (l) => l.occupiedQuantity },
            { header: t('stockOrders.line.outOfStock'), align: 'end', cell: (l) => l.outOfStockQuantity },
            { header: t('stockOrders.line.shipped'), align: 'end', cell: (l) => l.shippedQuantity },
            { header: t('stockOrders.line.received'), align: 'end', cell: (l) => l.receivedQuantity },
            { header: t('stockOrders.line.short'), align: 'end', cell: (l) => (l.shortQuantity ? <Text color="fg.error">{l.shortQuantity}</Text> : 0) },
            { header: t('stockOrders.line.freightShare'), align: 'end', cell: (l) => money(l.freightShare) },
            { header: t('stockOrders.line.overseasCost'), align: 'end', cell: (l) => money(l.overseasCostPrice, 4) },
          ]}
        />
        <Text textStyle="xs" color="fg.muted">
          {t('stockOrders.detail.costHint')}
        </Text>
      </Stack>
    </InfoDialog>
  );
}

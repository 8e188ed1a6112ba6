/** The lines of a transfer order: quantities, freight shares and where they were stored. */
import { Stack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { Facts, InfoDialog, LinesTable, skuColumn } from '../../../ui/resource';
import type { TransferRow } from '../hooks';
import { transfersMessages, type TransfersMessageId } from '../messages';

export function TransferDetailDialog({ order, onClose }: { order: TransferRow; onClose: () => void }) {
  const t = useFeatureText(transfersMessages);
  const title = t('transferPage.detailsTitle', { billNo: order.billNo });
  return (
    <InfoDialog title={title} onClose={onClose} size="lg" closeText={t('transferPage.close')}>
      <Stack gap="3">
        <Facts
          facts={[
            `${order.fromWarehouseName} → ${order.toWarehouseName}`,
            t(`transferPage.status.${order.status}` as TransfersMessageId),
            `${t('transferPage.field.freight')}: ${order.freight} · ${t(`transferPage.sharing.${order.costSharing}` as TransfersMessageId)}`,
            order.trackingNo && `${t('transferPage.field.trackingNo')}: ${order.trackingNo}`,
            order.shippedAt && formatDateTime(order.shippedAt),
          ]}
        />
        {order.remark ? <Text color="fg.muted">{order.remark}</Text> : null}
        <LinesTable
          lines={order.lines}
          columns={[
            skuColumn(t('transferPage.line.sku')),
            { header: t('transferPage.line.quantity'), align: 'end', cell: (l) => l.quantity },
            { header: t('transferPage.line.received'), align: 'end', cell: (l) => l.receivedQuantity },
            { header: t('transferPage.line.freightShare'), align: 'end', cell: (l) => Number(l.freightShare).toFixed(2) },
            { header: t('transferPage.line.location'), cell: (l) => l.toLocationCode || '—' },
          ]}
        />
      </Stack>
    </InfoDialog>
  );
}

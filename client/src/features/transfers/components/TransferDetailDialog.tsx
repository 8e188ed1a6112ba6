/** The lines of a transfer order: quantities, freight shares and where they were stored. */
import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { SkuCell } from '../../../ui/cells';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog } from '../../../ui/resource';
import type { TransferRow } from '../hooks';
import { transfersMessages, type TransfersMessageId } from '../messages';

export function TransferDetailDialog({ order, onClose }: { order: TransferRow; onClose: () => void }) {
  const t = useFeatureText(transfersMessages);
  const title = t('transferPage.detailsTitle', { billNo: order.billNo });
  return (
    <InfoDialog title={title} onClose={onClose} size="lg" closeText={t('transferPage.close')}>
      <Stack gap="3">
        <HStack gap="6" wrap="wrap" textStyle="sm">
          <Text>
            {order.fromWarehouseName} → {order.toWarehouseName}
          </Text>
          <Text>{t(`transferPage.status.${order.status}` as TransfersMessageId)}</Text>
          <Text>
            {t('transferPage.field.freight')}: {order.freight} · {t(`transferPage.sharing.${order.costSharing}` as TransfersMessageId)}
          </Text>
          {order.trackingNo ? (
            <Text>
              {t('transferPage.field.trackingNo')}: {order.trackingNo}
            </Text>
          ) : null}
          {order.shippedAt ? <Text>{formatDateTime(order.shippedAt)}</Text> : null}
        </HStack>
        {order.remark ? <Text color="fg.muted">{order.remark}</Text> : null}
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('transferPage.line.sku')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('transferPage.line.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('transferPage.line.received')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('transferPage.line.freightShare')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('transferPage.line.location')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.lines.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>
                    <SkuCell sku={l.sku} productName={l.productName} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{l.receivedQuantity}</Table.Cell>
                  <Table.Cell textAlign="end">{Number(l.freightShare).toFixed(2)}</Table.Cell>
                  <Table.Cell>{l.toLocationCode || '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    </InfoDialog>
  );
}

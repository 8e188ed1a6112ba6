/** The lines of a transfer order: quantities, freight shares and where they were stored. */
import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import type { TransferRow } from '../hooks';
import { transfersMessages, type TransfersMessageId } from '../messages';

export function TransferDetailDialog({ order, onClose }: { order: TransferRow; onClose: () => void }) {
  const t = useFeatureText(transfersMessages);
  const title = t('transferPage.detailsTitle', { billNo: order.billNo });
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('transferPage.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="3">
                <HStack gap="6" wrap="wrap" textStyle="sm">
                  <Text>
                    {order.fromWarehouseName} → {order.toWarehouseName}
                  </Text>
                  <Text>{t(`transferPage.status.${order.status}` as TransfersMessageId)}</Text>
                  <Text>
                    {t('transferPage.field.freight')}: {order.freight} · {t(`transferPage.sharing.${order.costSharing}` as TransfersMessageId)}
                  </Text>
                  {order.trackingNo ? <Text>{t('transferPage.field.trackingNo')}: {order.trackingNo}</Text> : null}
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
                            <Stack gap="0">
                              <Text fontWeight="medium">{l.sku}</Text>
                              <Text textStyle="xs" color="fg.muted">
                                {l.productName}
                              </Text>
                            </Stack>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('transferPage.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

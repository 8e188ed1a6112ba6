/** Arrival and storage (transfer.receive): every product goes to a location of the target warehouse. */
import { Box, Field, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { useMessageText, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { useTransferCommands, type TransferRow } from '../hooks';
import { transfersMessages } from '../messages';

const noRule = z.object({});

export function ReceiveDialog({ order, onClose, onDone }: { order: TransferRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(transfersMessages);
  const text = useMessageText();
  const { receive } = useTransferCommands();
  const form = useZodForm(noRule, {});
  const [all, setAll] = useState<number | null>(null);
  const [perLine, setPerLine] = useState<Record<number, number | null>>({});
  const [missing, setMissing] = useState(false);
  const locationOf = (lineId: number) => perLine[lineId] ?? all;

  const submit = async () => {
    if (order.lines.some((l) => locationOf(l.id) == null)) {
      setMissing(true);
      return;
    }
    const input = { id: order.id, lines: order.lines.map((l) => ({ lineId: l.id, locationId: locationOf(l.id)! })) };
    const outcome = await receive({ input }, { success: t('transferPage.received'), failure: t('transferPage.failed') });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('transferPage.receiveTitle', { billNo: order.billNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('transferPage.receive')}
      cancelText={t('transferPage.close')}
      size="lg"
    >
      <Field.Root>
        <Field.Label>{t('transferPage.field.defaultLocation')}</Field.Label>
        <LocationSelect warehouseId={order.toWarehouseId} value={all} onChange={setAll} aria-label={t('transferPage.field.defaultLocation')} />
      </Field.Root>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('transferPage.line.sku')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('transferPage.line.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader width="48">{t('transferPage.line.location')}</Table.ColumnHeader>
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
                <Table.Cell>
                  <Field.Root invalid={missing && locationOf(l.id) == null}>
                    <LocationSelect
                      warehouseId={order.toWarehouseId}
                      value={locationOf(l.id)}
                      onChange={(id) => setPerLine((prev) => ({ ...prev, [l.id]: id }))}
                      aria-label={t('transferPage.locationOf', { sku: l.sku })}
                      invalid={missing && locationOf(l.id) == null}
                    />
                    <Field.ErrorText>{text('inventory.locationRequired')}</Field.ErrorText>
                  </Field.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </FormDialog>
  );
}

/** Arrival and storage (transfer.receive): every product goes to a location of the target warehouse. */
import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { useMessageText, useZodForm } from '../../../ui';
import { FormDialog, LinesTable, skuColumn } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FieldFrame } from '../../../ui/FormField';
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
      <FieldFrame label={t('transferPage.field.defaultLocation')}>
        <LocationSelect warehouseId={order.toWarehouseId} value={all} onChange={setAll} aria-label={t('transferPage.field.defaultLocation')} />
      </FieldFrame>
      <LinesTable
        lines={order.lines}
        columns={[
          skuColumn(t('transferPage.line.sku')),
          { header: t('transferPage.line.quantity'), align: 'end', cell: (l) => l.quantity },
          {
            header: t('transferPage.line.location'),
            width: '48',
            cell: (l) => (
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
            ),
          },
        ]}
      />
    </FormDialog>
  );
}

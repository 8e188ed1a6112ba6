/**
 * Receive a shipped stock order (overseasStock.receive): the quantity received per line (the shipped
 * one by default), an optional location of the overseas warehouse, and the confirmation needed to
 * take in more than was shipped (the server refuses it otherwise).
 */
import { Checkbox, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { FormDialog, LinesTable, skuColumn } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { FieldFrame } from '../../../ui/FormField';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { useStockOrderCommands, type StockOrderRow } from '../hooks';
import { stockOrdersMessages } from '../messages';

const noRule = z.object({});

export function ReceiveDialog({ order, onClose, onDone }: { order: StockOrderRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(stockOrdersMessages);
  const { receive } = useStockOrderCommands();
  const form = useZodForm(noRule, {});
  const [locationId, setLocationId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>(() => Object.fromEntries(order.lines.map((l) => [l.id, String(l.shippedQuantity)])));
  const [confirmOver, setConfirmOver] = useState(false);
  const over = order.lines.some((l) => Number(quantities[l.id]) > l.shippedQuantity);

  const submit = async () => {
    const input = {
      id: order.id,
      locationId,
      confirmOverReceive: confirmOver,
      lines: order.lines.map((l) => ({ lineId: l.id, quantity: Math.max(0, Math.floor(Number(quantities[l.id]) || 0)) })),
    };
    const outcome = await receive({ input }, { success: t('stockOrders.receivedDone'), failure: t('stockOrders.failed') });
    if (outcome.ok) onDone();
  };

  return (
    <FormDialog
      title={t('stockOrders.receiveTitle', { orderNo: order.orderNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('stockOrders.receive')}
      cancelText={t('stockOrders.close')}
      size="lg"
      hint={t('stockOrders.receiveHint')}
    >
      <FieldFrame label={t('stockOrders.field.location')}>
        <LocationSelect warehouseId={order.targetWarehouseId} value={locationId} onChange={setLocationId} aria-label={t('stockOrders.field.location')} />
      </FieldFrame>
      <LinesTable
        lines={order.lines}
        columns={[
          skuColumn(t('stockOrders.line.sku')),
          { header: t('stockOrders.line.shipped'), align: 'end', cell: (l) => l.shippedQuantity },
          {
            header: t('stockOrders.line.received'),
            width: '32',
            cell: (l) => (
              <Input
                size="sm"
                inputMode="numeric"
                value={quantities[l.id] ?? ''}
                onChange={(e) => setQuantities((prev) => ({ ...prev, [l.id]: e.target.value }))}
                aria-label={`${t('stockOrders.line.received')} ${l.sku}`}
              />
            ),
          },
        ]}
      />
      {over ? (
        <Checkbox.Root checked={confirmOver} onCheckedChange={(d) => setConfirmOver(d.checked === true)} colorPalette="orange">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('stockOrders.confirmOver')}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </FormDialog>
  );
}

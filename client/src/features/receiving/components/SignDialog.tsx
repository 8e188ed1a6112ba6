/** Sign for a parcel of one purchase order: packaging, boxes, arrived quantity per line (over-due lines highlighted). */
import { Alert, Badge, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { toastSuccess } from '../../../ui';
import { LinesTable, skuColumn } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useReceivingCommands, type OrderToSign } from '../hooks';
import { LinesDialog, PackagingFields } from './parts';
import { receivingMessages } from '../messages';

const wholeOrEmpty = (v: string) => v.trim() === '' || /^\d+$/.test(v.trim());

export function SignDialog({ order, trackingNo, onClose, onDone }: { order: OrderToSign; trackingNo: string; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(receivingMessages);
  const { sign } = useReceivingCommands();
  const [packaging, setPackaging] = useState<string>('intact');
  const [boxes, setBoxes] = useState('1');
  const [courier, setCourier] = useState(order.courier);
  const [remark, setRemark] = useState('');
  const [arrived, setArrived] = useState<Record<number, string>>(() => Object.fromEntries(order.lines.map((l) => [l.id, String(l.dueQuantity)])));
  const [problem, setProblem] = useState<string | null>(null);
  const qty = (id: number) => Number(arrived[id]?.trim() || 0);
  const anyOver = order.lines.some((l) => wholeOrEmpty(arrived[l.id] ?? '') && qty(l.id) > l.dueQuantity);

  const submit = async () => {
    setProblem(null);
    if (!/^\d+$/.test(boxes.trim()) || Number(boxes) < 1) return setProblem(t('rcv.boxesInvalid'));
    if (order.lines.some((l) => !wholeOrEmpty(arrived[l.id] ?? ''))) return setProblem(t('rcv.sign.quantityInvalid'));
    if (!order.lines.some((l) => qty(l.id) > 0)) return setProblem(t('rcv.sign.itemRequired'));
    const input = {
      trackingNo,
      purchaseOrderId: order.id,
      packaging,
      boxes: Number(boxes),
      courier: courier.trim(),
      remark: remark.trim(),
      lines: order.lines.map((l) => ({ purchaseOrderLineId: l.id, receivedQuantity: qty(l.id) })),
    };
    // field errors name inputs this dialog lays out per line: they are toasted with the message
    const outcome = await sign({ input }, { failure: t('rcv.failed') });
    if (!outcome.ok) return;
    toastSuccess(t(outcome.data.overReceived ? 'rcv.sign.signedOver' : 'rcv.sign.signed', { receiptNo: outcome.data.receiptNo }));
    onDone();
  };

  return (
    <LinesDialog
      title={t('rcv.sign.dialogTitle', { orderNo: order.orderNo })}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('rcv.sign.signButton')}
      problem={problem}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <PackagingFields packaging={[packaging, setPackaging]} boxes={[boxes, setBoxes]} required />
        <Field.Root>
          <Field.Label>{t('rcv.field.courier')}</Field.Label>
          <Input size="sm" aria-label={t('rcv.field.courier')} value={courier} onChange={(e) => setCourier(e.target.value)} maxLength={50} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('rcv.field.remark')}</Field.Label>
          <Input size="sm" aria-label={t('rcv.field.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} />
        </Field.Root>
      </SimpleGrid>
      <LinesTable
        lines={order.lines}
        rowProps={(l) => {
          const over = wholeOrEmpty(arrived[l.id] ?? '') && qty(l.id) > l.dueQuantity;
          return { bg: over ? 'orange.subtle' : undefined, 'data-over': over || undefined };
        }}
        columns={[
          skuColumn(t('rcv.line.sku')),
          { header: t('rcv.line.purchased'), align: 'end', cell: (l) => l.quantity },
          { header: t('rcv.line.received'), align: 'end', cell: (l) => l.receivedQuantity },
          { header: t('rcv.line.due'), align: 'end', cell: (l) => l.dueQuantity },
          {
            header: t('rcv.line.arrived'),
            width: '40',
            cell: (l) => {
              const over = wholeOrEmpty(arrived[l.id] ?? '') && qty(l.id) > l.dueQuantity;
              return (
                <HStack gap="2">
                  <Input
                    size="sm"
                    width="20"
                    inputMode="numeric"
                    aria-label={t('rcv.sign.arrivedOf', { sku: l.sku })}
                    value={arrived[l.id] ?? ''}
                    onChange={(e) => setArrived((prev) => ({ ...prev, [l.id]: e.target.value }))}
                  />
                  {over ? <Badge colorPalette="orange">{t('rcv.sign.overDue', { over: qty(l.id) - l.dueQuantity })}</Badge> : null}
                </HStack>
              );
            },
          },
        ]}
      />
      {anyOver ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('rcv.sign.overDueNotice')}</Alert.Description>
        </Alert.Root>
      ) : null}
    </LinesDialog>
  );
}

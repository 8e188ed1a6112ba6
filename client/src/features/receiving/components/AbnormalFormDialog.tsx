/** New exception form: purchase order number, type, processing method, product lines with quantities, waybills, prices. */
import { Box, CloseButton, Field, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { ABNORMAL_METHODS, ABNORMAL_TYPES } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { toastSuccess, useMessageText, useZodForm } from '../../../ui';
import { SkuPicker, type PickedSku } from '../../catalog/SkuPicker';
import { FormDialog } from '../../shared/FormDialog';
import { showFailure } from '../../shared/outcome';
import { useFeatureText } from '../../public/featureIntl';
import { useReceivingActions } from '../hooks';
import { receivingMessages, type ReceivingMessageId } from '../messages';

const noRule = z.object({});
const PRICE = /^\d+(\.\d{1,2})?$/;

interface Line {
  skuId: number;
  sku: string;
  productName: string;
  quantity: string;
  waybills: string;
  receiptPrice: string;
  refundAmount: string;
}

export function AbnormalFormDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(receivingMessages);
  const text = useMessageText();
  const { createAbnormal } = useReceivingActions();
  const form = useZodForm(noRule, {});
  const [orderNo, setOrderNo] = useState('');
  const [type, setType] = useState('');
  const [method, setMethod] = useState('');
  const [remark, setRemark] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = (i: number, p: Partial<Line>) => setLines((prev) => prev.map((l, k) => (k === i ? { ...l, ...p } : l)));
  const add = (s: PickedSku) => setLines((prev) => [...prev, { skuId: s.id, sku: s.sku, productName: s.productName, quantity: '1', waybills: '', receiptPrice: '', refundAmount: '' }]);
  const waybillsOf = (v: string) => v.split(/[\s,，]+/).map((w) => w.trim()).filter(Boolean);

  const submit = async () => {
    const e: Record<string, string> = {};
    if (!orderNo.trim()) e.purchaseOrderNo = text('purchase.orderNoRequired');
    if (!type) e.type = text('purchase.abnormalTypeRequired');
    if (!method) e.method = text('purchase.abnormalMethodRequired');
    if (!lines.length) e.lines = text('purchase.itemRequired');
    lines.forEach((l, i) => {
      if (!/^\d+$/.test(l.quantity.trim()) || Number(l.quantity) < 1) e[`lines.${i}.quantity`] = text('purchase.quantityPositive');
      if (!waybillsOf(l.waybills).length) e[`lines.${i}.waybillNos`] = text('purchase.waybillRequired');
      if (!PRICE.test(l.receiptPrice.trim())) e[`lines.${i}.receiptPrice`] = text('purchase.receiptPriceRequired');
      if (!PRICE.test(l.refundAmount.trim())) e[`lines.${i}.refundAmount`] = text('purchase.refundAmountRequired');
    });
    setErrors(e);
    if (Object.keys(e).length) return;
    const outcome = await createAbnormal({
      purchaseOrderNo: orderNo.trim(),
      type,
      method,
      remark: remark.trim(),
      lines: lines.map((l) => ({ skuId: l.skuId, quantity: Number(l.quantity), waybillNos: waybillsOf(l.waybills), receiptPrice: l.receiptPrice.trim(), refundAmount: l.refundAmount.trim() })),
    });
    if (outcome.ok) {
      toastSuccess(t('rcv.ab.created', { billNo: outcome.data.billNo }));
      onSaved();
      return;
    }
    // the server's field errors land on their inputs; the rest is toasted
    const fromServer: Record<string, string> = {};
    for (const [k, v] of Object.entries(outcome.fieldErrors)) fromServer[k] = v[0] ?? '';
    setErrors(fromServer);
    showFailure({ ...outcome, fieldErrors: {} }, t('rcv.failed'));
  };

  const invalid = (k: string) => Boolean(errors[k]);
  const required = (k: string) => (errors[k] ? <Field.ErrorText>{errors[k]}</Field.ErrorText> : null);
  const select = (label: string, value: string, set: (v: string) => void, options: readonly string[], prefix: string, key: string) => (
    <Field.Root required invalid={invalid(key)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(ev) => set(ev.target.value)}>
          <option value="">{t('rcv.ab.form.choose')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`${prefix}.${o}` as ReceivingMessageId)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {required(key)}
    </Field.Root>
  );

  return (
    <FormDialog title={t('rcv.ab.create')} form={form} onSubmit={submit} onClose={onClose} submitText={t('rcv.ab.save')} cancelText={t('rcv.cancel')} size="xl">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root required invalid={invalid('purchaseOrderNo')}>
          <Field.Label>{t('rcv.ab.form.orderNo')}</Field.Label>
          <Input size="sm" aria-label={t('rcv.ab.form.orderNo')} value={orderNo} onChange={(ev) => setOrderNo(ev.target.value)} maxLength={64} />
          {required('purchaseOrderNo')}
        </Field.Root>
        {select(t('rcv.ab.form.type'), type, setType, ABNORMAL_TYPES, 'rcv.ab.type', 'type')}
        {select(t('rcv.ab.form.method'), method, setMethod, ABNORMAL_METHODS, 'rcv.ab.method', 'method')}
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('rcv.field.remark')}</Field.Label>
        <Input size="sm" aria-label={t('rcv.field.remark')} value={remark} onChange={(ev) => setRemark(ev.target.value)} maxLength={500} />
      </Field.Root>
      <Stack gap="2">
        <Text fontWeight="medium">{t('rcv.ab.form.lines')}</Text>
        <SkuPicker onPick={add} excludeIds={lines.map((l) => l.skuId)} aria-label={t('rcv.ab.form.addLine')} />
        {errors.lines ? (
          <Text color="fg.error" textStyle="sm">
            {errors.lines}
          </Text>
        ) : null}
        {lines.length ? (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('rcv.ab.form.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('rcv.ab.form.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('rcv.ab.form.waybills')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('rcv.ab.form.receiptPrice')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('rcv.ab.form.refundAmount')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((l, i) => {
                  const cell = (key: 'quantity' | 'waybills' | 'receiptPrice' | 'refundAmount', field: string, label: ReceivingMessageId) => (
                    <Table.Cell>
                      <Field.Root invalid={invalid(`lines.${i}.${field}`)}>
                        <Input
                          size="sm"
                          aria-label={t('rcv.ab.form.lineLabel', { n: i + 1, field: t(label) })}
                          value={l[key]}
                          onChange={(ev) => patch(i, { [key]: ev.target.value })}
                        />
                        {required(`lines.${i}.${field}`)}
                      </Field.Root>
                    </Table.Cell>
                  );
                  return (
                    <Table.Row key={l.skuId}>
                      <Table.Cell>
                        <Stack gap="0">
                          <Text fontWeight="medium">{l.sku}</Text>
                          <Text textStyle="xs" color="fg.muted">
                            {l.productName}
                          </Text>
                          {errors[`lines.${i}.skuId`] ? (
                            <Text color="fg.error" textStyle="xs">
                              {errors[`lines.${i}.skuId`]}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Cell>
                      {cell('quantity', 'quantity', 'rcv.ab.form.quantity')}
                      {cell('waybills', 'waybillNos', 'rcv.ab.form.waybills')}
                      {cell('receiptPrice', 'receiptPrice', 'rcv.ab.form.receiptPrice')}
                      {cell('refundAmount', 'refundAmount', 'rcv.ab.form.refundAmount')}
                      <Table.Cell>
                        <CloseButton size="xs" aria-label={t('rcv.ab.form.removeLine', { n: i + 1 })} onClick={() => setLines((prev) => prev.filter((_, k) => k !== i))} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

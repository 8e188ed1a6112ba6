/** New exception form: purchase order number, type, processing method, product lines with quantities, waybills, prices. */
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { ABNORMAL_METHODS, ABNORMAL_TYPES } from '@erp/schema';
import { useState } from 'react';
import { z } from 'zod';
import { toastSuccess, useMessageText, useZodForm } from '../../../ui';
import { errorMapSource, LineItemsEditor, type LineExtraColumn } from '../../../ui/resource/LineItemsEditor';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { showFailure } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useReceivingCommands } from '../hooks';
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
  const { createAbnormal } = useReceivingCommands();
  const form = useZodForm(noRule, {});
  const [orderNo, setOrderNo] = useState('');
  const [type, setType] = useState('');
  const [method, setMethod] = useState('');
  const [remark, setRemark] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A text cell of a line; `key` is the error path's last segment (lines.0.waybillNos). */
  const lineCell = (key: string, field: 'waybills' | 'receiptPrice' | 'refundAmount', label: ReceivingMessageId): LineExtraColumn<Line> => ({
    key,
    header: t(label),
    cell: (l, c) => (
      <Input
        size="sm"
        aria-label={t('rcv.ab.form.lineLabel', { n: c.index + 1, field: t(label) })}
        value={l[field]}
        ref={c.inputRef}
        onChange={(ev) => c.update({ [field]: ev.target.value })}
      />
    ),
  });
  const waybillsOf = (v: string) =>
    v
      .split(/[\s,，]+/)
      .map((w) => w.trim())
      .filter(Boolean);

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
    const input = {
      purchaseOrderNo: orderNo.trim(),
      type,
      method,
      remark: remark.trim(),
      lines: lines.map((l) => ({
        skuId: l.skuId,
        quantity: Number(l.quantity),
        waybillNos: waybillsOf(l.waybills),
        receiptPrice: l.receiptPrice.trim(),
        refundAmount: l.refundAmount.trim(),
      })),
    };
    const outcome = await createAbnormal({ input }, { quiet: true });
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
      <LineItemsEditor
        lines={lines}
        onChange={setLines}
        newLine={(sku) => ({ skuId: sku.id, sku: sku.sku, productName: sku.productName, quantity: '1', waybills: '', receiptPrice: '', refundAmount: '' })}
        columns={['quantity']}
        headers={{ sku: t('rcv.ab.form.sku'), quantity: t('rcv.ab.form.quantity') }}
        extraColumns={[
          lineCell('waybillNos', 'waybills', 'rcv.ab.form.waybills'),
          lineCell('receiptPrice', 'receiptPrice', 'rcv.ab.form.receiptPrice'),
          lineCell('refundAmount', 'refundAmount', 'rcv.ab.form.refundAmount'),
        ]}
        errors={errorMapSource(errors, setErrors)}
        label={t('rcv.ab.form.lines')}
        picker={{ 'aria-label': t('rcv.ab.form.addLine'), disableCombos: false }}
      />
    </FormDialog>
  );
}

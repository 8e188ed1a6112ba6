/**
 * A payment request (/invoice) or refund order (/refundNote): pick an approved purchase order,
 * see the most this request may ask for (server's purchasePaymentLimits), enter the amount.
 */
import { NativeSelect, Text } from '@chakra-ui/react';
import { paymentRequestInput, toCentsAmount } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import type { PurchasePaymentKind } from '../../../api/generated/types';
import { FormKit, useZodForm } from '../../../ui';
import { RecordFormDialog, useConnection } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { numberOrUndefined } from '../../inventory/components/ProductCell';
import { purchaseOrderList, usePaymentCommands, usePaymentLimits } from '../hooks';
import { purchaseOrdersMessages } from '../messages';

const PAYABLE = ['approved', 'partiallyReceived', 'received'];
type Values = { purchaseOrderId: string; amount: string; remark: string };

export function PaymentFormDialog({ kind, onClose, onSaved }: { kind: PurchasePaymentKind; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(purchaseOrdersMessages);
  const { create } = usePaymentCommands();
  const { rows, loading } = useConnection(purchaseOrderList.document, purchaseOrderList.pick, { filter: {}, countFilter: {} }, { page: 1, pageSize: 100 });
  const orders = rows.filter((o) => PAYABLE.includes(o.status));
  const schema = useMemo(
    () =>
      z.preprocess(
        (v) => ({ purchaseOrderId: numberOrUndefined((v as Values).purchaseOrderId), kind, amount: (v as Values).amount, remark: (v as Values).remark }),
        paymentRequestInput,
      ),
    [kind],
  );
  const form = useZodForm(schema, { purchaseOrderId: '', amount: '', remark: '' });
  const orderId = numberOrUndefined(form.values.purchaseOrderId) ?? null;
  const { limits, error } = usePaymentLimits(orderId, kind);
  const over = limits && /^\d+(\.\d{1,2})?$/.test(form.values.amount.trim()) && toCentsAmount(form.values.amount) > toCentsAmount(String(limits.max));

  return (
    <RecordFormDialog
      title={t(kind === 'payment' ? 'pay.invoice.create' : 'pay.refund.create')}
      form={form}
      save={(input, feedback) => create({ input: { ...input, amount: String(input.amount) } }, feedback)}
      success={(_, payment) => t('pay.created', { billNo: payment.billNo })}
      failure={t('pay.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('pay.save')}
      cancelText={t('pay.dismiss')}
      fields={[
        {
          kind: 'custom',
          name: 'purchaseOrderId',
          render: () => (
            <FormKit.Field name="purchaseOrderId" label={t('pay.field.orderNo')} required>
              {() => (
                <NativeSelect.Root size="sm" invalid={Boolean(form.errorText('purchaseOrderId'))}>
                  <NativeSelect.Field
                    aria-label={t('pay.field.orderNo')}
                    aria-busy={loading || undefined}
                    value={form.values.purchaseOrderId}
                    onChange={(e) => form.setValue('purchaseOrderId', e.target.value)}
                  >
                    <option value="">{!loading && !orders.length ? t('pay.noOrders') : t('pay.pickOrder')}</option>
                    {orders.map((o) => (
                      <option key={o.id} value={String(o.id)}>{`${o.orderNo} · ${o.supplierName} · ${String(o.amounts.total)}`}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FormKit.Field>
          ),
        },
        {
          kind: 'custom',
          name: 'limits',
          render: () => (
            <>
              {limits ? (
                <Text textStyle="sm" color={over ? 'fg.error' : 'fg.muted'} data-testid="pay-max">
                  {t('pay.max', { total: String(limits.total), paid: String(limits.paid), refunded: String(limits.refunded), max: String(limits.max) })}
                </Text>
              ) : null}
              {error ? (
                <Text textStyle="sm" color="fg.error">
                  {error}
                </Text>
              ) : null}
            </>
          ),
        },
        { name: 'amount', label: t('pay.field.amount'), kind: 'decimal', placeholder: '0.00', required: true },
        { name: 'remark', label: t('pay.field.remark'), kind: 'textarea', rows: 2 },
      ]}
    />
  );
}

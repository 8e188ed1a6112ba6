/** Add a payment order or a collection order by hand; the rules are @erp/schema's paymentOrderInput / collectionOrderInput. */
import { COLLECTION_ORDER_CATEGORIES, PAYMENT_ORDER_CATEGORIES, collectionOrderInput, paymentOrderInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog } from '../../../ui/resource';
import { useFinanceOrderCommands } from '../hooks';
import { financeMessages } from '../messages';

type Props = { onClose: () => void; onSaved: () => void };

export function PaymentOrderDialog({ onClose, onSaved }: Props) {
  const t = useFeatureText(financeMessages);
  const commands = useFinanceOrderCommands();
  const form = useZodForm(paymentOrderInput, { payee: '', category: 'other', amount: '', currency: 'CNY', remark: '' });
  return (
    <RecordFormDialog
      title={t('financePage.payment.add')}
      form={form}
      save={(input, feedback) => commands.createPayment({ input: { ...input, amount: String(input.amount) } }, feedback)}
      success={(_input, saved) => t('financePage.payment.created', { orderNo: saved.orderNo })}
      failure={t('financePage.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('financePage.save')}
      cancelText={t('financePage.cancel')}
      fields={[
        { name: 'payee', label: t('financePage.field.payee'), required: true },
        {
          columns: 3,
          fields: [
            {
              name: 'category',
              label: t('financePage.field.category'),
              kind: 'select',
              required: true,
              options: PAYMENT_ORDER_CATEGORIES.map((c) => ({ value: c, label: t(`financePage.category.${c}`) })),
            },
            { name: 'amount', label: t('financePage.field.amount'), kind: 'decimal', required: true },
            { name: 'currency', label: t('financePage.field.currency'), required: true },
          ],
        },
        { name: 'remark', label: t('financePage.field.remark'), kind: 'textarea' },
      ]}
    />
  );
}

export function CollectionOrderDialog({ onClose, onSaved }: Props) {
  const t = useFeatureText(financeMessages);
  const commands = useFinanceOrderCommands();
  const form = useZodForm(collectionOrderInput, { payer: '', category: 'marketplacePayout', amount: '', currency: 'CNY', remark: '' });
  return (
    <RecordFormDialog
      title={t('financePage.collection.add')}
      form={form}
      save={(input, feedback) => commands.createCollection({ input: { ...input, amount: String(input.amount) } }, feedback)}
      success={(_input, saved) => t('financePage.collection.created', { orderNo: saved.orderNo })}
      failure={t('financePage.saveFailed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('financePage.save')}
      cancelText={t('financePage.cancel')}
      fields={[
        { name: 'payer', label: t('financePage.field.payer'), required: true },
        {
          columns: 3,
          fields: [
            {
              name: 'category',
              label: t('financePage.field.category'),
              kind: 'select',
              required: true,
              options: COLLECTION_ORDER_CATEGORIES.map((c) => ({ value: c, label: t(`financePage.category.${c}`) })),
            },
            { name: 'amount', label: t('financePage.field.amount'), kind: 'decimal', required: true },
            { name: 'currency', label: t('financePage.field.currency'), required: true },
          ],
        },
        { name: 'remark', label: t('financePage.field.remark'), kind: 'textarea' },
      ]}
    />
  );
}

/**
 * Add a payment order or a collection order by hand, one dialog driven by a per-kind table (KINDS);
 * the rules are @erp/schema's paymentOrderInput / collectionOrderInput.
 */
import { COLLECTION_ORDER_CATEGORIES, PAYMENT_ORDER_CATEGORIES, collectionOrderInput, paymentOrderInput } from '@erp/schema';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { dialogTexts, type Feedback, type Outcome, RecordFormDialog, selectField } from '../../../ui/resource';
import { useFinanceOrderCommands } from '../hooks';
import { financeMessages } from '../messages';

export type FinanceOrderKind = 'payment' | 'collection';

const KINDS = {
  payment: {
    schema: paymentOrderInput,
    party: 'payee',
    partyLabel: 'financePage.field.payee',
    categories: PAYMENT_ORDER_CATEGORIES,
    category: 'other',
    title: 'financePage.payment.add',
    created: 'financePage.payment.created',
  },
  collection: {
    schema: collectionOrderInput,
    party: 'payer',
    partyLabel: 'financePage.field.payer',
    categories: COLLECTION_ORDER_CATEGORIES,
    category: 'marketplacePayout',
    title: 'financePage.collection.add',
    created: 'financePage.collection.created',
  },
} as const;

type Props = { kind: FinanceOrderKind; onClose: () => void; onSaved: () => void };

export function FinanceOrderDialog({ kind, onClose, onSaved }: Props) {
  const t = useFeatureText(financeMessages);
  const commands = useFinanceOrderCommands();
  const k = KINDS[kind];
  const form = useZodForm(k.schema as typeof paymentOrderInput, { [k.party]: '', category: k.category, amount: '', currency: 'CNY', remark: '' });
  // the form's output is the kind's input (payee or payer); the amount goes as text
  const save = (raw: object, feedback: Feedback): Promise<Outcome<{ orderNo: string }>> => {
    const input = { ...raw, amount: String((raw as { amount: unknown }).amount) } as never;
    return kind === 'payment' ? commands.createPayment({ input }, feedback) : commands.createCollection({ input }, feedback);
  };
  return (
    <RecordFormDialog
      title={t(k.title)}
      form={form}
      save={save}
      success={(_input, saved) => t(k.created, { orderNo: saved.orderNo })}
      {...dialogTexts(t, 'financePage')}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        { name: k.party, label: t(k.partyLabel), required: true },
        {
          columns: 3,
          fields: [
            selectField('category', t('financePage.field.category'), k.categories, (c) => t(`financePage.category.${c}`), { required: true }),
            { name: 'amount', label: t('financePage.field.amount'), kind: 'decimal', required: true },
            { name: 'currency', label: t('financePage.field.currency'), required: true },
          ],
        },
        { name: 'remark', label: t('financePage.field.remark'), kind: 'textarea' },
      ]}
    />
  );
}

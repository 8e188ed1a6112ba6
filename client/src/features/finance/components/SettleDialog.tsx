/**
 * Pay a payment order / receive a collection order (issue 22 item 2): the account and the date
 * (spec 02 §5: payment date and receiving account required). The server converts the amount at the
 * executed rates of that date and posts the ledger entry in the same transaction.
 */
import { settleOrderInput } from '@erp/schema';
import { z } from 'zod';
import { useMemo } from 'react';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { Notice } from '../../../ui/Notice';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useAccountOptions, useFinanceOrderCommands } from '../hooks';
import { financeMessages } from '../messages';
import { money } from '../money';
import { noonOf, today } from '../dates';

type Order = { id: number; orderNo: string; amount: string; currency: string; party: string };

export function SettleDialog({ kind, order, onClose, onDone }: { kind: 'pay' | 'receive'; order: Order; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(financeMessages);
  const commands = useFinanceOrderCommands();
  const { accounts } = useAccountOptions();
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const o = (v ?? {}) as Record<string, unknown>;
        return { ...o, id: order.id, accountId: o.accountId ? Number(o.accountId) : undefined, date: o.date ? noonOf(o.date) : undefined };
      }, settleOrderInput),
    [order.id],
  );
  const form = useZodForm(schema, { accountId: '', date: today(), remark: '' });
  const pay = kind === 'pay';
  const submit = async (input: z.output<typeof schema>) => {
    const variables = { input: { id: input.id, accountId: input.accountId, date: input.date.toISOString(), remark: input.remark } };
    const feedback = {
      success: t(pay ? 'financePage.payment.paid' : 'financePage.collection.received', { orderNo: order.orderNo }),
      failure: t('financePage.failed'),
      form,
    };
    const outcome = pay ? await commands.pay(variables, feedback) : await commands.receive(variables, feedback);
    if (outcome.ok) onDone();
  };
  const options = accounts.filter((a) => a.enabled).map((a) => ({ value: String(a.id), label: `${a.name} · ${money(a.balance)} ${a.currency}` }));
  return (
    <FormDialog
      title={t(pay ? 'financePage.payment.payTitle' : 'financePage.collection.receiveTitle', { orderNo: order.orderNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t(pay ? 'financePage.payment.pay' : 'financePage.collection.receive')}
      cancelText={t('financePage.cancel')}
      size="sm"
      busy={commands.busy}
      hint={t(pay ? 'financePage.payment.payHint' : 'financePage.collection.receiveHint', {
        amount: money(order.amount),
        currency: order.currency,
        party: order.party,
      })}
    >
      {options.length === 0 ? <Notice status="warning" title={t('financePage.noAccounts')} /> : null}
      <FormKit.Select name="accountId" label={t(pay ? 'financePage.field.account' : 'financePage.field.receivingAccount')} options={options} required />
      <FormKit.Field name="date" type="date" label={t(pay ? 'financePage.field.payDate' : 'financePage.field.receiveDate')} required />
      <FormKit.Textarea name="remark" label={t('financePage.field.remark')} rows={2} />
    </FormDialog>
  );
}

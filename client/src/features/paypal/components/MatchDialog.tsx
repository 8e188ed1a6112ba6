/**
 * Match a PayPal transaction to an order by hand (issue 22 item 4): orders near the transaction's
 * date, or found by number / buyer. The server refuses an order of another amount or currency with
 * the spec's message (02 §8), shown in the dialog.
 */
import { paypalMatchInput } from '@erp/schema';
import { z } from 'zod';
import { useMemo, useState } from 'react';
import { Input } from '@chakra-ui/react';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { Notice } from '../../../ui/Notice';
import { useRecord } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { money } from '../../finance/money';
import { PaypalOrderOptionsDocument } from '../paypal.generated';
import { usePaypalMatchCommands, type PaypalTransactionRow } from '../hooks';
import { paypalMessages } from '../messages';

export function MatchDialog({ tx, onClose, onDone }: { tx: PaypalTransactionRow; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(paypalMessages);
  const commands = usePaypalMatchCommands();
  const [keyword, setKeyword] = useState('');
  const { record: orders } = useRecord(
    PaypalOrderOptionsDocument,
    (d) => d.paypalOrderOptions,
    { transactionId: tx.id, keyword: keyword.trim() || undefined },
    { silent: true },
  );
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const o = (v ?? {}) as Record<string, unknown>;
        return { transactionId: tx.id, orderId: o.orderId ? Number(o.orderId) : undefined };
      }, paypalMatchInput),
    [tx.id],
  );
  const form = useZodForm(schema, { orderId: '' });
  const options = (orders ?? []).map((o) => ({ value: String(o.id), label: `${o.orderNo} · ${money(o.totalAmount)} ${o.currency} · ${o.buyerName}` }));
  const submit = async (input: z.output<typeof schema>) => {
    const orderNo = orders?.find((o) => o.id === input.orderId)?.orderNo ?? '';
    const outcome = await commands.match(
      { input },
      { success: t('paypalPage.matched', { transactionNo: tx.transactionNo, orderNo }), failure: t('paypalPage.failed'), form },
    );
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog
      title={t('paypalPage.matchTitle', { transactionNo: tx.transactionNo })}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('paypalPage.match')}
      cancelText={t('paypalPage.cancel')}
      size="sm"
      busy={commands.busy}
      hint={t('paypalPage.matchHint', { amount: money(tx.amount), currency: tx.currency, buyer: tx.buyerName || tx.buyerEmail })}
    >
      <Input
        size="sm"
        aria-label={t('paypalPage.matchKeyword')}
        placeholder={t('paypalPage.matchKeyword')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {orders && options.length === 0 ? <Notice status="info" title={t('paypalPage.noOrders')} /> : null}
      <FormKit.Select name="orderId" label={t('paypalPage.matchOrder')} options={options} required />
    </FormDialog>
  );
}

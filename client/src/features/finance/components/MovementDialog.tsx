/**
 * Record money in or out of an account by hand on /incomeExpenditure (issue 22 item 2): the
 * account (those that are on), in / out, amount, category, date and remark; the rules are
 * @erp/schema's moneyMovementInput, the server's refusals (an account that may not go negative,
 * one that is off, no rate) land on the fields. The entry and the balance change are one transaction.
 */
import { FINANCE_CATEGORIES, FINANCE_DIRECTIONS, moneyMovementInput } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { Notice } from '../../../ui/Notice';
import { useFeatureText } from '../../../i18n/featureIntl';
import { dialogTexts, RecordFormDialog, selectField } from '../../../ui/resource';
import { noonOf, today } from '../dates';
import { useAccountOptions, useMovementCommands } from '../hooks';
import { financeMessages } from '../messages';
import { money } from '../money';

type Props = { onClose: () => void; onSaved: () => void };

export function MovementDialog({ onClose, onSaved }: Props) {
  const t = useFeatureText(financeMessages);
  const commands = useMovementCommands();
  const { accounts, loading } = useAccountOptions();
  const schema = useMemo(
    () =>
      z.preprocess((v) => {
        const o = (v ?? {}) as Record<string, unknown>;
        return { ...o, accountId: o.accountId ? Number(o.accountId) : undefined, occurredAt: o.occurredAt ? noonOf(o.occurredAt) : undefined };
      }, moneyMovementInput),
    [],
  );
  const form = useZodForm(schema, { accountId: '', direction: 'out', amount: '', category: 'other', occurredAt: today(), remark: '' });
  const options = accounts.filter((a) => a.enabled).map((a) => ({ value: String(a.id), label: `${a.name} · ${money(a.balance)} ${a.currency}` }));
  const currencyOf = (id: unknown) => accounts.find((a) => String(a.id) === String(id))?.currency ?? '';
  return (
    <RecordFormDialog
      title={t('financePage.movement.title')}
      form={form}
      save={(input, feedback) =>
        commands.record(
          {
            input: {
              accountId: input.accountId,
              direction: input.direction,
              amount: String(input.amount),
              category: input.category,
              occurredAt: input.occurredAt.toISOString(),
              remark: input.remark,
            },
          },
          feedback,
        )
      }
      success={(input) =>
        t(input.direction === 'in' ? 'financePage.movement.recordedIn' : 'financePage.movement.recordedOut', {
          amount: money(String(input.amount)),
          currency: currencyOf(input.accountId),
        })
      }
      {...dialogTexts(t, 'financePage')}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        ...(!loading && options.length === 0
          ? [{ kind: 'custom' as const, name: 'noAccounts', render: () => <Notice status="warning" title={t('financePage.noAccounts')} /> }]
          : []),
        { name: 'accountId', label: t('financePage.field.account'), kind: 'select', required: true, options },
        {
          columns: 2,
          fields: [
            selectField('direction', t('financePage.field.direction'), FINANCE_DIRECTIONS, (d) => t(`financePage.direction.${d}`), { required: true }),
            selectField('category', t('financePage.field.category'), FINANCE_CATEGORIES, (c) => t(`financePage.category.${c}`), { required: true }),
          ],
        },
        {
          columns: 2,
          fields: [
            { name: 'amount', label: t('financePage.field.amount'), kind: 'decimal', required: true, hint: t('financePage.movement.amountHint') },
            { name: 'occurredAt', label: t('financePage.field.date'), type: 'date', required: true },
          ],
        },
        { name: 'remark', label: t('financePage.field.remark'), kind: 'textarea' },
      ]}
    />
  );
}

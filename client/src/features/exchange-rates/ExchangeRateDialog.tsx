/** Add a currency or change a rate (exchangeRate.update); the rules are @erp/schema's exchangeRateInput. */
import { Text } from '@chakra-ui/react';
import { executedRate, exchangeRateInput, isValidModifier } from '@erp/schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { RecordFormDialog } from '../../ui/resource';
import { formatRate, useExchangeRateCommands, type ExchangeRateRow } from './hooks';
import { exchangeRatesMessages } from './messages';

interface Values extends Record<string, unknown> {
  currency: string;
  rate: string;
  modifier: string;
}

/** The typed rate text as a number (empty: missing, so the rule says "invalid rate"). */
const schema = z.preprocess((v) => {
  const { currency, rate, modifier } = v as Values;
  const text = String(rate ?? '').trim();
  const mod = String(modifier ?? '').trim();
  return { currency, rate: text === '' ? undefined : Number(text), modifier: mod === '' ? undefined : mod };
}, exchangeRateInput);

export function ExchangeRateDialog({
  row,
  rows,
  onClose,
  onSaved,
}: {
  row: ExchangeRateRow | null;
  rows: readonly ExchangeRateRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(exchangeRatesMessages);
  const { save } = useExchangeRateCommands();
  // the rate field is the quoted (standard) rate; the modifier turns it into the rate in force
  const form = useZodForm(schema, {
    currency: row?.currency ?? '',
    rate: row ? formatRate(row.standardRate ?? row.rate) : '',
    modifier: row?.modifier && Number(row.modifier) !== 0 ? String(Number(row.modifier)) : '',
  });
  const executed = previewExecuted(String(form.values.rate ?? ''), String(form.values.modifier ?? ''));
  const typed = String(form.values.currency ?? '')
    .trim()
    .toUpperCase();
  const existing = useMemo(() => (row ? null : (rows.find((r) => r.currency === typed) ?? null)), [row, rows, typed]);
  const standard = (row ?? existing)?.defaultRate;

  return (
    <RecordFormDialog
      title={row ? t('exchangeRatePage.form.editTitle', { currency: row.currency }) : t('exchangeRatePage.form.addTitle')}
      form={form}
      // the typed text goes as is: the server checks the decimals on the same value
      save={(input, feedback) =>
        // an empty modifier is left out: the server takes 0
        save({ input: { currency: input.currency, rate: String(form.values.rate).trim(), ...modifierOf(form.values.modifier) } }, feedback)
      }
      success={(input) => t('exchangeRatePage.saved', { currency: input.currency })}
      failure={t('exchangeRatePage.failed')}
      onSaved={onSaved}
      onClose={onClose}
      submitText={t('exchangeRatePage.form.save')}
      cancelText={t('exchangeRatePage.form.cancel')}
      size="sm"
      fields={[
        {
          name: 'currency',
          label: t('exchangeRatePage.form.currency'),
          required: true,
          readOnly: Boolean(row),
          maxLength: 3,
          hint: t('exchangeRatePage.form.currencyHint'),
        },
        {
          kind: 'custom',
          name: 'exists',
          render: () =>
            existing ? (
              <Text textStyle="sm" color="fg.warning" role="status">
                {t('exchangeRatePage.form.exists', { currency: existing.currency })}
              </Text>
            ) : null,
        },
        {
          name: 'rate',
          label: t('exchangeRatePage.form.rate'),
          required: true,
          kind: 'decimal',
          hint: standard
            ? `${t('exchangeRatePage.form.rateHint')} · ${t('exchangeRatePage.form.defaultHint', { rate: formatRate(standard) })}`
            : t('exchangeRatePage.form.rateHint'),
        },
        { name: 'modifier', label: t('exchangeRatePage.form.modifier'), kind: 'decimal', hint: t('exchangeRatePage.form.modifierHint') },
        {
          kind: 'custom',
          name: 'executed',
          render: () =>
            executed ? (
              <Text textStyle="sm" color="fg.muted" data-testid="executed-rate">
                {t('exchangeRatePage.form.executed', { rate: formatRate(executed) })}
              </Text>
            ) : null,
        },
      ]}
    />
  );
}

/** The rate in force the typed rate and modifier give (executedRate of @erp/schema), or null while either is not valid yet. */
function previewExecuted(rate: string, modifier: string): string | null {
  const r = rate.trim();
  const m = modifier.trim() || '0';
  if (!/^\d{1,7}(\.\d{1,6})?$/.test(r) || Number(r) <= 0 || !isValidModifier(m)) return null;
  return executedRate(r, m);
}

const modifierOf = (v: unknown) => {
  const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  return text === '' ? {} : { modifier: text };
};

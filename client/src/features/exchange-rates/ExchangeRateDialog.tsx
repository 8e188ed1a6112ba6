/** Add a currency or change a rate (exchangeRate.update); the rules are @erp/schema's exchangeRateInput. */
import { Text } from '@chakra-ui/react';
import { exchangeRateInput } from '@erp/schema';
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
}

/** The typed rate text as a number (empty: missing, so the rule says "invalid rate"). */
const schema = z.preprocess((v) => {
  const { currency, rate } = v as Values;
  const text = String(rate ?? '').trim();
  return { currency, rate: text === '' ? undefined : Number(text) };
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
  const form = useZodForm(schema, { currency: row?.currency ?? '', rate: row ? formatRate(row.rate) : '' });
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
      save={(input, feedback) => save({ input: { currency: input.currency, rate: String(form.values.rate).trim() } }, feedback)}
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
      ]}
    />
  );
}

/**
 * /exchangeRates (spec 02 §3 'Exchange rate'): every currency with the rate in force (yuan per
 * unit), the standard (built-in) rate, where it comes from, who changed it and when. Editing,
 * adding and resetting need exchangeRate.update; the yuan is the base and stays 1.
 */
import { Badge, Text } from '@chakra-ui/react';
import { BASE_CURRENCY } from '@erp/schema';
import { DataTable, useConfirm, type DataTableColumn } from '../../ui';
import { useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { actionsColumn, RowActions, useDialog, useLocalPages } from '../../ui/resource';
import { ExchangeRateDialog } from './ExchangeRateDialog';
import { currencyName, formatModifier, formatRate, useExchangeRateCommands, useExchangeRates, type ExchangeRateRow } from './hooks';
import { exchangeRatesMessages } from './messages';
import { CreateButton } from '../../ui/CreateButton';

const PAGE_SIZES = [50, 100] as const;

export const ExchangeRatesPage = featurePage(exchangeRatesMessages, ExchangeRatesScreen);

type Dialog = { row: ExchangeRateRow | null } | null;

function ExchangeRatesScreen() {
  const t = useFeatureText(exchangeRatesMessages);
  const lang = useFeatureLang();
  const confirm = useConfirm();
  const { rows, loading, error, refetch } = useExchangeRates();
  const { reset } = useExchangeRateCommands();
  const dialog = useDialog<NonNullable<Dialog>>(refetch);
  // the list stays shown while it is asked again after a change
  const pages = useLocalPages(rows, { loading: loading && rows.length === 0, error: rows.length === 0 ? error : undefined, onRetry: refetch }, PAGE_SIZES[0]);

  const resetRow = async (r: ExchangeRateRow) => {
    if (r.id == null) return;
    const message = r.defaultRate
      ? t('exchangeRatePage.confirmReset', { currency: r.currency, rate: formatRate(r.defaultRate) })
      : t('exchangeRatePage.confirmRemove', { currency: r.currency });
    if (!(await confirm({ message, danger: !r.defaultRate }))) return;
    const done = t(r.defaultRate ? 'exchangeRatePage.resetDone' : 'exchangeRatePage.removed', { currency: r.currency });
    const outcome = await reset({ id: r.id }, { success: done, failure: t('exchangeRatePage.failed') });
    if (outcome.ok) void refetch();
  };

  const columns: DataTableColumn<ExchangeRateRow>[] = [
    { key: 'currency', header: t('exchangeRatePage.col.currency'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.currency}</Text> },
    { key: 'name', header: t('exchangeRatePage.col.name'), cell: (r) => currencyName(r.currency, lang) || '—' },
    {
      key: 'rate',
      header: t('exchangeRatePage.col.rate'),
      align: 'end',
      hideable: false,
      cell: (r) => <Text fontVariantNumeric="tabular-nums">{formatRate(r.rate)}</Text>,
    },
    { key: 'standardRate', header: t('exchangeRatePage.col.standardRate'), align: 'end', cell: (r) => formatRate(r.standardRate) },
    { key: 'modifier', header: t('exchangeRatePage.col.modifier'), align: 'end', cell: (r) => formatModifier(r.modifier) },
    { key: 'defaultRate', header: t('exchangeRatePage.col.defaultRate'), align: 'end', cell: (r) => formatRate(r.defaultRate) },
    {
      key: 'source',
      header: t('exchangeRatePage.col.source'),
      cell: (r) =>
        r.currency === BASE_CURRENCY ? (
          <Badge colorPalette="blue">{t('exchangeRatePage.base')}</Badge>
        ) : (
          <Badge colorPalette={r.source === 'custom' ? 'teal' : 'gray'}>
            {t(r.source === 'custom' ? 'exchangeRatePage.source.custom' : 'exchangeRatePage.source.default')}
          </Badge>
        ),
    },
    { key: 'updatedBy', header: t('exchangeRatePage.col.updatedBy'), cell: (r) => r.updatedBy || '—' },
    { key: 'updatedAt', header: t('exchangeRatePage.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('exchangeRatePage.col.actions'), (r) => (
      <RowActions
        record={r.currency}
        actions={[
          {
            key: 'edit',
            label: t('exchangeRatePage.edit'),
            permission: 'exchangeRate.update',
            when: r.currency !== BASE_CURRENCY,
            onClick: () => dialog.open({ row: r }),
          },
          {
            key: 'reset',
            label: t(r.defaultRate ? 'exchangeRatePage.reset' : 'exchangeRatePage.remove'),
            permission: 'exchangeRate.update',
            colorPalette: r.defaultRate ? 'gray' : 'red',
            when: r.currency !== BASE_CURRENCY && r.source === 'custom',
            onClick: () => void resetRow(r),
          },
        ]}
      />
    )),
  ];

  return (
    <PageFrame
      title={t('exchangeRatePage.title')}
      description={t('exchangeRatePage.description')}
      actions={
        <CreateButton permission="exchangeRate.update" onClick={() => dialog.open({ row: null })}>
          {t('exchangeRatePage.add')}
        </CreateButton>
      }
    >
      <DataTable
        aria-label={t('exchangeRatePage.title')}
        {...pages.table}
        columns={columns}
        rowKey="currency"
        pageSizes={PAGE_SIZES}
        emptyText={t('exchangeRatePage.empty')}
        columnsStorageKey="table.exchangeRates.columns"
      />
      {dialog.current ? <ExchangeRateDialog row={dialog.current.row} rows={rows} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </PageFrame>
  );
}

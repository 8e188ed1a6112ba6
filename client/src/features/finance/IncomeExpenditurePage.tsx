/**
 * /incomeExpenditure: every ledger entry of every account (spec 02 §2 'Finance'; issue 22 item 2),
 * filterable by account, in / out, category, date range and keyword, paged, with totals per
 * currency of the filtered entries, an export through the task queue, and money in / out recorded
 * by hand (MovementDialog). A long remark is cut to one line with the whole text on hover.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { FINANCE_CATEGORIES, FINANCE_DIRECTIONS, FINANCE_OPENING_CATEGORY, FINANCE_SOURCE_TYPES } from '@erp/schema';
import type { FinanceEntryFilter } from '../../api/generated/types';
import { choiceField, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { dayBoundary, formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { ListPage, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportButton } from '../tasks/ExportButton';
import { MovementDialog } from './components/MovementDialog';
import { entryList, useAccountOptions, type EntryRow } from './hooks';
import { financeMessages } from './messages';
import { money } from './money';

/** The remark column's width: the table fits 1366 px; longer remarks end in … with the whole text on hover. */
const REMARK_WIDTH = '16rem';
const CATEGORIES = [...FINANCE_CATEGORIES, FINANCE_OPENING_CATEGORY] as const;
type Category = (typeof CATEGORIES)[number];

const toFilter = (v: FilterValues): FinanceEntryFilter => {
  const [from, to] = Array.isArray(v.date) ? v.date : ['', ''];
  return {
    keyword: textOrUndefined(v.keyword),
    accountId: idOrUndefined(v.accountId),
    direction: textOrUndefined(v.direction),
    category: textOrUndefined(v.category),
    from: dayBoundary(String(from ?? ''), false) ?? undefined,
    to: dayBoundary(String(to ?? ''), true) ?? undefined,
  };
};

export const IncomeExpenditurePage = featurePage(financeMessages, IncomeExpenditureScreen);

function IncomeExpenditureScreen() {
  const t = useFeatureText(financeMessages);
  const { accounts } = useAccountOptions();
  const categoryLabel = (c: string) => ((CATEGORIES as readonly string[]).includes(c) ? t(`financePage.category.${c as Category}`) : c);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('financePage.filter.entryKeyword'), type: 'text' },
    {
      name: 'accountId',
      label: t('financePage.filter.account'),
      type: 'select',
      options: accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` })),
    },
    choiceField('direction', t('financePage.filter.direction'), FINANCE_DIRECTIONS, (d) => t(`financePage.direction.${d}`)),
    choiceField('category', t('financePage.filter.category'), CATEGORIES, (c) => categoryLabel(c)),
    { name: 'date', label: t('financePage.filter.date'), type: 'dateRange' },
  ];
  const screen = useListScreen({ ...entryList, fields, toFilter });
  const totals = screen.data?.financeEntryTotals ?? [];
  const dialog = useDialog<'record'>(screen.reload);

  const columns: DataTableColumn<EntryRow>[] = [
    { key: 'occurredAt', header: t('financePage.col.date'), hideable: false, cell: (e) => formatDateTime(e.occurredAt) },
    { key: 'account', header: t('financePage.col.account'), cell: (e) => <TwoLines strong main={e.account.name} sub={e.account.currency} /> },
    {
      key: 'direction',
      header: t('financePage.col.direction'),
      cell: (e) => (
        <Badge colorPalette={e.direction === 'in' ? 'green' : 'red'}>
          {t(e.direction === 'in' ? 'financePage.direction.in' : 'financePage.direction.out')}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: t('financePage.col.amount'),
      cell: (e) => (
        <Text as="span" fontWeight="semibold" color={e.direction === 'in' ? 'green.fg' : 'red.fg'}>
          {`${e.direction === 'in' ? '+' : '−'}${money(e.amount)} ${e.account.currency}`}
        </Text>
      ),
    },
    { key: 'baseAmount', header: t('financePage.col.baseAmount'), cell: (e) => <TwoLines main={money(e.baseAmount)} sub={`@ ${e.rate}`} /> },
    {
      key: 'category',
      header: t('financePage.col.category'),
      cell: (e) => (
        <TwoLines
          main={categoryLabel(e.category)}
          sub={(FINANCE_SOURCE_TYPES as readonly string[]).includes(e.sourceType) ? t(`financePage.sourceType.${e.sourceType as 'manual'}`) : e.sourceType}
        />
      ),
    },
    {
      key: 'remark',
      header: t('financePage.col.remark'),
      cell: (e) => (
        <TwoLines
          main={
            // one line at most (1366 px): the whole remark on hover
            <Text truncate maxW={REMARK_WIDTH} title={e.remark || undefined} data-testid="entry-remark">
              {e.remark || '—'}
            </Text>
          }
          sub={e.createdByName || undefined}
        />
      ),
    },
  ];

  return (
    <ListPage
      page={pageOf(t, 'financePage.entries', 'incomeExpenditure', undefined, {
        toolbar: <ExportButton reportType="financeEntries" filter={screen.filter} />,
        create: { permission: 'financeEntry.create', label: t('financePage.entries.record'), onClick: () => dialog.open('record') },
      })}
      screen={screen}
      columns={columns}
      above={
        totals.length ? (
          <HStack gap="4" wrap="wrap" data-testid="finance-totals" aria-label={t('financePage.entries.totals')}>
            {totals.map((s) => (
              <Text key={s.currency} textStyle="sm">
                {t('financePage.entries.total', { currency: s.currency, in: money(s.in), out: money(s.out), net: money(s.net), count: s.count })}
              </Text>
            ))}
          </HStack>
        ) : null
      }
    >
      {dialog.current ? <MovementDialog onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

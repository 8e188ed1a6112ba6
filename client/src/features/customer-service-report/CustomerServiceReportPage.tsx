/**
 * /customerServiceReport (issue 21 item 7, spec 02 §9): per shop, the buyer waits of the period,
 * those answered within 3 minutes and 24 hours with the reply rates, the median first reply and
 * those still unanswered, with a totals row; below, the same per staff member. Filter: period
 * (UTC days, at most 366), platform and shop. Then the after-sales cases (cancellations, returns,
 * disputes incl. Allegro's) per shop and kind: opened, closed, open, overdue, median first response.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { CustomerServiceReportFilter } from '../../api/generated/types';
import { useFeatureText } from '../../i18n/featureIntl';
import { DataTable, periodOf, periodRules, useReportSearch, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { TwoLines } from '../../ui/cells';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { ReportLayout } from '../../ui/ReportLayout';
import { shopFilterOf, useShopChoices } from '../../ui/resource';
import { useCustomerServiceReport, type CustomerServiceReportData } from './hooks';
import { customerServiceReportMessages, type CustomerServiceReportMessageId } from './messages';
import { marketplaceLabel } from '@erp/schema';

type Figures = Omit<CustomerServiceReportData['totals'], '__typename'>;
type ShopRow = Omit<CustomerServiceReportData['shops'][number], '__typename'> & { isTotal?: boolean };
type StaffRow = Omit<CustomerServiceReportData['staff'][number], '__typename'>;
type CaseRow = Omit<CustomerServiceReportData['cases'][number], '__typename'>;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
export const { defaultPeriod, periodProblem } = periodRules('csReportPage.filter.', utcDay, 366);

/** The report filter of the filter values. */
export const toCsFilter = (v: FilterValues): CustomerServiceReportFilter => {
  const [from, to] = periodOf(v);
  return { from, to, ...shopFilterOf(v) };
};

/** A rate (percent, two decimals) as text; none without buyer waits. */
export const rateText = (rate: number | null | undefined) => (rate == null ? '—' : `${rate.toFixed(2)}%`);
const minutesText = (m: number | null | undefined) => (m == null ? '—' : m.toFixed(2));

export const CustomerServiceReportPage = featurePage(customerServiceReportMessages, CustomerServiceReportScreen);

function figureColumns<T extends Figures>(t: (id: CustomerServiceReportMessageId) => string): DataTableColumn<T>[] {
  const n = (key: keyof Figures, label: CustomerServiceReportMessageId): DataTableColumn<T> => ({
    key,
    header: t(label),
    align: 'end',
    cell: (r) => String(r[key] ?? ''),
  });
  return [
    n('received', 'csReportPage.col.received'),
    n('buyerMessages', 'csReportPage.col.buyerMessages'),
    n('answeredIn3Minutes', 'csReportPage.col.answeredIn3Minutes'),
    { key: 'rate3Minutes', header: t('csReportPage.col.rate3Minutes'), align: 'end', cell: (r) => rateText(r.rate3Minutes) },
    n('answeredIn24Hours', 'csReportPage.col.answeredIn24Hours'),
    { key: 'rate24Hours', header: t('csReportPage.col.rate24Hours'), align: 'end', cell: (r) => rateText(r.rate24Hours) },
    { key: 'median', header: t('csReportPage.col.median'), align: 'end', cell: (r) => minutesText(r.medianFirstResponseMinutes) },
    n('unanswered', 'csReportPage.col.unanswered'),
  ];
}

function CustomerServiceReportScreen() {
  const t = useFeatureText(customerServiceReportMessages);
  const { shopFields, keepShopInPlatform } = useShopChoices();
  const search = useReportSearch({
    defaults: (): FilterValues => ({ period: defaultPeriod(), platformType: '', shopId: '' }),
    toFilter: toCsFilter,
    check: (v) => periodProblem(periodOf(v)),
  });
  const fields: FilterField[] = [
    { name: 'period', label: t('csReportPage.filter.period'), type: 'dateRange' },
    ...shopFields(search.values, { platform: t('csReportPage.filter.platform'), shop: t('csReportPage.filter.shop') }),
  ];
  const query = useCustomerServiceReport(search.filter);
  const { report } = query;
  const all = report?.shops ?? [];
  const pageRows: ShopRow[] = all.slice((search.page - 1) * search.pageSize, search.page * search.pageSize);
  const rows: ShopRow[] =
    report && all.length ? [...pageRows, { ...report.totals, shopId: 0, shopName: t('csReportPage.total'), platformType: 0, isTotal: true }] : pageRows;
  const shopColumns: DataTableColumn<ShopRow>[] = [
    {
      key: 'shop',
      header: t('csReportPage.col.shop'),
      hideable: false,
      cell: (r) => (r.isTotal ? <Text fontWeight="semibold">{r.shopName}</Text> : <TwoLines main={r.shopName} sub={marketplaceLabel(r.platformType)} strong />),
    },
    ...figureColumns<ShopRow>(t),
  ];
  const staffColumns: DataTableColumn<StaffRow>[] = [
    {
      key: 'staff',
      header: t('csReportPage.col.staff'),
      hideable: false,
      cell: (r) => (r.userId == null ? t('csReportPage.staff.outside') : r.name),
    },
    ...figureColumns<StaffRow>(t).filter((c) => c.key !== 'unanswered' && c.key !== 'buyerMessages'),
  ];
  const staff = report?.staff ?? [];
  const cases = report?.cases ?? [];
  const count = (key: 'opened' | 'closed' | 'open' | 'overdue' | 'responded'): DataTableColumn<CaseRow> => ({
    key,
    header: t(`csReportPage.cases.${key}`),
    align: 'end',
    cell: (r) => (key === 'overdue' && r.overdue > 0 ? <Text color="fg.error">{r.overdue}</Text> : String(r[key])),
  });
  const caseColumns: DataTableColumn<CaseRow>[] = [
    {
      key: 'shop',
      header: t('csReportPage.col.shop'),
      hideable: false,
      cell: (r) => <TwoLines main={r.shopName} sub={marketplaceLabel(r.platformType)} strong />,
    },
    {
      key: 'kind',
      header: t('csReportPage.cases.kind'),
      cell: (r) => (['cancellation', 'return', 'dispute'].includes(r.kind) ? t(`csReportPage.cases.kind.${r.kind}` as CustomerServiceReportMessageId) : r.kind),
    },
    count('opened'),
    count('closed'),
    count('open'),
    count('overdue'),
    count('responded'),
    { key: 'median', header: t('csReportPage.cases.median'), align: 'end', cell: (r) => minutesText(r.medianFirstResponseMinutes) },
  ];
  const title = t('csReportPage.title');
  return (
    <PageFrame title={title} description={t('csReportPage.description')}>
      <ReportLayout
        title={title}
        state={{ ...search, fields, setValues: (next) => search.setValues(keepShopInPlatform(next)) }}
        loading={query.loading}
        error={query.error}
        onRetry={query.refetch}
        problem={search.problem ? t(search.problem) : query.refused}
        columns={shopColumns}
        rows={rows}
        rowKey={(r) => (r.isTotal ? 'total' : r.shopId)}
        total={all.length}
        emptyText={t('csReportPage.empty')}
      />
      {report && all.length ? (
        <ReportSection
          title={t('csReportPage.staff.title')}
          note={t('csReportPage.staff.note')}
          columns={staffColumns}
          rows={staff}
          rowKey={(r) => r.userId ?? 'outside'}
          emptyText={t('csReportPage.staff.empty')}
        />
      ) : null}
      {report && cases.length ? (
        <ReportSection
          title={t('csReportPage.cases.title')}
          note={t('csReportPage.cases.note')}
          columns={caseColumns}
          rows={cases}
          rowKey={(r) => `${r.shopId}-${r.kind}`}
          emptyText={t('csReportPage.empty')}
        />
      ) : null}
    </PageFrame>
  );
}

/** A table under the shops' one: its heading and note, every row on one page. */
function ReportSection<R>({
  title,
  note,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  title: string;
  note: string;
  columns: DataTableColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  emptyText: string;
}) {
  return (
    <Stack gap="2" mt="4">
      <Heading size="sm">{title}</Heading>
      <Text textStyle="xs" color="fg.muted">
        {note}
      </Text>
      <DataTable
        aria-label={title}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
        emptyText={emptyText}
      />
    </Stack>
  );
}

/** Texts of /publicationStatistics and /publicationStatisticsV2 (ids `publicationPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'publicationPage.title': ['刊登统计', 'Listing statistics'],
  'publicationPage.description': [
    '所选时间段（UTC 日期）内每位员工或每个店铺新建的刊登、提交到平台的刊登次数，以及平台答复的成功和失败次数。提交次数包括重新上架；被限流后重试的只在平台答复后计入成功或失败。刊登算在创建它的员工名下。',
    'Listings each staff member or shop created in the period (UTC days), the publish attempts sent to the marketplace and how many it accepted or refused. Attempts include relists; a rate-limited attempt counts as accepted or refused once the marketplace answers. A listing counts for the staff member who created it.',
  ],
  'publicationPage.trendTitle': ['刊登统计（新版）', 'Listing statistics (new)'],
  'publicationPage.trendDescription': [
    '所选时间段内每天新建的刊登、提交到平台的次数和平台答复的成功、失败次数（UTC 日期），以及成功率的走势。',
    'Per day of the period (UTC): listings created, attempts sent to the marketplace, accepted and refused, and the success rate.',
  ],
  'publicationPage.filter.period': ['日期', 'Date'],
  'publicationPage.filter.groupBy': ['统计维度', 'Group by'],
  'publicationPage.filter.platform': ['平台', 'Platform'],
  'publicationPage.filter.shop': ['店铺', 'Shop'],
  'publicationPage.filter.periodRequired': ['请选择开始和结束日期', 'Choose a start and an end date'],
  'publicationPage.filter.toBeforeFrom': ['结束日期不能早于开始日期', 'The end date cannot be before the start date'],
  'publicationPage.filter.periodTooLong': ['查询时间段最长为一年（366 天）', 'The period can be at most one year (366 days)'],
  'publicationPage.groupBy.staff': ['按员工', 'By staff member'],
  'publicationPage.groupBy.shop': ['按店铺', 'By shop'],
  'publicationPage.col.staff': ['员工', 'Staff member'],
  'publicationPage.col.shop': ['店铺', 'Shop'],
  'publicationPage.col.day': ['日期', 'Day'],
  'publicationPage.col.created': ['新建刊登', 'Created'],
  'publicationPage.col.submitted': ['提交次数', 'Submitted'],
  'publicationPage.col.published': ['刊登成功', 'Published'],
  'publicationPage.col.failed': ['刊登失败', 'Failed'],
  'publicationPage.col.successRate': ['成功率', 'Success rate'],
  'publicationPage.noCreator': ['平台同步（无创建人）', 'From the marketplace (no creator)'],
  'publicationPage.total': ['合计', 'Total'],
  'publicationPage.empty': ['所选时间段内没有新建或提交的刊登', 'No listing was created or submitted in the period'],
  'publicationPage.chart': ['每日刊登', 'Listings per day'],
} as const satisfies Record<string, readonly [string, string]>;

export type PublicationMessageId = keyof typeof entries;
export const publicationMessages = splitEntries(entries);

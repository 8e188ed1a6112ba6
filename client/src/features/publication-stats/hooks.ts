/** The publication statistics (publicationStats.graphql) read through the UI kit's report query. */
import type { PublicationStatsFilter } from '../../api/generated/types';
import type { SuccessData } from '../../ui/resource';
import { useReportQuery } from '../../ui/useReportQuery';
import * as ops from './publicationStats.generated';

export type PublicationStatsData = SuccessData<ops.PublicationStatisticsQuery['publicationStatistics']>;
export type PublicationRow = PublicationStatsData['rows'][number];

export const usePublicationStatistics = (filter: PublicationStatsFilter) =>
  useReportQuery<ops.PublicationStatisticsQuery, PublicationStatsData, ops.PublicationStatisticsQueryVariables>(
    ops.PublicationStatisticsDocument,
    (q) => q.publicationStatistics,
    { filter },
  );

export const usePublicationTrend = (filter: PublicationStatsFilter) =>
  useReportQuery<ops.PublicationTrendQuery, PublicationStatsData, ops.PublicationTrendQueryVariables>(ops.PublicationTrendDocument, (q) => q.publicationTrend, {
    filter,
  });

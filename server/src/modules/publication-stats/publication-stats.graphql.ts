// GraphQL of the publication statistics (issue 24 item 8): publicationStatistics (per staff member or
// shop, page /publicationStatistics) and publicationTrend (per day, page /publicationStatisticsV2),
// read-only; a bad filter answers a typed error result like the other reports.
import { builder } from '../../graphql/builder';
import { command, exposeFields } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import * as stats from './publication-stats.service';

const Filter = plainInput(
  'PublicationStatsFilter',
  {
    from: 'String!: First day, YYYY-MM-DD (UTC)',
    to: 'String!: Last day, YYYY-MM-DD (UTC), included',
    groupBy: 'String: publicationStatistics rows: staff (default; the listing creator) or shop',
    shopIds: 'Int[]: Only these shops (default every shop the caller may see)',
    platformType: 'Int: Platform type number (spec 01 §3)',
  },
  'The period (UTC days, both included, at most 366), the grouping, shops and platform',
);

const FIGURES = {
  created: 'Int: Listings created in the period',
  submitted: 'Int: Publish and relist attempts sent to the marketplace in the period',
  published: 'Int: Attempts the marketplace accepted in the period (the listing went online)',
  failed: 'Int: Attempts the marketplace refused in the period',
  successRate: 'Float?: published ÷ (published + failed) in percent, two decimals; null when nothing was answered',
} as const;

const Figures = builder.objectRef<stats.PublicationStats['totals']>('PublicationFigures').implement({ fields: (t) => exposeFields(t, FIGURES) });
const Row = builder.objectRef<stats.PublicationRow>('PublicationRow').implement({
  description: 'One staff member, shop or day',
  fields: (t) => ({
    ...exposeFields(t, {
      key: "String: The user id ('' for listings not created by a user, e.g. pulled from the marketplace), shop id or YYYY-MM-DD",
      label: "String: The user's name, the shop's alias or name, or the day",
      platformType: 'Int?: The shop rows: its platform type',
    }),
    ...exposeFields(t, FIGURES),
  }),
});
const Stats = builder.objectRef<stats.PublicationStats>('PublicationStats').implement({
  fields: (t) => ({
    ...exposeFields(t, { from: 'String', to: 'String', groupBy: 'String: staff | shop | day' }),
    rows: t.field({ type: [Row], resolve: (s) => s.rows }),
    totals: t.field({ type: Figures, resolve: (s) => s.totals }),
  }),
});

builder.queryFields((t) => ({
  publicationStatistics: t.field({
    type: Stats,
    ...command('publicationStatistics'),
    description: "/publicationStatistics: listings created, submitted, published and failed per staff member or shop in the caller's shops",
    args: { filter: t.arg({ type: Filter, required: true }) },
    resolve: (_r, a, ctx) => stats.publicationStatistics(ctx, compact(a.filter)),
  }),
  publicationTrend: t.field({
    type: Stats,
    ...command('publicationStatisticsV2'),
    description: "/publicationStatisticsV2: the same figures per day of the period (every day, zeros included) in the caller's shops",
    args: { filter: t.arg({ type: Filter, required: true }) },
    resolve: (_r, a, ctx) => stats.publicationTrend(ctx, compact(a.filter)),
  }),
}));

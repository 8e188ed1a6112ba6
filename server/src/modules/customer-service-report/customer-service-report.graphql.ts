// GraphQL of the customer-service report (issue 21 item 7, spec 02 §9): customerServiceReport(filter),
// read-only, guarded by the page customerServiceReport; a bad filter answers a typed error result
// (ValidationError / NotFoundError) like the sales reports.
import { builder } from '../../graphql/builder';
import { command, exposeFields } from '../../graphql/fields';
import { compact, plainInput } from '../../graphql/inputs';
import * as report from './customer-service-report.service';

const Filter = plainInput(
  'CustomerServiceReportFilter',
  {
    from: 'String!: First day, YYYY-MM-DD (UTC)',
    to: 'String!: Last day, YYYY-MM-DD (UTC), included',
    shopIds: 'Int[]: Only these shops (default every shop the caller may see)',
    platformType: 'Int: Platform type number (spec 01 §3)',
  },
  'Buyer waits that started in the period (UTC days, both included, at most 366)',
);

const FIGURES = {
  received: 'Int: Buyer waits (runs of consecutive buyer messages) that started in the period',
  buyerMessages: 'Int: Buyer messages in those waits',
  answered: 'Int',
  answeredIn3Minutes: 'Int: First reply at most 3 minutes after the first buyer message of the wait',
  answeredIn24Hours: 'Int: First reply at most 24 hours after',
  rate3Minutes: 'Float?: Percent of received, two decimals; null when nothing was received',
  rate24Hours: 'Float?: Percent of received, two decimals; null when nothing was received',
  medianFirstResponseMinutes: 'Float?: Median minutes to the first reply over the answered waits; null when none',
  unanswered: 'Int: Still waiting for a reply',
} as const;

const Totals = builder.objectRef<report.CustomerServiceReport['totals']>('CustomerServiceFigures').implement({
  fields: (t) => exposeFields(t, FIGURES),
});
const ShopRow = builder.objectRef<report.CsShopRow>('CustomerServiceShopRow').implement({
  description: 'The reply figures of one shop (shops with a wait in the period only)',
  fields: (t) => ({ ...exposeFields(t, { shopId: 'Int', shopName: 'String', platformType: 'Int' }), ...exposeFields(t, FIGURES) }),
});
const StaffRow = builder.objectRef<report.CsStaffRow>('CustomerServiceStaffRow').implement({
  description: 'The waits one staff member answered first (received = answered by them)',
  fields: (t) => ({
    ...exposeFields(t, {
      userId: 'Int?: The ERP user; null for replies sent outside the ERP (on the marketplace itself)',
      name: "String: The user's real name or user name ('' when userId is null)",
    }),
    ...exposeFields(t, FIGURES),
  }),
});
const CaseRow = builder.objectRef<report.CsCaseRow>('CustomerServiceCaseRow').implement({
  description: 'The after-sales cases (cancellations, returns, disputes) of one shop and kind that the marketplace opened in the period',
  fields: (t) =>
    exposeFields(t, {
      shopId: 'Int',
      shopName: 'String',
      platformType: 'Int',
      kind: 'String: cancellation, return or dispute',
      opened: 'Int: Cases opened in the period',
      closed: 'Int: Of those, no longer waiting for the seller',
      open: 'Int: Of those, still waiting for the seller',
      overdue: "Int: Still open and past the marketplace's deadline now",
      responded: 'Int: Cases the seller acted on at least once',
      medianFirstResponseMinutes: "Float?: Median minutes from opening to the seller's first action; null when none",
    }),
});
const Report = builder.objectRef<report.CustomerServiceReport>('CustomerServiceReport').implement({
  fields: (t) => ({
    ...exposeFields(t, { from: 'String', to: 'String' }),
    shops: t.field({ type: [ShopRow], resolve: (r) => r.shops }),
    cases: t.field({ type: [CaseRow], description: 'After-sales cases per shop and kind', resolve: (r) => r.cases }),
    staff: t.field({ type: [StaffRow], resolve: (r) => r.staff }),
    totals: t.field({ type: Totals, resolve: (r) => r.totals }),
  }),
});

builder.queryFields((t) => ({
  customerServiceReport: t.field({
    type: Report,
    ...command('customerServiceReport'),
    description:
      "/customerServiceReport: reply rates at 3 minutes and 24 hours, median first-response time and unanswered buyers per shop and per staff member, in the caller's shops",
    args: { filter: t.arg({ type: Filter, required: true }) },
    resolve: (_r, a, ctx) => report.customerServiceReport(ctx, compact(a.filter)),
  }),
}));

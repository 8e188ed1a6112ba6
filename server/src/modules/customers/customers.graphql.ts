// GraphQL of /customerManagement (issue 21 item 4): the buyers of the caller's shops and their
// blacklist. Blacklist entries are the shipping blacklist's (type ShippingBlacklistEntry, see
// customers.service.ts); moving in and removing need customerManagement.blacklist.
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, reading, rowCommandsOn } from '../../graphql/fields';
import { plainInput } from '../../graphql/inputs';
import { listOf } from '../../graphql/pagination';
import * as customers from './customers.service';

const Amount = builder.objectRef<customers.CustomerAmount>('CustomerAmount').implement({
  description: "One currency's sum of the buyer's order totals",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    amount: t.expose('amount', { type: 'Decimal' }),
  }),
});

const Customer = builder.objectRef<customers.CustomerRow>('Customer').implement({
  description: 'A buyer of a shop (from its orders): order count, amounts per currency, last order time, conversations and blacklist',
  fields: (t) => ({
    ...exposeFields(t, {
      shopId: 'Int',
      shopName: 'String',
      platformType: 'Int',
      buyerAccount: 'String',
      buyerName: 'String: The name on the latest order',
      orderCount: 'Int',
      lastOrderAt: 'DateTime',
      conversationCount: 'Int: Buyer-message conversations of the shop with the buyer',
      blacklistId: 'Int?: The active blacklist entry covering the buyer on the marketplace; null: not blacklisted',
      blacklistReason: 'String',
    }),
    amounts: t.field({ type: [Amount], resolve: (r) => r.amounts }),
  }),
});

const CustomerPage = builder.objectRef<customers.CustomerPage>('CustomerPage').implement({
  fields: (t) => ({
    ...exposeFields(t, { totalCount: 'Int' }),
    nodes: t.field({ type: [Customer], resolve: (p) => p.nodes }),
  }),
});

const CustomerFilter = plainInput('CustomerFilter', {
  shopId: 'Int',
  keyword: 'String: Part of the buyer account or name',
  blacklisted: 'Boolean: true: only blacklisted buyers; false: only the others',
});
const BlacklistFilter = plainInput('BuyerBlacklistFilter', { keyword: 'String: Part of the buyer account or reason' });
const BlacklistInput = plainInput('BlacklistBuyerInput', {
  shopId: 'Int!: A shop the caller may see',
  buyerAccount: 'String!',
  reason: 'String!: Why (required, at most 200 characters)',
});

builder.queryFields((t) => ({
  customers: t.field(
    commandsOn(CustomerPage).byReport(
      reading('customerManagement'),
      CustomerFilter,
      customers.customers,
      "/customerManagement: the buyers of the caller's shops from their orders, last order first",
    ),
  ),
  buyerBlacklist: t.prismaConnection({
    type: 'ShippingBlacklist',
    authScopes: { permission: 'customerManagement' },
    description: "The company's active blacklist entries (those of /shippingBlacklist too), newest first",
    ...listOf(BlacklistFilter, (ctx) => ctx.db.shippingBlacklist, customers.buyerBlacklistWhere, { id: 'desc' }),
  }),
}));

const blacklistCmd = command('customerManagement.blacklist', { operateModule: 'customerManagement' });
const onEntry = rowCommandsOn('ShippingBlacklist');
builder.mutationFields((t) => ({
  blacklistBuyer: t.prismaField(
    onEntry.byInput(
      blacklistCmd,
      BlacklistInput,
      customers.blacklistBuyer,
      "Moves a buyer of a shop into the blacklist with the reason; holds the buyer's open orders",
    ),
  ),
  removeFromBlacklist: t.prismaField(onEntry.byId(blacklistCmd, customers.removeFromBlacklist, 'Removes a blacklist entry (held orders stay held)')),
}));

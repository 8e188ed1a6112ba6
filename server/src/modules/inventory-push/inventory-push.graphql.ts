// GraphQL of stock push (issue 19 points 6 and 7): rules per shop (/inventoryPushRule, written with
// inventoryPushRule.update), the push log with status counts and the open drifts
// (/inventoryPushRecord; "push now", "check now" need inventoryPushRecord.push).
import { STOCK_DRIFT_CAUSES, STOCK_PUSH_STATUSES, translate } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { statusCountType, statusEnum } from '../../graphql/enums';
import { command, exposeFields, nameFields, onInt, reading, rowCommandsOn } from '../../graphql/fields';
import { inputFields } from '../../graphql/inputs';
import { listOf } from '../../graphql/pagination';
import { loadShopName } from '../listings/listings.service';
import * as push from './inventory-push.service';

const StockPushStatusEnum = statusEnum('StockPushStatus', STOCK_PUSH_STATUSES, 'STOCK_PUSH_STATUSES of @erp/schema');
const StockDriftCauseEnum = statusEnum(
  'StockDriftCause',
  STOCK_DRIFT_CAUSES,
  'Why a listing shows another quantity than its rule says (stockDriftCause of @erp/schema)',
);

builder.prismaObject('InventoryPushRule', {
  description: "A shop's stock push rule: available → 0 below zeroBelow, minus reserve, × percentage %, at most maxQuantity",
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      shopId: 'Int',
      enabled: 'Boolean',
      percentage: 'Int: Percent of the available quantity, 0–100',
      maxQuantity: 'Int?: Never more than this; null: no cap',
      reserve: 'Int: Units kept back',
      zeroBelow: 'Int: Available below this → 0 is pushed; 0: off',
      warehouseIds: 'Int[]: Warehouses whose stock counts; empty: every enabled warehouse',
      autoFixDrift: 'Boolean: Drifts found by the check are pushed at once',
      remark: 'String',
      updatedAt: 'DateTime',
    }),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
  }),
});

const withMessage = (r: { reasonId: string; marketplaceMessage: string }, lang: 'zh' | 'en') =>
  r.reasonId ? translate(lang, r.reasonId, { message: r.marketplaceMessage, shopName: '' }) : '';

builder.prismaObject('InventoryPushRecord', {
  description: 'One quantity push to an online listing (or variation) and the marketplace’s answer',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      shopId: 'Int',
      listingId: 'Int',
      variationId: 'Int: 0: the listing itself',
      skuId: 'Int',
      sellerSku: 'String',
      marketplaceListingId: 'String',
      trigger: 'String: stock (a stock change) or drift (the drift check, automatic or push now)',
      quantityBefore: 'Int',
      quantityAfter: 'Int: The quantity pushed',
      available: 'Int: Available units it was computed from',
      reasonId: 'String',
      marketplaceMessage: "String: The marketplace's own words",
      attempts: 'Int',
      nextAttemptAt: 'DateTime?',
      createdAt: 'DateTime',
      finishedAt: 'DateTime?',
    }),
    status: t.expose('status', { type: StockPushStatusEnum }),
    message: t.string({ description: 'The refusal in the caller’s language', resolve: (r, _a, ctx) => withMessage(r, ctx.lang) }),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
  }),
});

builder.prismaObject('InventoryPushDrift', {
  description: 'An online listing (or variation) whose marketplace quantity differs from what its rule says',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      shopId: 'Int',
      listingId: 'Int',
      variationId: 'Int',
      skuId: 'Int',
      sellerSku: 'String',
      marketplaceListingId: 'String',
      expected: 'Int: What the rule says',
      actual: 'Int: What the marketplace shows',
      status: 'String: open or fixed',
      detectedAt: 'DateTime',
      resolvedAt: 'DateTime?',
    }),
    cause: t.expose('cause', { type: StockDriftCauseEnum }),
    ...nameFields(t, { shopName: ['shopId', loadShopName] }),
  }),
});

const RuleFilter = builder.inputType('InventoryPushRuleFilter', {
  fields: (t) => inputFields(t, { shopId: 'Int', enabled: 'Boolean', keyword: 'String: Part of the remark' }),
});
const RecordFilter = builder.inputType('InventoryPushRecordFilter', {
  fields: (t) => ({
    ...inputFields(t, { shopId: 'Int', skuId: 'Int', keyword: "String: Part of the seller SKU or the marketplace's listing id" }),
    status: t.field({ type: StockPushStatusEnum }),
  }),
});
const DriftFilter = builder.inputType('InventoryPushDriftFilter', {
  fields: (t) => inputFields(t, { shopId: 'Int', status: 'String: open (default) or fixed', keyword: 'String: Part of the seller SKU' }),
});
const RuleInput = builder.inputType('InventoryPushRuleInput', {
  fields: (t) =>
    inputFields(t, {
      shopId: 'Int: Required on create',
      enabled: 'Boolean: Default true',
      percentage: 'Int: Percent of the available quantity, 0–100 (default 100)',
      maxQuantity: 'Int: Never more than this; empty: no cap',
      reserve: 'Int: Units kept back (default 0)',
      zeroBelow: 'Int: Available below this → 0 (default 0: off)',
      warehouseIds: 'Int[]: Warehouses whose stock counts; empty: every enabled warehouse',
      autoFixDrift: 'Boolean: Push drifts at once (default false)',
      remark: 'String',
    }),
});
const RecordStatusCount = statusCountType('InventoryPushRecordStatusCount', StockPushStatusEnum);

builder.queryFields((t) => ({
  inventoryPushRules: t.prismaConnection({
    type: 'InventoryPushRule',
    ...reading(push.RULE_READ),
    ...listOf(RuleFilter, (ctx) => ctx.db.inventoryPushRule, push.pushRuleWhere, [{ shopId: 'asc' }, { id: 'asc' }]),
  }),
  inventoryPushRecords: t.prismaConnection({
    type: 'InventoryPushRecord',
    ...reading(push.RECORD_READ),
    ...listOf(RecordFilter, (ctx) => ctx.db.inventoryPushRecord, push.pushRecordWhere, { id: 'desc' }),
  }),
  inventoryPushRecordCounts: t.field({
    type: [RecordStatusCount],
    ...reading(push.RECORD_READ),
    args: { filter: t.arg({ type: RecordFilter }) },
    resolve: (_r, args, ctx) => push.pushRecordCounts(ctx, { ...Object.fromEntries(Object.entries(args.filter ?? {}).filter(([, v]) => v != null)) }),
  }),
  inventoryPushDrifts: t.prismaConnection({
    type: 'InventoryPushDrift',
    ...reading(push.RECORD_READ),
    ...listOf(DriftFilter, (ctx) => ctx.db.inventoryPushDrift, push.pushDriftWhere, [{ detectedAt: 'desc' }, { id: 'desc' }]),
  }),
}));

const update = command('inventoryPushRule.update', { operateModule: 'inventoryPushRule' });
const pushNow = command('inventoryPushRecord.push', { operateModule: 'inventoryPushRecord' });
const onRule = rowCommandsOn('InventoryPushRule');
builder.mutationFields((t) => ({
  createInventoryPushRule: t.prismaField(onRule.byInput(update, RuleInput, push.createPushRule)),
  updateInventoryPushRule: t.prismaField(onRule.byIdInput(update, RuleInput, push.updatePushRule)),
  deleteInventoryPushRule: t.prismaField(onRule.byId(update, push.deletePushRule)),
  setInventoryPushRulesEnabled: t.field(
    onInt.byArgs(update, { ids: 'Int[]!', enabled: 'Boolean!' }, push.setPushRulesEnabled, 'Turns rules on or off; answers how many changed'),
  ),
  pushInventoryShopNow: t.field(
    onInt.byArgs(
      pushNow,
      { shopId: 'Int!' },
      (ctx, a) => push.pushShopNow(ctx, a.shopId),
      'Queues a push of every SKU the shop’s online listings sell; answers the SKUs queued',
    ),
  ),
  checkInventoryDrift: t.field(
    onInt.byArgs(pushNow, { shopId: 'Int' }, (ctx, a) => push.checkDriftNow(ctx, a.shopId), 'Runs the drift check now; answers the open drifts found'),
  ),
  fixInventoryDrifts: t.field(onInt.byIds(pushNow, push.fixDriftsNow, 'Pushes the rule’s quantity to the drifted listings; answers the drifts fixed')),
}));

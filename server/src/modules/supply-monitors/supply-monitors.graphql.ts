// GraphQL of the supply monitors (issue 23 item 8): items and change records per source (the
// source's page is the permission, computed from the `source` argument), supply shops, add / edit /
// delete (the monitoring person only) and "check now".
import type { InputObjectRef } from '@pothos/core';
import { builder, type Types } from '../../graphql/builder';
import { command, exposeFields, nameFields, onInt, rowCommandsOn } from '../../graphql/fields';
import { compact, plainInput, type Compact } from '../../graphql/inputs';
import { listOf, readList } from '../../graphql/pagination';
import { loadUserName, loadSkuCode } from '../../platform/lookups';
import type { RequestContext } from '../../platform/context';
import * as sm from './supply-monitors.service';

builder.prismaObject('SupplyShop', {
  description: 'A supply shop (1688, AliExpress, Taobao or another shop address)',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      name: 'String',
      platform: 'String: 1688, aliexpress, taobao or other',
      url: 'String',
      remark: 'String',
      createdAt: 'DateTime',
    }),
    ...nameFields(t, { createdByName: ['createdBy', loadUserName] }),
    itemCount: t.int({
      description: 'Monitored products of the shop',
      resolve: (s, _a, ctx) => ctx.db.supplyMonitorItem.count({ where: { supplyShopId: s.id } }),
    }),
  }),
});

builder.prismaObject('SupplyMonitorItem', {
  description: 'A monitored product of a supply source; only its monitoring person may modify or delete it',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      source: 'String: gigacloud, vidaxl, shop or emag',
      code: 'String: Product code, or the product address of a supply shop',
      supplyShopId: 'Int?',
      skuId: 'Int?',
      monitorUserId: 'Int',
      stockThreshold: 'Int: Units a stock change must reach (0: any change)',
      priceThresholdPct: 'Decimal: Percent a price change must reach (0: any change)',
      remark: 'String',
      title: 'String',
      currency: 'String',
      lastStock: 'Int?',
      lastPrice: 'Decimal?',
      available: 'Boolean: False: off the shelf at the source',
      lowestPrice: "Decimal?: eMAG: the lowest other seller's price",
      competitorCount: 'Int: eMAG: other sellers on the offer',
      buyBox: 'Boolean?: eMAG: whether we hold the buy box',
      lastCheckedAt: 'DateTime?',
      lastError: "String: The source's message of the last failed check",
      createdAt: 'DateTime',
    }),
    ...nameFields(t, { monitorName: ['monitorUserId', loadUserName], skuCode: ['skuId', loadSkuCode] }),
    supplyShopName: t.string({
      resolve: async (i, _a, ctx) =>
        i.supplyShopId ? ((await ctx.db.supplyShop.findFirst({ where: { id: i.supplyShopId }, select: { name: true } }))?.name ?? '') : '',
    }),
    mine: t.boolean({
      description: 'Whether the caller is the monitoring person (may edit and delete)',
      resolve: (i, _a, ctx) => i.monitorUserId === sm.callerId(ctx),
    }),
  }),
});

builder.prismaObject('SupplyMonitorChange', {
  description: 'A recorded change of a monitored item',
  fields: (t) => ({
    ...exposeFields(t, {
      id: 'Int',
      itemId: 'Int',
      source: 'String',
      kind: 'String: stock, price, availability, lowestPrice or buyBox',
      before: 'String',
      after: 'String',
      notified: 'Int: Notices sent',
      checkedAt: 'DateTime',
    }),
    code: t.string({
      resolve: async (c, _a, ctx) => (await ctx.db.supplyMonitorItem.findFirst({ where: { id: c.itemId }, select: { code: true } }))?.code ?? '',
    }),
  }),
});

const ItemFilter = plainInput('SupplyMonitorItemFilter', {
  keyword: 'String: Code, title or remark (contains)',
  supplyShopId: 'Int',
  id: 'Int: One item (the notice link)',
  mine: 'Boolean: Only the items the caller monitors',
});
const ChangeFilter = plainInput('SupplyMonitorChangeFilter', { itemId: 'Int', kind: 'String' });
const ShopFilter = plainInput('SupplyShopFilter', { keyword: 'String: Name or address (contains)' });
const AddInput = plainInput('AddSupplyMonitorItemInput', {
  source: 'String!: gigacloud, vidaxl, shop or emag',
  code: 'String!: Product code, or the product address for a supply shop',
  supplyShopId: 'Int: Required for a supply shop product',
  skuId: 'Int: The own SKU it stands for',
  stockThreshold: 'Int',
  priceThresholdPct: 'Float',
  remark: 'String',
});
const UpdateInput = plainInput('UpdateSupplyMonitorItemInput', {
  skuId: 'Int',
  clearSku: 'Boolean',
  stockThreshold: 'Int',
  priceThresholdPct: 'Float',
  remark: 'String',
});
const ShopInput = plainInput('SupplyShopInput', { name: 'String!', url: 'String!', remark: 'String' });
const CheckResult = builder.objectRef<sm.CheckOutcome>('SupplyCheckResult').implement({
  fields: (t) => ({ ...exposeFields(t, { checked: 'Int', changed: 'Int: Changes recorded', failed: 'Int: Items the source refused' }) }),
});

/**
 * A list of one source's rows, read with that source's page (the `source` argument, before the
 * paging ones), newest first.
 */
function ofSource<const N extends string, F extends object, W extends object>(
  type: N,
  description: string,
  filter: InputObjectRef<Types, F>,
  model: Parameters<typeof listOf>[1],
  where: (ctx: RequestContext, source: string, filter: Compact<Partial<F>>) => W,
) {
  return {
    type,
    authScopes: (_p: unknown, a: object) => ({ permission: sm.readPermission((a as { source: string }).source) }),
    description,
    ...listOf(filter, model, (ctx, f, a) => where(ctx, a.source, f), { id: 'desc' }, { source: 'String!' }),
  };
}

builder.queryFields((t) => ({
  supplyMonitorItems: t.prismaConnection(
    ofSource('SupplyMonitorItem', 'Monitored items of a source, newest first', ItemFilter, (ctx) => ctx.db.supplyMonitorItem, sm.itemWhere),
  ),
  supplyMonitorChanges: t.prismaConnection(
    ofSource('SupplyMonitorChange', 'Change records of a source, newest first', ChangeFilter, (ctx) => ctx.db.supplyMonitorChange, sm.changeWhere),
  ),
  supplyShops: t.prismaConnection(
    readList('SupplyShop', sm.SUPPLY_SHOP_PAGE, ShopFilter, (ctx) => ctx.db.supplyShop, sm.supplyShopWhere, { id: 'desc' }, 'Supply shops, newest first'),
  ),
}));

const ext = { operateModule: 'supplyMonitors' };
/** The options of a command on a source's items: the source's write permission (the `source` argument). */
const writesSource = { errors: {}, authScopes: (_p: unknown, a: { source: string }) => ({ permission: sm.writePermission(a.source) }), extensions: ext };
const shopUpdate = command('supplyShops.update', { operateModule: sm.SUPPLY_SHOP_PAGE });
const onShop = rowCommandsOn('SupplyShop');
builder.mutationFields((t) => ({
  addSupplyMonitorItem: t.prismaField({
    type: 'SupplyMonitorItem',
    errors: {},
    authScopes: (_p, a) => ({ permission: sm.writePermission(a.input.source) }),
    extensions: ext,
    description: 'Adds a monitored item (the caller is its monitoring person) and reads its first figures',
    args: { input: t.arg({ type: AddInput, required: true }) },
    resolve: (_q, _r, a, ctx) => sm.addSupplyItem(ctx, compact(a.input)),
  }),
  updateSupplyMonitorItem: t.prismaField({
    type: 'SupplyMonitorItem',
    ...writesSource,
    description: 'Edits thresholds, the linked SKU and the remark (the monitoring person only)',
    args: { source: t.arg.string({ required: true }), id: t.arg.int({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_q, _r, a, ctx) => {
      const { clearSku, ...rest } = compact(a.input) as Record<string, unknown>;
      return sm.updateSupplyItem(ctx, a.source, a.id, clearSku ? { ...rest, skuId: null } : rest);
    },
  }),
  deleteSupplyMonitorItem: t.int({
    ...writesSource,
    description: 'Deletes an item and its change records (the monitoring person only); answers its id',
    args: { source: t.arg.string({ required: true }), id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => sm.deleteSupplyItem(ctx, a.source, a.id),
  }),
  checkSupplyMonitorItems: t.field({
    type: CheckResult,
    ...writesSource,
    description: 'Checks items against their source now (1 to 200)',
    args: { source: t.arg.string({ required: true }), ids: t.arg.intList({ required: true }) },
    resolve: (_r, a, ctx) => sm.checkSupplyItems(ctx, a.source, { ids: a.ids }),
  }),
  createSupplyShop: t.prismaField(onShop.byInput(shopUpdate, ShopInput, sm.createSupplyShop)),
  updateSupplyShop: t.prismaField(onShop.byIdInput(shopUpdate, ShopInput, sm.updateSupplyShop)),
  deleteSupplyShop: t.field(onInt.byId(shopUpdate, sm.deleteSupplyShop)),
}));

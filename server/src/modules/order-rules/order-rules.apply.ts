// Applies the company's order rules to new orders (called by the order pipeline,
// orders/orders.pipeline.ts, after SKU matching), each order in its own transaction with the order
// row locked, in this order:
//   (a) shipping blacklist: a buyer on the active blacklist (same marketplace, or an entry for
//       every marketplace) → the order is held as abnormal (reason blacklist);
//   (b) logistics rules: the first enabled rule by priority (higher first, then the older) whose
//       conditions match sets the warehouse and the channel the order does not have yet; a
//       "cheapest" rule prices the order on its candidate channels and takes the cheapest eligible
//       one, and when none is eligible the next rule is tried;
//   (c) gift rules: every enabled gift rule in its time window (at the order time) whose
//       conditions match adds a gift line (unit price 0), once per rule and order.
// Calling it twice changes nothing the second time. Orders past review (stock reserved) or
// closed are left alone: rules only shape orders that have not been allocated.
import { ORDER_TRANSITIONS, byRulePriority, inGiftWindow, matchesLogisticsRule, readConditions, type OrderStatus } from '@erp/schema';
import type { RequestContext } from '../../platform/context';
import { addHistory, moveOrder } from '../orders/orders.states';
import { orderFacts, type OrderWithItems } from './order-rules.facts';
import type { GiftRule, LogisticsRule, ShippingBlacklist } from '../../generated/prisma/client';
import { sameTextIgnoringCase } from '../../platform/text-match';
import { BASE_CURRENCY, chooseChannel, loadChannelPricing, type ChannelPricing } from '../freight/freight.service';

/** Statuses before review: no stock is reserved yet, so routing and gift lines may still change. */
const SHAPEABLE: readonly string[] = ['awaitingPayment', 'processing'];

function shapeable(o: { status: string; heldFromStatus: string }): boolean {
  return SHAPEABLE.includes(o.status) || (o.status === 'abnormal' && (o.heldFromStatus === '' || SHAPEABLE.includes(o.heldFromStatus)));
}

export async function applyOrderRules(ctx: RequestContext, orderIds: readonly number[]): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (!ids.length) return;
  const [blacklistCount, logisticsRules, giftRules] = await Promise.all([
    ctx.db.shippingBlacklist.count({ where: { removedAt: null } }),
    ctx.db.logisticsRule.findMany({ where: { enabled: true }, orderBy: [{ priority: 'desc' }, { id: 'asc' }] }),
    ctx.db.giftRule.findMany({ where: { enabled: true }, orderBy: [{ priority: 'desc' }, { id: 'asc' }] }),
  ]);
  // Nothing configured (the usual case of a big import): nothing to read per order.
  if (!blacklistCount && !logisticsRules.length && !giftRules.length) return;

  const orders: OrderWithItems[] = await ctx.db.order.findMany({ where: { id: { in: ids } }, include: { items: true }, orderBy: { id: 'asc' } });
  if (!orders.length) return;
  const accounts = [...new Set(orders.map((o) => o.buyerAccount.trim()).filter(Boolean))];
  const blacklist =
    blacklistCount && accounts.length
      ? await ctx.db.shippingBlacklist.findMany({ where: { removedAt: null, OR: accounts.map((a) => ({ buyerAccount: sameTextIgnoringCase(a) })) } })
      : [];
  // A rule whose warehouse or channel was disabled (or removed) since is skipped.
  const [warehouses, channels] = await Promise.all([
    ctx.db.warehouse.findMany({
      where: { id: { in: [...new Set(logisticsRules.map((r) => r.warehouseId))] } },
      select: { id: true, name: true, enabled: true },
    }),
    ctx.db.logisticsChannel.findMany({
      where: { id: { in: [...new Set(logisticsRules.flatMap((r) => (r.logisticsChannelId !== null ? [r.logisticsChannelId] : [])))] } },
      select: { id: true, name: true, enabled: true },
    }),
  ]);
  const warehouseOf = new Map(warehouses.filter((w) => w.enabled).map((w) => [w.id, w.name]));
  const channelOf = new Map(channels.filter((c) => c.enabled).map((c) => [c.id, c.name]));
  const giftSkus = new Map(
    (
      await ctx.db.sku.findMany({ where: { id: { in: [...new Set(giftRules.map((g) => g.giftSkuId))] } }, include: { product: { select: { name: true } } } })
    ).map((s) => [s.id, s]),
  );
  const world: RuleWorld = {
    blacklist,
    logisticsRules: logisticsRules.filter(
      (r) => warehouseOf.has(r.warehouseId) && (r.channelChoice === 'cheapest' || (r.logisticsChannelId !== null && channelOf.has(r.logisticsChannelId))),
    ),
    // cheapest-channel rules price the order on the channels' price cards (read once)
    pricing: logisticsRules.some((r) => r.channelChoice === 'cheapest') ? await loadChannelPricing(ctx.db) : null,
    giftRules: giftRules.filter((g) => giftSkus.has(g.giftSkuId)),
  };
  const lineSkuIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.skuId)).filter((s): s is number => s !== null))];
  const skuCodes = new Map(
    (lineSkuIds.length ? await ctx.db.sku.findMany({ where: { id: { in: lineSkuIds } }, select: { id: true, sku: true } }) : []).map((s) => [s.id, s.sku]),
  );

  // Only orders some rule would change get a transaction; inside it the order is locked, read
  // again and planned again (a concurrent call may have done the work meanwhile).
  for (const candidate of orders) {
    if (isEmpty(planOrder(candidate, skuCodes, world))) continue;
    await ctx.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${candidate.id} FOR UPDATE`;
      const order = await tx.order.findFirst({ where: { id: candidate.id }, include: { items: true } });
      if (!order) return;
      const plan = planOrder(order, skuCodes, world);

      if (plan.hold) {
        await moveOrder(ctx, tx, order.id, 'hold', {
          data: { abnormalReason: 'blacklist', heldFromStatus: order.status },
          history: { messageId: 'orderRules.history.blacklist', params: { buyerAccount: order.buyerAccount, blacklistId: plan.hold.id } },
        });
      }
      if (plan.route) {
        const { rule, warehouseId, logisticsChannelId, price } = plan.route;
        await tx.order.updateMany({ where: { id: order.id }, data: { warehouseId, logisticsChannelId } });
        await addHistory(ctx, tx, [order.id], {
          action: 'logisticsRule',
          messageId: price ? 'orderRules.history.cheapest' : 'orderRules.history.logistics',
          params: {
            ...price,
            rule: rule.name,
            ruleId: rule.id,
            warehouseId,
            logisticsChannelId,
            warehouse:
              warehouseOf.get(warehouseId) ??
              (await tx.warehouse.findFirst({ where: { id: warehouseId }, select: { name: true } }))?.name ??
              String(warehouseId),
            channel:
              channelOf.get(logisticsChannelId) ??
              (await tx.logisticsChannel.findFirst({ where: { id: logisticsChannelId }, select: { name: true } }))?.name ??
              String(logisticsChannelId),
          },
        });
      }
      for (const gift of plan.gifts) {
        const sku = giftSkus.get(gift.giftSkuId)!;
        await tx.orderItem.create({
          data: {
            companyId: order.companyId,
            orderId: order.id,
            title: sku.product?.name ?? sku.sku,
            image: sku.image ?? '',
            quantity: gift.giftQuantity,
            unitPrice: 0,
            skuId: sku.id,
            matchedBy: 'sku',
            isGift: true,
            giftRuleId: gift.id,
          },
        });
        await addHistory(ctx, tx, [order.id], {
          action: 'giftRule',
          messageId: 'orderRules.history.gift',
          params: { rule: gift.name, ruleId: gift.id, quantity: gift.giftQuantity, sku: sku.sku, skuId: sku.id },
        });
      }
    });
  }
}

interface RuleWorld {
  blacklist: ShippingBlacklist[];
  logisticsRules: LogisticsRule[];
  giftRules: GiftRule[];
  pricing: ChannelPricing | null;
}

interface Plan {
  hold: ShippingBlacklist | null;
  /** `price`: the cheapest channel's freight, when a cheapest-channel rule chose it. */
  route: { rule: LogisticsRule; warehouseId: number; logisticsChannelId: number; price?: { price: string; currency: string } } | null;
  gifts: GiftRule[];
}

const isEmpty = (p: Plan) => !p.hold && !p.route && !p.gifts.length;

/** What the rules would do to an order as it is now (pure). */
function planOrder(order: OrderWithItems, skuCodes: ReadonlyMap<number, string>, world: RuleWorld): Plan {
  const plan: Plan = { hold: null, route: null, gifts: [] };
  // (a) shipping blacklist
  const buyer = order.buyerAccount.trim().toLowerCase();
  const listed = buyer
    ? world.blacklist.find((b) => b.buyerAccount.trim().toLowerCase() === buyer && (b.platformType === 0 || b.platformType === order.platformType))
    : undefined;
  let status = order.status;
  let heldFrom = order.heldFromStatus;
  if (listed && ORDER_TRANSITIONS.hold.from.includes(order.status as OrderStatus)) {
    plan.hold = listed;
    heldFrom = order.status;
    status = 'abnormal';
  }
  if (!shapeable({ status, heldFromStatus: heldFrom })) return plan;
  const facts = orderFacts(order, skuCodes);
  // (b) logistics rules: fill in what the order lacks
  if (order.warehouseId === null || order.logisticsChannelId === null) {
    plan.route = routeOrder(order, facts, world);
  }
  // (c) gift rules: once per rule and order
  const given = new Set(order.items.map((i) => i.giftRuleId).filter((g): g is number => g !== null));
  plan.gifts = world.giftRules.filter((g) => !given.has(g.id) && inGiftWindow(g, order.orderedAt) && matchesLogisticsRule(readConditions(g.conditions), facts));
  return plan;
}

/**
 * The first enabled logistics rule (by priority) whose conditions match and that yields a channel:
 * a fixed rule its own, a cheapest rule the cheapest eligible candidate for this parcel (none
 * eligible: the next rule is tried). What the order already has is kept.
 */
function routeOrder(order: OrderWithItems, facts: ReturnType<typeof orderFacts>, world: RuleWorld): Plan['route'] {
  for (const rule of [...world.logisticsRules].sort(byRulePriority)) {
    if (!rule.enabled || !matchesLogisticsRule(readConditions(rule.conditions), facts)) continue;
    const warehouseId = order.warehouseId ?? rule.warehouseId;
    if (order.logisticsChannelId !== null) return { rule, warehouseId, logisticsChannelId: order.logisticsChannelId };
    if (rule.channelChoice !== 'cheapest') return { rule, warehouseId, logisticsChannelId: rule.logisticsChannelId! };
    const { chosen } = chooseChannel(world.pricing!, parcelOf(order, facts, rule), rule.candidateChannelIds);
    if (chosen)
      return {
        rule,
        warehouseId,
        logisticsChannelId: chosen.channelId,
        price: { price: chosen.price!.toFixed(2), currency: BASE_CURRENCY },
      };
  }
  return null;
}

/** What the cheapest-channel choice needs to know of an order. */
export function parcelOf(order: { country: string; state: string; postcode: string }, facts: { weight: number }, rule: { maxDeliveryDays: number | null }) {
  return { weight: facts.weight, country: order.country, state: order.state, postcode: order.postcode, maxDeliveryDays: rule.maxDeliveryDays };
}

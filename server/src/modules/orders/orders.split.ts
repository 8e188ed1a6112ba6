// Split and merge (issue 6 point 7; spec 02 §5 'Order split').
// Split: at least 2 sub-orders, each with at least one split quantity, no line split above its
// dividable quantity (its quantity), all goods split. Only orders with nothing reserved
// (processing, out of stock, abnormal). The sub-orders are <orderNo>-1, -2, … (source split,
// parentId), processing (abnormal ones stay abnormal with the same reason); the parent is
// cancelled with history 'split'. Shipping fee and discount go with the first sub-order.
// Merge: at least 2 orders of the same shop, buyer account, currency and address (country,
// postcode, address line 1, recipient), none reserved or shipped (processing, out of stock,
// abnormal). The first order given receives copies of the others' lines and their amounts; the
// others are cancelled with mergedIntoId. A merged out-of-stock order goes back to processing.
import { checkSplit, mergeKey, mergeOrdersInput, orderTotals, splitOrderInput, type OrderStatus } from '@erp/schema';
import { assertCan, type RequestContext } from '../../platform/context';
import { BusinessError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import type { Tx } from '../../platform/db';
import type { OrderItem } from '../../generated/prisma/client';
import { releaseOrderStock } from './orders.allocation';
import { ORDER_ADDRESS_FIELDS, findOrders, findVisibleOrder } from './orders.lookups';
import { updateEstimatedWeights } from './orders.matching';
import { orderCreated, stageEvents } from '../events/events.service';
import { addHistory, findOrder, moveOrder } from './orders.states';

export const SPLITTABLE: readonly OrderStatus[] = ['processing', 'outOfStock', 'abnormal'];
export const MERGEABLE: readonly OrderStatus[] = ['processing', 'outOfStock', 'abnormal'];

/** Claims the orders for split / merge inside the transaction (a concurrent review or ship loses or wins cleanly). */
async function claim(tx: Tx, orders: { id: number; orderNo: string }[], allowed: readonly OrderStatus[], messageId: string) {
  for (const o of orders) {
    const { count } = await tx.order.updateMany({ where: { id: o.id, status: { in: [...allowed] } }, data: { updatedAt: new Date() } });
    if (count !== 1) {
      const now = await tx.order.findFirst({ where: { id: o.id }, select: { status: true } });
      throw new BusinessError(messageId, { orderNo: o.orderNo, status: `order.status.${now?.status ?? ''}` });
    }
  }
}

const COPIED = [
  'shopId',
  'platformType',
  'platformOrderNo',
  'buyerAccount',
  'buyerName',
  'buyerEmail',
  'buyerPhone',
  ...ORDER_ADDRESS_FIELDS,
  'currency',
  'orderedAt',
  'paidAt',
  'shipBy',
  'cancelRequested',
  'warehouseId',
  'logisticsChannelId',
  'buyerNote',
  'sellerNote',
  'tags',
] as const;

export async function splitOrder(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'order.update');
  const input = parseInput(splitOrderInput, raw);
  const order = await findVisibleOrder(ctx, ctx.db, input.id);
  if (!SPLITTABLE.includes(order.status as OrderStatus))
    throw new BusinessError('order.splitNotAllowed', { orderNo: order.orderNo, status: `order.status.${order.status}` });
  const problems = checkSplit(
    order.items.map((i) => ({ id: i.id, quantity: i.quantity, label: i.platformSku || i.title || String(i.id) })),
    input.parts,
  );
  if (problems.length)
    throw new ValidationError(
      problems.map((p) => ({ field: p.field, messageId: p.messageId, params: { field: `field.${p.field.split('.').pop()}`, ...p.params } })),
    );
  const itemOf = new Map(order.items.map((i) => [i.id, i]));
  const childNos = input.parts.map((_p, i) => `${order.orderNo}-${i + 1}`);
  const childIds = await ctx.db.$transaction(async (tx) => {
    await claim(tx, [order], SPLITTABLE, 'order.splitNotAllowed');
    await releaseOrderStock(ctx, tx, order);
    const ids: number[] = [];
    for (const [i, part] of input.parts.entries()) {
      const lines = part.filter((l) => l.quantity > 0).map((l) => ({ item: itemOf.get(l.itemId)!, quantity: l.quantity }));
      const shippingFee = i === 0 ? order.shippingFee.toString() : '0';
      const discount = i === 0 ? order.discount.toString() : '0';
      const totals = orderTotals(
        lines.map((l) => ({ quantity: l.quantity, unitPrice: l.item.unitPrice.toString() })),
        shippingFee,
        discount,
      );
      const child = await tx.order.create({
        data: {
          companyId: actor.companyId,
          ...Object.fromEntries(COPIED.map((k) => [k, order[k]])),
          orderNo: childNos[i],
          source: 'split',
          status: order.status === 'abnormal' ? 'abnormal' : 'processing',
          abnormalReason: order.abnormalReason,
          heldFromStatus: order.status === 'abnormal' ? order.heldFromStatus : '',
          parentId: order.id,
          matched: lines.every((l) => l.item.skuId != null),
          itemsTotal: totals.itemsTotal,
          shippingFee,
          discount,
          totalAmount: totals.totalAmount,
          items: {
            create: lines.map(({ item, quantity }) => ({ companyId: actor.companyId, ...itemCopy(item, quantity) })),
          },
        } as never,
      });
      ids.push(child.id);
      await stageEvents(tx, [orderCreated(child)], actor.companyId);
    }
    await addHistory(ctx, tx, ids, { action: 'split', messageId: 'order.history.splitFrom', params: { orderNo: order.orderNo } });
    await moveOrder(ctx, tx, order.id, 'cancel', {
      data: { cancelledAt: new Date() },
      history: { messageId: 'order.history.splitInto', params: { orderNos: childNos.join(', ') } },
    });
    return ids;
  });
  await updateEstimatedWeights(ctx, childIds);
  return Promise.all(childIds.map((id) => findOrder(ctx.db, id)));
}

/** An order item as a new order takes it over (split: part of its quantity; merge: all of it). */
function itemCopy(item: OrderItem, quantity: number) {
  const { platformItemId, platformSku, title, image, unitPrice, skuId, matchedBy, unitsPerItem, isGift, giftRuleId } = item;
  return { platformItemId, platformSku, title, image, quantity, unitPrice, skuId, matchedBy, unitsPerItem, isGift, giftRuleId };
}

export async function mergeOrders(ctx: RequestContext, ids: unknown) {
  assertCan(ctx, 'order.update');
  const input = parseInput(mergeOrdersInput, { ids });
  if (new Set(input.ids).size !== input.ids.length) throw ValidationError.field('ids', 'order.mergeSameOrder');
  const orders = await findOrders(ctx, ctx.db, input.ids);
  for (const o of orders) {
    if (!MERGEABLE.includes(o.status as OrderStatus))
      throw new BusinessError('order.mergeNotAllowed', { orderNo: o.orderNo, status: `order.status.${o.status}` });
  }
  const [target, ...others] = orders;
  const key = `${mergeKey(target)}|${target.currency}`;
  const different = others.find((o) => `${mergeKey(o)}|${o.currency}` !== key);
  if (different) throw new BusinessError('order.mergeDifferent', { orderNo: target.orderNo, other: different.orderNo });
  const cents = (v: { toString(): string }) => Math.round(Number(v.toString()) * 100);
  const sum = (f: (o: (typeof orders)[number]) => { toString(): string }) => (orders.reduce((s, o) => s + cents(f(o)), 0) / 100).toFixed(2);
  await ctx.db.$transaction(async (tx) => {
    await claim(tx, orders, MERGEABLE, 'order.mergeNotAllowed');
    for (const o of orders) await releaseOrderStock(ctx, tx, o);
    await tx.orderItem.createMany({
      data: others.flatMap((o) => o.items.map((item) => ({ companyId: target.companyId, orderId: target.id, ...itemCopy(item, item.quantity) }))),
    });
    await tx.order.updateMany({
      where: { id: target.id },
      data: {
        itemsTotal: sum((o) => o.itemsTotal),
        shippingFee: sum((o) => o.shippingFee),
        discount: sum((o) => o.discount),
        totalAmount: sum((o) => o.totalAmount),
        matched: orders.every((o) => o.matched),
      },
    });
    for (const o of others) {
      await moveOrder(ctx, tx, o.id, 'cancel', {
        data: { cancelledAt: new Date(), mergedIntoId: target.id },
        history: { messageId: 'order.history.mergedInto', params: { orderNo: target.orderNo } },
      });
    }
    await addHistory(ctx, tx, [target.id], {
      action: 'merge',
      messageId: 'order.history.mergedFrom',
      params: { orderNos: others.map((o) => o.orderNo).join(', ') },
    });
    if (target.status === 'outOfStock') await moveOrder(ctx, tx, target.id, 'backToProcessing');
  });
  await updateEstimatedWeights(ctx, [target.id]);
  return findOrder(ctx.db, target.id);
}

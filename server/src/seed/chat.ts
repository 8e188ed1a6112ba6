// Demo buyer messages (issue 21): every authorized demo shop's conversations of the last week,
// pulled from the sandbox marketplaces through the real pull (so conversations about the demo's
// pulled orders link to them); the older half marked read, so the inbox opens with some unread;
// one conversation linked to an order for sure; one seller answer the marketplace refused
// (failed '-1' with its words, ready for the retry button) and one translated buyer message.
import { CHAT_STATUS, CHAT_TYPE, SHOP_STATUS } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { pullShopChat } from '../modules/chat/chat.pull';
import { markConversationRead } from '../modules/chat/chat.service';

export async function seedChat(ctx: RequestContext, now = new Date()): Promise<number> {
  const shops = await ctx.db.shop.findMany({ where: { status: SHOP_STATUS.authorized }, orderBy: { id: 'asc' }, select: { id: true } });
  let messages = 0;
  for (const s of shops) {
    try {
      messages += (await pullShopChat(ctx, s.id, { now })).newMessages;
    } catch {
      // a shop the sandbox will not answer keeps an empty inbox
    }
  }
  const convs = await ctx.db.chatConversation.findMany({ orderBy: [{ lastMsgTime: 'asc' }, { id: 'asc' }], select: { id: true, shopId: true, orderId: true } });
  if (!convs.length) return 0;
  // the older half read
  for (const c of convs.slice(0, Math.floor(convs.length / 2))) await markConversationRead(ctx, c.id);
  // at least one conversation about an order
  if (!convs.some((c) => c.orderId)) {
    const last = convs[convs.length - 1];
    const order = await ctx.db.order.findFirst({ where: { shopId: last.shopId }, orderBy: { orderedAt: 'desc' }, select: { id: true, platformOrderNo: true } });
    if (order) await ctx.db.chatConversation.updateMany({ where: { id: last.id }, data: { orderId: order.id, platformOrderNo: order.platformOrderNo } });
  }
  // a refused answer and a translation on the newest conversation
  const newest = convs[convs.length - 1];
  const at = new Date(now.getTime() - 5 * 60_000);
  await ctx.db.chatMessage.create({
    data: {
      companyId: ctx.actor!.companyId,
      chatId: newest.id,
      type: CHAT_TYPE.seller,
      message: 'We refuse to ship before payment is confirmed.',
      msgTime: at,
      senderName: ctx.actor!.realname,
      status: CHAT_STATUS.failed,
      failMsg: 'Message blocked: it contains a forbidden word',
      failReason: 'chat.sandboxRefused',
      tries: 1,
      userId: ctx.actor!.userId,
    },
  });
  // an auto-reply (spec 02 §9) on the conversation before: its sender shows as 系统 / system
  const answered = convs.length > 1 ? convs[convs.length - 2] : newest;
  await ctx.db.chatMessage.create({
    data: {
      companyId: ctx.actor!.companyId,
      chatId: answered.id,
      type: CHAT_TYPE.seller,
      message: 'Thanks for your message! We will answer within 24 hours.',
      msgTime: new Date(now.getTime() - 30 * 60_000),
      senderName: 'system',
      autoReply: true,
      status: CHAT_STATUS.done,
      tries: 1,
    },
  });
  const question = await ctx.db.chatMessage.findFirst({ where: { chatId: newest.id, type: CHAT_TYPE.buyer }, orderBy: { msgTime: 'asc' } });
  if (question) await ctx.db.chatMessage.updateMany({ where: { id: question.id }, data: { messageCn: '（演示译文）买家询问订单与商品信息。' } });
  return messages;
}

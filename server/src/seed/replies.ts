// Demo reply templates and auto-reply rules (issue 21 item 4): templates for every marketplace and
// for the demo eBay shop, with the variables filled from a conversation's order; an auto-reply
// outside working hours, a keyword rule for refund questions on eBay, and a disabled rule. Through
// the services, as a seller's clicks would.
import { PLATFORM_TYPES } from '@erp/schema';
import type { RequestContext } from '../platform/context';
import { createRule, createTemplate, setRuleEnabled } from '../modules/replies/replies.service';

export async function seedReplies(ctx: RequestContext): Promise<void> {
  const ebay = await ctx.db.shop.findFirst({ where: { platformType: PLATFORM_TYPES.ebay }, orderBy: { id: 'asc' }, select: { id: true } });
  await createTemplate(ctx, {
    name: '已发货通知 Shipped',
    content: 'Hi {buyerName},\nyour order {orderNumber} has shipped. Tracking number: {trackingNumber}.\nThank you for shopping at {shopName}!',
    sort: 1,
  });
  await createTemplate(ctx, {
    name: '催好评 Feedback',
    content: 'Dear {buyerName}, we hope you enjoy your purchase. If everything is fine, we would be grateful for a positive feedback. {shopName}',
    sort: 2,
  });
  await createTemplate(ctx, {
    name: '延迟发货致歉 Delay',
    content: 'Hi {buyerName}, sorry: order {orderNumber} leaves our warehouse 2 days later than planned. We will send the tracking number as soon as it ships.',
    sort: 3,
  });
  if (ebay)
    await createTemplate(ctx, {
      name: 'eBay 退货说明 Returns',
      content: 'Hi {buyerName}, please open a return for {orderNumber} in your eBay account; we refund as soon as the parcel arrives.',
      platformType: PLATFORM_TYPES.ebay,
      shopId: ebay.id,
      sort: 4,
    });
  await createRule(ctx, {
    name: '下班自动回复 Off hours',
    outsideWorkingHours: true,
    workStart: '09:00',
    workEnd: '18:00',
    workDays: [1, 2, 3, 4, 5],
    content: 'Hi {buyerName}, thank you for your message. Our team answers Monday to Friday, 09:00–18:00 (Beijing time); we will reply as soon as we are back.',
    priority: 1,
  });
  await createRule(ctx, {
    name: 'eBay 退款咨询 Refunds',
    platformTypes: [PLATFORM_TYPES.ebay],
    keywords: ['refund', 'return', 'Rückerstattung'],
    content: 'Hi {buyerName}, about order {orderNumber}: you can open a return in your eBay account; we refund within 2 days of receiving the parcel.',
    priority: 5,
  });
  const holiday = await createRule(ctx, {
    name: '春节假期 Holiday',
    outsideWorkingHours: true,
    workStart: '09:00',
    workEnd: '18:00',
    workDays: [1, 2, 3, 4, 5, 6, 7],
    content: 'Hi {buyerName}, our team is on holiday until the 10th; orders ship from the 11th. Thank you for your patience!',
    priority: 9,
  });
  await setRuleEnabled(ctx, holiday.id, false);
}

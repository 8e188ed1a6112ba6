// Demo data of issue 18 C: a sender and a return address for every demo warehouse, the default
// print templates of each kind, and an export template of the orders export.
import type { RequestContext } from '../platform/context';
import { ensureDefaultPrintTemplates } from '../modules/print-templates/print-templates.service';

export async function seedPrintAndAddresses(ctx: RequestContext): Promise<void> {
  const companyId = ctx.actor!.companyId;
  const warehouses = await ctx.db.warehouse.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true } });
  for (const [i, wh] of warehouses.entries()) {
    await ctx.db.addressTemplate.createMany({
      data: [
        {
          companyId,
          warehouseId: wh.id,
          kind: 'sender',
          name: i === 0 ? '张伟' : 'Li Na',
          company: '深圳跨境示例贸易有限公司',
          country: 'CN',
          state: '广东省',
          city: '深圳市',
          street: `南山区科技园南路 ${i + 1} 号 ${wh.name}`,
          postalCode: '518057',
          phone: '+86 755-8888 6666',
          email: 'shipping@demo-seller.example',
          isDefault: true,
        },
        {
          companyId,
          warehouseId: wh.id,
          kind: 'return',
          name: '退货组 Returns',
          company: '深圳跨境示例贸易有限公司',
          country: 'CN',
          state: '广东省',
          city: '深圳市',
          street: `宝安区福永街道 ${i + 8} 号`,
          postalCode: '518103',
          phone: '+86 755-8888 7777',
          email: 'returns@demo-seller.example',
          isDefault: true,
        },
      ],
    });
  }
  await ensureDefaultPrintTemplates(ctx);
  await ctx.db.exportTemplate.create({
    data: {
      companyId,
      name: '财务对账',
      columns: ['orderNo', 'platformOrderNo', 'shopName', 'orderedAt', 'currency', 'totalAmount', 'shippingFee', 'trackingNo'],
    },
  });
}

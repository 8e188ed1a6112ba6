// Demo product development (issue 24 item 5): a 3-node process (the purchasers' role checks the
// supply, the main account prices it, the main account signs off; the default) and requirements in
// several states and nodes: a draft, one at each node, one rejected back to its author and one
// approved, ready to be marked complete. Through the services, as a seller's clicks would (the main
// account may act at every node).
import type { RequestContext } from '../platform/context';
import { requireActor } from '../platform/context';
import {
  approveDevRequirement,
  createDevProcess,
  createDevRequirement,
  rejectDevRequirement,
  submitDevRequirement,
} from '../modules/product-development/product-development.service';

export async function seedProductDevelopment(ctx: RequestContext): Promise<void> {
  const main = requireActor(ctx).userId;
  const purchaser = await ctx.db.role.findFirst({ where: { name: '采购员' }, select: { id: true } });
  await createDevProcess(ctx, {
    name: '标准开发流程 Standard',
    isDefault: true,
    remark: '货源 → 定价 → 终审',
    nodes: [
      purchaser
        ? { name: '货源评估 Sourcing', approverType: 'role', rule: 'any', roleIds: [purchaser.id], userIds: [] }
        : { name: '货源评估 Sourcing', approverType: 'user', rule: 'any', roleIds: [], userIds: [main] },
      { name: '定价评审 Pricing', approverType: 'user', rule: 'all', roleIds: [], userIds: [main] },
      { name: '终审 Sign-off', approverType: 'user', rule: 'any', roleIds: [], userIds: [main] },
    ],
  });
  const base = { platforms: [1, 2], sites: ['DE', 'UK'], supplierType: 'factory' };
  const make = (name: string, extra: Record<string, unknown>) => createDevRequirement(ctx, { ...base, name, ...extra });
  await make('硅胶折叠水杯 Collapsible cup', { category: 'Outdoor', expectedPriceMin: '9.99', expectedPriceMax: '14.99', remark: '草稿 draft' });
  const atFirst = await make('桌面理线器 Cable organiser', {
    category: 'Office',
    expectedPriceMin: '6.99',
    expectedPriceMax: '11.99',
    targetPurchasePriceMin: '1.2',
    targetPurchasePriceMax: '2.5',
    competitorLinks: ['https://www.example.com/cable-organiser'],
  });
  await submitDevRequirement(ctx, atFirst.id);
  const atSecond = await make('宠物慢食碗 Slow feeder bowl', { category: 'Pets', expectedPriceMin: '12.99', expectedPriceMax: '19.99', customsPrice: '3' });
  await submitDevRequirement(ctx, atSecond.id);
  await approveDevRequirement(ctx, { id: atSecond.id, comment: '1688 上有三家工厂 three factories' });
  const atThird = await make('磁吸手机支架 Magnetic phone mount', { category: 'Car', expectedPriceMin: '15.99', expectedPriceMax: '24.99' });
  await submitDevRequirement(ctx, atThird.id);
  await approveDevRequirement(ctx, { id: atThird.id });
  await approveDevRequirement(ctx, { id: atThird.id, comment: '毛利 45% margin' });
  const rejected = await make('LED 化妆镜 LED mirror', { category: 'Beauty', expectedPriceMin: '19.99', expectedPriceMax: '29.99' });
  await submitDevRequirement(ctx, rejected.id);
  await rejectDevRequirement(ctx, { id: rejected.id, comment: '侵权风险 possible patent issue' });
  const approved = await make('硅胶厨具套装 Silicone utensil set', {
    category: 'Kitchen',
    platforms: [1, 2, 4],
    sites: ['DE'],
    expectedPriceMin: '24.99',
    expectedPriceMax: '34.99',
  });
  await submitDevRequirement(ctx, approved.id);
  for (const comment of ['货源稳定 stable supply', '定价通过 price ok', '同意开发 go']) await approveDevRequirement(ctx, { id: approved.id, comment });
}

// Demo stock for a first start: two warehouses with locations, a few products (one a
// combination) received through an inbound order, some stock locked, a safety stock that is
// undercut, so the warehouse screens have something real to show. Goes through the services.
import type { RequestContext } from '../platform/context';
import { createProduct } from '../modules/catalog/catalog.service';
import { confirmBill, createBill } from '../modules/stock-bills/stock-bills.service';
import { occupyStock } from '../modules/stock-bills/occupation.service';
import { createLocations, createWarehouse } from '../modules/warehouses/warehouses.service';

const PRODUCTS = [
  { spu: 'MUG', name: '陶瓷马克杯 Ceramic mug', colours: ['Red', 'Blue'], price: '6.50', cost: '1.80' },
  { spu: 'LAMP', name: 'LED 台灯 LED desk lamp', colours: ['White', 'Black'], price: '19.90', cost: '6.20' },
  { spu: 'BAG', name: '帆布托特包 Canvas tote bag', colours: ['Beige'], price: '9.90', cost: '2.40' },
  { spu: 'CABLE', name: 'USB-C 数据线 USB-C cable', colours: ['1m', '2m'], price: '4.90', cost: '0.90' },
];

export async function seedInventory(ctx: RequestContext): Promise<void> {
  const shenzhen = await createWarehouse(ctx, {
    name: '深圳自营仓 Shenzhen',
    code: 'SZ',
    type: 'own',
    country: 'CN',
    address: '广东省深圳市龙岗区',
    priority: 1,
  });
  const germany = await createWarehouse(ctx, { name: '德国海外仓 Germany', code: 'DE', type: 'overseas', country: 'DE', address: 'Hamburg', priority: 2 });
  const szLocations = await createLocations(ctx, { warehouseId: shenzhen.id, prefix: 'A-', from: 1, to: 12, digits: 2, zone: 'A' });
  await createLocations(ctx, { warehouseId: germany.id, prefix: 'DE-', from: 1, to: 6, digits: 2, zone: 'DE' });

  const skuIds: number[] = [];
  for (const p of PRODUCTS) {
    const product = await createProduct(ctx, {
      spu: p.spu,
      name: p.name,
      weight: 300,
      platforms: [1, 2],
      specifications: [{ name: 'Colour', options: p.colours }],
      skus: p.colours.map((c) => ({ sku: `${p.spu}-${c.toUpperCase()}`, options: [c], price: p.price, purchasePrice: p.cost, weight: 300 })),
    });
    skuIds.push(...product.skus.map((s: { id: number }) => s.id));
  }
  // A gift set made of a mug and a cable: the processing sheets need a combination.
  await createProduct(ctx, {
    spu: 'GIFTSET',
    name: '礼盒套装 Gift set',
    skus: [
      {
        sku: 'GIFTSET-1',
        price: '12.90',
        components: [
          { sku: 'MUG-RED', quantity: 1 },
          { sku: 'CABLE-1M', quantity: 1 },
        ],
      },
    ],
  });

  const inbound = await createBill(ctx, 'inbound', {
    warehouseId: shenzhen.id,
    type: 'purchase',
    remark: '演示期初入库 Demo opening stock',
    lines: skuIds.map((skuId, i) => ({ skuId, quantity: 20 + i * 15, unitPrice: '2.00', locationId: szLocations[i % szLocations.length].id })),
  });
  await confirmBill(ctx, 'inbound', inbound.id);
  await occupyStock(ctx, { skuId: skuIds[0], warehouseId: shenzhen.id, quantity: 5, remark: '大促锁定 Locked for a promotion' });
  // Safety stock above what is available: the inventory list shows it as low stock.
  await ctx.db.stock.updateMany({ where: { warehouseId: shenzhen.id, skuId: skuIds[0] }, data: { safe: 30 } });
}

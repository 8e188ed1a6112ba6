// Demo purchasing for a first start (issue 7): suppliers with supply relationships and one
// wholesale (1688 sandbox) pairing, and purchase orders in every state of their life, played
// through the purchasing services: received and paid, awaiting sign-in by tracking number,
// partially received with an abnormal receipt, pending audit, failed audit, cancelled, plus a
// purchase plan. Runs after the demo orders, so the out-of-stock list has real lines.
import type { RequestContext } from '../platform/context';
import { auditPayments, createPaymentRequest } from '../modules/purchase-orders/payments.service';
import { auditPurchaseOrders, cancelPurchaseOrder, createPurchaseOrder, setPurchaseTracking } from '../modules/purchase-orders/purchase-orders.service';
import { joinPlan } from '../modules/purchase-suggestions/purchase-plan.service';
import { createAbnormalReceipt } from '../modules/receiving/abnormal.service';
import { inspectReceipt, signReceipt } from '../modules/receiving/receiving.service';
import { createSupplier, setSupplyRelationship } from '../modules/suppliers/suppliers.service';
import { pairWholesaleProduct } from '../modules/wholesale/wholesale.service';

/** Tracking numbers of the demo parcels still to be signed for (the browser test signs one). */
export const DEMO_PARCELS = ['SF1000000001', 'YT2000000002'] as const;

const DAY = 86_400_000;

export async function seedPurchasing(ctx: RequestContext): Promise<void> {
  const skus = await ctx.db.sku.findMany({ where: { isCombo: false }, orderBy: { id: 'asc' }, select: { id: true, sku: true, purchasePrice: true } });
  const sku = (code: string) => {
    const s = skus.find((k) => k.sku === code);
    if (!s) throw new Error(`demo SKU ${code} is missing`);
    return s;
  };
  const [shenzhen] = await ctx.db.warehouse.findMany({ orderBy: [{ priority: 'asc' }, { id: 'asc' }] });
  const locations = await ctx.db.location.findMany({ where: { warehouseId: shenzhen.id }, orderBy: { id: 'asc' } });

  const yiwu = await createSupplier(ctx, {
    name: '义乌杯具厂 Yiwu Cups',
    preferred: true,
    website: 'https://yiwu-cups.example.com',
    contact: '王经理',
    phone: '+86 579 8888 0001',
    address: '浙江省义乌市稠城街道',
    bankName: '中国银行义乌分行',
    accountNumber: '6217 0000 1111 2222',
    payee: '义乌杯具厂',
    deliveryDays: 3,
    wholesaleMemberId: 'b2b-60606',
    wholesaleShopName: '1688 Shop 60606',
  });
  const lighting = await createSupplier(ctx, {
    name: '深圳灯饰 Shenzhen Lighting',
    preferred: true,
    website: 'www.sz-lighting.example.com',
    contact: 'Linda',
    phone: '+86 755 2222 3333',
    bankName: '招商银行深圳分行',
    accountNumber: '6225 8800 3333 4444',
    payee: '深圳灯饰有限公司',
    deliveryDays: 5,
  });
  const canvas = await createSupplier(ctx, { name: '杭州帆布 Hangzhou Canvas', contact: '陈先生', phone: '+86 571 6666 7777', deliveryDays: 4 });
  const stall = await createSupplier(ctx, { name: '华强北档口 Market stall', type: 'temporary', contact: '阿强', deliveryDays: 1 });

  const relation = (code: string, rows: { supplierId: number; preferred?: boolean; purchasePrice: string; moq?: number }[]) =>
    setSupplyRelationship(ctx, { skuId: sku(code).id, suppliers: rows.map((r) => ({ preferred: false, moq: 1, ...r })) });
  await relation('MUG-RED', [
    { supplierId: yiwu.id, preferred: true, purchasePrice: '1.80', moq: 20 },
    { supplierId: stall.id, purchasePrice: '2.10' },
  ]);
  await relation('MUG-BLUE', [
    { supplierId: yiwu.id, preferred: true, purchasePrice: '1.80', moq: 20 },
    { supplierId: stall.id, purchasePrice: '2.10' },
  ]);
  await relation('LAMP-WHITE', [{ supplierId: lighting.id, preferred: true, purchasePrice: '6.20', moq: 10 }]);
  await relation('LAMP-BLACK', [{ supplierId: lighting.id, preferred: true, purchasePrice: '6.40', moq: 10 }]);
  await relation('BAG-BEIGE', [{ supplierId: canvas.id, preferred: true, purchasePrice: '2.40', moq: 50 }]);
  await relation('CABLE-1M', [{ supplierId: lighting.id, preferred: true, purchasePrice: '0.90', moq: 100 }]);
  await relation('CABLE-2M', [{ supplierId: lighting.id, preferred: true, purchasePrice: '1.10', moq: 100 }]);
  // The red mug is also sold on the wholesale platform (sandbox offer 6060606061, colour Red).
  await pairWholesaleProduct(ctx, {
    skuId: sku('MUG-RED').id,
    productUrl: 'https://detail.1688.com/offer/6060606061.html',
    specId: '6060606061-1',
    specValues: { Color: 'Red' },
    supplierId: yiwu.id,
  });

  const now = Date.now();
  const order = (supplierId: number, daysAgo: number, lines: [string, number, string][], extra: Record<string, unknown> = {}) =>
    createPurchaseOrder(ctx, {
      supplierId,
      warehouseId: shenzhen.id,
      orderDate: new Date(now - daysAgo * DAY).toISOString(),
      eta: new Date(now - (daysAgo - 4) * DAY).toISOString(),
      lines: lines.map(([code, quantity, unitPrice]) => ({ skuId: sku(code).id, quantity, unitPrice })),
      ...extra,
    });
  const approve = (id: number) => auditPurchaseOrders(ctx, { ids: [id], approve: true, remark: '' });
  const receive = async (id: number, trackingNo: string, share = 1, defective = 0) => {
    await setPurchaseTracking(ctx, { id, trackingNo, courier: 'SF Express' });
    const po = await ctx.db.purchaseOrder.findFirstOrThrow({ where: { id }, include: { lines: { orderBy: { id: 'asc' } } } });
    const receipt = await signReceipt(ctx, {
      trackingNo,
      purchaseOrderId: id,
      boxes: 2,
      packaging: 'intact',
      lines: po.lines.map((l) => ({ purchaseOrderLineId: l.id, receivedQuantity: Math.ceil(l.quantity * share) })),
    });
    const signed = await ctx.db.purchaseReceipt.findFirstOrThrow({ where: { id: receipt.id }, include: { lines: { orderBy: { id: 'asc' } } } });
    await inspectReceipt(ctx, {
      receiptId: signed.id,
      lines: signed.lines.map((l, i) => ({
        lineId: l.id,
        goodQuantity: l.receivedQuantity - (i === 0 ? defective : 0),
        defectiveQuantity: i === 0 ? defective : 0,
        goodLocationId: locations[i % locations.length].id,
        defectiveLocationId: defective && i === 0 ? locations.at(-1)!.id : null,
      })),
    });
    return po;
  };

  // Received in full a month ago, with two defective lamps, paid in full.
  const lamps = await order(
    lighting.id,
    30,
    [
      ['LAMP-WHITE', 40, '6.20'],
      ['LAMP-BLACK', 20, '6.40'],
    ],
    { freight: '35.00', remark: '月度补货 Monthly restock' },
  );
  await approve(lamps.id);
  await receive(lamps.id, 'SF0900000001', 1, 2);
  const payment = await createPaymentRequest(ctx, { purchaseOrderId: lamps.id, kind: 'payment', amount: '411.00', remark: '货款+运费 Goods and freight' });
  await auditPayments(ctx, { ids: [payment.id], approve: true, remark: '' });

  // Half arrived last week: a shortage is being resent by the supplier.
  const cables = await order(lighting.id, 9, [
    ['CABLE-1M', 200, '0.90'],
    ['CABLE-2M', 100, '1.10'],
  ]);
  await approve(cables.id);
  await receive(cables.id, 'SF0900000002', 0.5);
  await createAbnormalReceipt(ctx, {
    purchaseOrderNo: cables.orderNo,
    type: 'shortage',
    method: 'resend',
    remark: '第一箱少件 Short in the first box',
    lines: [{ skuId: sku('CABLE-1M').id, quantity: 10, waybillNos: ['SF0900000099'], receiptPrice: '0.90', refundAmount: '0' }],
  });
  const deposit = await createPaymentRequest(ctx, { purchaseOrderId: cables.id, kind: 'payment', amount: '100.00', remark: '预付款 Deposit' });
  await auditPayments(ctx, { ids: [deposit.id], approve: true, remark: '' });

  // On the way: approved, the supplier's parcels carry tracking numbers, waiting to be signed for.
  const bags = await order(canvas.id, 4, [['BAG-BEIGE', 120, '2.40']], { freight: '18.00' });
  await approve(bags.id);
  await setPurchaseTracking(ctx, { id: bags.id, trackingNo: DEMO_PARCELS[0], courier: 'SF Express' });
  const mugs = await order(yiwu.id, 3, [
    ['MUG-RED', 60, '1.80'],
    ['MUG-BLUE', 40, '1.80'],
  ]);
  await approve(mugs.id);
  await setPurchaseTracking(ctx, { id: mugs.id, trackingNo: DEMO_PARCELS[1], courier: 'YTO Express' });
  await createPaymentRequest(ctx, { purchaseOrderId: mugs.id, kind: 'payment', amount: '180.00', remark: '首付款 First instalment' });

  // Waiting for the purchasing manager, one failed audit, one cancelled.
  await order(lighting.id, 1, [['LAMP-WHITE', 30, '6.20']], { remark: '大促备货 Stock for the sale' });
  const stallOrder = await order(stall.id, 2, [['MUG-BLUE', 30, '2.10']]);
  await auditPurchaseOrders(ctx, { ids: [stallOrder.id], approve: false, remark: '价格高于首选供应商 Dearer than the preferred supplier' });
  const cancelled = await order(canvas.id, 6, [['BAG-BEIGE', 50, '2.40']]);
  await cancelPurchaseOrder(ctx, cancelled.id);

  // The purchase plan: two suggestions waiting to become orders.
  await joinPlan(ctx, {
    items: [
      { skuId: sku('MUG-RED').id, warehouseId: shenzhen.id },
      { skuId: sku('CABLE-2M').id, warehouseId: shenzhen.id },
    ],
    source: 'suggestion',
  });
}

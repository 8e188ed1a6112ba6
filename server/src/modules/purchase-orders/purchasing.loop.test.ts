// The purchasing loop end to end on a real database (issue 7 'Tests must show'): a marketplace
// order goes out of stock → it shows on the out-of-stock list → a purchase order is generated
// (offline, and through the wholesale sandbox) → audit → the supplier's parcel is signed for by
// its tracking number → quality inspection puts the goods away → stock rises through the ledger →
// the order is allocated and leaves out of stock. Each step goes through the services the screens
// call; nothing is written to the database by hand after the set-up.
import { beforeAll, describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { balance } from '../inventory/fixtures';
import { auditOrders } from '../orders/orders.allocation';
import { makeOrder } from '../orders/orders.fixtures';
import { outOfStockLines } from '../purchase-suggestions/out-of-stock.service';
import { generatePurchaseOrders } from '../purchase-suggestions/purchase-plan.service';
import { inspectReceipt, purchaseOrdersToSign, signReceipt } from '../receiving/receiving.service';
import { pairWholesaleProduct } from '../wholesale/wholesale.service';
import { syncWholesaleLogistics } from '../wholesale/wholesale.service';
import { purchaseWorld, type PurchaseWorld } from './purchase.fixtures';
import { auditPurchaseOrders, setPurchaseTracking } from './purchase-orders.service';
import { findPurchaseOrder } from './purchase-orders.states';

let app: TestApp;
let w: PurchaseWorld;
let shopId: number;

worldsSuite(purchaseWorld, ['Loop Co'], (...s) => ([app, w] = s));
beforeAll(async () => {
  const shop = await w.ctx.db.shop.create({ data: { companyId: w.company.companyId, platformType: 1, platform: 'ebay', shopName: 'Loop eBay', status: 1 } });
  shopId = shop.id;
});

/** A matched order for `quantity` of the SKU in Shenzhen, reviewed: with no stock it goes out of stock. */
async function outOfStockOrder(skuId: number, sku: string, quantity: number) {
  const order = await makeOrder(w, { shopId, warehouseId: w.wh1.id, items: [{ platformSku: sku, quantity, skuId }] });
  const review = await auditOrders(w.ctx, [order.id]);
  expect(review.refused ?? []).toEqual([]);
  const now = await w.ctx.db.order.findFirstOrThrow({ where: { id: order.id } });
  expect(now.status).toBe('outOfStock');
  return order;
}

/** Signs for everything due under the tracking number and inspects it all as good into L1. */
async function receiveAll(trackingNo: string) {
  const [toSign] = await purchaseOrdersToSign(w.ctx, trackingNo);
  expect(toSign).toBeDefined();
  const receipt = await signReceipt(w.ctx, {
    trackingNo,
    purchaseOrderId: toSign.id,
    boxes: 1,
    packaging: 'intact',
    lines: toSign.lines.map((l: { id: number; quantity: number; receivedQuantity: number }) => ({
      purchaseOrderLineId: l.id,
      receivedQuantity: l.quantity - l.receivedQuantity,
    })),
  });
  const signed = await w.ctx.db.purchaseReceipt.findFirstOrThrow({ where: { id: receipt.id }, include: { lines: true } });
  await inspectReceipt(w.ctx, {
    receiptId: signed.id,
    lines: signed.lines.map((l) => ({ lineId: l.id, goodQuantity: l.receivedQuantity, defectiveQuantity: 0, goodLocationId: w.wh1.locations[0].id })),
  });
  return toSign.id;
}

describe('the purchasing loop', () => {
  it('out of stock → generated purchase order → audit → sign-in by tracking number → inspection → stock → the order is allocated', async () => {
    const order = await outOfStockOrder(w.skuA.id, w.skuA.sku, 5);

    const lines = await outOfStockLines(w.ctx, {});
    const cup = lines.find((l) => l.skuId === w.skuA.id && l.warehouseId === w.wh1.id);
    expect(cup).toMatchObject({ skuId: w.skuA.id, warehouseId: w.wh1.id });
    expect(cup!.shortage).toBe(5);

    const generated = await generatePurchaseOrders(w.ctx, {
      items: [{ skuId: w.skuA.id, warehouseId: w.wh1.id, quantity: cup!.shortage }],
      warehouseId: w.wh1.id,
      source: 'outOfStock',
    });
    expect(generated.orders).toHaveLength(1);
    const poId = generated.orders[0].id;
    let po = await findPurchaseOrder(w.ctx.db, poId);
    expect(po).toMatchObject({ status: 'pendingAudit', supplierId: w.supplier.id, warehouseId: w.wh1.id, procurementType: 'outOfStock' });
    expect(po.lines.map((l) => [l.skuId, l.quantity, l.unitPrice.toString()])).toEqual([[w.skuA.id, 5, '1.8']]);

    const audit = await auditPurchaseOrders(w.ctx, { ids: [poId], approve: true });
    expect(audit.refused ?? []).toEqual([]);
    await setPurchaseTracking(w.ctx, { id: poId, trackingNo: 'SF1234567890', courier: 'SF Express' });

    await receiveAll('SF1234567890');
    po = await findPurchaseOrder(w.ctx.db, poId);
    expect(po.status).toBe('received');
    expect(po.lines[0]).toMatchObject({ receivedQuantity: 5, goodQuantity: 5, defectiveQuantity: 0 });

    // The stock came in through the ledger at the purchase price and went straight to the order.
    expect(await balance(w, w.skuA.id, w.wh1.id)).toMatchObject({ quantity: 5, occupied: 5 });
    const ledger = await w.ctx.db.stockLedger.findMany({ where: { skuId: w.skuA.id, billNo: po.orderNo } });
    expect(ledger.map((r) => [r.type, r.quantityChange])).toEqual([['inbound', 5]]);
    const allocated = await w.ctx.db.order.findFirstOrThrow({ where: { id: order.id } });
    expect(allocated.status).toBe('awaitingShipment');
    expect((await outOfStockLines(w.ctx, {})).some((l) => l.skuId === w.skuA.id)).toBe(false);
  });

  it('the same loop through the wholesale sandbox: paired product → wholesale order → platform ships → signed and inspected', async () => {
    const order = await outOfStockOrder(w.skuB.id, w.skuB.sku, 3);
    await pairWholesaleProduct(w.ctx, {
      skuId: w.skuB.id,
      productUrl: 'https://detail.1688.com/offer/6060606061.html',
      specId: '6060606061-2',
      specValues: { Color: 'Blue' },
      supplierId: w.supplier.id,
    });

    const generated = await generatePurchaseOrders(w.ctx, {
      items: [{ skuId: w.skuB.id, warehouseId: w.wh1.id, quantity: 3 }],
      warehouseId: w.wh1.id,
      source: 'outOfStock',
      wholesale: true,
    });
    const poId = generated.orders[0].id;
    let po = await findPurchaseOrder(w.ctx.db, poId);
    expect(po.orderWay).toBe('wholesale');
    expect(po.wholesaleOrderNo).toMatch(/^\d{16}$/);
    const placed = await w.ctx.db.wholesaleOrder.findFirstOrThrow({ where: { platformOrderNo: po.wholesaleOrderNo } });
    expect(placed).toMatchObject({ purchaseOrderId: poId, offerId: '6060606061' });

    expect((await auditPurchaseOrders(w.ctx, { ids: [poId], approve: true })).refused ?? []).toEqual([]);
    // The platform reports the parcel: its tracking number lands on the purchase order.
    await syncWholesaleLogistics(app.platform, { companyId: w.company.companyId });
    po = await findPurchaseOrder(w.ctx.db, poId);
    expect(po.trackingNo).toMatch(/^YT\d{13}$/);
    expect(po.shippedAt).not.toBeNull();

    await receiveAll(po.trackingNo);
    expect((await findPurchaseOrder(w.ctx.db, poId)).status).toBe('received');
    expect(await balance(w, w.skuB.id, w.wh1.id)).toMatchObject({ quantity: 3, occupied: 3 });
    expect((await w.ctx.db.order.findFirstOrThrow({ where: { id: order.id } })).status).toBe('awaitingShipment');
  });
});

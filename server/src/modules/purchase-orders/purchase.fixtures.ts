// Test fixtures of the purchasing area: the stock world (SKUs CUP, BOX, KIT; warehouses Shenzhen
// and Leipzig with locations) plus two suppliers with supply relationships, and a direct maker of
// purchase orders in any status, so each purchasing test can start where it needs to without
// going through the other services. Only imported by tests.
import type { TestApp } from '../../../test/harness';
import { stockWorld, type StockWorld } from '../inventory/fixtures';
import { newBillNo } from '../../platform/lookups';

export interface PurchaseWorld extends StockWorld {
  /** Formal, preferred supplier of CUP (1.80) and BOX (2.70). */
  supplier: { id: number; name: string };
  /** Temporary supplier of CUP (1.60), not preferred. */
  temporary: { id: number; name: string };
}

export async function purchaseWorld(app: TestApp, name: string): Promise<PurchaseWorld> {
  const w = await stockWorld(app, name);
  const companyId = w.company.companyId;
  const supplier = await w.ctx.db.supplier.create({
    data: { companyId, name: 'Yiwu Cups', preferred: true, deliveryDays: 3, wholesaleMemberId: 'b2b-yiwucups', wholesaleShopName: 'Yiwu Cups Factory' },
  });
  const temporary = await w.ctx.db.supplier.create({ data: { companyId, name: 'Market stall', type: 'temporary', deliveryDays: 1 } });
  await w.ctx.db.supplierProduct.createMany({
    data: [
      { companyId, supplierId: supplier.id, skuId: w.skuA.id, preferred: true, purchasePrice: '1.80' },
      { companyId, supplierId: supplier.id, skuId: w.skuB.id, preferred: true, purchasePrice: '2.70' },
      { companyId, supplierId: temporary.id, skuId: w.skuA.id, preferred: false, purchasePrice: '1.60' },
    ],
  });
  return { ...w, supplier: { id: supplier.id, name: supplier.name }, temporary: { id: temporary.id, name: temporary.name } };
}

export interface TestPurchaseOrder {
  supplierId?: number;
  warehouseId?: number;
  status?: string;
  orderWay?: string;
  trackingNo?: string;
  freight?: string;
  otherFee?: string;
  discount?: string;
  orderDate?: Date;
  eta?: Date | null;
  shippedAt?: Date | null;
  lines: { skuId: number; quantity: number; unitPrice?: string; receivedQuantity?: number; goodQuantity?: number }[];
}

/** A purchase order written straight to the database (default: approved, to Shenzhen, from Yiwu Cups). */
export async function makePurchaseOrder(w: PurchaseWorld, o: TestPurchaseOrder) {
  const companyId = w.company.companyId;
  return w.ctx.db.purchaseOrder.create({
    data: {
      companyId,
      orderNo: newBillNo('PO'),
      supplierId: o.supplierId ?? w.supplier.id,
      warehouseId: o.warehouseId ?? w.wh1.id,
      purchaserId: w.company.userId,
      status: o.status ?? 'approved',
      orderWay: o.orderWay ?? 'offline',
      trackingNo: o.trackingNo ?? '',
      freight: o.freight ?? '0',
      otherFee: o.otherFee ?? '0',
      discount: o.discount ?? '0',
      orderDate: o.orderDate ?? new Date(),
      eta: o.eta ?? null,
      shippedAt: o.shippedAt ?? null,
      lines: {
        create: o.lines.map((l) => ({
          companyId,
          skuId: l.skuId,
          quantity: l.quantity,
          unitPrice: l.unitPrice ?? '1.80',
          receivedQuantity: l.receivedQuantity ?? 0,
          goodQuantity: l.goodQuantity ?? 0,
        })),
      },
    },
    include: { lines: { orderBy: { id: 'asc' } } },
  });
}

/** Every purchasing row of the company as one string: compared before and after a refused call. */
export async function purchaseState(w: StockWorld): Promise<string> {
  const db = w.ctx.db;
  const rows = await Promise.all([
    db.supplier.findMany({ orderBy: { id: 'asc' } }),
    db.supplierProduct.findMany({ orderBy: { id: 'asc' } }),
    db.wholesalePairing.findMany({ orderBy: { id: 'asc' } }),
    db.purchaseSetting.findMany({ orderBy: { id: 'asc' } }),
    db.purchasePlanItem.findMany({ orderBy: { id: 'asc' } }),
    db.purchaseOrder.findMany({ orderBy: { id: 'asc' } }),
    db.purchaseOrderLine.findMany({ orderBy: { id: 'asc' } }),
    db.purchasePayment.findMany({ orderBy: { id: 'asc' } }),
    db.purchaseReceipt.findMany({ orderBy: { id: 'asc' } }),
    db.purchaseReceiptLine.findMany({ orderBy: { id: 'asc' } }),
    db.abnormalReceipt.findMany({ orderBy: { id: 'asc' } }),
    db.abnormalReceiptLine.findMany({ orderBy: { id: 'asc' } }),
    db.wholesaleOrder.findMany({ orderBy: { id: 'asc' } }),
    db.stock.findMany({ orderBy: { id: 'asc' } }),
    db.stockLedger.count(),
  ]);
  return JSON.stringify(rows);
}

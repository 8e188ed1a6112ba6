-- CreateTable
CREATE TABLE "SheinPurchaseOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "orderNo" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'placed',
    "merchantType" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "orderQuantity" INTEGER NOT NULL DEFAULT 0,
    "placedAt" TIMESTAMP(3) NOT NULL,
    "requiredAt" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "cancelledAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "providerMessage" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SheinPurchaseOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SheinPurchaseOrderLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "sheinSku" TEXT NOT NULL,
    "supplierSku" TEXT NOT NULL,
    "skuId" INTEGER,
    "title" TEXT NOT NULL DEFAULT '',
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "SheinPurchaseOrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SheinDeliveryOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "purchaseOrderId" INTEGER NOT NULL,
    "deliveryNo" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "warehouseId" INTEGER NOT NULL,
    "deliveryMethod" TEXT NOT NULL,
    "expressCompany" TEXT NOT NULL DEFAULT '',
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "pickupTime" TIMESTAMP(3),
    "fleetCode" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "shipQuantity" INTEGER NOT NULL,
    "packageCount" INTEGER NOT NULL,
    "totalWeight" DECIMAL(10,3) NOT NULL,
    "packageGrams" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "remark" TEXT NOT NULL DEFAULT '',
    "providerMessage" TEXT NOT NULL DEFAULT '',
    "createdBy" INTEGER,
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SheinDeliveryOrder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SheinPurchaseOrder_companyId_status_idx" ON "SheinPurchaseOrder"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "SheinPurchaseOrder_shopId_orderNo_key" ON "SheinPurchaseOrder"("shopId", "orderNo");

-- CreateIndex
CREATE INDEX "SheinPurchaseOrderLine_orderId_idx" ON "SheinPurchaseOrderLine"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "SheinDeliveryOrder_purchaseOrderId_key" ON "SheinDeliveryOrder"("purchaseOrderId");

-- CreateIndex
CREATE INDEX "SheinDeliveryOrder_companyId_status_idx" ON "SheinDeliveryOrder"("companyId", "status");

-- AddForeignKey
ALTER TABLE "SheinPurchaseOrderLine" ADD CONSTRAINT "SheinPurchaseOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "SheinPurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

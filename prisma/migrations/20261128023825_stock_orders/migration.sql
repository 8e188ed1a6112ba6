-- CreateTable
CREATE TABLE "StockOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderNo" TEXT NOT NULL,
    "sourceWarehouseId" INTEGER NOT NULL,
    "targetWarehouseId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "clerkId" INTEGER,
    "reviewerId" INTEGER,
    "channelId" INTEGER,
    "freightSharing" TEXT NOT NULL DEFAULT 'quantity',
    "firstLegFreight" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "listingFee" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "finalFreight" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "estimatedShipAt" TIMESTAMP(3),
    "estimatedArriveAt" TIMESTAMP(3),
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "purchaseOrderNos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "submittedAt" TIMESTAMP(3),
    "reviewedAt" TIMESTAMP(3),
    "shippedAt" TIMESTAMP(3),
    "receivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StockOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockOrderLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "stockOrderId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "costPrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "occupiedQuantity" INTEGER NOT NULL DEFAULT 0,
    "outOfStockQuantity" INTEGER NOT NULL DEFAULT 0,
    "shippedQuantity" INTEGER NOT NULL DEFAULT 0,
    "receivedQuantity" INTEGER NOT NULL DEFAULT 0,
    "freightShare" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "overseasCostPrice" DECIMAL(12,4) NOT NULL DEFAULT 0,

    CONSTRAINT "StockOrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StockOrder_companyId_status_idx" ON "StockOrder"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "StockOrder_companyId_orderNo_key" ON "StockOrder"("companyId", "orderNo");

-- CreateIndex
CREATE INDEX "StockOrderLine_stockOrderId_idx" ON "StockOrderLine"("stockOrderId");

-- CreateIndex
CREATE INDEX "StockOrderLine_companyId_skuId_idx" ON "StockOrderLine"("companyId", "skuId");

-- AddForeignKey
ALTER TABLE "StockOrderLine" ADD CONSTRAINT "StockOrderLine_stockOrderId_fkey" FOREIGN KEY ("stockOrderId") REFERENCES "StockOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;


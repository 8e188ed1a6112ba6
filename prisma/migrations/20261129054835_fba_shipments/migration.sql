-- CreateTable
CREATE TABLE "FbaShipment" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shipmentNo" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "shopId" INTEGER NOT NULL,
    "sourceWarehouseId" INTEGER NOT NULL,
    "fbaWarehouseId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "amazonShipmentId" TEXT NOT NULL DEFAULT '',
    "destinationFc" TEXT NOT NULL DEFAULT '',
    "amazonStatus" TEXT NOT NULL DEFAULT '',
    "carrier" TEXT NOT NULL DEFAULT '',
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "providerMessage" TEXT NOT NULL DEFAULT '',
    "creatorId" INTEGER,
    "plannedAt" TIMESTAMP(3),
    "packedAt" TIMESTAMP(3),
    "shippedAt" TIMESTAMP(3),
    "markedShippedAt" TIMESTAMP(3),
    "syncedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FbaShipment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FbaShipmentLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shipmentId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "receivedQuantity" INTEGER NOT NULL DEFAULT 0,
    "unitCost" DECIMAL(14,4) NOT NULL DEFAULT 0,

    CONSTRAINT "FbaShipmentLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FbaShipmentBox" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shipmentId" INTEGER NOT NULL,
    "boxNo" INTEGER NOT NULL,
    "boxCode" TEXT NOT NULL DEFAULT '',
    "weight" DECIMAL(10,3) NOT NULL,
    "length" DECIMAL(8,1) NOT NULL,
    "width" DECIMAL(8,1) NOT NULL,
    "height" DECIMAL(8,1) NOT NULL,

    CONSTRAINT "FbaShipmentBox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FbaShipmentBoxItem" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "boxId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "FbaShipmentBoxItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FbaShipment_companyId_status_idx" ON "FbaShipment"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "FbaShipment_companyId_shipmentNo_key" ON "FbaShipment"("companyId", "shipmentNo");

-- CreateIndex
CREATE INDEX "FbaShipmentLine_shipmentId_idx" ON "FbaShipmentLine"("shipmentId");

-- CreateIndex
CREATE UNIQUE INDEX "FbaShipmentBox_shipmentId_boxNo_key" ON "FbaShipmentBox"("shipmentId", "boxNo");

-- CreateIndex
CREATE INDEX "FbaShipmentBoxItem_boxId_idx" ON "FbaShipmentBoxItem"("boxId");

-- AddForeignKey
ALTER TABLE "FbaShipmentLine" ADD CONSTRAINT "FbaShipmentLine_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "FbaShipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FbaShipmentBox" ADD CONSTRAINT "FbaShipmentBox_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "FbaShipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FbaShipmentBoxItem" ADD CONSTRAINT "FbaShipmentBoxItem_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "FbaShipmentBox"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "spu" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'draft',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "developerId" INTEGER,
    "platforms" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "mainImage" TEXT NOT NULL DEFAULT '',
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "weight" INTEGER NOT NULL DEFAULT 0,
    "length" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "declareNameZh" TEXT NOT NULL DEFAULT '',
    "declareNameEn" TEXT NOT NULL DEFAULT '',
    "declareValue" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "hsCode" TEXT NOT NULL DEFAULT '',
    "infringementInfo" TEXT NOT NULL DEFAULT '',
    "supplierLinks" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "specifications" JSONB NOT NULL DEFAULT '[]',
    "remark" TEXT NOT NULL DEFAULT '',
    "submittedAt" TIMESTAMP(3),
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Sku" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "ean" TEXT,
    "barcode" TEXT,
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "purchasePrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "weight" INTEGER NOT NULL DEFAULT 0,
    "image" TEXT NOT NULL DEFAULT '',
    "isCombo" BOOLEAN NOT NULL DEFAULT false,
    "abcClass" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Sku_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SkuComponent" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "comboSkuId" INTEGER NOT NULL,
    "componentSkuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "SkuComponent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Warehouse" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'own',
    "country" TEXT NOT NULL DEFAULT 'CN',
    "address" TEXT NOT NULL DEFAULT '',
    "contact" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "priority" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Warehouse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Location" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "zone" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Location_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Stock" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "occupied" INTEGER NOT NULL DEFAULT 0,
    "inTransit" INTEGER NOT NULL DEFAULT 0,
    "preSale" INTEGER NOT NULL DEFAULT 0,
    "safe" INTEGER NOT NULL DEFAULT 0,
    "purchasePrice" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Stock_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockLocation" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "locationId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StockLocation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockLot" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "quantityIn" INTEGER NOT NULL,
    "quantityLeft" INTEGER NOT NULL,
    "unitCost" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "billNo" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StockLot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockLedger" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "locationId" INTEGER,
    "type" TEXT NOT NULL,
    "quantityChange" INTEGER NOT NULL DEFAULT 0,
    "occupiedChange" INTEGER NOT NULL DEFAULT 0,
    "quantityAfter" INTEGER NOT NULL,
    "occupiedAfter" INTEGER NOT NULL,
    "unitCost" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "billType" TEXT NOT NULL DEFAULT '',
    "billNo" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "operatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StockLedger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockOccupation" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "sourceType" TEXT NOT NULL,
    "sourceNo" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'active',
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releasedAt" TIMESTAMP(3),

    CONSTRAINT "StockOccupation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockBill" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "direction" TEXT NOT NULL,
    "billNo" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'other',
    "warehouseId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "remark" TEXT NOT NULL DEFAULT '',
    "operatorId" INTEGER,
    "confirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StockBill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StockBillLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "billId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "locationId" INTEGER,
    "quantity" INTEGER NOT NULL,
    "unitPrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "remark" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StockBillLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TransferOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "billNo" TEXT NOT NULL,
    "fromWarehouseId" INTEGER NOT NULL,
    "toWarehouseId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "dispatcherId" INTEGER,
    "freight" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "costSharing" TEXT NOT NULL DEFAULT 'quantity',
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "shippedAt" TIMESTAMP(3),
    "receivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TransferOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TransferOrderLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "transferId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "receivedQuantity" INTEGER NOT NULL DEFAULT 0,
    "freightShare" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "toLocationId" INTEGER,

    CONSTRAINT "TransferOrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssembleSheet" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "billNo" TEXT NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "comboSkuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "remark" TEXT NOT NULL DEFAULT '',
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AssembleSheet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InventoryCountTask" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "taskNo" TEXT NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'listed',
    "countType" TEXT NOT NULL DEFAULT 'location',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InventoryCountTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InventoryCountLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "taskId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "locationId" INTEGER NOT NULL,
    "bookQty" INTEGER NOT NULL DEFAULT 0,
    "countedQty" INTEGER,
    "countedAt" TIMESTAMP(3),

    CONSTRAINT "InventoryCountLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BarcodeBatch" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'code128',
    "prefix" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BarcodeBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackagingMaterial" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "unitPrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "weight" DECIMAL(10,3) NOT NULL DEFAULT 0,
    "length" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "width" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "height" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PackagingMaterial_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Product_companyId_status_idx" ON "Product"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Product_companyId_spu_key" ON "Product"("companyId", "spu");

-- CreateIndex
CREATE INDEX "Sku_productId_idx" ON "Sku"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "Sku_companyId_sku_key" ON "Sku"("companyId", "sku");

-- CreateIndex
CREATE UNIQUE INDEX "Sku_companyId_ean_key" ON "Sku"("companyId", "ean");

-- CreateIndex
CREATE UNIQUE INDEX "Sku_companyId_barcode_key" ON "Sku"("companyId", "barcode");

-- CreateIndex
CREATE INDEX "SkuComponent_companyId_idx" ON "SkuComponent"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "SkuComponent_comboSkuId_componentSkuId_key" ON "SkuComponent"("comboSkuId", "componentSkuId");

-- CreateIndex
CREATE UNIQUE INDEX "Warehouse_companyId_name_key" ON "Warehouse"("companyId", "name");

-- CreateIndex
CREATE INDEX "Location_companyId_idx" ON "Location"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "Location_warehouseId_code_key" ON "Location"("warehouseId", "code");

-- CreateIndex
CREATE INDEX "Stock_companyId_skuId_idx" ON "Stock"("companyId", "skuId");

-- CreateIndex
CREATE UNIQUE INDEX "Stock_warehouseId_skuId_key" ON "Stock"("warehouseId", "skuId");

-- CreateIndex
CREATE INDEX "StockLocation_companyId_skuId_warehouseId_idx" ON "StockLocation"("companyId", "skuId", "warehouseId");

-- CreateIndex
CREATE UNIQUE INDEX "StockLocation_locationId_skuId_key" ON "StockLocation"("locationId", "skuId");

-- CreateIndex
CREATE INDEX "StockLot_companyId_skuId_warehouseId_receivedAt_idx" ON "StockLot"("companyId", "skuId", "warehouseId", "receivedAt");

-- CreateIndex
CREATE INDEX "StockLedger_companyId_createdAt_idx" ON "StockLedger"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "StockLedger_companyId_skuId_warehouseId_idx" ON "StockLedger"("companyId", "skuId", "warehouseId");

-- CreateIndex
CREATE INDEX "StockOccupation_companyId_status_idx" ON "StockOccupation"("companyId", "status");

-- CreateIndex
CREATE INDEX "StockOccupation_companyId_sourceType_sourceNo_idx" ON "StockOccupation"("companyId", "sourceType", "sourceNo");

-- CreateIndex
CREATE INDEX "StockBill_companyId_direction_status_idx" ON "StockBill"("companyId", "direction", "status");

-- CreateIndex
CREATE UNIQUE INDEX "StockBill_companyId_billNo_key" ON "StockBill"("companyId", "billNo");

-- CreateIndex
CREATE INDEX "StockBillLine_billId_idx" ON "StockBillLine"("billId");

-- CreateIndex
CREATE INDEX "TransferOrder_companyId_status_idx" ON "TransferOrder"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "TransferOrder_companyId_billNo_key" ON "TransferOrder"("companyId", "billNo");

-- CreateIndex
CREATE INDEX "TransferOrderLine_transferId_idx" ON "TransferOrderLine"("transferId");

-- CreateIndex
CREATE INDEX "AssembleSheet_companyId_status_idx" ON "AssembleSheet"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "AssembleSheet_companyId_billNo_key" ON "AssembleSheet"("companyId", "billNo");

-- CreateIndex
CREATE INDEX "InventoryCountTask_companyId_warehouseId_status_idx" ON "InventoryCountTask"("companyId", "warehouseId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "InventoryCountTask_companyId_taskNo_key" ON "InventoryCountTask"("companyId", "taskNo");

-- CreateIndex
CREATE UNIQUE INDEX "InventoryCountLine_taskId_skuId_locationId_key" ON "InventoryCountLine"("taskId", "skuId", "locationId");

-- CreateIndex
CREATE INDEX "BarcodeBatch_companyId_idx" ON "BarcodeBatch"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "PackagingMaterial_companyId_name_key" ON "PackagingMaterial"("companyId", "name");

-- AddForeignKey
ALTER TABLE "Shop" ADD CONSTRAINT "Shop_returnWarehouseId_fkey" FOREIGN KEY ("returnWarehouseId") REFERENCES "Warehouse"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sku" ADD CONSTRAINT "Sku_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sku" ADD CONSTRAINT "Sku_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SkuComponent" ADD CONSTRAINT "SkuComponent_comboSkuId_fkey" FOREIGN KEY ("comboSkuId") REFERENCES "Sku"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SkuComponent" ADD CONSTRAINT "SkuComponent_componentSkuId_fkey" FOREIGN KEY ("componentSkuId") REFERENCES "Sku"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Warehouse" ADD CONSTRAINT "Warehouse_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Location" ADD CONSTRAINT "Location_warehouseId_fkey" FOREIGN KEY ("warehouseId") REFERENCES "Warehouse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Stock" ADD CONSTRAINT "Stock_skuId_fkey" FOREIGN KEY ("skuId") REFERENCES "Sku"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Stock" ADD CONSTRAINT "Stock_warehouseId_fkey" FOREIGN KEY ("warehouseId") REFERENCES "Warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockLedger" ADD CONSTRAINT "StockLedger_skuId_fkey" FOREIGN KEY ("skuId") REFERENCES "Sku"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockBillLine" ADD CONSTRAINT "StockBillLine_billId_fkey" FOREIGN KEY ("billId") REFERENCES "StockBill"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransferOrderLine" ADD CONSTRAINT "TransferOrderLine_transferId_fkey" FOREIGN KEY ("transferId") REFERENCES "TransferOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InventoryCountLine" ADD CONSTRAINT "InventoryCountLine_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "InventoryCountTask"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Stock never goes negative and occupation never exceeds what is on hand (spec 02 §5 'Warehouse
-- and stock'); the services check first and these constraints hold under any concurrency.
ALTER TABLE "Stock" ADD CONSTRAINT "Stock_quantities_check" CHECK ("quantity" >= 0 AND "occupied" >= 0 AND "occupied" <= "quantity" AND "inTransit" >= 0 AND "preSale" >= 0 AND "safe" >= 0);
ALTER TABLE "StockLocation" ADD CONSTRAINT "StockLocation_quantity_check" CHECK ("quantity" >= 0);
ALTER TABLE "StockLot" ADD CONSTRAINT "StockLot_quantity_check" CHECK ("quantityLeft" >= 0 AND "quantityLeft" <= "quantityIn");
ALTER TABLE "StockOccupation" ADD CONSTRAINT "StockOccupation_quantity_check" CHECK ("quantity" > 0);

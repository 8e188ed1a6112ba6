-- CreateTable
CREATE TABLE "InventoryPushRule" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "percentage" INTEGER NOT NULL DEFAULT 100,
    "maxQuantity" INTEGER,
    "reserve" INTEGER NOT NULL DEFAULT 0,
    "zeroBelow" INTEGER NOT NULL DEFAULT 0,
    "warehouseIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "autoFixDrift" BOOLEAN NOT NULL DEFAULT false,
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InventoryPushRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InventoryPushPending" (
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "firstAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InventoryPushPending_pkey" PRIMARY KEY ("companyId","skuId")
);

-- CreateTable
CREATE TABLE "InventoryPushRecord" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "listingId" INTEGER NOT NULL,
    "variationId" INTEGER NOT NULL DEFAULT 0,
    "skuId" INTEGER NOT NULL,
    "sellerSku" TEXT NOT NULL,
    "marketplaceListingId" TEXT NOT NULL,
    "trigger" TEXT NOT NULL DEFAULT 'stock',
    "quantityBefore" INTEGER NOT NULL,
    "quantityAfter" INTEGER NOT NULL,
    "available" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "reasonId" TEXT NOT NULL DEFAULT '',
    "marketplaceMessage" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "InventoryPushRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InventoryPushDrift" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "listingId" INTEGER NOT NULL,
    "variationId" INTEGER NOT NULL DEFAULT 0,
    "skuId" INTEGER NOT NULL,
    "sellerSku" TEXT NOT NULL,
    "marketplaceListingId" TEXT NOT NULL,
    "expected" INTEGER NOT NULL,
    "actual" INTEGER NOT NULL,
    "cause" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "detectedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "InventoryPushDrift_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InventoryPushRule_companyId_shopId_key" ON "InventoryPushRule"("companyId", "shopId");

-- CreateIndex
CREATE INDEX "InventoryPushPending_dueAt_idx" ON "InventoryPushPending"("dueAt");

-- CreateIndex
CREATE INDEX "InventoryPushRecord_companyId_status_id_idx" ON "InventoryPushRecord"("companyId", "status", "id" DESC);

-- CreateIndex
CREATE INDEX "InventoryPushRecord_companyId_shopId_id_idx" ON "InventoryPushRecord"("companyId", "shopId", "id" DESC);

-- CreateIndex
CREATE INDEX "InventoryPushRecord_listingId_variationId_id_idx" ON "InventoryPushRecord"("listingId", "variationId", "id");

-- CreateIndex
CREATE INDEX "InventoryPushRecord_status_nextAttemptAt_idx" ON "InventoryPushRecord"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "InventoryPushDrift_companyId_status_detectedAt_idx" ON "InventoryPushDrift"("companyId", "status", "detectedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "InventoryPushDrift_companyId_listingId_variationId_key" ON "InventoryPushDrift"("companyId", "listingId", "variationId");


-- CreateTable
CREATE TABLE "SupplyShop" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "createdBy" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SupplyShop_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SupplyMonitorItem" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "supplyShopId" INTEGER,
    "skuId" INTEGER,
    "monitorUserId" INTEGER NOT NULL,
    "stockThreshold" INTEGER NOT NULL DEFAULT 0,
    "priceThresholdPct" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "remark" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL DEFAULT '',
    "lastStock" INTEGER,
    "lastPrice" DECIMAL(12,2),
    "available" BOOLEAN NOT NULL DEFAULT true,
    "lowestPrice" DECIMAL(12,2),
    "competitorCount" INTEGER NOT NULL DEFAULT 0,
    "buyBox" BOOLEAN,
    "lastCheckedAt" TIMESTAMP(3),
    "lastError" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SupplyMonitorItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SupplyMonitorChange" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "before" TEXT NOT NULL,
    "after" TEXT NOT NULL,
    "notified" INTEGER NOT NULL DEFAULT 0,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SupplyMonitorChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SupplyShop_companyId_url_key" ON "SupplyShop"("companyId", "url");

-- CreateIndex
CREATE INDEX "SupplyMonitorItem_companyId_source_monitorUserId_idx" ON "SupplyMonitorItem"("companyId", "source", "monitorUserId");

-- CreateIndex
CREATE UNIQUE INDEX "SupplyMonitorItem_companyId_source_code_key" ON "SupplyMonitorItem"("companyId", "source", "code");

-- CreateIndex
CREATE INDEX "SupplyMonitorChange_companyId_source_checkedAt_idx" ON "SupplyMonitorChange"("companyId", "source", "checkedAt");

-- CreateIndex
CREATE INDEX "SupplyMonitorChange_itemId_idx" ON "SupplyMonitorChange"("itemId");

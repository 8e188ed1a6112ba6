-- CreateTable
CREATE TABLE "FulfilmentStockSnapshot" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "marketplace" TEXT NOT NULL,
    "marketplaceSku" TEXT NOT NULL,
    "fnsku" TEXT NOT NULL DEFAULT '',
    "centre" TEXT NOT NULL,
    "fulfillable" INTEGER NOT NULL DEFAULT 0,
    "inbound" INTEGER NOT NULL DEFAULT 0,
    "reserved" INTEGER NOT NULL DEFAULT 0,
    "unfulfillable" INTEGER NOT NULL DEFAULT 0,
    "age0to90" INTEGER NOT NULL DEFAULT 0,
    "age91to180" INTEGER NOT NULL DEFAULT 0,
    "age181to365" INTEGER NOT NULL DEFAULT 0,
    "ageOver365" INTEGER NOT NULL DEFAULT 0,
    "syncedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FulfilmentStockSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FulfilmentStockSync" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "marketplace" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'idle',
    "rowsRead" INTEGER NOT NULL DEFAULT 0,
    "rowsTotal" INTEGER NOT NULL DEFAULT 0,
    "startedAt" TIMESTAMP(3),
    "syncedAt" TIMESTAMP(3),
    "errorId" TEXT NOT NULL DEFAULT '',
    "errorParams" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FulfilmentStockSync_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FulfilmentStockSnapshot_companyId_marketplace_shopId_idx" ON "FulfilmentStockSnapshot"("companyId", "marketplace", "shopId");

-- CreateIndex
CREATE UNIQUE INDEX "FulfilmentStockSnapshot_shopId_marketplaceSku_centre_key" ON "FulfilmentStockSnapshot"("shopId", "marketplaceSku", "centre");

-- CreateIndex
CREATE UNIQUE INDEX "FulfilmentStockSync_shopId_key" ON "FulfilmentStockSync"("shopId");

-- CreateIndex
CREATE INDEX "FulfilmentStockSync_companyId_marketplace_idx" ON "FulfilmentStockSync"("companyId", "marketplace");


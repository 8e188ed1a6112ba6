-- CreateTable
CREATE TABLE "OverseasStockSetting" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "minStockingDays" INTEGER NOT NULL,
    "maxStockingDays" INTEGER NOT NULL,
    "safeDays" INTEGER NOT NULL,
    "safetyStock" INTEGER,
    "moq" INTEGER NOT NULL DEFAULT 1,
    "minOrderDays" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OverseasStockSetting_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OverseasStockSetting_companyId_warehouseId_skuId_key" ON "OverseasStockSetting"("companyId", "warehouseId", "skuId");

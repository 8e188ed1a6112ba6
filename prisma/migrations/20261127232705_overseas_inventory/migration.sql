-- AlterTable
ALTER TABLE "OverseasProviderWarehouse" ADD COLUMN     "inventorySyncedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "OverseasInventorySnapshot" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "providerWarehouseId" INTEGER NOT NULL,
    "providerSku" TEXT NOT NULL,
    "available" INTEGER NOT NULL DEFAULT 0,
    "reserved" INTEGER NOT NULL DEFAULT 0,
    "inTransit" INTEGER NOT NULL DEFAULT 0,
    "syncedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OverseasInventorySnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OverseasInventorySnapshot_companyId_providerWarehouseId_idx" ON "OverseasInventorySnapshot"("companyId", "providerWarehouseId");

-- CreateIndex
CREATE UNIQUE INDEX "OverseasInventorySnapshot_providerWarehouseId_providerSku_key" ON "OverseasInventorySnapshot"("providerWarehouseId", "providerSku");

-- AddForeignKey
ALTER TABLE "OverseasInventorySnapshot" ADD CONSTRAINT "OverseasInventorySnapshot_providerWarehouseId_fkey" FOREIGN KEY ("providerWarehouseId") REFERENCES "OverseasProviderWarehouse"("id") ON DELETE CASCADE ON UPDATE CASCADE;


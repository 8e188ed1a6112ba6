-- CreateTable
CREATE TABLE "OverseasWarehouseAuth" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "appKey" TEXT NOT NULL,
    "appSecret" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'activated',
    "checkedAt" TIMESTAMP(3),
    "checkOk" BOOLEAN,
    "checkMessageId" TEXT NOT NULL DEFAULT '',
    "warehousesSyncedAt" TIMESTAMP(3),
    "channelsSyncedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OverseasWarehouseAuth_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OverseasProviderWarehouse" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "authorizationId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT '',
    "available" BOOLEAN NOT NULL DEFAULT true,
    "warehouseId" INTEGER,
    "syncedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OverseasProviderWarehouse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OverseasLogisticsChannel" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "authorizationId" INTEGER NOT NULL,
    "warehouseCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "carrier" TEXT NOT NULL DEFAULT '',
    "available" BOOLEAN NOT NULL DEFAULT true,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "logisticsChannelId" INTEGER,
    "syncedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OverseasLogisticsChannel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OverseasWarehouseAuth_companyId_status_idx" ON "OverseasWarehouseAuth"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "OverseasWarehouseAuth_companyId_name_key" ON "OverseasWarehouseAuth"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "OverseasProviderWarehouse_authorizationId_code_key" ON "OverseasProviderWarehouse"("authorizationId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "OverseasProviderWarehouse_companyId_warehouseId_key" ON "OverseasProviderWarehouse"("companyId", "warehouseId");

-- CreateIndex
CREATE INDEX "OverseasLogisticsChannel_companyId_authorizationId_idx" ON "OverseasLogisticsChannel"("companyId", "authorizationId");

-- CreateIndex
CREATE UNIQUE INDEX "OverseasLogisticsChannel_authorizationId_warehouseCode_code_key" ON "OverseasLogisticsChannel"("authorizationId", "warehouseCode", "code");

-- AddForeignKey
ALTER TABLE "OverseasProviderWarehouse" ADD CONSTRAINT "OverseasProviderWarehouse_authorizationId_fkey" FOREIGN KEY ("authorizationId") REFERENCES "OverseasWarehouseAuth"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OverseasLogisticsChannel" ADD CONSTRAINT "OverseasLogisticsChannel_authorizationId_fkey" FOREIGN KEY ("authorizationId") REFERENCES "OverseasWarehouseAuth"("id") ON DELETE CASCADE ON UPDATE CASCADE;


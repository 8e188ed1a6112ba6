-- CreateTable
CREATE TABLE "ShippingTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "billingMethod" TEXT NOT NULL DEFAULT 'actual',
    "volumeCoefficient" INTEGER NOT NULL DEFAULT 6000,
    "pricingMode" TEXT NOT NULL DEFAULT 'firstContinued',
    "currency" TEXT NOT NULL DEFAULT 'CNY',
    "effectiveAt" TIMESTAMP(3),
    "ranges" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShippingTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShippingPartitionRule" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "scheme" TEXT NOT NULL DEFAULT '',
    "zones" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShippingPartitionRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShippingPriceCard" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "templateId" INTEGER NOT NULL,
    "partitionRuleId" INTEGER,
    "channelIds" INTEGER[],
    "deliveryDays" INTEGER,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShippingPriceCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderFreight" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "channelId" INTEGER NOT NULL,
    "priceCardId" INTEGER,
    "currency" TEXT NOT NULL,
    "estimated" DECIMAL(12,2) NOT NULL,
    "estimatedBase" DECIMAL(12,2) NOT NULL,
    "actual" DECIMAL(12,2),
    "actualBase" DECIMAL(12,2),
    "breakdown" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderFreight_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ShippingTemplate_companyId_name_key" ON "ShippingTemplate"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ShippingPartitionRule_companyId_name_key" ON "ShippingPartitionRule"("companyId", "name");

-- CreateIndex
CREATE INDEX "ShippingPriceCard_companyId_idx" ON "ShippingPriceCard"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "ShippingPriceCard_companyId_name_key" ON "ShippingPriceCard"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "OrderFreight_orderId_key" ON "OrderFreight"("orderId");

-- CreateIndex
CREATE INDEX "OrderFreight_companyId_idx" ON "OrderFreight"("companyId");

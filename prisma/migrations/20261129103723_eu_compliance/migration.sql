-- CreateTable
CREATE TABLE "EuRegulatoryTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "manufacturerName" TEXT NOT NULL DEFAULT '',
    "manufacturerAddress" TEXT NOT NULL DEFAULT '',
    "manufacturerEmail" TEXT NOT NULL DEFAULT '',
    "manufacturerPhone" TEXT NOT NULL DEFAULT '',
    "rpName" TEXT NOT NULL,
    "rpAddress" TEXT NOT NULL,
    "rpEmail" TEXT NOT NULL DEFAULT '',
    "rpPhone" TEXT NOT NULL DEFAULT '',
    "rpCountry" TEXT NOT NULL,
    "safetyInfo" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "shopIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EuRegulatoryTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EuLabelPair" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "printQuantity" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EuLabelPair_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EuRegulatoryTemplate_companyId_name_key" ON "EuRegulatoryTemplate"("companyId", "name");

-- CreateIndex
CREATE INDEX "EuLabelPair_companyId_templateId_idx" ON "EuLabelPair"("companyId", "templateId");

-- CreateIndex
CREATE UNIQUE INDEX "EuLabelPair_companyId_skuId_key" ON "EuLabelPair"("companyId", "skuId");

-- AddForeignKey
ALTER TABLE "EuLabelPair" ADD CONSTRAINT "EuLabelPair_skuId_fkey" FOREIGN KEY ("skuId") REFERENCES "Sku"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EuLabelPair" ADD CONSTRAINT "EuLabelPair_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "EuRegulatoryTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;


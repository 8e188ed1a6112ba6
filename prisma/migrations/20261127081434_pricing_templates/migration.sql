-- CreateTable
CREATE TABLE "PricingTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "vat" DECIMAL(5,2) NOT NULL,
    "commission" DECIMAL(5,2) NOT NULL,
    "grossProfit" DECIMAL(5,2) NOT NULL,
    "otherDeduction" DECIMAL(5,2) NOT NULL,
    "currency" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PricingTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PricingTemplate_companyId_name_key" ON "PricingTemplate"("companyId", "name");

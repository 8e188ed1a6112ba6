-- CreateTable
CREATE TABLE "OrderProfit" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL,
    "orderedAt" TIMESTAMP(3) NOT NULL,
    "currency" TEXT NOT NULL,
    "rate" DECIMAL(14,6) NOT NULL,
    "rateSource" TEXT NOT NULL,
    "feeMode" TEXT NOT NULL,
    "platformRate" DECIMAL(8,4) NOT NULL,
    "vatRate" DECIMAL(8,4) NOT NULL,
    "goods" DECIMAL(14,2) NOT NULL,
    "buyerFreight" DECIMAL(14,2) NOT NULL,
    "platformFee" DECIMAL(14,2) NOT NULL,
    "productCost" DECIMAL(14,2) NOT NULL,
    "packaging" DECIMAL(14,2) NOT NULL,
    "freight" DECIMAL(14,2) NOT NULL,
    "vat" DECIMAL(14,2) NOT NULL,
    "refunds" DECIMAL(14,2) NOT NULL,
    "profit" DECIMAL(14,2) NOT NULL,
    "goodsOriginal" DECIMAL(12,2) NOT NULL,
    "buyerFreightOriginal" DECIMAL(12,2) NOT NULL,
    "platformFeeOriginal" DECIMAL(12,2) NOT NULL,
    "vatOriginal" DECIMAL(12,2) NOT NULL,
    "refundsOriginal" DECIMAL(12,2) NOT NULL,
    "costSource" TEXT NOT NULL,
    "freightSource" TEXT NOT NULL,
    "packagingMaterialId" INTEGER,
    "packagingQuantity" INTEGER NOT NULL DEFAULT 0,
    "sources" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderProfit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderProfitItem" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderProfitId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "skuId" INTEGER,
    "sku" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "goods" DECIMAL(14,2) NOT NULL,
    "productCost" DECIMAL(14,2) NOT NULL,
    "profit" DECIMAL(14,2) NOT NULL,
    "orderedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderProfitItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderProfit_orderId_key" ON "OrderProfit"("orderId");

-- CreateIndex
CREATE INDEX "OrderProfit_companyId_orderedAt_idx" ON "OrderProfit"("companyId", "orderedAt");

-- CreateIndex
CREATE INDEX "OrderProfit_companyId_shopId_orderedAt_idx" ON "OrderProfit"("companyId", "shopId", "orderedAt");

-- CreateIndex
CREATE INDEX "OrderProfitItem_orderProfitId_idx" ON "OrderProfitItem"("orderProfitId");

-- CreateIndex
CREATE INDEX "OrderProfitItem_companyId_orderedAt_skuId_idx" ON "OrderProfitItem"("companyId", "orderedAt", "skuId");

-- AddForeignKey
ALTER TABLE "OrderProfitItem" ADD CONSTRAINT "OrderProfitItem_orderProfitId_fkey" FOREIGN KEY ("orderProfitId") REFERENCES "OrderProfit"("id") ON DELETE CASCADE ON UPDATE CASCADE;


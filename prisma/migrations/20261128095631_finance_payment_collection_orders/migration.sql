-- CreateTable
CREATE TABLE "PaymentOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderNo" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "purchasePaymentId" INTEGER,
    "payee" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'unpaid',
    "accountId" INTEGER,
    "paidAmount" DECIMAL(14,2),
    "rate" DECIMAL(14,6),
    "paidAt" TIMESTAMP(3),
    "paidBy" INTEGER,
    "entryId" INTEGER,
    "createdBy" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CollectionOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderNo" TEXT NOT NULL,
    "purchasePaymentId" INTEGER,
    "payer" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "accountId" INTEGER,
    "receivedAmount" DECIMAL(14,2),
    "rate" DECIMAL(14,6),
    "receivedAt" TIMESTAMP(3),
    "receivedBy" INTEGER,
    "entryId" INTEGER,
    "createdBy" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CollectionOrder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentOrder_companyId_status_createdAt_idx" ON "PaymentOrder"("companyId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentOrder_companyId_orderNo_key" ON "PaymentOrder"("companyId", "orderNo");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentOrder_companyId_purchasePaymentId_key" ON "PaymentOrder"("companyId", "purchasePaymentId");

-- CreateIndex
CREATE INDEX "CollectionOrder_companyId_status_createdAt_idx" ON "CollectionOrder"("companyId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CollectionOrder_companyId_purchasePaymentId_key" ON "CollectionOrder"("companyId", "purchasePaymentId");

-- CreateIndex
CREATE UNIQUE INDEX "CollectionOrder_companyId_orderNo_key" ON "CollectionOrder"("companyId", "orderNo");

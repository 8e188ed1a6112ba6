-- CreateTable
CREATE TABLE "AfterSalesCase" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "platformCaseId" TEXT NOT NULL,
    "orderId" INTEGER,
    "platformOrderNo" TEXT NOT NULL DEFAULT '',
    "buyerAccount" TEXT NOT NULL DEFAULT '',
    "buyerName" TEXT NOT NULL DEFAULT '',
    "platformSku" TEXT NOT NULL DEFAULT '',
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "reason" TEXT NOT NULL DEFAULT '',
    "buyerComment" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'open',
    "deadline" TIMESTAMP(3),
    "openedAt" TIMESTAMP(3) NOT NULL,
    "platformUpdatedAt" TIMESTAMP(3) NOT NULL,
    "refundAmount" DECIMAL(12,2),
    "history" JSONB NOT NULL DEFAULT '[]',
    "handledAt" TIMESTAMP(3),
    "handledBy" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AfterSalesCase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AfterSalesCursor" (
    "shopId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "cursor" TEXT NOT NULL DEFAULT '',
    "pulledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AfterSalesCursor_pkey" PRIMARY KEY ("shopId")
);

-- CreateIndex
CREATE INDEX "AfterSalesCase_companyId_kind_status_deadline_idx" ON "AfterSalesCase"("companyId", "kind", "status", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "AfterSalesCase_shopId_kind_platformCaseId_key" ON "AfterSalesCase"("shopId", "kind", "platformCaseId");

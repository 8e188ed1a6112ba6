-- CreateTable
CREATE TABLE "PaypalAccount" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "alias" TEXT NOT NULL DEFAULT '',
    "clientId" TEXT NOT NULL DEFAULT '',
    "clientSecret" TEXT NOT NULL DEFAULT '',
    "balance" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "balanceAt" TIMESTAMP(3),
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "syncCursor" TEXT NOT NULL DEFAULT '',
    "syncedAt" TIMESTAMP(3),
    "syncError" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaypalAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaypalTransaction" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "accountId" INTEGER NOT NULL,
    "transactionNo" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "fee" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "netAmount" DECIMAL(12,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "buyerId" TEXT NOT NULL DEFAULT '',
    "buyerName" TEXT NOT NULL DEFAULT '',
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "address1" TEXT NOT NULL DEFAULT '',
    "address2" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "orderId" INTEGER,
    "matchedBy" TEXT NOT NULL DEFAULT '',
    "matchedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaypalTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaypalAccount_companyId_email_key" ON "PaypalAccount"("companyId", "email");

-- CreateIndex
CREATE INDEX "PaypalTransaction_companyId_occurredAt_idx" ON "PaypalTransaction"("companyId", "occurredAt");

-- CreateIndex
CREATE INDEX "PaypalTransaction_companyId_orderId_idx" ON "PaypalTransaction"("companyId", "orderId");

-- CreateIndex
CREATE UNIQUE INDEX "PaypalTransaction_accountId_transactionNo_key" ON "PaypalTransaction"("accountId", "transactionNo");

-- AddForeignKey
ALTER TABLE "PaypalTransaction" ADD CONSTRAINT "PaypalTransaction_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "PaypalAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


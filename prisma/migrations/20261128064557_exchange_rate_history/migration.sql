-- Issue 22 item 8: the standard rate and modifier of an exchange rate (rate stays the executed
-- rate every caller converts at), and the history of every change.

-- AlterTable
ALTER TABLE "ExchangeRate" ADD COLUMN     "modifier" DECIMAL(8,4) NOT NULL DEFAULT 0,
ADD COLUMN     "standardRate" DECIMAL(14,6);

-- CreateTable
CREATE TABLE "ExchangeRateHistory" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "standardRate" DECIMAL(14,6) NOT NULL,
    "modifier" DECIMAL(8,4) NOT NULL,
    "rate" DECIMAL(14,6) NOT NULL,
    "action" TEXT NOT NULL,
    "changedBy" INTEGER,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExchangeRateHistory_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExchangeRateHistory_companyId_currency_changedAt_idx" ON "ExchangeRateHistory"("companyId", "currency", "changedAt");

-- Existing rates: their rate is the standard rate with no modifier; each starts its history.
UPDATE "ExchangeRate" SET "standardRate" = "rate";
INSERT INTO "ExchangeRateHistory" ("companyId", "currency", "standardRate", "modifier", "rate", "action", "changedBy", "changedAt")
SELECT "companyId", "currency", "rate", 0, "rate", 'set', "updatedBy", "updatedAt" FROM "ExchangeRate";

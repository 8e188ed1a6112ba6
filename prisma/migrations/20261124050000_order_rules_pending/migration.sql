-- AlterTable (a constant default: no table rewrite on PostgreSQL 11+)
ALTER TABLE "Order" ADD COLUMN "rulesPending" BOOLEAN NOT NULL DEFAULT false;

-- Partial index: only the few orders whose rules are still to run (boot recovery looks them up).
CREATE INDEX "Order_rulesPending_idx" ON "Order"("companyId") WHERE "rulesPending";

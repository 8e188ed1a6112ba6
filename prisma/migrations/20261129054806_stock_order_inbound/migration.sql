-- AlterTable
ALTER TABLE "StockOrder" ADD COLUMN     "inboundAuthorizationId" INTEGER,
ADD COLUMN     "inboundMessageId" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "inboundMessageParams" JSONB,
ADD COLUMN     "inboundNo" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "inboundStatus" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "inboundSyncedAt" TIMESTAMP(3),
ADD COLUMN     "inboundWarehouseCode" TEXT NOT NULL DEFAULT '';


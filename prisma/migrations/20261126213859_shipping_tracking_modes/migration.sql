-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "carrierShipmentId" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "labelFileKey" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "trackingSource" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "trackingUploadError" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "trackingUploadStatus" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "trackingUploadTries" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "trackingUploadNextAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "LogisticsChannel" ADD COLUMN     "trackingMode" TEXT NOT NULL DEFAULT 'manual';


-- Existing channels keep their behaviour: pool channels become "pool", system channels "carrier",
-- the other custom channels "manual" (the default).
UPDATE "LogisticsChannel" SET "trackingMode" = 'pool' WHERE "usesNumberPool" = true;
UPDATE "LogisticsChannel" SET "trackingMode" = 'carrier' WHERE "usesNumberPool" = false AND "type" = 'system';
UPDATE "Order" SET "trackingUploadStatus" = 'uploaded' WHERE "trackingUploadedAt" IS NOT NULL;

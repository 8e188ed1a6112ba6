-- order rules: free text of a blacklist cause other
ALTER TABLE "ShippingBlacklist" ADD COLUMN "causeText" TEXT NOT NULL DEFAULT '';
-- picking and sorting: template minimum, distribution wall, verified units per order item
ALTER TABLE "PickListTemplate" ADD COLUMN "minOrders" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "PickList" ADD COLUMN "wallRows" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "PickList" ADD COLUMN "wallCols" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "OrderItem" ADD COLUMN "verified" INTEGER NOT NULL DEFAULT 0;
-- tracking: channel of a tracking record (report per channel), delivered-date index of the tracking report
ALTER TABLE "TrackingRecord" ADD COLUMN "channelId" INTEGER;
CREATE INDEX "TrackingRecord_companyId_deliveredAt_idx" ON "TrackingRecord"("companyId", "deliveredAt");

-- Hand-written (Prisma 6 cannot declare partial indexes; datamodel diffs leave them alone).
-- Parcels scanned out and waiting for the carrier's pickup scan (collectStatus 1): the home dashboard
-- and /outboundScan mark those past the pickup timeout before they count or list (markPickupTimeouts).
-- Without this index that lookup read every order of the company (70 ms for 200k orders in
-- bench:home); waiting parcels are few, so the partial index stays small.
CREATE INDEX "Order_pickup_waiting_idx" ON "Order"("companyId", "outboundAt") WHERE "collectStatus" = 1;

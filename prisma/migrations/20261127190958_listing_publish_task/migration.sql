-- AlterTable
ALTER TABLE "Listing" ADD COLUMN     "publishTaskId" INTEGER;

-- CreateIndex
CREATE INDEX "Listing_publishTaskId_idx" ON "Listing"("publishTaskId");


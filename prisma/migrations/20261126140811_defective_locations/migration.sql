-- AlterTable
ALTER TABLE "Warehouse" ADD COLUMN     "sellDefective" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Location" ADD COLUMN     "defective" BOOLEAN NOT NULL DEFAULT false;


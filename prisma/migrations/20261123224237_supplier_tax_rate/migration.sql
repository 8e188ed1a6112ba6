-- AlterTable
ALTER TABLE "Supplier" ADD COLUMN     "taxRate" DECIMAL(5,2) NOT NULL DEFAULT 0;


-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "platformFeeMode" TEXT NOT NULL DEFAULT 'multiply';


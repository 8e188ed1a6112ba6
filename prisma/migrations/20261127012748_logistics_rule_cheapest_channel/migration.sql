-- AlterTable
ALTER TABLE "LogisticsRule" ADD COLUMN     "candidateChannelIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "channelChoice" TEXT NOT NULL DEFAULT 'fixed',
ADD COLUMN     "maxDeliveryDays" INTEGER,
ALTER COLUMN "logisticsChannelId" DROP NOT NULL;


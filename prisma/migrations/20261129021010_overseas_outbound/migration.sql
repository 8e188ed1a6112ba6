-- CreateTable
CREATE TABLE "OverseasOutbound" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "authorizationId" INTEGER NOT NULL,
    "warehouseCode" TEXT NOT NULL,
    "channelCode" TEXT NOT NULL,
    "outboundNo" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "carrier" TEXT NOT NULL DEFAULT '',
    "messageId" TEXT NOT NULL DEFAULT '',
    "messageParams" JSONB,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "syncedAt" TIMESTAMP(3),
    "shippedAt" TIMESTAMP(3),

    CONSTRAINT "OverseasOutbound_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OverseasOutbound_orderId_key" ON "OverseasOutbound"("orderId");

-- CreateIndex
CREATE INDEX "OverseasOutbound_companyId_status_idx" ON "OverseasOutbound"("companyId", "status");


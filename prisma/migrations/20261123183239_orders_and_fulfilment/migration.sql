-- AlterTable
ALTER TABLE "Sku" ADD COLUMN     "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "Order" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL,
    "platformOrderNo" TEXT NOT NULL,
    "pullKey" TEXT,
    "orderNo" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'pull',
    "status" TEXT NOT NULL DEFAULT 'processing',
    "abnormalReason" TEXT NOT NULL DEFAULT '',
    "heldFromStatus" TEXT NOT NULL DEFAULT '',
    "buyerAccount" TEXT NOT NULL DEFAULT '',
    "buyerName" TEXT NOT NULL DEFAULT '',
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "buyerPhone" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "postcode" TEXT NOT NULL DEFAULT '',
    "address1" TEXT NOT NULL DEFAULT '',
    "address2" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "itemsTotal" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "shippingFee" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "totalAmount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "orderedAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "shipBy" TIMESTAMP(3),
    "shippedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "matched" BOOLEAN NOT NULL DEFAULT false,
    "warehouseId" INTEGER,
    "logisticsChannelId" INTEGER,
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "preShippedAt" TIMESTAMP(3),
    "trackingUploadedAt" TIMESTAMP(3),
    "estimatedWeight" INTEGER NOT NULL DEFAULT 0,
    "weight" INTEGER NOT NULL DEFAULT 0,
    "buyerNote" TEXT NOT NULL DEFAULT '',
    "sellerNote" TEXT NOT NULL DEFAULT '',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "parentId" INTEGER,
    "mergedIntoId" INTEGER,
    "pickListId" INTEGER,
    "sortSlot" INTEGER,
    "verifiedAt" TIMESTAMP(3),
    "collectStatus" INTEGER NOT NULL DEFAULT 0,
    "outboundAt" TIMESTAMP(3),
    "bagId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderItem" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "platformItemId" TEXT NOT NULL DEFAULT '',
    "platformSku" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "image" TEXT NOT NULL DEFAULT '',
    "quantity" INTEGER NOT NULL,
    "unitPrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "skuId" INTEGER,
    "matchedBy" TEXT NOT NULL DEFAULT '',
    "unitsPerItem" INTEGER NOT NULL DEFAULT 1,
    "allocated" INTEGER NOT NULL DEFAULT 0,
    "isGift" BOOLEAN NOT NULL DEFAULT false,
    "giftRuleId" INTEGER,

    CONSTRAINT "OrderItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderHistory" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "fromStatus" TEXT NOT NULL DEFAULT '',
    "toStatus" TEXT NOT NULL DEFAULT '',
    "messageId" TEXT NOT NULL DEFAULT '',
    "params" JSONB,
    "operatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopOrderPull" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "cursor" TEXT NOT NULL DEFAULT '',
    "intervalMinutes" INTEGER NOT NULL DEFAULT 30,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "lastPulledAt" TIMESTAMP(3),
    "nextPullAt" TIMESTAMP(3),
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT NOT NULL DEFAULT '',
    "lastCount" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShopOrderPull_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SkuPairing" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL DEFAULT 0,
    "platformType" INTEGER NOT NULL,
    "platformSku" TEXT NOT NULL,
    "skuId" INTEGER NOT NULL,
    "unitsPerItem" INTEGER NOT NULL DEFAULT 1,
    "operatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SkuPairing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LogisticsChannel" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'custom',
    "carrier" TEXT NOT NULL DEFAULT '',
    "code" TEXT NOT NULL DEFAULT '',
    "maxWeight" INTEGER NOT NULL DEFAULT 0,
    "usesNumberPool" BOOLEAN NOT NULL DEFAULT false,
    "trackingUrl" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LogisticsChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrackingNumber" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "channelId" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "used" BOOLEAN NOT NULL DEFAULT false,
    "orderId" INTEGER,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrackingNumber_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LogisticsRule" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "conditions" JSONB NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "logisticsChannelId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LogisticsRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GiftRule" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "conditions" JSONB NOT NULL,
    "giftSkuId" INTEGER NOT NULL,
    "giftQuantity" INTEGER NOT NULL DEFAULT 1,
    "startAt" TIMESTAMP(3),
    "endAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GiftRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShippingBlacklist" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL DEFAULT 0,
    "buyerAccount" TEXT NOT NULL,
    "cause" TEXT NOT NULL,
    "operatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "ShippingBlacklist_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PickListTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'mixed',
    "fontSize" TEXT NOT NULL DEFAULT 'standard',
    "maxOrders" INTEGER NOT NULL DEFAULT 100,
    "fields" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "imageUrl" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PickListTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PickList" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "pickNo" TEXT NOT NULL,
    "templateId" INTEGER,
    "warehouseId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'created',
    "orderCount" INTEGER NOT NULL DEFAULT 0,
    "operatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PickList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShippingBag" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "bagNo" TEXT NOT NULL,
    "channelId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'open',
    "orderCount" INTEGER NOT NULL DEFAULT 0,
    "weight" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "ShippingBag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrackingRecord" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "trackingNo" TEXT NOT NULL,
    "carrier" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "lastEvent" TEXT NOT NULL DEFAULT '',
    "events" JSONB,
    "autoTrack" BOOLEAN NOT NULL DEFAULT true,
    "deletedAt" TIMESTAMP(3),
    "shippedAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "transitDays" DECIMAL(8,2),
    "queryCount" INTEGER NOT NULL DEFAULT 0,
    "lastQueriedAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "country" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrackingRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Order_companyId_status_orderedAt_idx" ON "Order"("companyId", "status", "orderedAt");

-- CreateIndex
CREATE INDEX "Order_companyId_shopId_status_idx" ON "Order"("companyId", "shopId", "status");

-- CreateIndex
CREATE INDEX "Order_companyId_platformOrderNo_idx" ON "Order"("companyId", "platformOrderNo");

-- CreateIndex
CREATE INDEX "Order_companyId_trackingNo_idx" ON "Order"("companyId", "trackingNo");

-- CreateIndex
CREATE INDEX "Order_companyId_buyerAccount_idx" ON "Order"("companyId", "buyerAccount");

-- CreateIndex
CREATE INDEX "Order_companyId_status_shipBy_idx" ON "Order"("companyId", "status", "shipBy");

-- CreateIndex
CREATE UNIQUE INDEX "Order_companyId_orderNo_key" ON "Order"("companyId", "orderNo");

-- CreateIndex
CREATE UNIQUE INDEX "Order_shopId_pullKey_key" ON "Order"("shopId", "pullKey");

-- CreateIndex
CREATE INDEX "OrderItem_orderId_idx" ON "OrderItem"("orderId");

-- CreateIndex
CREATE INDEX "OrderItem_companyId_skuId_idx" ON "OrderItem"("companyId", "skuId");

-- CreateIndex
CREATE INDEX "OrderItem_companyId_platformSku_idx" ON "OrderItem"("companyId", "platformSku");

-- CreateIndex
CREATE INDEX "OrderHistory_orderId_id_idx" ON "OrderHistory"("orderId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ShopOrderPull_shopId_key" ON "ShopOrderPull"("shopId");

-- CreateIndex
CREATE INDEX "SkuPairing_companyId_skuId_idx" ON "SkuPairing"("companyId", "skuId");

-- CreateIndex
CREATE UNIQUE INDEX "SkuPairing_companyId_platformType_shopId_platformSku_key" ON "SkuPairing"("companyId", "platformType", "shopId", "platformSku");

-- CreateIndex
CREATE UNIQUE INDEX "LogisticsChannel_companyId_name_key" ON "LogisticsChannel"("companyId", "name");

-- CreateIndex
CREATE INDEX "TrackingNumber_companyId_channelId_used_idx" ON "TrackingNumber"("companyId", "channelId", "used");

-- CreateIndex
CREATE UNIQUE INDEX "TrackingNumber_companyId_channelId_number_key" ON "TrackingNumber"("companyId", "channelId", "number");

-- CreateIndex
CREATE INDEX "LogisticsRule_companyId_enabled_priority_idx" ON "LogisticsRule"("companyId", "enabled", "priority");

-- CreateIndex
CREATE INDEX "GiftRule_companyId_enabled_priority_idx" ON "GiftRule"("companyId", "enabled", "priority");

-- CreateIndex
CREATE INDEX "ShippingBlacklist_companyId_buyerAccount_idx" ON "ShippingBlacklist"("companyId", "buyerAccount");

-- CreateIndex
CREATE UNIQUE INDEX "PickListTemplate_companyId_name_key" ON "PickListTemplate"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "PickList_companyId_pickNo_key" ON "PickList"("companyId", "pickNo");

-- CreateIndex
CREATE UNIQUE INDEX "ShippingBag_companyId_bagNo_key" ON "ShippingBag"("companyId", "bagNo");

-- CreateIndex
CREATE INDEX "TrackingRecord_companyId_status_idx" ON "TrackingRecord"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "TrackingRecord_companyId_trackingNo_key" ON "TrackingRecord"("companyId", "trackingNo");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_shopId_fkey" FOREIGN KEY ("shopId") REFERENCES "Shop"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderHistory" ADD CONSTRAINT "OrderHistory_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;


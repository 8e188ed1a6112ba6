-- CreateTable
CREATE TABLE "Listing" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL,
    "site" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "productId" INTEGER,
    "skuId" INTEGER,
    "sellerSku" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "price" DECIMAL(12,2) NOT NULL,
    "minPrice" DECIMAL(12,2),
    "maxPrice" DECIMAL(12,2),
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "taxRate" DECIMAL(6,2) NOT NULL DEFAULT 0,
    "images" JSONB NOT NULL DEFAULT '[]',
    "video" JSONB,
    "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "labels" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "shippingPolicy" TEXT NOT NULL DEFAULT '',
    "returnPolicy" TEXT NOT NULL DEFAULT '',
    "shippingOptions" JSONB NOT NULL DEFAULT '[]',
    "handlingDaysMin" INTEGER,
    "handlingDaysMax" INTEGER,
    "attributes" JSONB NOT NULL DEFAULT '{}',
    "variationAttributes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'draft',
    "marketplaceListingId" TEXT,
    "lastErrorId" TEXT NOT NULL DEFAULT '',
    "lastError" TEXT NOT NULL DEFAULT '',
    "nextAttemptAt" TIMESTAMP(3),
    "claimedAt" TIMESTAMP(3),
    "retries" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "Listing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingVariation" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "listingId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "skuId" INTEGER,
    "sellerSku" TEXT NOT NULL,
    "ean" TEXT NOT NULL DEFAULT '',
    "barcode" TEXT NOT NULL DEFAULT '',
    "attributes" JSONB NOT NULL DEFAULT '{}',
    "price" DECIMAL(12,2) NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "images" JSONB NOT NULL DEFAULT '[]',
    "marketplaceSku" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListingVariation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingPublishAttempt" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "listingId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "outcome" TEXT,
    "reasonId" TEXT NOT NULL DEFAULT '',
    "marketplaceMessage" TEXT NOT NULL DEFAULT '',
    "marketplaceListingId" TEXT,

    CONSTRAINT "ListingPublishAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingHistory" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "listingId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "fromStatus" TEXT NOT NULL,
    "toStatus" TEXT NOT NULL,
    "userId" INTEGER,
    "remark" TEXT NOT NULL DEFAULT '',
    "params" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListingHistory_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Listing_companyId_shopId_status_updatedAt_idx" ON "Listing"("companyId", "shopId", "status", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Listing_companyId_platformType_status_updatedAt_idx" ON "Listing"("companyId", "platformType", "status", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Listing_status_nextAttemptAt_idx" ON "Listing"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Listing_companyId_shopId_sellerSku_idx" ON "Listing"("companyId", "shopId", "sellerSku");

-- CreateIndex
CREATE INDEX "ListingVariation_listingId_idx" ON "ListingVariation"("listingId");

-- CreateIndex
CREATE INDEX "ListingVariation_companyId_skuId_idx" ON "ListingVariation"("companyId", "skuId");

-- CreateIndex
CREATE UNIQUE INDEX "ListingPublishAttempt_idempotencyKey_key" ON "ListingPublishAttempt"("idempotencyKey");

-- CreateIndex
CREATE INDEX "ListingPublishAttempt_listingId_startedAt_idx" ON "ListingPublishAttempt"("listingId", "startedAt");

-- CreateIndex
CREATE INDEX "ListingHistory_listingId_id_idx" ON "ListingHistory"("listingId", "id");

-- AddForeignKey
ALTER TABLE "ListingVariation" ADD CONSTRAINT "ListingVariation_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingPublishAttempt" ADD CONSTRAINT "ListingPublishAttempt_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingHistory" ADD CONSTRAINT "ListingHistory_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "Listing"("id") ON DELETE CASCADE ON UPDATE CASCADE;


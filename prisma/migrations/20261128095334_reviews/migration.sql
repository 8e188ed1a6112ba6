-- CreateTable
CREATE TABLE "Review" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "platformReviewId" TEXT NOT NULL,
    "platformOrderNo" TEXT NOT NULL DEFAULT '',
    "orderId" INTEGER,
    "buyerAccount" TEXT NOT NULL DEFAULT '',
    "buyerName" TEXT NOT NULL DEFAULT '',
    "rating" INTEGER NOT NULL,
    "sentiment" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "replyStatus" TEXT NOT NULL DEFAULT 'none',
    "reply" TEXT NOT NULL DEFAULT '',
    "replyError" TEXT NOT NULL DEFAULT '',
    "repliedAt" TIMESTAMP(3),
    "repliedBy" INTEGER,
    "replyDeadline" TIMESTAMP(3),
    "reviewedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewCursor" (
    "shopId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "cursor" TEXT NOT NULL DEFAULT '',
    "pulledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewCursor_pkey" PRIMARY KEY ("shopId")
);

-- CreateIndex
CREATE INDEX "Review_companyId_reviewedAt_idx" ON "Review"("companyId", "reviewedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Review_shopId_platformReviewId_key" ON "Review"("shopId", "platformReviewId");

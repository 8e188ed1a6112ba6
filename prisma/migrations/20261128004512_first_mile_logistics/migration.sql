-- CreateTable
CREATE TABLE "FirstMileProvider" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "contact" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "account" TEXT NOT NULL DEFAULT '',
    "apiKey" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FirstMileProvider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FirstMileChannel" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "providerId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "transportMode" TEXT NOT NULL,
    "pickupPlace" TEXT NOT NULL DEFAULT '',
    "taxIncluded" BOOLEAN NOT NULL DEFAULT false,
    "minDays" INTEGER NOT NULL,
    "maxDays" INTEGER NOT NULL,
    "priceCard" JSONB NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FirstMileChannel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FirstMileProvider_companyId_name_key" ON "FirstMileProvider"("companyId", "name");

-- CreateIndex
CREATE INDEX "FirstMileChannel_companyId_providerId_idx" ON "FirstMileChannel"("companyId", "providerId");

-- CreateIndex
CREATE UNIQUE INDEX "FirstMileChannel_companyId_name_key" ON "FirstMileChannel"("companyId", "name");

-- AddForeignKey
ALTER TABLE "FirstMileChannel" ADD CONSTRAINT "FirstMileChannel_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "FirstMileProvider"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


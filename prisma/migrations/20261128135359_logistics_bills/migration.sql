-- CreateTable
CREATE TABLE "LogisticsBill" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "billNo" TEXT NOT NULL,
    "carrier" TEXT NOT NULL,
    "fileName" TEXT NOT NULL DEFAULT '',
    "parcels" INTEGER NOT NULL,
    "billableWeight" INTEGER NOT NULL,
    "estimatedFreight" DECIMAL(14,2) NOT NULL,
    "actualFreight" DECIMAL(14,2) NOT NULL,
    "returnFreight" DECIMAL(14,2) NOT NULL,
    "difference" DECIMAL(14,2) NOT NULL,
    "paymentOrderId" INTEGER NOT NULL,
    "createdBy" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LogisticsBill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LogisticsBillParcel" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "billId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "row" INTEGER NOT NULL,
    "trackingNo" TEXT NOT NULL,
    "estimatedFreight" DECIMAL(12,2) NOT NULL,
    "actualFreight" DECIMAL(12,2) NOT NULL,
    "returnFreight" DECIMAL(12,2) NOT NULL,
    "difference" DECIMAL(12,2) NOT NULL,
    "billableWeight" INTEGER NOT NULL,
    "outboundWeight" INTEGER NOT NULL,
    "declaredWeight" INTEGER NOT NULL,

    CONSTRAINT "LogisticsBillParcel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LogisticsBill_companyId_createdAt_idx" ON "LogisticsBill"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LogisticsBill_companyId_billNo_key" ON "LogisticsBill"("companyId", "billNo");

-- CreateIndex
CREATE INDEX "LogisticsBillParcel_companyId_billId_idx" ON "LogisticsBillParcel"("companyId", "billId");

-- CreateIndex
CREATE UNIQUE INDEX "LogisticsBillParcel_companyId_trackingNo_key" ON "LogisticsBillParcel"("companyId", "trackingNo");


-- CreateTable
CREATE TABLE "Supplier" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'formal',
    "preferred" BOOLEAN NOT NULL DEFAULT false,
    "website" TEXT NOT NULL DEFAULT '',
    "contact" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "bankName" TEXT NOT NULL DEFAULT '',
    "accountNumber" TEXT NOT NULL DEFAULT '',
    "payee" TEXT NOT NULL DEFAULT '',
    "deliveryDays" INTEGER NOT NULL DEFAULT 3,
    "wholesaleMemberId" TEXT NOT NULL DEFAULT '',
    "wholesaleShopName" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Supplier_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SupplierProduct" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "supplierId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "preferred" BOOLEAN NOT NULL DEFAULT false,
    "purchasePrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "moq" INTEGER NOT NULL DEFAULT 1,
    "purchaseLink" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SupplierProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WholesalePairing" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "supplierId" INTEGER,
    "productUrl" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "specId" TEXT NOT NULL,
    "specText" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "priceTiers" JSONB NOT NULL DEFAULT '[]',
    "ratio" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WholesalePairing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseSetting" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER,
    "minStockingDays" INTEGER NOT NULL DEFAULT 7,
    "maxStockingDays" INTEGER NOT NULL DEFAULT 30,
    "safeDays" INTEGER NOT NULL DEFAULT 7,
    "moq" INTEGER NOT NULL DEFAULT 1,
    "minOrderDays" INTEGER NOT NULL DEFAULT 0,
    "stockFloor" INTEGER NOT NULL DEFAULT 0,
    "salesWeights" JSONB NOT NULL DEFAULT '[]',
    "orderCoefficients" JSONB NOT NULL DEFAULT '[]',
    "salesCoefficients" JSONB NOT NULL DEFAULT '[]',
    "suspended" BOOLEAN NOT NULL DEFAULT false,
    "supplierId" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PurchaseSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchasePlanItem" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "supplierId" INTEGER,
    "quantity" INTEGER NOT NULL,
    "suggestedQuantity" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT NOT NULL DEFAULT 'suggestion',
    "alerted" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchasePlanItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderNo" TEXT NOT NULL,
    "supplierId" INTEGER NOT NULL,
    "warehouseId" INTEGER NOT NULL,
    "purchaserId" INTEGER,
    "orderWay" TEXT NOT NULL DEFAULT 'offline',
    "procurementType" TEXT NOT NULL DEFAULT 'normal',
    "orderDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "eta" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'pendingAudit',
    "auditRemark" TEXT NOT NULL DEFAULT '',
    "auditorId" INTEGER,
    "auditedAt" TIMESTAMP(3),
    "paymentStatus" TEXT NOT NULL DEFAULT 'unpaid',
    "freight" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "otherFee" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "courier" TEXT NOT NULL DEFAULT '',
    "wholesaleOrderNo" TEXT NOT NULL DEFAULT '',
    "shippedAt" TIMESTAMP(3),
    "signedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "remark" TEXT NOT NULL DEFAULT '',
    "alerted" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PurchaseOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseOrderLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "purchaseOrderId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "receivedQuantity" INTEGER NOT NULL DEFAULT 0,
    "goodQuantity" INTEGER NOT NULL DEFAULT 0,
    "defectiveQuantity" INTEGER NOT NULL DEFAULT 0,
    "wholesaleSpecId" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "PurchaseOrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchasePayment" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "billNo" TEXT NOT NULL,
    "purchaseOrderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "remark" TEXT NOT NULL DEFAULT '',
    "auditRemark" TEXT NOT NULL DEFAULT '',
    "requesterId" INTEGER,
    "auditorId" INTEGER,
    "auditedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchasePayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseReceipt" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "receiptNo" TEXT NOT NULL,
    "purchaseOrderId" INTEGER NOT NULL,
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "courier" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'signed',
    "boxes" INTEGER NOT NULL DEFAULT 1,
    "packaging" TEXT NOT NULL DEFAULT 'intact',
    "signerId" INTEGER,
    "signedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "inspectorId" INTEGER,
    "inspectedAt" TIMESTAMP(3),
    "inspectionNo" TEXT NOT NULL DEFAULT '',
    "attachment" TEXT NOT NULL DEFAULT '',
    "overReceived" BOOLEAN NOT NULL DEFAULT false,
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchaseReceipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseReceiptLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "receiptId" INTEGER NOT NULL,
    "purchaseOrderLineId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "receivedQuantity" INTEGER NOT NULL,
    "goodQuantity" INTEGER NOT NULL DEFAULT 0,
    "defectiveQuantity" INTEGER NOT NULL DEFAULT 0,
    "goodLocationId" INTEGER,
    "defectiveLocationId" INTEGER,
    "overDue" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "PurchaseReceiptLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AbnormalReceipt" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "billNo" TEXT NOT NULL,
    "purchaseOrderId" INTEGER NOT NULL,
    "receiptId" INTEGER,
    "type" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pendingReview',
    "remark" TEXT NOT NULL DEFAULT '',
    "reviewerId" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AbnormalReceipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AbnormalReceiptLine" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "abnormalReceiptId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "waybillNos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "receiptPrice" DECIMAL(12,2) NOT NULL,
    "refundAmount" DECIMAL(12,2) NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "AbnormalReceiptLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WholesaleOrder" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "purchaseOrderId" INTEGER,
    "platformOrderNo" TEXT NOT NULL,
    "offerId" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'created',
    "amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "courier" TEXT NOT NULL DEFAULT '',
    "imported" BOOLEAN NOT NULL DEFAULT false,
    "lastSyncedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WholesaleOrder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Supplier_companyId_name_key" ON "Supplier"("companyId", "name");

-- CreateIndex
CREATE INDEX "SupplierProduct_companyId_skuId_idx" ON "SupplierProduct"("companyId", "skuId");

-- CreateIndex
CREATE UNIQUE INDEX "SupplierProduct_supplierId_skuId_key" ON "SupplierProduct"("supplierId", "skuId");

-- CreateIndex
CREATE INDEX "WholesalePairing_companyId_offerId_idx" ON "WholesalePairing"("companyId", "offerId");

-- CreateIndex
CREATE UNIQUE INDEX "WholesalePairing_companyId_skuId_key" ON "WholesalePairing"("companyId", "skuId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseSetting_companyId_skuId_key" ON "PurchaseSetting"("companyId", "skuId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchasePlanItem_companyId_skuId_warehouseId_key" ON "PurchasePlanItem"("companyId", "skuId", "warehouseId");

-- CreateIndex
CREATE INDEX "PurchaseOrder_companyId_status_idx" ON "PurchaseOrder"("companyId", "status");

-- CreateIndex
CREATE INDEX "PurchaseOrder_companyId_trackingNo_idx" ON "PurchaseOrder"("companyId", "trackingNo");

-- CreateIndex
CREATE INDEX "PurchaseOrder_companyId_supplierId_idx" ON "PurchaseOrder"("companyId", "supplierId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseOrder_companyId_orderNo_key" ON "PurchaseOrder"("companyId", "orderNo");

-- CreateIndex
CREATE INDEX "PurchaseOrderLine_purchaseOrderId_idx" ON "PurchaseOrderLine"("purchaseOrderId");

-- CreateIndex
CREATE INDEX "PurchaseOrderLine_companyId_skuId_idx" ON "PurchaseOrderLine"("companyId", "skuId");

-- CreateIndex
CREATE INDEX "PurchasePayment_companyId_kind_status_idx" ON "PurchasePayment"("companyId", "kind", "status");

-- CreateIndex
CREATE INDEX "PurchasePayment_purchaseOrderId_idx" ON "PurchasePayment"("purchaseOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchasePayment_companyId_billNo_key" ON "PurchasePayment"("companyId", "billNo");

-- CreateIndex
CREATE INDEX "PurchaseReceipt_companyId_status_idx" ON "PurchaseReceipt"("companyId", "status");

-- CreateIndex
CREATE INDEX "PurchaseReceipt_purchaseOrderId_idx" ON "PurchaseReceipt"("purchaseOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseReceipt_companyId_receiptNo_key" ON "PurchaseReceipt"("companyId", "receiptNo");

-- CreateIndex
CREATE INDEX "PurchaseReceiptLine_receiptId_idx" ON "PurchaseReceiptLine"("receiptId");

-- CreateIndex
CREATE INDEX "AbnormalReceipt_companyId_status_idx" ON "AbnormalReceipt"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "AbnormalReceipt_companyId_billNo_key" ON "AbnormalReceipt"("companyId", "billNo");

-- CreateIndex
CREATE UNIQUE INDEX "AbnormalReceiptLine_abnormalReceiptId_skuId_key" ON "AbnormalReceiptLine"("abnormalReceiptId", "skuId");

-- CreateIndex
CREATE INDEX "WholesaleOrder_companyId_purchaseOrderId_idx" ON "WholesaleOrder"("companyId", "purchaseOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "WholesaleOrder_companyId_platformOrderNo_key" ON "WholesaleOrder"("companyId", "platformOrderNo");

-- AddForeignKey
ALTER TABLE "SupplierProduct" ADD CONSTRAINT "SupplierProduct_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseOrder" ADD CONSTRAINT "PurchaseOrder_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Supplier"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseOrderLine" ADD CONSTRAINT "PurchaseOrderLine_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchasePayment" ADD CONSTRAINT "PurchasePayment_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseReceipt" ADD CONSTRAINT "PurchaseReceipt_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseReceiptLine" ADD CONSTRAINT "PurchaseReceiptLine_receiptId_fkey" FOREIGN KEY ("receiptId") REFERENCES "PurchaseReceipt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbnormalReceiptLine" ADD CONSTRAINT "AbnormalReceiptLine_abnormalReceiptId_fkey" FOREIGN KEY ("abnormalReceiptId") REFERENCES "AbnormalReceipt"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One global purchase setting per company (skuId null; NULLs are distinct in the unique index above).
CREATE UNIQUE INDEX "PurchaseSetting_companyId_global_key" ON "PurchaseSetting"("companyId") WHERE "skuId" IS NULL;

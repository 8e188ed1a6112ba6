-- CreateTable
CREATE TABLE "PackingTask" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "taskCode" TEXT NOT NULL,
    "sourceWarehouseId" INTEGER NOT NULL,
    "targetWarehouseId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "stockOrderIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "stockOrderNos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "remark" TEXT NOT NULL DEFAULT '',
    "createdBy" INTEGER,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PackingTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackingBox" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "taskId" INTEGER NOT NULL,
    "boxNo" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "weight" DECIMAL(10,3) NOT NULL,
    "length" DECIMAL(8,1) NOT NULL,
    "width" DECIMAL(8,1) NOT NULL,
    "height" DECIMAL(8,1) NOT NULL,

    CONSTRAINT "PackingBox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackingBoxItem" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "boxId" INTEGER NOT NULL,
    "skuId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "PackingBoxItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PackingTask_companyId_status_idx" ON "PackingTask"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "PackingTask_companyId_taskCode_key" ON "PackingTask"("companyId", "taskCode");

-- CreateIndex
CREATE UNIQUE INDEX "PackingBox_taskId_boxNo_key" ON "PackingBox"("taskId", "boxNo");

-- CreateIndex
CREATE INDEX "PackingBoxItem_boxId_idx" ON "PackingBoxItem"("boxId");

-- AddForeignKey
ALTER TABLE "PackingBox" ADD CONSTRAINT "PackingBox_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "PackingTask"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PackingBoxItem" ADD CONSTRAINT "PackingBoxItem_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "PackingBox"("id") ON DELETE CASCADE ON UPDATE CASCADE;


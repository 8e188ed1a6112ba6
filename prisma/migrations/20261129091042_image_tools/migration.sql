-- CreateTable
CREATE TABLE "WatermarkTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "color" TEXT NOT NULL DEFAULT '#ffffff',
    "imageFileId" INTEGER,
    "position" TEXT NOT NULL DEFAULT 'bottomRight',
    "opacity" INTEGER NOT NULL DEFAULT 60,
    "size" INTEGER NOT NULL DEFAULT 20,
    "margin" INTEGER NOT NULL DEFAULT 2,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WatermarkTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImageToolRun" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "operation" TEXT NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "imageIds" INTEGER[],
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "results" JSONB NOT NULL DEFAULT '[]',
    "taskId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ImageToolRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WatermarkTemplate_companyId_name_key" ON "WatermarkTemplate"("companyId", "name");

-- CreateIndex
CREATE INDEX "ImageToolRun_companyId_createdAt_idx" ON "ImageToolRun"("companyId", "createdAt");


-- CreateTable
CREATE TABLE "ImageGroup" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImageGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImageFile" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "groupId" INTEGER,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ext" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT NOT NULL DEFAULT 'upload',
    "sourceUrl" TEXT NOT NULL DEFAULT '',
    "temporary" BOOLEAN NOT NULL DEFAULT false,
    "uploadedById" INTEGER,
    "recycledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImageFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ImageGroup_companyId_name_key" ON "ImageGroup"("companyId", "name");

-- CreateIndex
CREATE INDEX "ImageFile_companyId_recycledAt_createdAt_idx" ON "ImageFile"("companyId", "recycledAt", "createdAt");

-- CreateIndex
CREATE INDEX "ImageFile_companyId_url_idx" ON "ImageFile"("companyId", "url");

-- CreateIndex
CREATE UNIQUE INDEX "ImageFile_companyId_key_key" ON "ImageFile"("companyId", "key");

-- CreateTable
CREATE TABLE "DescriptionTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL,
    "platformType" INTEGER NOT NULL DEFAULT 0,
    "html" TEXT NOT NULL DEFAULT '',
    "sections" JSONB NOT NULL DEFAULT '[]',
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DescriptionTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AttributeMapping" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "platformType" INTEGER NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "rules" JSONB NOT NULL DEFAULT '[]',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AttributeMapping_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SizeChart" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "unit" TEXT NOT NULL DEFAULT 'cm',
    "columns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "rows" JSONB NOT NULL DEFAULT '[]',
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SizeChart_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TortiousWord" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "word" TEXT NOT NULL,
    "wordKey" TEXT NOT NULL,
    "matchMode" TEXT NOT NULL DEFAULT 'word',
    "platformTypes" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "remark" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TortiousWord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DescriptionTemplate_companyId_version_platformType_idx" ON "DescriptionTemplate"("companyId", "version", "platformType");

-- CreateIndex
CREATE UNIQUE INDEX "DescriptionTemplate_companyId_version_name_key" ON "DescriptionTemplate"("companyId", "version", "name");

-- CreateIndex
CREATE UNIQUE INDEX "AttributeMapping_companyId_platformType_category_key" ON "AttributeMapping"("companyId", "platformType", "category");

-- CreateIndex
CREATE UNIQUE INDEX "AttributeMapping_companyId_name_key" ON "AttributeMapping"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "SizeChart_companyId_platformType_name_key" ON "SizeChart"("companyId", "platformType", "name");

-- CreateIndex
CREATE UNIQUE INDEX "TortiousWord_companyId_wordKey_key" ON "TortiousWord"("companyId", "wordKey");

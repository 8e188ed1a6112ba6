-- CreateTable
CREATE TABLE "DevProcessTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "remark" TEXT NOT NULL DEFAULT '',
    "nodes" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DevProcessTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DevRequirement" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "platforms" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "sites" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "expectedPriceMin" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "expectedPriceMax" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "targetPurchasePriceMin" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "targetPurchasePriceMax" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "customsPrice" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "supplierType" TEXT NOT NULL DEFAULT 'factory',
    "competitorLinks" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "remark" TEXT NOT NULL DEFAULT '',
    "templateId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "nodes" JSONB NOT NULL DEFAULT '[]',
    "currentNode" INTEGER NOT NULL DEFAULT 0,
    "round" INTEGER NOT NULL DEFAULT 0,
    "creatorId" INTEGER NOT NULL,
    "productId" INTEGER,
    "submittedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DevRequirement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DevRequirementHistory" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "requirementId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "nodeIndex" INTEGER NOT NULL DEFAULT -1,
    "nodeName" TEXT NOT NULL DEFAULT '',
    "round" INTEGER NOT NULL DEFAULT 0,
    "userId" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DevRequirementHistory_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DevProcessTemplate_companyId_name_key" ON "DevProcessTemplate"("companyId", "name");

-- CreateIndex
CREATE INDEX "DevRequirement_companyId_status_idx" ON "DevRequirement"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "DevRequirement_companyId_number_key" ON "DevRequirement"("companyId", "number");

-- CreateIndex
CREATE INDEX "DevRequirementHistory_requirementId_id_idx" ON "DevRequirementHistory"("requirementId", "id");

-- AddForeignKey
ALTER TABLE "DevRequirementHistory" ADD CONSTRAINT "DevRequirementHistory_requirementId_fkey" FOREIGN KEY ("requirementId") REFERENCES "DevRequirement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

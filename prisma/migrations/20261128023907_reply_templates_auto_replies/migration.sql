-- CreateTable
CREATE TABLE "ReplyTemplate" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "platformType" INTEGER,
    "shopId" INTEGER,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReplyTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutoReplyRule" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "platformTypes" INTEGER[],
    "shopIds" INTEGER[],
    "keywords" TEXT[],
    "outsideWorkingHours" BOOLEAN NOT NULL DEFAULT false,
    "workStart" TEXT NOT NULL DEFAULT '09:00',
    "workEnd" TEXT NOT NULL DEFAULT '18:00',
    "workDays" INTEGER[],
    "content" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutoReplyRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutoReplySetting" (
    "companyId" INTEGER NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'Asia/Shanghai',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutoReplySetting_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "AutoReplySent" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "conversationId" TEXT NOT NULL,
    "ruleId" INTEGER,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "AutoReplySent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReplyTemplate_companyId_sort_idx" ON "ReplyTemplate"("companyId", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "ReplyTemplate_companyId_name_key" ON "ReplyTemplate"("companyId", "name");

-- CreateIndex
CREATE INDEX "AutoReplyRule_companyId_enabled_idx" ON "AutoReplyRule"("companyId", "enabled");

-- CreateIndex
CREATE UNIQUE INDEX "AutoReplyRule_companyId_name_key" ON "AutoReplyRule"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "AutoReplySent_companyId_conversationId_key" ON "AutoReplySent"("companyId", "conversationId");

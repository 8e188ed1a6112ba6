-- CreateTable
CREATE TABLE "PlatformOperator" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "realname" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlatformOperator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Bulletin" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "hotFlag" BOOLEAN NOT NULL DEFAULT false,
    "alertFlag" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "operatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Bulletin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageNotice" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "params" JSONB NOT NULL DEFAULT '{}',
    "otherBillNum" TEXT NOT NULL DEFAULT '',
    "linkData" JSONB NOT NULL DEFAULT '{}',
    "isRead" TEXT NOT NULL DEFAULT '2',
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageNoticeSetting" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageNoticeSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportJob" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "reportType" TEXT NOT NULL,
    "filter" JSONB NOT NULL DEFAULT '{}',
    "lang" TEXT NOT NULL DEFAULT 'zh',
    "status" INTEGER NOT NULL DEFAULT 1,
    "percent" INTEGER NOT NULL DEFAULT 0,
    "messages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "rowCount" INTEGER NOT NULL DEFAULT 0,
    "fileKey" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReportJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PlatformOperator_username_key" ON "PlatformOperator"("username");

-- CreateIndex
CREATE INDEX "Bulletin_publishedAt_idx" ON "Bulletin"("publishedAt");

-- CreateIndex
CREATE INDEX "MessageNotice_companyId_userId_isRead_idx" ON "MessageNotice"("companyId", "userId", "isRead");

-- CreateIndex
CREATE INDEX "MessageNotice_userId_createdAt_idx" ON "MessageNotice"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "MessageNoticeSetting_companyId_idx" ON "MessageNoticeSetting"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "MessageNoticeSetting_userId_type_key" ON "MessageNoticeSetting"("userId", "type");

-- CreateIndex
CREATE INDEX "ReportJob_companyId_userId_status_idx" ON "ReportJob"("companyId", "userId", "status");

-- CreateIndex
CREATE INDEX "ReportJob_status_heartbeatAt_idx" ON "ReportJob"("status", "heartbeatAt");

-- AddForeignKey
ALTER TABLE "Bulletin" ADD CONSTRAINT "Bulletin_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "PlatformOperator"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageNotice" ADD CONSTRAINT "MessageNotice_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageNotice" ADD CONSTRAINT "MessageNotice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageNoticeSetting" ADD CONSTRAINT "MessageNoticeSetting_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageNoticeSetting" ADD CONSTRAINT "MessageNoticeSetting_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportJob" ADD CONSTRAINT "ReportJob_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportJob" ADD CONSTRAINT "ReportJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


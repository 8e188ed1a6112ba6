-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "platformType" INTEGER NOT NULL,
    "conversationId" TEXT NOT NULL,
    "buyerAccount" TEXT NOT NULL DEFAULT '',
    "buyerName" TEXT NOT NULL DEFAULT '',
    "avatar" TEXT NOT NULL DEFAULT '',
    "startedBy" INTEGER NOT NULL DEFAULT 1,
    "lastMsg" TEXT NOT NULL DEFAULT '',
    "lastMsgTime" TIMESTAMP(3),
    "unreadCount" INTEGER NOT NULL DEFAULT 0,
    "platformOrderNo" TEXT NOT NULL DEFAULT '',
    "orderId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatConversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "chatId" INTEGER NOT NULL,
    "messageId" TEXT,
    "type" INTEGER NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "messageMedia" JSONB NOT NULL DEFAULT '[]',
    "messageCn" TEXT NOT NULL DEFAULT '',
    "msgTime" TIMESTAMP(3) NOT NULL,
    "senderName" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT '',
    "failMsg" TEXT NOT NULL DEFAULT '',
    "failReason" TEXT NOT NULL DEFAULT '',
    "replyMessageId" TEXT NOT NULL DEFAULT '',
    "isRead" BOOLEAN NOT NULL DEFAULT true,
    "tries" INTEGER NOT NULL DEFAULT 0,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatPull" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "shopId" INTEGER NOT NULL,
    "cursor" TEXT NOT NULL DEFAULT '',
    "lastPulledAt" TIMESTAMP(3),
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT NOT NULL DEFAULT '',
    "lastCount" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatPull_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChatConversation_companyId_lastMsgTime_id_idx" ON "ChatConversation"("companyId", "lastMsgTime", "id");

-- CreateIndex
CREATE INDEX "ChatConversation_companyId_shopId_unreadCount_idx" ON "ChatConversation"("companyId", "shopId", "unreadCount");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_shopId_conversationId_key" ON "ChatConversation"("shopId", "conversationId");

-- CreateIndex
CREATE INDEX "ChatMessage_companyId_chatId_msgTime_idx" ON "ChatMessage"("companyId", "chatId", "msgTime");

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_chatId_messageId_key" ON "ChatMessage"("chatId", "messageId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatPull_shopId_key" ON "ChatPull"("shopId");

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "ChatConversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

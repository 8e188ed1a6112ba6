-- AlterTable
ALTER TABLE "ChatMessage" ADD COLUMN     "autoReply" BOOLEAN NOT NULL DEFAULT false;

/** /buyerMessage and /sellerMessage data (chat.graphql) on the resource kit. */
import type { ChatConversationFilter } from '../../api/generated/types';
import { useCommands, useConnection, useRecord } from '../../ui/resource';
import {
  ChatConversationDetailDocument,
  ChatConversationsDocument,
  ChatPlatformShopsDocument,
  MarkAllChatsReadDocument,
  MarkChatReadDocument,
  ChatReplyTemplatesDocument,
  PullChatNowDocument,
  RetryChatMessageDocument,
  SaveChatTranslationDocument,
  SendChatMessageDocument,
} from './chat.generated';

export const CHAT_LIST_PAGE = 20;

/** One page of conversations (page number from 1). */
export const useConversations = (filter: ChatConversationFilter, page: number) =>
  useConnection(ChatConversationsDocument, (d) => d.chatConversations, { filter }, { page, pageSize: CHAT_LIST_PAGE });

/** A conversation with its latest `limit` messages; polled every `pollMs` while open (spec 01 §2 fallback). */
export function useConversationDetail(id: number | null, limit: number, pollMs: number) {
  return useRecord(
    ChatConversationDetailDocument,
    (d) => d.chatConversationDetail,
    { id: id ?? 0, offset: 0, limit },
    { skip: !id, pollInterval: pollMs, keepPrevious: true },
  );
}

/** The marketplaces and shops the caller may see, with unread counts (the filters). */
export const usePlatformShops = () => useRecord(ChatPlatformShopsDocument, (d) => d.chatPlatformShops, undefined, { silent: true }).record ?? [];

const REFRESH = { refetchQueries: ['ChatConversations', 'ChatConversationDetail', 'ChatPlatformShops'] };
export const useChatCommands = () =>
  useCommands(
    {
      send: SendChatMessageDocument,
      retry: RetryChatMessageDocument,
      markRead: MarkChatReadDocument,
      markAll: MarkAllChatsReadDocument,
      pull: PullChatNowDocument,
      saveTranslation: SaveChatTranslationDocument,
    },
    REFRESH,
  );

/** The reply templates a conversation may use (spec 01 §2: platform types 9 and 33); skipped for the others. */
export function useReplyTemplates(platformType: number, shopId: number, enabled: boolean) {
  const r = useRecord(ChatReplyTemplatesDocument, (d) => d.replyTemplateOptions, { platformType, shopId }, { skip: !enabled, silent: true });
  return { templates: r.record ?? [], loading: r.loading };
}

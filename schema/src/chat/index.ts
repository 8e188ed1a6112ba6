// Buyer messages (issue 21; spec 01 §2 'Platform chat widget', §3 'Conversation' / 'Chat message',
// §5 'Chat message', §9 'Conversation page size 20; message detail page size 5; image attachments
// max 6; detail polling 3000 ms'). Shared by the server (checks) and the client (reply box).
import { z } from 'zod';

export const CHAT_PAGE_SIZE = 20;
export const CHAT_DETAIL_PAGE_SIZE = 5;
export const CHAT_MAX_IMAGES = 6;
export const CHAT_POLL_MS = 3000;
export const CHAT_SEARCH_DEBOUNCE_MS = 300;
/** Image types the reply box accepts (spec 01 §5: png, jpeg, gif, webp), by file extension. */
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** Message states (spec 01 §2): '' received or sent, '1' sending, '-1' failed (with failMsg). */
export const CHAT_STATUS = { done: '', sending: '1', failed: '-1' } as const;
export type ChatStatus = (typeof CHAT_STATUS)[keyof typeof CHAT_STATUS];
/** Message types: 1 buyer, 2 seller. */
export const CHAT_TYPE = { buyer: 1, seller: 2 } as const;

/** Platform types whose chat takes images, a reply-to message id and orders (spec 01 §2: type 1, ebay-type). */
export const CHAT_RICH_PLATFORMS: readonly number[] = [1];
/** Platform types with reply templates in the widget (spec 01 §2: 9 and 33). */
export const CHAT_TEMPLATE_PLATFORMS: readonly number[] = [9, 33];

/**
 * The longest text a marketplace takes in one message (docs/decisions.md 'Issue 21: buyer
 * messages'): eBay 2000, Amazon 4000, Allegro 2000, Shopee 600, TikTok 500, AliExpress 1000,
 * Vinted 1000; others 2000.
 */
export const CHAT_MESSAGE_MAX: Readonly<Record<number, number>> = { 1: 2000, 2: 4000, 9: 2000, 11: 600, 24: 500, 28: 1000, 33: 1000 };
export const CHAT_MESSAGE_MAX_DEFAULT = 2000;
export const chatMessageMax = (platformType: number): number => CHAT_MESSAGE_MAX[platformType] ?? CHAT_MESSAGE_MAX_DEFAULT;

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
/** The file name of an image URL or path (query and fragment dropped, percent-decoding tolerated). */
export function chatImageName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
export const chatImageNameHasChinese = (url: string): boolean => CHINESE.test(chatImageName(url));
export function chatImageTypeAllowed(url: string): boolean {
  const name = chatImageName(url).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot > 0 && (CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1));
}

const positiveId = z.number({ error: 'validation.positiveId' }).int({ error: 'validation.positiveId' }).positive({ error: 'validation.positiveId' });

const image = z
  .string({ error: 'chat.imageInvalid' })
  .trim()
  .min(1, { error: 'chat.imageInvalid' })
  .max(1000, { error: 'chat.imageInvalid' })
  .refine((u) => !chatImageNameHasChinese(u), { error: 'chat.imageNameChinese' })
  .refine(chatImageTypeAllowed, { error: 'chat.imageType' });

/**
 * A seller message (chat/saveMessage, sendChatMessage): trimmed text not empty, at most 6 images
 * of png / jpeg / gif / webp whose names have no Chinese characters. The marketplace's length
 * limit and whether it takes images depend on the conversation's platform (the service checks
 * them with chatMessageMax and CHAT_RICH_PLATFORMS).
 */
export const chatSendInput = z.object({
  conversationId: positiveId,
  message: z.string({ error: 'platformChat.pleaseEnterTheSendMessage' }).trim().min(1, { error: 'platformChat.pleaseEnterTheSendMessage' }),
  messageMedia: z.array(image).max(CHAT_MAX_IMAGES, { error: 'chat.tooManyImages' }).default([]),
  replyMessageId: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
});
export type ChatSendInput = z.output<typeof chatSendInput>;

/** A translation to store on a message (chat/saveTranslateMessage). */
export const chatTranslationInput = z.object({
  id: positiveId,
  messageCn: z.string({ error: 'chat.translationRequired' }).trim().min(1, { error: 'chat.translationRequired' }).max(5000, {
    error: 'validation.tooLong',
  }),
});

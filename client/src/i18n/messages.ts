import { messages as schemaMessages } from '@erp/schema';
import { mobileMessages } from '../features/mobile/messages';
import { publicMessages } from '../features/public/messages';
import { uiMessages } from '../ui/messages';
import { en } from './en';
import type { Lang } from './lang';
import { zh, type MessageId } from './zh';

export type { MessageId };

/** The shell's own texts (typed ids, used by `useT` and by the API layer outside React). */
export const messagesByLang: Record<Lang, Record<MessageId, string>> = { zh, en };

/**
 * Everything react-intl knows: @erp/schema messages (server error and validation ids), then
 * the UI kit, public site and mobile dictionaries, then the shell's texts (later wins).
 */
export const intlMessages: Record<Lang, Record<string, string>> = {
  zh: { ...schemaMessages.zh, ...uiMessages.zh, ...publicMessages.zh, ...mobileMessages.zh, ...zh },
  en: { ...schemaMessages.en, ...uiMessages.en, ...publicMessages.en, ...mobileMessages.en, ...en },
};

export const intlLocale: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

import { uiMessages } from '../ui/messages';
import { registeredFeatureMessages } from './featureIntl';
import { schemaMessagesOf } from './schemaMessages';
import { en } from './en';
import type { Lang } from './lang';
import { zh, type MessageId } from './zh';

export type { MessageId };

/** The shell's own texts (typed ids, used by `useT` and by the API layer outside React). */
export const messagesByLang: Record<Lang, Record<MessageId, string>> = { zh, en };

/**
 * Everything react-intl knows now: @erp/schema messages (server error and validation ids; the
 * UI language's catalogue once loaded, i18n/schemaMessages.ts),
 * the UI kit's texts, the texts of every feature loaded so far (each feature's `messages.ts`
 * registers itself when its route chunk loads: features/…/messages.ts → splitEntries), then
 * the shell's texts (later wins). Feature texts are not imported here, so they load with
 * their screens instead of with the shell.
 */
export function intlMessagesOf(lang: Lang): Record<string, string> {
  return { ...schemaMessagesOf(lang), ...uiMessages[lang], ...registeredFeatureMessages(lang), ...messagesByLang[lang] };
}

export const intlLocale: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

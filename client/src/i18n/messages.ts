import { en } from './en';
import { zh, type MessageId } from './zh';
import type { Lang } from './lang';

export type { MessageId };

export const messagesByLang: Record<Lang, Record<MessageId, string>> = { zh, en };

export const intlLocale: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

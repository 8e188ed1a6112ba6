import en from './en.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

export type MessageId = keyof typeof en;
export type Lang = 'zh' | 'en';
export const messages: Record<Lang, Record<MessageId, string>> = { zh, en };

/** The request's `lang` header (spec: en / cn) or a stored UI language → our language code. */
export function parseLang(value: string | null | undefined): Lang {
  if (!value) return 'zh';
  const v = value.toLowerCase();
  return v === 'en' || v.startsWith('en-') ? 'en' : 'zh';
}

export function isMessageId(id: string): id is MessageId {
  return id in en;
}

/** Formats a message: `{name}` placeholders take params; a param naming a message id is translated too. */
export function translate(lang: Lang, id: string, params: Record<string, unknown> = {}): string {
  const table = messages[lang];
  const template = isMessageId(id) ? table[id] : id;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) return `{${key}}`;
    const text = String(value);
    return isMessageId(text) ? table[text] : text;
  });
}

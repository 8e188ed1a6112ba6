/**
 * The @erp/schema message catalogue (server error, validation and shared texts) in the browser,
 * one language at a time: the UI language's JSON files load on demand (one chunk per language,
 * `messages-zh` / `messages-en` in vite.config.ts), not with the shell. main.tsx starts loading
 * the stored language at once and I18nProvider loads the other one when the user switches, so
 * the texts are there before a form or a refusal needs them; until then an id shows as itself.
 *
 * The server keeps using `messages` / `translate` of @erp/schema (both languages, synchronous);
 * the client uses `translateMessage` / `isSchemaMessageId` from here instead, so it never bundles
 * both catalogues up front.
 */
import type { Lang } from './lang';
import { scalarText } from '../ui/format';

type Table = Record<string, string>;

// One module per language gathers that language's JSON files (schemaMessages.zh.ts / .en.ts): one
// dynamic import each in the shell, not a loader (and its preload list) per file and language.
const loaders: Record<Lang, () => Promise<Table>> = {
  zh: async () => (await import('./schemaMessages.zh')).default,
  en: async () => (await import('./schemaMessages.en')).default,
};

const tables: Partial<Record<Lang, Table>> = {};
const pending: Partial<Record<Lang, Promise<void>>> = {};
const listeners = new Set<() => void>();
let version = 0;

/** Loads one language's catalogue (once); resolves when it is in place. */
export function loadSchemaMessages(lang: Lang): Promise<void> {
  if (tables[lang]) return Promise.resolve();
  pending[lang] ??= loaders[lang]().then((table) => {
    tables[lang] = table;
    version += 1;
    for (const l of listeners) l();
  });
  return pending[lang];
}

/** The loaded catalogue of a language (empty until loadSchemaMessages resolved). */
export function schemaMessagesOf(lang: Lang): Table {
  return tables[lang] ?? {};
}

export function schemaMessagesVersion(): number {
  return version;
}

export function subscribeSchemaMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True for an id of the @erp/schema catalogue (once the language's catalogue has loaded). */
export function isSchemaMessageId(lang: Lang, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(schemaMessagesOf(lang), id);
}

/**
 * @erp/schema's `translate` over the loaded catalogue: `{name}` placeholders take params; a param
 * naming a message id is translated too; an unknown id is used as the template itself.
 */
export function translateMessage(lang: Lang, id: string, params: Record<string, unknown> = {}): string {
  const table = schemaMessagesOf(lang);
  const template = table[id] ?? id;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) return `{${key}}`;
    const text = scalarText(value);
    return table[text] ?? text;
  });
}

/**
 * Texts of a feature folder kept beside the feature: one `[zh, en]` pair per id, split into
 * `{ zh, en }` records. They load with the feature's code (its lazy route chunk), not up front:
 * `splitEntries` registers each feature's records when its module loads, and the app's
 * react-intl provider (I18nProvider) adds every registered record to its catalogue, so texts
 * used outside their feature's pages (a WarehouseSelect in another screen) still resolve. The
 * feature's pages are also wrapped in `FeatureMessagesProvider` (FeatureScope), and
 * `useFeatureText` falls back to the feature's own text in the current language.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/** id → [Simplified Chinese, English]. */
export type Entries = Record<string, readonly [zh: string, en: string]>;

export interface FeatureMessages<Id extends string = string> {
  zh: Record<Id, string>;
  en: Record<Id, string>;
}

export type TextValues = Record<string, string | number>;

/**
 * Split `[zh, en]` pairs into the two language records (the key sets match by construction).
 * Most features keep their pairs in a `messages.json` catalogue beside `messages.ts` (data, not
 * code; JSON types a pair as `string[]`, so the pair shape is checked here and in
 * featureIntl.test.ts for every catalogue).
 */
export function splitEntries<E extends Record<string, readonly string[]>>(entries: E): FeatureMessages<keyof E & string> {
  const zh = {} as Record<keyof E & string, string>;
  const en = {} as Record<keyof E & string, string>;
  for (const [id, pair] of Object.entries(entries) as [keyof E & string, readonly string[]][]) {
    const [zhText, enText] = pair;
    if (pair.length !== 2 || typeof zhText !== 'string' || typeof enText !== 'string') throw new Error(`Message ${id}: expected [zh, en]`);
    zh[id] = zhText;
    en[id] = enText;
  }
  const messages = { zh, en };
  registerFeatureMessages(messages);
  return messages;
}

// Feature texts registered so far (module load order), for the app-wide catalogue.
const registered: FeatureMessages[] = [];
const registryListeners = new Set<() => void>();
let registryVersion = 0;

/** Adds a feature's records to the app-wide catalogue (splitEntries does it for every feature). */
export function registerFeatureMessages(messages: FeatureMessages): void {
  if (registered.includes(messages)) return;
  registered.push(messages);
  registryVersion += 1;
  for (const l of registryListeners) l();
}

/** Every registered feature text of one language (later registrations win). */
export function registeredFeatureMessages(lang: 'zh' | 'en'): Record<string, string> {
  return Object.fromEntries(registered.flatMap((m) => Object.entries(m[lang])));
}

/** Changes whenever a feature registers texts (for useSyncExternalStore). */
export function featureMessagesVersion(): number {
  return registryVersion;
}

export function subscribeFeatureMessages(listener: () => void): () => void {
  registryListeners.add(listener);
  return () => registryListeners.delete(listener);
}

/** 'zh' for a Chinese locale, 'en' for anything else (spec 01 §4). */
export function langOfLocale(locale: string): 'zh' | 'en' {
  return locale.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * Adds a feature's texts for the current language to react-intl's messages (ids already
 * present in the app's messages win, so a merged catalogue takes precedence).
 */
export function FeatureMessagesProvider({ messages, children }: { messages: FeatureMessages; children: ReactNode }) {
  const intl = useIntl();
  const lang = langOfLocale(intl.locale);
  const merged = useMemo(() => ({ ...messages[lang], ...(intl.messages as Record<string, string>) }), [messages, lang, intl.messages]);
  // the surrounding provider's settings, with the feature's texts added
  const { locale, defaultLocale, formats, defaultFormats, onError } = intl;
  return (
    <IntlProvider {...{ locale, defaultLocale, formats, defaultFormats, onError }} messages={merged}>
      {children}
    </IntlProvider>
  );
}

/**
 * `t(id, values)` for a feature's ids: react-intl's `formatMessage` with the feature's own text
 * in the current language as `defaultMessage`, so a page never shows a bare id.
 */
export function useFeatureText<Id extends string>(messages: FeatureMessages<Id>): (id: Id, values?: TextValues) => string {
  const intl = useIntl();
  const lang = langOfLocale(intl.locale);
  return useCallback(
    (id: Id, values?: TextValues) => intl.formatMessage({ id, defaultMessage: messages[lang][id] ?? messages.zh[id] }, values),
    [intl, messages, lang],
  );
}

/** The language react-intl is using now. */
export function useFeatureLang(): 'zh' | 'en' {
  return langOfLocale(useIntl().locale);
}

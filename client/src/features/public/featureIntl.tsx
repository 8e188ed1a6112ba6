/**
 * Texts of a feature folder (public site, mobile layout) kept beside the feature:
 * one `[zh, en]` pair per id, split into `{ zh, en }` records that the i18n setup merges
 * into react-intl. Until that merge is in place (and as a safety net afterwards), the
 * feature's layout wraps its pages in `FeatureMessagesProvider`, so both languages work.
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

/** Split `[zh, en]` pairs into the two language records (the key sets match by construction). */
export function splitEntries<E extends Entries>(entries: E): FeatureMessages<keyof E & string> {
  const zh = {} as Record<keyof E & string, string>;
  const en = {} as Record<keyof E & string, string>;
  for (const [id, [zhText, enText]] of Object.entries(entries) as [keyof E & string, readonly [string, string]][]) {
    zh[id] = zhText;
    en[id] = enText;
  }
  return { zh, en };
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
  const merged = useMemo(
    () => ({ ...messages[lang], ...(intl.messages as Record<string, string>) }),
    [messages, lang, intl.messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      formats={intl.formats}
      defaultFormats={intl.defaultFormats}
      onError={intl.onError}
      messages={merged}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * `t(id, values)` for a feature's ids: react-intl's `formatMessage` with the Chinese text as
 * `defaultMessage`, so a page never shows a bare id.
 */
export function useFeatureText<Id extends string>(messages: FeatureMessages<Id>): (id: Id, values?: TextValues) => string {
  const intl = useIntl();
  return useCallback(
    (id: Id, values?: TextValues) => intl.formatMessage({ id, defaultMessage: messages.zh[id] }, values) as string,
    [intl, messages],
  );
}

/** The language react-intl is using now. */
export function useFeatureLang(): 'zh' | 'en' {
  return langOfLocale(useIntl().locale);
}

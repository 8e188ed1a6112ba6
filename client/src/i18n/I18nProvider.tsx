import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { getLang, setLang, subscribeLang, type Lang } from './lang';
import { featureMessagesVersion, subscribeFeatureMessages } from './featureIntl';
import { intlLocale, intlMessagesOf } from './messages';
import { loadSchemaMessages, schemaMessagesVersion, subscribeSchemaMessages } from './schemaMessages';

export function useLang(): [Lang, (lang: Lang) => void] {
  const lang = useSyncExternalStore(subscribeLang, getLang, getLang);
  return [lang, setLang];
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang] = useLang();
  // feature texts arrive with their route chunks: rebuild the catalogue when one registers
  const version = useSyncExternalStore(subscribeFeatureMessages, featureMessagesVersion, featureMessagesVersion);
  // the @erp/schema catalogue of the UI language loads on demand (main.tsx starts the first one)
  const schemaVersion = useSyncExternalStore(subscribeSchemaMessages, schemaMessagesVersion, schemaMessagesVersion);
  useEffect(() => void loadSchemaMessages(lang).catch(() => undefined), [lang]);
  // version and schemaVersion signal that the registries intlMessagesOf reads have grown
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const messages = useMemo(() => intlMessagesOf(lang), [lang, version, schemaVersion]);
  return (
    <IntlProvider locale={intlLocale[lang]} defaultLocale="zh-CN" messages={messages}>
      {children}
    </IntlProvider>
  );
}

import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { getLang, setLang, subscribeLang, type Lang } from './lang';
import { intlLocale, intlMessages } from './messages';

export function useLang(): [Lang, (lang: Lang) => void] {
  const lang = useSyncExternalStore(subscribeLang, getLang, getLang);
  return [lang, setLang];
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang] = useLang();
  return (
    <IntlProvider
      locale={intlLocale[lang]}
      defaultLocale="zh-CN"
      messages={intlMessages[lang]}
    >
      {children}
    </IntlProvider>
  );
}

import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesByLang } from '../../i18n/messages';
import type { Lang } from '../../i18n/lang';
import { uiMessages } from '../messages';

const system = createSystem(defaultConfig);

export interface UiRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  lang?: Lang;
  /** Merge `uiMessages` into react-intl as the i18n layer will (default: not merged, so the fallback is used). */
  merged?: boolean;
  /** Render without an IntlProvider at all. */
  noIntl?: boolean;
}

export function Providers({ children, lang = 'zh', merged = false, noIntl = false }: { children: ReactNode; lang?: Lang; merged?: boolean; noIntl?: boolean }) {
  const messages = merged ? { ...messagesByLang[lang], ...uiMessages[lang] } : messagesByLang[lang];
  return (
    <ChakraProvider value={system}>
      {noIntl ? (
        children
      ) : (
        <IntlProvider locale={lang === 'zh' ? 'zh-CN' : 'en'} defaultLocale="zh-CN" messages={messages}>
          {children}
        </IntlProvider>
      )}
    </ChakraProvider>
  );
}

/** Render a kit component inside Chakra + react-intl (zh by default). */
export function renderUi(ui: ReactElement, { lang, merged, noIntl, ...options }: UiRenderOptions = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers lang={lang ?? 'zh'} merged={merged ?? false} noIntl={noIntl ?? false}>
        {children}
      </Providers>
    ),
    ...options,
  });
}

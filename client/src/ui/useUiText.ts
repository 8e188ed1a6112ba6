import { useCallback, useContext } from 'react';
import { IntlContext } from 'react-intl';
import { getLang, type Lang } from '../i18n/lang';
import { isSchemaMessageId, translateMessage } from '../i18n/schemaMessages';
import { uiMessages, type UiMessageId } from './messages';
import { scalarText } from './format';

export type TextValues = Record<string, string | number>;

/** `{name}` placeholders filled from values (the kit's own texts use nothing fancier). */
export function fillTemplate(template: string, values?: Record<string, unknown>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = values[key];
    return v === undefined || v === null ? whole : scalarText(v);
  });
}

/** The UI language: from react-intl's locale when a provider is mounted, else the stored choice. */
export function useUiLang(): Lang {
  const intl = useContext(IntlContext);
  if (!intl) return getLang();
  return intl.locale.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/**
 * Texts of the kit: react-intl when it has the id (after the i18n layer merged `uiMessages`),
 * else `uiMessages` in the current language (zh when nothing is known).
 */
export function useUiText(): (id: UiMessageId, values?: TextValues) => string {
  const intl = useContext(IntlContext);
  const lang = useUiLang();
  return useCallback(
    (id: UiMessageId, values?: TextValues) => {
      if (intl && Object.prototype.hasOwnProperty.call(intl.messages, id)) return intl.formatMessage({ id }, values);
      return fillTemplate((uiMessages[lang] ?? uiMessages.zh)[id] ?? uiMessages.zh[id] ?? id, values);
    },
    [intl, lang],
  );
}

/**
 * Any message id to text: `ui.*` ids as above, @erp/schema ids (`form.*`, `validation.*`, …)
 * through the schema's catalogue (params naming message ids are translated too), ids the
 * react-intl catalogue knows, and anything else (already translated server text) as is.
 */
export function useMessageText(): (id: string, params?: Record<string, unknown>) => string {
  const intl = useContext(IntlContext);
  const lang = useUiLang();
  const ui = useUiText();
  return useCallback(
    (id: string, params?: Record<string, unknown>) => {
      if (id in uiMessages.zh) return ui(id as UiMessageId, params as TextValues);
      if (isSchemaMessageId(lang, id)) return translateMessage(lang, id, params);
      if (intl && Object.prototype.hasOwnProperty.call(intl.messages, id)) return intl.formatMessage({ id }, params as TextValues);
      return fillTemplate(id, params);
    },
    [intl, lang, ui],
  );
}

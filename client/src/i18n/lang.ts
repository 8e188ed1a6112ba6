/**
 * The UI language: kept in localStorage key `lang` ('zh' | 'en').
 * Spec: 'zh' gives Chinese, anything else English, unset defaults to Chinese.
 * A tiny external store so both React (useSyncExternalStore) and the REST/GraphQL
 * layers (the `lang` header) read the same value.
 */
export type Lang = 'zh' | 'en';

export const LANG_STORAGE_KEY = 'lang';

const listeners = new Set<() => void>();

function readStored(): Lang {
  try {
    const raw = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    if (raw === null || raw === undefined || raw === '' || raw === 'zh') return 'zh';
    return 'en';
  } catch {
    return 'zh';
  }
}

let current: Lang = readStored();

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  current = lang;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage unavailable (private mode): keep the in-memory value */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
  for (const l of listeners) l();
}

export function subscribeLang(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-read localStorage (tests reset storage between cases). */
export function reloadLang(): void {
  current = readStored();
  for (const l of listeners) l();
}

/** Value of the `lang` request header the server expects. */
export function langHeader(lang: Lang = current): 'cn' | 'en' {
  return lang === 'zh' ? 'cn' : 'en';
}

export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}

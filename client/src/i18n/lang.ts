/**
 * The UI language: kept in localStorage key `lang` ('zh' | 'en').
 * Spec: 'zh' gives Chinese, anything else English, unset defaults to Chinese.
 * A tiny external store so both React (useSyncExternalStore) and the REST/GraphQL
 * layers (the `lang` header) read the same value.
 */
export type Lang = 'zh' | 'en';

export const LANG_STORAGE_KEY = 'lang';

/**
 * Spec 01 §4: "on a designated external domain always English". The spec names no domain;
 * hosts listed here (e.g. an international site) always get English.
 */
export const ENGLISH_ONLY_HOSTS: readonly string[] = [];

const listeners = new Set<() => void>();

function readStored(): Lang {
  if (typeof location !== 'undefined' && ENGLISH_ONLY_HOSTS.includes(location.hostname)) return 'en';
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

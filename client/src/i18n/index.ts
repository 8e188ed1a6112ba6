export { I18nProvider, useLang } from './I18nProvider';
export { getLang, setLang, langHeader, type Lang } from './lang';
export type { MessageId } from './messages';
export { useT } from './useT';

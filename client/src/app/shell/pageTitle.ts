import { useCallback } from 'react';
import type { MenuNode } from '../../api/session';
import { useLang, useT } from '../../i18n';
import { parseListingPath, routeTitle } from '../routeCatalog';
import { useSessionRoutes } from '../session';
import { findMenuTitle, LISTING_SUFFIX_LABELS } from './menuModel';

/** Navigation state understood by the shell: `navigate(path, { state: { tabSuffix: 'eBay' } })`. */
export interface ShellNavState {
  tabSuffix?: string;
}

export function tabSuffixOf(state: unknown): string | undefined {
  const s = (state as ShellNavState | null)?.tabSuffix;
  return typeof s === 'string' && s !== '' ? s : undefined;
}

/**
 * Title of a page for its tab and heading: the catalogue title in the current language, else
 * the server menu's title, else the path. With a suffix (a platform name) listing pages use
 * their generic title ("Drafts - eBay"), others append it ("Orders - eBay").
 */
export function usePageTitle(): (path: string, suffix?: string) => string {
  const [lang] = useLang();
  const t = useT();
  const routes = useSessionRoutes();
  const menu: MenuNode[] | undefined = routes?.menu;
  return useCallback(
    (path: string, suffix?: string) => {
      if (suffix) {
        const listing = parseListingPath(path);
        if (listing) {
          return `${t(LISTING_SUFFIX_LABELS[listing.suffix])} - ${suffix}`;
        }
      }
      const base = routeTitle(path, lang) ?? findMenuTitle(menu, path) ?? path;
      return suffix ? `${base} - ${suffix}` : base;
    },
    [lang, t, menu],
  );
}

import { createContext, useContext } from 'react';

/**
 * The name the shell gives the page on screen (its menu / route catalogue title, the same text as
 * its card tab). `PageFrame` shows it as the heading, so tab, menu and heading never disagree
 * (issue 16). Undefined outside the shell and on pages the menu does not name (details, tools).
 */
export const PageNameContext = createContext<string | undefined>(undefined);

export function usePageName(): string | undefined {
  return useContext(PageNameContext);
}

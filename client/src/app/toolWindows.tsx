/**
 * Tool pages (spec 01 §2 'Tool pages that skip the login check': pick lists, scan sorting,
 * forecast / secondary sorting, scan to ship, …) run in a window of their own, outside the shell,
 * so a scanner station keeps its page while the ERP goes on in the first window.
 * - `ToolPagesMenu`: the entry point on the screens where staff look for them (the /orders
 *   toolbar, the warehouse screens); each item opens its page in its own window (one window
 *   per tool: opening it again brings that window back), and lists only pages the account holds.
 * - `ToolPageBar`: the way back on every tool page: "Back to the ERP" focuses the window that
 *   opened it and closes this one; opened on its own (a bookmark), it goes to /home here.
 */
import { Button, HStack, Link, Menu, Portal } from '@chakra-ui/react';
import type { PermissionName } from '@erp/schema';
import type { MouseEvent, ReactNode } from 'react';
import { LuArrowLeft, LuChevronDown, LuExternalLink, LuWrench } from './icons';
import { splitEntries, useFeatureLang, useFeatureText } from '../i18n/featureIntl';
import { findRoute } from './routeCatalog';
import { usePermissions } from './session';

const toolTexts = splitEntries({
  'toolPages.menu': ['作业工具', 'Work tools'],
  'toolPages.menuLabel': ['作业工具（在新窗口打开）', 'Work tools (open in a new window)'],
  'toolPages.opensWindow': ['{title}（新窗口）', '{title} (new window)'],
  'toolPages.back': ['返回 ERP', 'Back to the ERP'],
  'toolPages.bar': ['工具页', 'Tool page'],
});

/** A tool page and the menu leaf (permission) that grants it. */
export interface ToolPage {
  path: string;
  permission: PermissionName;
}

/** The warehouse and shipping tool pages, in the order of the work (pick, sort, ship). */
export const WAREHOUSE_TOOL_PAGES: readonly ToolPage[] = [
  { path: '/pickListTemplate', permission: 'pickListTemplate' },
  { path: '/scanSorting', permission: 'scanSorting' },
  { path: '/secondarySorting', permission: 'secondarySorting' },
  { path: '/forecastSorting', permission: 'forecastSorting' },
  { path: '/scanToShip', permission: 'scanToShip' },
];

/** The window features: a window of its own (not a tab), big enough for the scan screens. */
const WINDOW_FEATURES = 'width=1280,height=860';

/** The absolute address of an in-app hash route (`#/scanSorting`) next to this page. */
export function toolPageUrl(path: string, base: string = document.baseURI): string {
  const url = new URL(base);
  url.hash = `#${path}`;
  return url.toString();
}

/** The window name of a tool page: the same tool opened again reuses (and focuses) its window. */
export function toolWindowName(path: string): string {
  return `erp-tool-${path.replace(/[^a-zA-Z0-9]/g, '')}`;
}

/** Opens a tool page in a window of its own; answers the window (null when a blocker refused it). */
export function openToolPage(path: string): Window | null {
  const win = window.open(toolPageUrl(path), toolWindowName(path), WINDOW_FEATURES);
  win?.focus();
  return win;
}

function useRouteTitle(): (path: string) => string {
  const lang = useFeatureLang();
  return (path) => {
    const route = findRoute(path);
    return route ? (lang === 'en' ? route.en : route.zh) : path;
  };
}

/**
 * A toolbar menu of tool pages, each opening in its own window. Shows nothing when the account
 * holds none of them.
 */
export function ToolPagesMenu({ pages = WAREHOUSE_TOOL_PAGES, size = 'sm' }: { pages?: readonly ToolPage[]; size?: 'xs' | 'sm' | 'md' }) {
  const t = useFeatureText(toolTexts);
  const title = useRouteTitle();
  const { has } = usePermissions();
  const allowed = pages.filter((p) => has(p.permission)).map((p) => p.path);
  if (!allowed.length) return null;
  const open = (path: string) => (e: MouseEvent) => {
    // a plain click opens the window; ctrl / middle click keep the browser's own "new tab"
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    openToolPage(path);
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size={size} variant="outline" aria-label={t('toolPages.menuLabel')} data-testid="tool-pages-menu">
          <LuWrench />
          {t('toolPages.menu')}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {allowed.map((path) => (
              <Menu.Item key={path} value={path} asChild>
                <a
                  href={toolPageUrl(path)}
                  target={toolWindowName(path)}
                  rel="opener"
                  onClick={open(path)}
                  aria-label={t('toolPages.opensWindow', { title: title(path) })}
                >
                  {title(path)}
                  <Menu.ItemCommand>
                    <LuExternalLink />
                  </Menu.ItemCommand>
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Back to the window that opened this tool page, else to /home in this window. */
export function backToErp(e: { preventDefault(): void }): void {
  let opener: Window | null;
  try {
    opener =
      window.opener && !(window.opener as Window).closed && (window.opener as Window).location.origin === window.location.origin
        ? (window.opener as Window)
        : null;
  } catch {
    opener = null; // another origin's window: not ours to focus
  }
  if (!opener) return; // the link's own address (#/home) takes over
  e.preventDefault();
  opener.focus();
  window.close();
}

/** The strip above every tool page: its way back to the ERP (not printed). */
export function ToolPageBar({ children }: { children?: ReactNode }) {
  const t = useFeatureText(toolTexts);
  return (
    <HStack
      as="nav"
      aria-label={t('toolPages.bar')}
      justify="space-between"
      px={{ base: '3', md: '5' }}
      py="1.5"
      borderBottomWidth="1px"
      bg="bg.subtle"
      textStyle="sm"
      css={{ '@media print': { display: 'none' } }}
      data-testid="tool-page-bar"
    >
      <Link href="#/home" onClick={backToErp} colorPalette="teal" fontWeight="medium">
        <LuArrowLeft />
        {t('toolPages.back')}
      </Link>
      {children}
    </HStack>
  );
}

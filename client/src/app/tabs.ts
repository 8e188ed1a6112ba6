/**
 * Card tabs of the shell (spec 01 §2 'Shell', §3 storage keys): the open pages in localStorage
 * `list_tabs`, the active one in `list_tabs_checked`. /home and /messageList never get a tab.
 * Pure list operations (tested) plus a small external store over localStorage.
 */
import { STORAGE_KEYS } from '../api/session';
import { lastTabTarget, pathOf, SHELL_HOME } from './gate';
import { NO_TAB_PATHS } from './routeCatalog';

export interface PageTab {
  /** Pathname, the tab's identity (`/orders`). */
  path: string;
  /** Path with query, what the tab opens (`/orders?status=1`). */
  fullPath: string;
  /** Appended to the route title, e.g. the platform name of a listing page. */
  suffix?: string;
}

export function isTabbable(path: string): boolean {
  return !NO_TAB_PATHS.has(pathOf(path));
}

// ---- pure operations -------------------------------------------------------------------

/** Opens (or refreshes) the tab for `fullPath`; pages without tabs leave the list unchanged. */
export function withTab(tabs: readonly PageTab[], fullPath: string, suffix?: string): PageTab[] {
  const path = pathOf(fullPath);
  if (!isTabbable(path)) return [...tabs];
  const i = tabs.findIndex((t) => t.path === path);
  const tab: PageTab = { path, fullPath, ...(suffix ? { suffix } : i >= 0 && tabs[i]?.suffix ? { suffix: tabs[i].suffix } : {}) };
  if (i < 0) return [...tabs, tab];
  const next = [...tabs];
  next[i] = tab;
  return next;
}

/**
 * Closes the tab of `path`. When it was the active one (`activePath`), `next` is where to go:
 * the tab that took its place on the left (the last tab), or home when none is left.
 */
export function withoutTab(tabs: readonly PageTab[], path: string, activePath: string | null): { tabs: PageTab[]; next: string | null } {
  const i = tabs.findIndex((t) => t.path === path);
  if (i < 0) return { tabs: [...tabs], next: null };
  const rest = tabs.filter((t) => t.path !== path);
  if (activePath === null || pathOf(activePath) !== path) return { tabs: rest, next: null };
  const last = rest[rest.length - 1];
  return { tabs: rest, next: last ? last.fullPath : SHELL_HOME };
}

/** Moves the tab `from` to where `to` is (drag and drop). */
export function movedTab(tabs: readonly PageTab[], fromPath: string, toPath: string): PageTab[] {
  const from = tabs.findIndex((t) => t.path === fromPath);
  const to = tabs.findIndex((t) => t.path === toPath);
  if (from < 0 || to < 0 || from === to) return [...tabs];
  const next = [...tabs];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

// ---- storage -----------------------------------------------------------------------------

function parseTabs(raw: string | null): PageTab[] | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.flatMap((t): PageTab[] => {
      if (typeof t === 'string') return [{ path: pathOf(t), fullPath: t }];
      if (t && typeof t === 'object' && typeof (t as PageTab).path === 'string') {
        const tab = t as PageTab;
        return [{ path: tab.path, fullPath: typeof tab.fullPath === 'string' ? tab.fullPath : tab.path, ...(tab.suffix ? { suffix: tab.suffix } : {}) }];
      }
      return [];
    });
  } catch {
    return [];
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

/** `list_tabs`, or null when the key is absent. */
export function readTabs(): PageTab[] | null {
  return parseTabs(read(STORAGE_KEYS.tabs));
}

/** `list_tabs_checked`: the full path of the active page. */
export function readCheckedTab(): string | null {
  return read(STORAGE_KEYS.tabsChecked);
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; checked: string | null; value: TabState } | null = null;

export interface TabState {
  tabs: PageTab[];
  checked: string | null;
}

export function subscribeTabs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const l of listeners) l();
}

/** Stable snapshot for useSyncExternalStore. */
export function getTabState(): TabState {
  const raw = read(STORAGE_KEYS.tabs);
  const checked = readCheckedTab();
  if (!snapshot || snapshot.raw !== raw || snapshot.checked !== checked) {
    snapshot = { raw, checked, value: { tabs: parseTabs(raw) ?? [], checked } };
  }
  return snapshot.value;
}

function save(tabs: PageTab[], checked?: string): void {
  write(STORAGE_KEYS.tabs, JSON.stringify(tabs));
  if (checked !== undefined) write(STORAGE_KEYS.tabsChecked, checked);
  emit();
}

/** The shell calls this for every page it shows: opens its tab and remembers it as active. */
export function openTab(fullPath: string, suffix?: string): void {
  const tabs = readTabs() ?? [];
  const next = withTab(tabs, fullPath, suffix);
  const unchanged = JSON.stringify(next) === JSON.stringify(tabs) && readCheckedTab() === fullPath;
  if (!unchanged) save(next, fullPath);
}

/** Closes a tab; returns where to go when it was the active one. */
export function closeTab(path: string, activeFullPath: string | null): string | null {
  const { tabs, next } = withoutTab(readTabs() ?? [], path, activeFullPath);
  save(tabs, next ?? undefined);
  return next;
}

export function moveTab(fromPath: string, toPath: string): void {
  save(movedTab(readTabs() ?? [], fromPath, toPath));
}

/** Where "the last tab" is right now. */
export function currentLastTab(): string {
  return lastTabTarget(
    (readTabs() ?? []).map((t) => t.fullPath),
    readCheckedTab(),
  );
}

import { Box, Flex, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { LuChevronLeft, LuChevronRight } from '../icons';
import { useLocation, useNavigate } from 'react-router';
import { confirmDialog } from '../../api/feedback';
import { useT } from '../../i18n';
import { LEAVE_WARNING_PATHS } from '../routeCatalog';
import { closeTab, getTabState, moveTab, subscribeTabs, type PageTab } from '../tabs';
import { usePageTitle } from './pageTitle';
import { TabCard, type TabCardProps } from './TabCard';

// drag and drop of the tabs (dnd-kit, ~14 KB gzipped) loads after the shell's first paint
const SortableTabs = lazy(() => import('./SortableTabs'));

export function useTabState() {
  return useSyncExternalStore(subscribeTabs, getTabState, getTabState);
}

/** Pages that ask before they go away: detail mode (query detailType) and /distributePackage. */
export function needsLeaveWarning(fullPath: string): boolean {
  const q = fullPath.indexOf('?');
  const path = q < 0 ? fullPath : fullPath.slice(0, q);
  const search = new URLSearchParams(q < 0 ? '' : fullPath.slice(q + 1));
  return search.has('detailType') || LEAVE_WARNING_PATHS.has(path);
}

/** Closable, draggable card tabs of the open pages (kept in localStorage list_tabs). */
export function PageTabs() {
  const t = useT();
  const { tabs } = useTabState();
  const location = useLocation();
  const navigate = useNavigate();
  const pageTitle = usePageTitle();
  const currentFull = location.pathname + location.search;

  const close = async (tab: PageTab) => {
    if (needsLeaveWarning(tab.fullPath)) {
      const ok = await confirmDialog({ message: t('shell.leaveWarning') });
      if (!ok) return;
    }
    const next = closeTab(tab.path, tab.path === location.pathname ? currentFull : null);
    if (next) void navigate(next, { replace: true });
  };

  const activePath = location.pathname;
  const { scroller, overflow, canLeft, canRight, scrollBy, onWheel } = useTabStrip(activePath, tabs.length);
  const cards = tabs.map((tab): TabCardProps => ({
    tab,
    active: tab.path === location.pathname,
    title: pageTitle(tab.path, tab.suffix),
    onSelect: () => {
      if (tab.path !== location.pathname || tab.fullPath !== currentFull) void navigate(tab.fullPath);
    },
    onClose: () => void close(tab),
  }));
  const tabList = (children: ReactNode) => (
    <Flex role="tablist" aria-label={t('shell.tabs')} gap="1" mb="-1px">
      {children}
    </Flex>
  );

  if (tabs.length === 0) return null;
  return (
    <Flex borderBottomWidth="1px" bg="bg.subtle" flexShrink={0} align="stretch" minW="0" data-testid="page-tabs">
      {overflow ? (
        <IconButton size="xs" variant="ghost" alignSelf="center" aria-label={t('shell.tab.scrollLeft')} disabled={!canLeft} onClick={() => scrollBy(-1)}>
          <LuChevronLeft />
        </IconButton>
      ) : null}
      <Box
        ref={scroller}
        position="relative"
        flex="1"
        minW="0"
        px="2"
        pt="1.5"
        overflowX="auto"
        // the arrows and the wheel scroll the strip; no scrollbar of its own
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        onWheel={onWheel}
        data-testid="page-tabs-scroller"
      >
        {/* the tabs show at once; dragging works as soon as dnd-kit has loaded (its own chunk) */}
        <Suspense fallback={tabList(cards.map((card) => <TabCard key={card.tab.path} {...card} />))}>
          <SortableTabs cards={cards} list={tabList} onMove={moveTab} />
        </Suspense>
      </Box>
      {overflow ? (
        <IconButton size="xs" variant="ghost" alignSelf="center" aria-label={t('shell.tab.scrollRight')} disabled={!canRight} onClick={() => scrollBy(1)}>
          <LuChevronRight />
        </IconButton>
      ) : null}
    </Flex>
  );
}

/**
 * The strip of page tabs scrolls sideways on its own (issue 16): the active tab is scrolled into
 * view whenever it changes or tabs open, the mouse wheel scrolls it, and while the tabs overflow
 * two arrows (each disabled at its end) scroll it too.
 */
function useTabStrip(
  activePath: string,
  count: number,
): {
  scroller: RefObject<HTMLDivElement | null>;
  overflow: boolean;
  canLeft: boolean;
  canRight: boolean;
  scrollBy: (direction: 1 | -1) => void;
  onWheel: (event: React.WheelEvent<HTMLDivElement>) => void;
} {
  const scroller = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ overflow: false, canLeft: false, canRight: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const overflow = el.scrollWidth > el.clientWidth + 1;
    const canLeft = el.scrollLeft > 1;
    const canRight = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((prev) => (prev.overflow === overflow && prev.canLeft === canLeft && prev.canRight === canRight ? prev : { overflow, canLeft, canRight }));
  }, []);

  // the active tab into view (after layout, so a newly opened tab is measured; again when the
  // arrows appear and narrow the strip)
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const tab = [...el.querySelectorAll<HTMLElement>('[data-tab]')].find((node) => node.dataset.tab === activePath);
    if (tab) {
      const margin = 24;
      const left = tab.offsetLeft;
      const right = left + tab.offsetWidth;
      if (left < el.scrollLeft + margin) el.scrollLeft = Math.max(0, left - margin);
      else if (right > el.scrollLeft + el.clientWidth - margin) el.scrollLeft = right - el.clientWidth + margin;
    }
    measure();
  }, [activePath, count, edges.overflow, measure]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, count > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const scrollBy = useCallback((direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.6), behavior: 'smooth' });
  }, []);

  const onWheel = useCallback((event: React.WheelEvent<HTMLDivElement>) => {
    const el = scroller.current;
    if (!el || event.deltaX !== 0 || event.deltaY === 0) return;
    // a vertical wheel over the strip scrolls it sideways (the strip never scrolls vertically)
    el.scrollLeft += event.deltaY;
  }, []);

  return { scroller, ...edges, scrollBy, onWheel };
}

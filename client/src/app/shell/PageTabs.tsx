import { Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { confirmDialog } from '../../api/feedback';
import { useT } from '../../i18n';
import { LEAVE_WARNING_PATHS } from '../routeCatalog';
import { closeTab, getTabState, moveTab, subscribeTabs, type PageTab } from '../tabs';
import { usePageTitle } from './pageTitle';

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

function SortableTab({ tab, active, title, onSelect, onClose }: {
  tab: PageTab;
  active: boolean;
  title: string;
  onSelect: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: tab.path });
  return (
    <Flex
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      align="center"
      gap="1"
      ps="3"
      pe="1"
      h="8"
      flexShrink={0}
      borderWidth="1px"
      borderBottomWidth={active ? '0' : '1px'}
      borderTopRadius="md"
      bg={active ? 'bg' : 'bg.muted'}
      color={active ? 'teal.700' : 'fg.muted'}
      zIndex={isDragging ? 2 : undefined}
      opacity={isDragging ? 0.8 : 1}
      data-tab={tab.path}
      data-active={active ? 'true' : undefined}
    >
      <Box
        as="button"
        {...attributes}
        {...listeners}
        role="tab"
        aria-selected={active}
        cursor="pointer"
        onClick={onSelect}
        textStyle="sm"
        fontWeight={active ? 'semibold' : 'normal'}
        whiteSpace="nowrap"
      >
        <Text as="span">{title}</Text>
      </Box>
      <CloseButton size="2xs" aria-label={t('shell.tab.close', { title })} onClick={onClose} />
    </Flex>
  );
}

/** Closable, draggable card tabs of the open pages (kept in localStorage list_tabs). */
export function PageTabs() {
  const t = useT();
  const { tabs } = useTabState();
  const location = useLocation();
  const navigate = useNavigate();
  const pageTitle = usePageTitle();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const currentFull = location.pathname + location.search;

  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (over && active.id !== over.id) moveTab(String(active.id), String(over.id));
  };

  const close = async (tab: PageTab) => {
    if (needsLeaveWarning(tab.fullPath)) {
      const ok = await confirmDialog({ message: t('shell.leaveWarning') });
      if (!ok) return;
    }
    const next = closeTab(tab.path, tab.path === location.pathname ? currentFull : null);
    if (next) navigate(next, { replace: true });
  };

  if (tabs.length === 0) return null;
  return (
    <Box borderBottomWidth="1px" bg="bg.subtle" px="2" pt="1.5" overflowX="auto" flexShrink={0}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={tabs.map((tab) => tab.path)} strategy={horizontalListSortingStrategy}>
          <Flex role="tablist" aria-label={t('shell.tabs')} gap="1" mb="-1px">
            {tabs.map((tab) => (
              <SortableTab
                key={tab.path}
                tab={tab}
                active={tab.path === location.pathname}
                title={pageTitle(tab.path, tab.suffix)}
                onSelect={() => {
                  if (tab.path !== location.pathname || tab.fullPath !== currentFull) navigate(tab.fullPath);
                }}
                onClose={() => void close(tab)}
              />
            ))}
          </Flex>
        </SortableContext>
      </DndContext>
    </Box>
  );
}

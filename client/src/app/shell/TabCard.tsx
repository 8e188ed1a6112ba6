import { Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { useT } from '../../i18n';
import type { PageTab } from '../tabs';

/** What the drag-and-drop layer (SortableTabs.tsx) adds to a tab card. */
export interface TabDrag {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  /** aria and event props of the drag handle (the tab button). */
  handle: Record<string, unknown>;
  isDragging: boolean;
}

export interface TabCardProps {
  tab: PageTab;
  active: boolean;
  title: string;
  onSelect: () => void;
  onClose: () => void;
}

/** One page tab; `drag` is absent until the drag-and-drop layer has loaded. */
export function TabCard({ tab, active, title, onSelect, onClose, drag }: TabCardProps & { drag?: TabDrag }) {
  const t = useT();
  const isDragging = drag?.isDragging ?? false;
  return (
    <Flex
      ref={drag?.setNodeRef}
      style={drag?.style}
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
        {...drag?.handle}
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

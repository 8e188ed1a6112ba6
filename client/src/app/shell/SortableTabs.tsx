/**
 * Drag and drop of the page tabs (dnd-kit): a chunk of its own that PageTabs loads after the
 * shell's first paint (docs/decisions.md 'Issue 16'); until then the same tab cards show without
 * drag handles.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { TabCard, type TabCardProps } from './TabCard';

function SortableTab(card: TabCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: card.tab.path });
  return (
    <TabCard
      {...card}
      drag={{ setNodeRef, style: { transform: CSS.Transform.toString(transform), transition }, handle: { ...attributes, ...listeners }, isDragging }}
    />
  );
}

export default function SortableTabs({
  cards,
  list,
  onMove,
}: {
  cards: readonly TabCardProps[];
  /** The tab list element around the cards (PageTabs renders the same one before this loads). */
  list: (children: ReactNode) => ReactNode;
  /** Moves the dragged tab to the place of the one it was dropped on. */
  onMove: (from: string, to: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={cards.map((card) => card.tab.path)} strategy={horizontalListSortingStrategy}>
        {list(cards.map((card) => <SortableTab key={card.tab.path} {...card} />))}
      </SortableContext>
    </DndContext>
  );
}

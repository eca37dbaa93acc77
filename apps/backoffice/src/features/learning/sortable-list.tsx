import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';

/**
 * Drag-and-drop reordering (dnd-kit) that also works with the keyboard: focus the handle, Space or Enter
 * lifts the item, ↑/↓ move it, Space or Enter drops it, Esc cancels; every move is announced in Portuguese
 * to screen readers. Imported only by the SiãoSeg superadmin pages (their own lazy chunks).
 */
export interface SortableRow {
  /** goes on the element that moves (a table row, a card) */
  setNodeRef: (el: HTMLElement | null) => void;
  style: CSSProperties;
  /** the drag handle (a focusable button) */
  handle: ReactNode;
  index: number;
  /** the up/down buttons' move (−1 / +1), same persistence as a drop */
  move: (delta: number) => void;
}

export const REORDER_INSTRUCTIONS =
  'Para reordenar, pressione espaço ou Enter para levantar o item, use as setas para cima e para baixo para movê-lo e pressione espaço ou Enter de novo para soltá-lo. Esc cancela.';

function announcements(
  labelOf: (id: UniqueIdentifier) => string,
  count: number,
  positionOf: (id: UniqueIdentifier) => number,
): Announcements {
  const where = (id: UniqueIdentifier | undefined) =>
    id === undefined ? '' : ` Posição ${positionOf(id) + 1} de ${count}.`;
  return {
    onDragStart: ({ active }) => `${labelOf(active.id)} levantado.${where(active.id)}`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} movido.${where(over.id)}` : `${labelOf(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} solto.${where(over.id)}` : `${labelOf(active.id)} solto fora da lista.`,
    onDragCancel: ({ active }) => `Movimento cancelado. ${labelOf(active.id)} voltou ao lugar.`,
  };
}

function SortableItem({
  id,
  label,
  index,
  move,
  children,
}: {
  id: string;
  label: string;
  index: number;
  move: (delta: number) => void;
  children: (row: SortableRow) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: 'item reordenável' } });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={`Arrastar ${label}`}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return children({
    setNodeRef,
    index,
    move,
    handle,
    style: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 1 : undefined,
      opacity: isDragging ? 0.85 : undefined,
    },
  });
}

/**
 * A list reordered by dragging its handles. Keeps the new order on screen at once and hands the full list of
 * ids, in the new order, to `onReorder` (one call to the reorder API).
 */
export function SortableList<T extends { id: string }>({
  items,
  labelOf,
  onReorder,
  children,
}: {
  items: readonly T[];
  labelOf: (item: T) => string;
  onReorder: (ids: string[], items: T[]) => void;
  children: (item: T, row: SortableRow) => ReactNode;
}) {
  // the order on screen, by id (the items themselves may change while it stands: a form being edited)
  const key = items.map((i) => i.id).join();
  const [shown, setShown] = useState(key);
  // a new list from the server (after the save, or another change) replaces the local order
  useEffect(() => setShown(key), [key]);
  const byId = new Map(items.map((i) => [i.id, i]));
  const fromShown = shown.split(',').flatMap((id) => byId.get(id) ?? []);
  const order = fromShown.length === items.length ? fromShown : [...items];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = order.map((i) => i.id);
  const labelOf2 = (id: UniqueIdentifier) => {
    const item = order.find((i) => i.id === id);
    return item ? labelOf(item) : '';
  };
  const apply = (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return;
    const next = arrayMove([...order], from, to);
    setShown(next.map((i) => i.id).join());
    onReorder(
      next.map((i) => i.id),
      next,
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) apply(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(labelOf2, ids.length, (id) => ids.indexOf(String(id))),
        screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS },
        // its live region and instructions are divs: outside a <tbody> (portal to the body)
        container: document.body,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {order.map((item, index) => (
          <SortableItem
            key={item.id}
            id={item.id}
            label={labelOf(item)}
            index={index}
            move={(delta) => apply(index, index + delta)}
          >
            {(row) => children(item, row)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

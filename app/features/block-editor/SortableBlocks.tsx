import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/ui/use-hydrated";
import { moveBlock } from "./blocks";
import { dragActivation, ForcePressTouchSensor } from "./drag-sensors";
import type { FormBlock } from "./editor-state";

type Render = (block: FormBlock, index: number, handle: ReactNode) => ReactNode;

/**
 * The blocks in their order. Before the scripts run (and without JavaScript) a plain list: the
 * move buttons reorder. Once hydrated, blocks can be dragged by their handle (5 px with a mouse, a
 * 120 ms press on touch, a force press cancelling it: `drag-sensors.ts`) or moved with the keyboard (Space, arrows, Space), with announcements
 * naming the positions. The new order is only the form's: its field names follow it, Save writes it.
 */
export function SortableBlocks({ blocks, renderBlock, onReorder }: { blocks: FormBlock[]; renderBlock: Render; onReorder: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <ol className="flex flex-col gap-4">
        {blocks.map((block, index) => (
          <li key={block.id}>{renderBlock(block, index, null)}</li>
        ))}
      </ol>
    );
  return <DraggableBlocks blocks={blocks} renderBlock={renderBlock} onReorder={onReorder} />;
}

function DraggableBlocks({ blocks, renderBlock, onReorder }: { blocks: FormBlock[]; renderBlock: Render; onReorder: () => void }) {
  const { t } = useTranslation("editor");
  const [order, setOrder] = useState(() => blocks.map((block) => block.id));
  const byId = useMemo(() => new Map(blocks.map((block) => [block.id, block])), [blocks]);
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const sensors = useSensors(
    // The mouse and touch sensors, not PointerSensor: a pointer sensor would also take touches (pointerdown
    // fires first) with the mouse's 5 px, and the long press and force press would never apply.
    useSensor(MouseSensor, { activationConstraint: dragActivation.mouse }),
    useSensor(ForcePressTouchSensor, { activationConstraint: dragActivation.touch }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number | undefined) => order.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("drag.start", { from: position(active.id), count: order.length }),
    onDragOver: ({ active, over }) => (over ? t("drag.over", { from: position(active.id), to: position(over.id) }) : t("drag.outside")),
    onDragEnd: ({ active, over }) =>
      over ? t("drag.end", { from: position(active.id), to: position(over.id) }) : t("drag.cancel", { from: position(active.id) }),
    onDragCancel: ({ active }) => t("drag.cancel", { from: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    setOrder(moveBlock(order, from, to));
    // The order is an edit like any other: the form is now dirty.
    onReorder();
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("drag.instructions") } }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-4">
          {shown.map((block, index) => (
            <SortableItem key={block.id} id={block.id} label={t("drag.handle", { n: index + 1 })}>
              {(handle) => renderBlock(block, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isSorting } = useSortable({ id });
  const state = isDragging ? "dragging" : isSorting ? "pending" : "idle";
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="cursor-grab touch-none rounded-md border border-slate-300 px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-drag-state={state}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="data-[drag-state=dragging]:relative data-[drag-state=dragging]:z-10 data-[drag-state=dragging]:shadow-lg"
    >
      {children(handle)}
    </li>
  );
}

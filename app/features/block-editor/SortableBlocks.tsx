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
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useReducedMotion } from "~/components/ui/use-reduced-motion";
import { moveBlock } from "./blocks";
import { dragActivation, ForcePressTouchSensor } from "./drag-sensors";
import type { FormBlock } from "./editor-state";

type Render = (block: FormBlock, index: number, handle: ReactNode) => ReactNode;

/**
 * The blocks in their order. Before the scripts run (and without JavaScript) a plain list: the
 * move buttons reorder. Once hydrated, blocks can be dragged by their handle (5 px with a mouse, a
 * 120 ms press on touch, a force press cancelling it: `drag-sensors.ts`) or moved with the keyboard (Space, arrows, Space), with announcements
 * naming the positions. The new order is only the form's: its field names follow it, Save writes it.
 * A dropped block glides into its place (spec 001's "drop animating" state, dnd-kit's layout
 * animation after a drop, 200 ms); with `prefers-reduced-motion` nothing moves but the order.
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
  const reducedMotion = useReducedMotion();
  /** The block animating into place after a drop (or back, after a cancel). */
  const [dropping, setDropping] = useState<string | null>(null);
  const settled = useCallback(() => setDropping(null), []);
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
    if (!reducedMotion) setDropping(String(active.id));
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
      onDragCancel={({ active }) => setDropping(reducedMotion ? null : String(active.id))}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("drag.instructions") } }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-4">
          {shown.map((block, index) => (
            <SortableItem
              key={block.id}
              id={block.id}
              label={t("drag.handle", { n: index + 1 })}
              reducedMotion={reducedMotion}
              dropping={dropping === block.id}
              onDropped={settled}
            >
              {(handle) => renderBlock(block, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** The layout animation of spec 001's drag states; none with `prefers-reduced-motion`. */
const moveTransition = { duration: 200, easing: "ease" };

function SortableItem({
  id,
  label,
  reducedMotion,
  dropping,
  onDropped,
  children,
}: {
  id: string;
  label: string;
  reducedMotion: boolean;
  dropping: boolean;
  onDropped: () => void;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isSorting } = useSortable({
    id,
    transition: reducedMotion ? null : moveTransition,
  });
  const state = isDragging ? "dragging" : dropping ? "dropping" : isSorting ? "pending" : "idle";
  // Dropped where it was lifted, nothing moves and no transition ends: the state still ends.
  useEffect(() => {
    if (!dropping) return;
    const settled = setTimeout(onDropped, moveTransition.duration * 2);
    return () => clearTimeout(settled);
  }, [dropping, onDropped]);
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
      onTransitionEnd={(event) => {
        if (dropping && event.target === event.currentTarget && event.propertyName === "transform") onDropped();
      }}
      className="data-[drag-state=dragging]:relative data-[drag-state=dragging]:z-10 data-[drag-state=dragging]:shadow-lg data-[drag-state=dropping]:relative data-[drag-state=dropping]:z-10 data-[drag-state=dropping]:shadow-lg"
    >
      {children(handle)}
    </li>
  );
}

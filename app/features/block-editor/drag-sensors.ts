import { TouchSensor, type PointerSensorProps } from "@dnd-kit/core";

/**
 * When a block drag begins (spec 001 §2: "Dragging begins after a 5px mouse move, or after a 120 ms
 * long press on touch. The force-press threshold is 0.15."): the numbers the sensors use.
 */
export const dragActivation = {
  /** The mouse (pointer) sensor: a drag begins after a move of this many px. */
  mouse: { distance: 5 },
  /** The touch sensor: a long press of this many ms; moving further than `tolerance` px first cancels it (a scroll). */
  touch: { delay: 120, tolerance: 5 },
  /** A touch this firm (`Touch.force`, 0–1: 3D Touch, pressure screens) is a force press. */
  forcePressThreshold: 0.15,
} as const;

type ForceTouch = { force?: number };

/** Whether this `touchforcechange` is a force press: its first touch at or over the threshold. */
export function isForcePress(event: { touches?: ArrayLike<ForceTouch> }) {
  const touch = event.touches?.[0];
  return typeof touch?.force === "number" && touch.force >= dragActivation.forcePressThreshold;
}

/**
 * dnd-kit's TouchSensor, honouring a force press as the earlier app's drag library did (the spec's
 * 0.15 is react-beautiful-dnd's `forcePressThreshold`): dnd-kit has no option for it, so this sensor
 * listens to `touchforcechange`. A force press before the dragged block has moved (while the long
 * press is pending, or just after it lifted the block) is the system's gesture (peek, a context
 * action): the drag is cancelled, as when the system takes the touch over (`touchcancel`, which the
 * sensor already handles). Once the block has moved, a force press is ignored and its default
 * prevented, so the drag goes on.
 */
export class ForcePressTouchSensor extends TouchSensor {
  constructor(props: PointerSensorProps) {
    const drag = { moved: false };
    // onMove is only called once the drag has begun: a call means the block moved.
    super({
      ...props,
      onMove: (coordinates) => {
        drag.moved = true;
        props.onMove(coordinates);
      },
    });
    const target = props.event.target;
    if (!(target instanceof EventTarget)) return;
    const document = (target as Node).ownerDocument ?? globalThis.document;
    const onForce = (event: Event) => {
      if (!isForcePress(event as unknown as { touches?: ArrayLike<ForceTouch> })) return;
      if (drag.moved) {
        if (event.cancelable) event.preventDefault();
        return;
      }
      stop();
      target.dispatchEvent(new Event("touchcancel"));
    };
    const stop = () => {
      document.removeEventListener("touchforcechange", onForce);
      target.removeEventListener("touchend", stop);
      target.removeEventListener("touchcancel", stop);
    };
    document.addEventListener("touchforcechange", onForce, { passive: false });
    target.addEventListener("touchend", stop);
    target.addEventListener("touchcancel", stop);
  }
}

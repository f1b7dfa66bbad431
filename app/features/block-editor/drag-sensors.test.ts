// @vitest-environment jsdom
// The block drag's sensors (spec 001 §2): 5 px with a mouse, a 120 ms long press on touch, and a
// force press (0.15) that cancels a drag that has not moved yet. The real dnd-kit TouchSensor runs
// on a jsdom page; only dnd-kit's callbacks are recorded.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { dragActivation, ForcePressTouchSensor, isForcePress } from "./drag-sensors";

/** An event carrying touches (jsdom's Event with the fields dnd-kit and the sensor read). */
function touchEvent(type: string, fields: Record<string, unknown>) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  for (const [name, value] of Object.entries(fields)) Object.defineProperty(event, name, { value });
  return event;
}

const forceChange = (force: number) => touchEvent("touchforcechange", { touches: [{ force, clientX: 10, clientY: 10 }] });

function startSensor() {
  const handle = document.createElement("button");
  document.body.append(handle);
  const start = touchEvent("touchstart", { clientX: 10, clientY: 10 });
  handle.dispatchEvent(start);
  const calls = { start: vi.fn(), move: vi.fn(), end: vi.fn(), cancel: vi.fn(), abort: vi.fn(), pending: vi.fn() };
  new ForcePressTouchSensor({
    active: "block-1",
    // Neither is read by the sensor before it starts: empty stand-ins, cast to dnd-kit's types.
    activeNode: {} as never,
    event: start,
    context: {} as never,
    options: { activationConstraint: dragActivation.touch },
    onStart: calls.start,
    onMove: calls.move,
    onEnd: calls.end,
    onCancel: calls.cancel,
    onAbort: calls.abort,
    onPending: calls.pending,
  });
  return { handle, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the block drag's sensor options", () => {
  test("are the spec's: 5 px with a mouse, 120 ms press on touch, force press 0.15", () => {
    expect(dragActivation).toEqual({ mouse: { distance: 5 }, touch: { delay: 120, tolerance: 5 }, forcePressThreshold: 0.15 });
  });

  test("a force press is a first touch at 0.15 or firmer", () => {
    expect(isForcePress({ touches: [{ force: 0.15 }] })).toBe(true);
    expect(isForcePress({ touches: [{ force: 0.9 }] })).toBe(true);
    expect(isForcePress({ touches: [{ force: 0.14 }] })).toBe(false);
    expect(isForcePress({ touches: [{}] })).toBe(false);
    expect(isForcePress({ touches: [] })).toBe(false);
  });
});

describe("ForcePressTouchSensor", () => {
  test("a long press of 120 ms starts the drag; a light touch changing force does not cancel it", () => {
    const { calls } = startSensor();
    vi.advanceTimersByTime(119);
    expect(calls.start).not.toHaveBeenCalled();
    document.dispatchEvent(forceChange(0.1));
    vi.advanceTimersByTime(1);
    expect(calls.start).toHaveBeenCalledTimes(1);
    expect(calls.cancel).not.toHaveBeenCalled();
  });

  test("a force press while the long press is pending cancels it: the drag never starts", () => {
    const { calls } = startSensor();
    vi.advanceTimersByTime(60);
    document.dispatchEvent(forceChange(0.5));
    expect(calls.abort).toHaveBeenCalledWith("block-1");
    expect(calls.cancel).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(calls.start).not.toHaveBeenCalled();
  });

  test("a force press after the block lifted but before it moved cancels the drag", () => {
    const { calls } = startSensor();
    vi.advanceTimersByTime(120);
    expect(calls.start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(forceChange(0.2));
    expect(calls.cancel).toHaveBeenCalledTimes(1);
  });

  test("once the block has moved, a force press is ignored (its default prevented) and the drag goes on", () => {
    const { handle, calls } = startSensor();
    vi.advanceTimersByTime(120);
    handle.dispatchEvent(touchEvent("touchmove", { clientX: 10, clientY: 40 }));
    expect(calls.move).toHaveBeenCalledWith({ x: 10, y: 40 });
    const force = forceChange(0.8);
    document.dispatchEvent(force);
    expect(force.defaultPrevented).toBe(true);
    expect(calls.cancel).not.toHaveBeenCalled();
    handle.dispatchEvent(touchEvent("touchend", {}));
    expect(calls.end).toHaveBeenCalledTimes(1);
  });
});

import { useCallback, useSyncExternalStore } from 'react';
import type { DrawnElement } from './drawing-model';

/**
 * The element being dragged, rotated or scaled, before the edit is finished: only the
 * components of that element listen to its id, so a drag step renders one element, not
 * the plan.
 */
export class DragPreview {
  private current: DrawnElement | null = null;
  private readonly listeners = new Map<string, Set<() => void>>();

  get(id: string): DrawnElement | null {
    return this.current?.id === id ? this.current : null;
  }

  /** The element shown in place of the stored one, or null to show the stored one again. */
  set(element: DrawnElement | null) {
    const before = this.current?.id;
    this.current = element;
    for (const id of new Set([before, element?.id])) {
      if (id) this.listeners.get(id)?.forEach((listener) => listener());
    }
  }

  subscribe(id: string, listener: () => void) {
    const set = this.listeners.get(id) ?? new Set();
    set.add(listener);
    this.listeners.set(id, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }
}

/** The element as it shows now: its preview while it is being dragged. */
export function usePreviewed(preview: DragPreview, element: DrawnElement): DrawnElement {
  const subscribe = useCallback(
    (listener: () => void) => preview.subscribe(element.id, listener),
    [preview, element.id],
  );
  return useSyncExternalStore(subscribe, () => preview.get(element.id) ?? element);
}

import type { LookupItem } from './people-operations';

/**
 * The capabilities a manager can tick: the active items, and those the person holds that
 * were made inactive since (they may stay, not be given anew), in list order.
 */
export function capabilityChoices(
  items: readonly LookupItem[],
  held: readonly { id: string }[],
): LookupItem[] {
  const heldIds = new Set(held.map((item) => item.id));
  return items.filter((item) => item.active || heldIds.has(item.id));
}

/** The items offered for a new record: the active ones. */
export function activeItems(items: readonly LookupItem[]): LookupItem[] {
  return items.filter((item) => item.active);
}

import type { FormField, FormOption } from './form-logic';

interface LookupItemChoice {
  id: string;
  value: string;
  active: boolean;
}

/**
 * The active items of a lookup list, as the options of a select; an inactive item too where
 * `inUse` names it, so that a record that still refers to it shows its value.
 */
export const activeItemOptions = (
  items: readonly LookupItemChoice[],
  inUse: ReadonlySet<string | null> = new Set(),
): FormOption[] =>
  items
    .filter((item) => item.active || inUse.has(item.id))
    .map((item) => ({ value: item.id, label: item.value }));

/** The required choice of a record's type among a list's active items, made once on create. */
export const typeSelectField = (
  name: string,
  label: string,
  items: readonly LookupItemChoice[],
): FormField => ({
  name,
  type: 'select',
  label,
  rules: [{ rule: 'required' }],
  options: activeItemOptions(items),
  step: 0,
  createOnly: true,
});

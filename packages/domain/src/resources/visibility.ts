import type { FieldDeclaration } from './types';

type Value = string | number | boolean | null | undefined;

/** What the visibility rules read of a field: a declaration or a form's field. */
type Field = Pick<FieldDeclaration, 'name' | 'type' | 'default' | 'visibleWhen' | 'hidden'>;

/** Whether a field is shown, given the values of the form or input. */
export function isVisible(field: Field, values: Record<string, unknown>): boolean {
  if (field.hidden) return false;
  const condition = field.visibleWhen;
  if (!condition) return true;
  if (typeof condition === 'function') return condition(values);
  const holds = values[condition.field] === condition.equals;
  return condition.negate ? !holds : holds;
}

/**
 * The value a field is saved with while it is hidden (spec section 4): a radio field its
 * default, a text field hidden by a negated condition a single space, anything else null.
 */
export function hiddenValue(field: Field): Value {
  if (field.type === 'radio') return field.default === 'today' ? null : (field.default ?? null);
  const condition = field.visibleWhen;
  const negated = typeof condition === 'object' && condition.negate === true;
  if ((field.type === 'text' || field.type === 'textarea') && negated) return ' ';
  return null;
}

/**
 * The values as they are saved: hidden fields replaced by their hidden value. Form and
 * server both apply it, so a hidden field never keeps what was typed before it hid.
 */
export function withHiddenFields<Values extends Record<string, unknown>>(
  fields: readonly Field[],
  values: Values,
): Values {
  const result: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (!isVisible(field, values)) result[field.name] = hiddenValue(field);
  }
  return result as Values;
}

import type { ReactNode } from 'react';
import type { FieldDeclaration, FieldType, Visibility } from '@vezel/domain/resources/types';
import { isVisible, withHiddenFields } from '@vezel/domain/resources/visibility';
import { validateValues, type RuleSpec } from '@vezel/domain/validation/declarative';
import { fromStoredDate } from '@vezel/domain/validation/dates';
import type { RuleFailure } from '@vezel/domain/validation/failure';

/** A value as a form holds it: text as typed (numbers too), a switch as a boolean. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

export interface FormOption {
  value: string;
  label: string;
}

/**
 * One field of a create or edit form: a field of a resource declaration, or a web-only
 * one such as the relation a new record is connected to.
 */
export interface FormField {
  name: string;
  type: FieldType;
  label: string;
  rules: readonly RuleSpec[];
  default?: FormValue;
  options?: readonly FormOption[];
  /** An example of what to type; a date field shows the date format without one. */
  placeholder?: string;
  step: number;
  createOnly: boolean;
  visibleWhen?: Visibility;
  /** Never shown: the screen sets the value. */
  hidden?: boolean;
  /** Shown on this tab of the card instead of in the main form. */
  tab?: string;
  /** What the value looks like, shown beside its input while it is typed (a symbol). */
  preview?: (value: FormValue | undefined) => ReactNode;
  /** A secret the server keeps and never sends back (a password): typed unseen. */
  secret?: boolean;
}

/**
 * The declaration's fields as form fields; `label` and `optionLabel` come from the caller's
 * i18n. A 'json' field has no control of its own and is left out; an 'item' field gets
 * its options from the screen, which knows the items of its list.
 */
export function formFieldsOf(
  fields: readonly FieldDeclaration[],
  label: (field: string) => string,
  optionLabel: (field: string, option: string) => string,
): FormField[] {
  return fields
    .filter((field) => field.type !== 'json')
    .map((field) => ({
      name: field.name,
      type: field.type,
      label: label(field.name),
      rules: field.rules ?? [],
      default:
        field.default === undefined || field.default === 'today'
          ? undefined
          : typeof field.default === 'number'
            ? String(field.default)
            : field.default,
      options: field.options?.map((option) => ({
        value: option,
        label: optionLabel(field.name, option),
      })),
      step: field.step ?? 0,
      createOnly: field.createOnly ?? false,
      visibleWhen: field.visibleWhen,
      hidden: field.hidden,
      tab: field.tab,
      secret: field.writeOnly,
    }));
}

function emptyValue(field: FormField): FormValue {
  return field.type === 'boolean' ? false : '';
}

/** A stored 'YYYY-MM-DD' as the form's 'DD-MM-YYYY'; anything else as it is. */
function displayDate(value: string): string {
  try {
    return fromStoredDate(value);
  } catch {
    return value;
  }
}

function fromRecord(field: FormField, value: unknown): FormValue {
  if (field.type === 'boolean') return value === true;
  if (field.type === 'date' && typeof value === 'string') return displayDate(value);
  // A file field holds the uploaded file's id; the record has the file itself.
  if (field.type === 'file') {
    if (value && typeof value === 'object' && 'id' in value) return String(value.id);
    return typeof value === 'string' ? value : '';
  }
  // Several chosen items: their ids, comma-separated, as one value of the form.
  if (field.type === 'items') return Array.isArray(value) ? value.map(String).join(',') : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** The ids an 'items' field holds. */
export function chosenIds(value: FormValue): string[] {
  return typeof value === 'string' ? value.split(',').filter(Boolean) : [];
}

/** A new record's values: each field's default, else empty. */
export function newValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.default ?? emptyValue(field)]),
  );
}

/** An existing record's values as the form shows them. */
export function recordValues(fields: readonly FormField[], record: object): FormValues {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [field.name, fromRecord(field, source[field.name])]),
  );
}

/**
 * Whether the values differ from those the form started with (or last saved): what would
 * be lost on leaving. The order of chosen items does not count.
 */
export function hasChanges(
  fields: readonly FormField[],
  from: FormValues,
  to: FormValues,
): boolean {
  return fields.some((field) => {
    const before = from[field.name] ?? emptyValue(field);
    const after = to[field.name] ?? emptyValue(field);
    if (field.type !== 'items') return before !== after;
    const chosen = new Set(chosenIds(before));
    const now = chosenIds(after);
    return now.length !== chosen.size || now.some((id) => !chosen.has(id));
  });
}

/** The fields shown for these values (spec section 4: a field may hide on another's value). */
export function visibleFields(fields: readonly FormField[], values: FormValues): FormField[] {
  return fields.filter((field) => isVisible(field, values));
}

/** The shown fields that fail their rules, by name; a hidden field is not checked. */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
): Record<string, RuleFailure> {
  return validateValues(
    values,
    Object.fromEntries(visibleFields(fields, values).map((field) => [field.name, field.rules])),
  );
}

/**
 * The values as the GraphQL input wants them: integers as numbers, an empty integer as
 * null, and hidden fields with the value spec section 4 gives them.
 */
export type InputValue = string | number | boolean | null | number[];

export function toInput(
  fields: readonly FormField[],
  values: FormValues,
): Record<string, InputValue> {
  return withHiddenFields(fields, inputValues(fields, values));
}

function inputValues(fields: readonly FormField[], values: FormValues): Record<string, InputValue> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? emptyValue(field);
      if (field.type === 'items') return [field.name, chosenIds(value).map(Number)];
      if (field.type === 'integer') {
        return [field.name, value === '' ? null : Number(value)];
      }
      if (field.type === 'file' || field.type === 'item' || field.type === 'date') {
        return [field.name, value === '' ? null : value];
      }
      return [field.name, value];
    }),
  );
}

/** The steps of a create form, in order; a form without declared steps has one. */
export function stepsOf(fields: readonly FormField[]): FormField[][] {
  const numbers = [...new Set(fields.map((field) => field.step))].sort((a, b) => a - b);
  return numbers.map((step) => fields.filter((field) => field.step === step));
}

/**
 * Spec section 8: a failed create or delete shows "Error: " and the server's message, the
 * part after its first colon if it has one (a code or a prefix before it means nothing to the user).
 */
export function modalErrorMessage(message: string): string {
  const colon = message.indexOf(':');
  return (colon === -1 ? message : message.slice(colon + 1)).trim();
}

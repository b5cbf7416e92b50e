import type { RuleSpec } from '../validation/rules';

/**
 * How a value is entered in a form (and checked on the server): 'file' holds an uploaded
 * file's id, 'radio' is a 'select' shown as radio buttons, 'color' a '#rrggbb' colour,
 * 'item' the id of an item of the lookup list `itemsOf` ('items' several), 'json' an object sent as JSON
 * text that has no form control of its own (its screen shows the fields it holds).
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'boolean'
  | 'integer'
  | 'select'
  | 'radio'
  | 'date'
  | 'file'
  | 'color'
  | 'item'
  | 'items'
  | 'json';

/**
 * When a field is shown (spec section 4): while another field has (or, negated, does not
 * have) a value, or while a function of all values says so. A hidden field is saved as
 * null, a hidden radio field as its default, a hidden text field of a negated condition as
 * a single space.
 */
export type Visibility =
  | {
      readonly field: string;
      readonly equals: string | number | boolean;
      readonly negate?: boolean;
    }
  | ((values: Readonly<Record<string, unknown>>) => boolean);

/** Table column types of spec section 3. */
export type ColumnType =
  | 'date'
  | 'datetime'
  | 'timeFromNow'
  | 'image'
  | 'button'
  | 'boolean'
  | 'color'
  | 'icon'
  | 'verify'
  | 'send'
  | 'update'
  | 'cancel'
  | 'delete'
  | 'drag'
  | 'badge'
  | 'text';

export type RoleName = 'surveyor' | 'manager' | 'administrator';

export interface FieldDeclaration {
  /** The GraphQL and form name, as the spec writes it (snake_case where the spec does). */
  readonly name: string;
  readonly type: FieldType;
  readonly rules?: readonly RuleSpec[];
  /** Value of a new record; 'today' is the start of today (spec section 5). */
  readonly default?: string | number | boolean | 'today';
  /** Shown as a table column of this type; absent means not in the table. */
  readonly column?: ColumnType;
  /** The table's search box looks in this field. */
  readonly searchable?: boolean;
  /** Step of a multi-step create form, from 0; absent means the first. */
  readonly step?: number;
  /** Set when the record is created and never changed (e.g. the list an item belongs to). */
  readonly createOnly?: boolean;
  /** For 'select' and 'radio': the allowed values. */
  readonly options?: readonly string[];
  /** For 'item' and 'items': the lookup list whose items may be chosen. */
  readonly itemsOf?: string;
  /** Absent means always shown. */
  readonly visibleWhen?: Visibility;
  /** Never shown in a form (a flag): the value is kept by the server or set by a screen. */
  readonly hidden?: boolean;
  /** Shown on this tab of the record's card instead of in its main form. */
  readonly tab?: string;
  /** Taken by the server but never given back (a password): not a field of the type. */
  readonly writeOnly?: boolean;
}

/**
 * One resource, declared once: the server derives its input type, validation, mutations
 * and permissions from it; the web its table, create form and card.
 */
export interface ResourceDeclaration {
  /** camelCase type name: createVariableItem, updateVariableItem, variableItemSortTable... */
  readonly type: string;
  /** i18n base: labels are `resources.<type>.fields.<field>` and so on. */
  readonly fields: readonly FieldDeclaration[];
  /** Rows carry a manual order that the table changes by drag (SortTable mutation). */
  readonly sortable: boolean;
  /** Lowest role that may read, and that may create, update and delete. */
  readonly permissions: { readonly read: RoleName; readonly write: RoleName };
  /** The relations a new record must be connected to, by type. */
  readonly connects: readonly string[];
}

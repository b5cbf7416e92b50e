import type { FieldDeclaration } from './types';

/** Fields many records share, declared once: a name in the table, contact details, an address. */

export const nameField = {
  name: 'name',
  type: 'text',
  rules: [{ rule: 'required' }, { rule: 'maxLength' }],
  column: 'text',
  searchable: true,
} as const satisfies FieldDeclaration;

export const emailField = {
  name: 'email',
  type: 'text',
  rules: [{ rule: 'email' }, { rule: 'maxLength' }],
} as const satisfies FieldDeclaration;

export const phoneField = {
  name: 'phone',
  type: 'text',
  rules: [{ rule: 'maxLength', max: 30 }],
} as const satisfies FieldDeclaration;

/** Street and house number; `tab` puts them on a tab of the card. */
export function streetFields(tab?: string) {
  return [
    { name: 'street', type: 'text', rules: [{ rule: 'maxLength' }], tab },
    { name: 'house_number', type: 'text', rules: [{ rule: 'maxLength', max: 10 }], tab },
  ] as const satisfies readonly FieldDeclaration[];
}

/** The city, a table column; `tab` puts it on a tab of the card. */
export function cityField(tab?: string) {
  return {
    name: 'city',
    type: 'text',
    rules: [{ rule: 'maxLength' }],
    column: 'text',
    searchable: true,
    tab,
  } as const satisfies FieldDeclaration;
}

/**
 * The fields of a certificate with its scan (a branch's, a laboratory's): name, number,
 * `detail` (who issued it, the standard it is to...), the validity and the file.
 */
export const certificateFields = <Detail extends FieldDeclaration>(detail: Detail) =>
  [
    nameField,
    {
      name: 'number',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    detail,
    {
      name: 'valid_from',
      type: 'date',
      rules: [{ rule: 'required' }, { rule: 'date' }],
      default: 'today',
      column: 'date',
    },
    {
      name: 'valid_until',
      type: 'date',
      rules: [{ rule: 'required' }, { rule: 'date', after: 'valid_from' }],
      column: 'date',
    },
    { name: 'file', type: 'file' },
  ] as const satisfies readonly FieldDeclaration[];

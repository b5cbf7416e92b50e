import { itemListKeys } from '../rules/lookup-lists';
import type { ResourceDeclaration } from './types';

/** An item of one lookup list of a variable set (spec section 3). */
export const variableItemResource = {
  type: 'variableItem',
  sortable: true,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['variableSet'],
  fields: [
    {
      name: 'list',
      type: 'select',
      options: itemListKeys,
      createOnly: true,
      // The screen sets it: the list whose table the item is added to.
      hidden: true,
      rules: [{ rule: 'required' }],
    },
    {
      name: 'value',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'description',
      type: 'textarea',
      rules: [{ rule: 'maxLength', max: 1000 }],
      column: 'text',
      searchable: true,
    },
    { name: 'active', type: 'boolean', default: true, column: 'boolean' },
    // The item this one belongs to, for an item of a child list (a material type's sample kind).
    { name: 'parent_item', type: 'integer', createOnly: true, hidden: true },
    // The list's special fields (list-fields.ts), checked against the list by the server.
    { name: 'data', type: 'json' },
  ],
} as const satisfies ResourceDeclaration;

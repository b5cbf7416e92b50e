import { mappingDirections } from '../rules/lookup-lists';
import type { ResourceDeclaration } from './types';

/** How an item of a lookup list is known in an external system such as LAVS. */
export const variableMappingResource = {
  type: 'variableMapping',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['variableItem', 'externalSystem'],
  fields: [
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
    {
      name: 'direction',
      type: 'select',
      options: mappingDirections,
      default: 'both',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    { name: 'priority', type: 'integer', default: 0, rules: [{ rule: 'integer' }], column: 'text' },
  ],
} as const satisfies ResourceDeclaration;

import { hazardousMaterialCodes } from '../ihm/hazardous-materials';
import { nameField } from './common-fields';
import type { ResourceDeclaration } from './types';

/** How a VSCP entry is checked on board: looked at, or sampled and analysed. */
export const vscpCheckMethods = ['visual', 'sampling'] as const;
export type VscpCheckMethod = (typeof vscpCheckMethods)[number];

/**
 * A template set of Visual/Sampling Check Plan entries (IHM, existing ships), e.g. the
 * usual checks of a bulk carrier; applied to a vessel survey later.
 */
export const vscpTemplateResource = {
  type: 'vscpTemplate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: [],
  fields: [
    nameField,
    {
      name: 'vessel_type',
      type: 'text',
      rules: [{ rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    { name: 'description', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ],
} as const satisfies ResourceDeclaration;

/**
 * One planned check of a set, in a manual order: where (system, component, zone), what
 * (material, the hazardous material it concerns) and how (visual or sampling, procedure).
 * The places and procedures are items of the variable set's vscp_* lists.
 */
export const vscpTemplateEntryResource = {
  type: 'vscpTemplateEntry',
  sortable: true,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['vscpTemplate'],
  fields: [
    {
      name: 'system',
      type: 'item',
      itemsOf: 'vscp_systems',
      rules: [{ rule: 'required' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'component',
      type: 'item',
      itemsOf: 'vscp_components',
      rules: [{ rule: 'required' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'material',
      type: 'item',
      itemsOf: 'vscp_materials',
      rules: [{ rule: 'required' }],
      column: 'text',
      searchable: true,
    },
    { name: 'zone', type: 'item', itemsOf: 'vscp_zones', column: 'text', searchable: true },
    { name: 'check_procedure', type: 'item', itemsOf: 'vscp_check_procedures' },
    {
      name: 'check_method',
      type: 'radio',
      options: vscpCheckMethods,
      default: 'visual',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    {
      name: 'hazardous_material',
      type: 'select',
      options: hazardousMaterialCodes,
      rules: [{ rule: 'required' }],
      column: 'text',
      searchable: true,
    },
    { name: 'remarks', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ],
} as const satisfies ResourceDeclaration;

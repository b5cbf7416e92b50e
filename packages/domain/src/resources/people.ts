import { roleIds } from '../rules/roles';
import type { FieldDeclaration, ResourceDeclaration } from './types';

const certificateFields = [
  {
    name: 'number',
    type: 'text',
    rules: [{ rule: 'required' }, { rule: 'maxLength' }],
    column: 'text',
    searchable: true,
  },
  {
    name: 'valid_from',
    type: 'date',
    rules: [{ rule: 'required' }, { rule: 'date' }],
    default: 'today',
    column: 'date',
  },
  {
    name: 'validity_years',
    type: 'integer',
    rules: [{ rule: 'required' }, { rule: 'integer' }],
    default: 5,
    column: 'text',
  },
  { name: 'file', type: 'file' },
] as const satisfies readonly FieldDeclaration[];

/**
 * A user's personal certificate. Users keep their own; managers those of everyone in the
 * organisation (the binding checks ownership).
 */
export const userCertificateResource = {
  type: 'userCertificate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: ['user', 'certificateType'],
  fields: certificateFields,
} as const satisfies ResourceDeclaration;

export const equipmentResource = {
  type: 'equipment',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: ['user', 'equipmentType'],
  fields: [
    {
      name: 'name',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'serial_number',
      type: 'text',
      rules: [{ rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
  ],
} as const satisfies ResourceDeclaration;

export const equipmentCertificateResource = {
  type: 'equipmentCertificate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: ['equipment'],
  fields: certificateFields,
} as const satisfies ResourceDeclaration;

/** The people of an organisation, kept by its managers. */
export const userResource = {
  type: 'user',
  sortable: false,
  permissions: { read: 'manager', write: 'manager' },
  connects: [],
  fields: [
    {
      name: 'email',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'email' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
      createOnly: true,
    },
    {
      name: 'name',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'noDigits' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'tussenvoegsel',
      type: 'text',
      rules: [{ rule: 'noDigits' }, { rule: 'maxLength', max: 20 }],
    },
    {
      name: 'achternaam',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'noDigits' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    { name: 'phone_number', type: 'text', rules: [{ rule: 'maxLength', max: 30 }] },
    {
      name: 'role',
      type: 'select',
      options: [String(roleIds.surveyor), String(roleIds.manager), String(roleIds.administrator)],
      default: String(roleIds.surveyor),
      rules: [{ rule: 'required' }],
      column: 'text',
    },
  ],
} as const satisfies ResourceDeclaration;

/** What users change of themselves on /account: the person, not the e-mail or the role. */
export const accountFields = userResource.fields.filter(
  (field) => !['email', 'role'].includes(field.name),
);

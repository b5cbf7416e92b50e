import {
  certificateFields,
  cityField,
  emailField,
  nameField,
  phoneField,
  streetFields,
} from './common-fields';
import type { ResourceDeclaration } from './types';

/**
 * A certified branch of the firm (spec section 2, certification body): the SC-540 process
 * certificate it works under, its address and what its reports carry. A survey names the
 * branch it is done under.
 */
export const branchResource = {
  type: 'branch',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: [],
  fields: [
    nameField,
    {
      name: 'kvk_number',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'kvkNumber' }],
      column: 'text',
      searchable: true,
    },
    { name: 'branch_number', type: 'text', rules: [{ rule: 'branchNumber' }] },
    {
      name: 'process_certificate_number',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength', max: 50 }],
      column: 'text',
      searchable: true,
    },
    emailField,
    phoneField,
    ...streetFields('address'),
    {
      name: 'house_number_suffix',
      type: 'text',
      rules: [{ rule: 'maxLength', max: 10 }],
      tab: 'address',
    },
    { name: 'postcode', type: 'text', rules: [{ rule: 'postcode' }], tab: 'address' },
    cityField('address'),
    {
      name: 'report_footer',
      type: 'textarea',
      rules: [{ rule: 'maxLength', max: 1000 }],
      tab: 'other',
    },
    { name: 'logo', type: 'file', tab: 'other' },
  ],
} as const satisfies ResourceDeclaration;

/** A certificate of a branch (the SC-540 process certificate, ISO...), with its scan. */
export const branchCertificateResource = {
  type: 'branchCertificate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['branch'],
  fields: certificateFields({
    name: 'issuer',
    type: 'text',
    rules: [{ rule: 'maxLength' }],
    column: 'text',
    searchable: true,
  }),
} as const satisfies ResourceDeclaration;

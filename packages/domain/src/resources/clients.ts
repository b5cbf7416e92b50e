import { cityField, emailField, nameField, phoneField, streetFields } from './common-fields';
import type { FieldDeclaration, ResourceDeclaration } from './types';

/** The two client books (spec section 2): property clients (sgi) and maritime clients. */
export const clientBooks = ['property', 'maritime'] as const;
export type ClientBook = (typeof clientBooks)[number];

/** Countries a client's address may be in: the Netherlands and its usual trading partners. */
export const clientCountries = [
  'NL',
  'BE',
  'DE',
  'FR',
  'GB',
  'DK',
  'NO',
  'GR',
  'CY',
  'MT',
  'SG',
  'OTHER',
] as const;

const inDutchAddress = { field: 'country', equals: 'NL' } as const;

const clientAddressFields = [
  ...streetFields('address'),
  {
    name: 'house_number_suffix',
    type: 'text',
    rules: [{ rule: 'maxLength', max: 10 }],
    tab: 'address',
  },
  {
    name: 'postcode',
    type: 'text',
    rules: [{ rule: 'postcode' }],
    visibleWhen: inDutchAddress,
    tab: 'address',
  },
  {
    name: 'postal_code_abroad',
    type: 'text',
    rules: [{ rule: 'maxLength', max: 20 }],
    visibleWhen: { ...inDutchAddress, negate: true },
    tab: 'address',
  },
  cityField('address'),
  {
    name: 'country',
    type: 'select',
    options: clientCountries,
    default: 'NL',
    rules: [{ rule: 'required' }],
    tab: 'address',
  },
] as const satisfies readonly FieldDeclaration[];

/**
 * A client of the firm: who orders surveys of properties (housing corporations,
 * municipalities...) or of vessels (ship owners, managers, yards). Duplicates (the same
 * KvK number, or the same name and postcode) are refused by the server.
 */
export const clientResource = {
  type: 'client',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: [],
  fields: [
    {
      name: 'book',
      type: 'select',
      options: clientBooks,
      createOnly: true,
      hidden: true,
      rules: [{ rule: 'required' }],
    },
    nameField,
    {
      name: 'kvk_number',
      type: 'text',
      rules: [{ rule: 'kvkNumber' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'debtor_number',
      type: 'text',
      rules: [{ rule: 'maxLength', max: 50 }],
      column: 'text',
      searchable: true,
    },
    emailField,
    phoneField,
    { name: 'notes', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
    ...clientAddressFields,
  ],
} as const satisfies ResourceDeclaration;

/** A contact person at a client. */
export const clientContactResource = {
  type: 'clientContact',
  sortable: true,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['client'],
  fields: [
    nameField,
    {
      name: 'role',
      type: 'text',
      rules: [{ rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'email',
      type: 'text',
      rules: [{ rule: 'email' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    { name: 'phone', type: 'text', rules: [{ rule: 'maxLength', max: 30 }], column: 'text' },
  ],
} as const satisfies ResourceDeclaration;

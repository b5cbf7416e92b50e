import { cityField, streetFields } from './common-fields';
import { floorResource, spaceResource } from './floors-and-spaces';
import type { FieldDeclaration, ResourceDeclaration } from './types';

/**
 * Assets (spec section 2, asset management): properties and vessels share one table but
 * are two resources, each with its own fields, so that forms and the server check exactly
 * the fields of the kind. Surveyors record assets and their spaces on site, so they may
 * write them; space templates are the managers'.
 */
export const assetKinds = ['property', 'vessel'] as const;
export type AssetKind = (typeof assetKinds)[number];

/** The client who owns the asset: the id of a client of the kind's client book. */
const ownerClientField = {
  name: 'owner_client',
  type: 'select',
} as const satisfies FieldDeclaration;

const text = (name: string, max?: number, column = false) =>
  ({
    name,
    type: 'text',
    rules: [{ rule: 'maxLength', ...(max === undefined ? {} : { max }) }],
    ...(column ? { column: 'text', searchable: true } : {}),
  }) as const satisfies FieldDeclaration;

const whole = (name: string) =>
  ({ name, type: 'integer', rules: [{ rule: 'integer' }] }) as const satisfies FieldDeclaration;

const measure = (name: string) =>
  ({ name, type: 'text', rules: [{ rule: 'decimal' }] }) as const satisfies FieldDeclaration;

const [streetField, houseNumberField] = streetFields();

/** A building: its Dutch address, year of construction, kind, occupant and owner. */
export const propertyResource = {
  type: 'property',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: [],
  fields: [
    {
      ...streetField,
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    {
      ...houseNumberField,
      rules: [{ rule: 'required' }, { rule: 'maxLength', max: 10 }],
      column: 'text',
    },
    { name: 'house_number_suffix', type: 'text', rules: [{ rule: 'maxLength', max: 10 }] },
    {
      name: 'postcode',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'postcode' }],
      column: 'text',
      searchable: true,
    },
    { ...cityField(), rules: [{ rule: 'required' }, { rule: 'maxLength' }] },
    {
      name: 'construction_year',
      type: 'integer',
      rules: [{ rule: 'year' }],
      column: 'text',
      searchable: true,
    },
    text('kind', undefined, true),
    text('occupant'),
    ownerClientField,
  ],
} as const satisfies ResourceDeclaration;

/** A ship, known by its IMO number (unique in the organisation). */
export const vesselResource = {
  type: 'vessel',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: [],
  fields: [
    {
      name: 'imo',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'imoNumber' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'name',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    text('vessel_type', undefined, true),
    text('flag', 50, true),
    { name: 'build_year', type: 'integer', rules: [{ rule: 'year' }], column: 'text' },
    text('builder'),
    text('status', 50),
    whole('gross_tonnage'),
    whole('deadweight'),
    { name: 'mmsi', type: 'text', rules: [{ rule: 'maxLength', max: 9 }] },
    text('call_sign', 20),
    measure('length'),
    measure('width'),
    whole('teu'),
    whole('liquid_capacity'),
    text('class', 100),
    ownerClientField,
  ],
} as const satisfies ResourceDeclaration;

/** A floor of a property or a deck of a vessel, in a manual order. */
export const assetFloorResource = floorResource('assetFloor', 'asset');

/** A space of an asset, on one of the asset's floors or on none. */
export const assetSpaceResource = spaceResource('assetSpace', 'asset');

/** A template of floors and spaces for assets of one kind. */
export const spaceTemplateResource = {
  type: 'spaceTemplate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: [],
  fields: [
    {
      name: 'asset_type',
      type: 'select',
      options: assetKinds,
      createOnly: true,
      hidden: true,
      rules: [{ rule: 'required' }],
    },
    {
      name: 'name',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    {
      name: 'description',
      type: 'textarea',
      rules: [{ rule: 'maxLength', max: 2000 }],
      column: 'text',
      searchable: true,
    },
  ],
} as const satisfies ResourceDeclaration;

/** A space of a template, on the floor (or deck) of the given name, in a manual order. */
export const spaceTemplateSpaceResource = {
  type: 'spaceTemplateSpace',
  sortable: true,
  permissions: { read: 'surveyor', write: 'manager' },
  connects: ['spaceTemplate'],
  fields: [
    text('floor_name', undefined, true),
    {
      name: 'name',
      type: 'text',
      rules: [{ rule: 'required' }, { rule: 'maxLength' }],
      column: 'text',
      searchable: true,
    },
    { name: 'description', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ],
} as const satisfies ResourceDeclaration;

import type { FieldDeclaration, ResourceDeclaration } from './types';

/**
 * Floors (a vessel's decks) and spaces are kept for an asset and, copied from it, for each
 * survey: the same fields and rules on both, declared here once for the owner they connect to.
 */

/** Rows in a manual order that the surveyors record, connected to their owner. */
const ownerRows = <Type extends string, Owner extends string, Fields>(
  type: Type,
  owner: Owner,
  fields: Fields,
) =>
  ({
    type,
    sortable: true,
    permissions: { read: 'surveyor', write: 'surveyor' },
    connects: [owner],
    fields,
  }) as const;

const nameField = (required: boolean) =>
  ({
    name: 'name',
    type: 'text',
    rules: required ? [{ rule: 'required' }, { rule: 'maxLength' }] : [{ rule: 'maxLength' }],
    column: 'text',
    searchable: true,
  }) as const satisfies FieldDeclaration;

/** A floor, named. */
export const floorResource = <Type extends string, Owner extends string>(
  type: Type,
  owner: Owner,
) => ownerRows(type, owner, [nameField(true)] as const) satisfies ResourceDeclaration;

/**
 * A space: on one of its owner's floors (its id) or on none. A space without a name is
 * shown as unknown.
 */
export const spaceResource = <Type extends string, Owner extends string>(
  type: Type,
  owner: Owner,
) =>
  ownerRows(type, owner, [
    { name: 'floor', type: 'select' },
    nameField(false),
    { name: 'description', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ] as const) satisfies ResourceDeclaration;

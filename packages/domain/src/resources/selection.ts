import type { FieldDeclaration, ResourceDeclaration } from './types';

/** The GraphQL type named after a declared resource: branchCertificate → BranchCertificate. */
export const typeNameOf = ({ type }: Pick<ResourceDeclaration, 'type'>) =>
  type.charAt(0).toUpperCase() + type.slice(1);

/** What a stored file is read as wherever a declared type shows one. */
export const storedFileSelection = 'id name mime_type url';

/** What a chosen item of a lookup list is read as. */
const chosenItemSelection = 'id value active';

const selectionOfField = (field: FieldDeclaration) =>
  field.type === 'file'
    ? `${field.name} { ${storedFileSelection} }`
    : field.type === 'items'
      ? `${field.name} { ${chosenItemSelection} }`
      : field.name;

/**
 * The selection of a resource's GraphQL type as the server derives it from the declaration
 * (`resources/object-type.ts`): the id and every declared field but a write-only one, a
 * file and chosen items as objects.
 */
export function declaredSelection(declaration: Pick<ResourceDeclaration, 'fields'>): string {
  return [
    'id',
    ...declaration.fields.filter((field) => !field.writeOnly).map(selectionOfField),
  ].join(' ');
}

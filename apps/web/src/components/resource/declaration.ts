import type { ResourceDeclaration } from '@vezel/domain/resources/types';
import type { ResourceColumn } from './cells';
import type { TableRow } from './table-logic';

/** The table columns a declaration asks for, in its field order. */
export function declaredColumns<Row extends TableRow>(
  declaration: ResourceDeclaration,
  label: (field: string) => string,
): ResourceColumn<Row>[] {
  return declaration.fields.flatMap((field) =>
    field.column ? [{ field: field.name, type: field.column, label: label(field.name) }] : [],
  );
}

/** The fields the table's search box looks in. */
export function searchFieldsOf(declaration: ResourceDeclaration): string[] {
  return declaration.fields.filter((field) => field.searchable).map((field) => field.name);
}

import type { FieldMap, FieldRef, ObjectRef } from '@pothos/core';
import { typeNameOf, type FieldDeclaration, type ResourceDeclaration } from '@vezel/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FileRef, loadFile } from '../files/schema';
import { builder, type BuilderTypes } from '../graphql/builder';
import { organisationOf } from '../graphql/context';
import { camelCase } from './declared-columns';
import { itemsByIds, VariableItemRef } from './variable-items';

/** Columns of the row itself that a type may show beside the declared fields. */
const rowColumns = { created_at: 'createdAt', updated_at: 'updatedAt', sort_index: 'sortIndex' };
type RowField = keyof typeof rowColumns;

type FieldBuilder<Row> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Row>;

interface DeclaredObjectOptions<Row> {
  description: string;
  /** Declared fields kept in a column their name does not give (see `conventionalColumns`). */
  columns?: Readonly<Record<string, keyof Row & string>>;
  /** Which of the row's own columns the type shows; created_at and updated_at when absent. */
  rowFields?: readonly RowField[];
  /** Fields the type adds (children, computed values); one named as a declared field replaces it. */
  fields?: (t: FieldBuilder<Row>) => FieldMap;
}

/**
 * Where a declared field is kept unless `columns` says otherwise: the first of these the
 * table has. A file or an item is kept as its id, chosen items as their ids.
 */
function conventionalColumns(field: FieldDeclaration): string[] {
  const name = camelCase(field.name);
  if (field.type === 'file') return [`${name}FileId`, `${name}Id`];
  if (field.type === 'item') return [`${name}ItemId`];
  if (field.type === 'items') return [`${name.replace(/s$/, '')}Ids`];
  return [name];
}

/**
 * The GraphQL object type of a resource's rows: `id`, each declared field but a write-only
 * one under its declared name, read from its column (nullable where the column is), the
 * row's own columns of
 * `rowFields`, and the fields the module adds. `declaration` may be a union of resources
 * kept in one table (a property and a vessel are an asset). A field that has no column
 * fails when the schema is built.
 */
export function declaredObjectType<Table extends PgTable>(
  declaration: Pick<ResourceDeclaration, 'type' | 'fields'>,
  table: Table,
  options: DeclaredObjectOptions<Table['$inferSelect']>,
): ObjectRef<BuilderTypes, Table['$inferSelect']> {
  type Row = Table['$inferSelect'];
  const name = typeNameOf(declaration);
  const columns = getTableColumns(table);
  const columnOf = (field: string, candidates: readonly string[]) => {
    const column = candidates.find((candidate) => candidate in columns);
    if (column === undefined) throw new Error(`${name}.${field}: no column ${candidates}`);
    return { column, nullable: !columns[column]!.notNull };
  };
  const valueOf = (row: Row, column: string) => (row as Record<string, unknown>)[column];

  function declaredField(t: FieldBuilder<Row>, field: FieldDeclaration): FieldRef<BuilderTypes> {
    const { column, nullable } = columnOf(
      field.name,
      options.columns?.[field.name] ? [options.columns[field.name]!] : conventionalColumns(field),
    );
    // The row's value is of the declared field's type: the column is the field's.
    const resolve = (row: Row) => valueOf(row, column) as never;
    if (field.type === 'json') {
      throw new Error(
        `${name}.${field.name}: a json field is shown by a field of the module's own`,
      );
    }
    switch (field.type) {
      case 'boolean':
        return t.field({ type: 'Boolean', nullable, resolve });
      case 'integer':
        return t.field({ type: 'Int', nullable, resolve });
      case 'item':
        return t.field({
          type: 'ID',
          nullable,
          description: `The id of the ${field.itemsOf} item`,
          resolve,
        });
      case 'items':
        return t.field({
          type: [VariableItemRef],
          description: `Items of the ${field.itemsOf} list`,
          resolve: (row, _args, context) => itemsByIds(context.db, resolve(row)),
        });
      case 'file':
        // Null also for a file of another organisation, whatever the column allows.
        return t.field({
          type: FileRef,
          nullable: true,
          resolve: (row, _args, context) =>
            loadFile(context, organisationOf(context), resolve(row)),
        });
      default:
        return t.field({
          type: 'String',
          nullable,
          description: field.type === 'date' ? 'YYYY-MM-DD' : field.options?.join(', '),
          resolve,
        });
    }
  }

  return builder.objectRef<Row>(name).implement({
    description: options.description,
    fields: (t) => {
      const added = options.fields?.(t) ?? {};
      const skipped = new Set(Object.keys(added));
      const fields: FieldMap = {
        id: t.field({ type: 'ID', resolve: (row) => valueOf(row, 'id') as never }),
      };
      for (const field of declaration.fields) {
        if (!skipped.has(field.name) && !field.writeOnly)
          fields[field.name] = declaredField(t, field);
      }
      for (const field of options.rowFields ?? ['created_at', 'updated_at']) {
        const { column } = columnOf(field, [rowColumns[field]]);
        fields[field] = t.field({
          type: field === 'sort_index' ? 'Int' : 'DateTime',
          resolve: (row) => valueOf(row, column) as never,
        });
      }
      return { ...fields, ...added };
    },
  });
}

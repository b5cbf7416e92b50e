import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { describe, expect, it } from 'vitest';
import { declaredColumns, searchFieldsOf } from './declaration';

describe('declaredColumns', () => {
  it('gives a column per field with a column type, labelled', () => {
    expect(declaredColumns(variableItemResource, (field) => field.toUpperCase())).toEqual([
      { field: 'value', type: 'text', label: 'VALUE' },
      { field: 'description', type: 'text', label: 'DESCRIPTION' },
      { field: 'active', type: 'boolean', label: 'ACTIVE' },
    ]);
  });

  it('searches the searchable fields', () => {
    expect(searchFieldsOf(variableItemResource)).toEqual(['value', 'description']);
  });
});

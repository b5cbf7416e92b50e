import { describe, expect, it } from 'vitest';
import { isItemListKey, isLookupListKey } from '../rules/lookup-lists';
import { listFields, listFieldsOf } from './list-fields';

describe('the special fields of lists', () => {
  it('belong to lookup lists and refer to lookup lists, one at most per list', () => {
    for (const [list, fields] of Object.entries(listFields)) {
      expect(isItemListKey(list)).toBe(true);
      const references = fields.filter((field) => field.type === 'item');
      expect(references.length).toBeLessThanOrEqual(1);
      for (const field of references) expect(isLookupListKey(field.itemsOf ?? '')).toBe(true);
    }
  });

  it('never reuse the names of the common item fields', () => {
    const common = ['list', 'value', 'description', 'active', 'data'];
    for (const fields of Object.values(listFields)) {
      for (const field of fields) expect(common).not.toContain(field.name);
    }
  });

  it('gives a name that is no list no fields, whatever the name', () => {
    for (const name of ['eenheden', 'constructor', '__proto__', 'toString']) {
      expect(listFieldsOf(name)).toEqual([]);
    }
    expect(listFieldsOf('materiaal_statussen').length).toBeGreaterThan(0);
  });
});

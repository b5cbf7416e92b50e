import { describe, expect, it } from 'vitest';
import { roleOptions } from './roles';

const options = ['1', '2', '3'].map((value) => ({ value, label: `role ${value}` }));

describe('roleOptions', () => {
  it('offers the administrator role to administrators only', () => {
    expect(roleOptions(options, true).map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(roleOptions(options, false).map((option) => option.value)).toEqual(['1', '2']);
  });

  it("keeps an administrator's own role shown", () => {
    expect(roleOptions(options, false, '3').map((option) => option.value)).toEqual(['1', '2', '3']);
  });
});

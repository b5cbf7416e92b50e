import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from './types';
import { isVisible, withHiddenFields } from './visibility';

const fields: FieldDeclaration[] = [
  { name: 'has_size', type: 'boolean' },
  { name: 'default_size', type: 'integer', visibleWhen: { field: 'has_size', equals: true } },
  {
    name: 'shape',
    type: 'radio',
    options: ['round', 'square'],
    default: 'round',
    visibleWhen: { field: 'has_size', equals: true },
  },
  { name: 'note', type: 'text', visibleWhen: { field: 'has_size', equals: true, negate: true } },
];

describe('hidden fields', () => {
  it('shows a field while its condition holds, or while a negated one does not', () => {
    expect(isVisible(fields[1]!, { has_size: true })).toBe(true);
    expect(isVisible(fields[1]!, { has_size: false })).toBe(false);
    expect(isVisible(fields[3]!, { has_size: true })).toBe(false);
    expect(isVisible(fields[3]!, { has_size: false })).toBe(true);
    expect(isVisible(fields[0]!, {})).toBe(true);
  });

  it('saves hidden fields as null, radio fields as their default, negated text as a space', () => {
    expect(
      withHiddenFields(fields, { has_size: false, default_size: '40', shape: 'square', note: 'x' }),
    ).toEqual({ has_size: false, default_size: null, shape: 'round', note: 'x' });
    expect(
      withHiddenFields(fields, { has_size: true, default_size: '40', shape: 'square', note: 'x' }),
    ).toEqual({ has_size: true, default_size: '40', shape: 'square', note: ' ' });
  });
});

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

  it('hides a flagged field always, and a field whose function says so', () => {
    const flagged: FieldDeclaration = { name: 'internal', type: 'text', hidden: true };
    const computed: FieldDeclaration = {
      name: 'reason',
      type: 'text',
      visibleWhen: (values) => Number(values.days) > 5,
    };
    expect(isVisible(flagged, {})).toBe(false);
    expect(isVisible(computed, { days: '7' })).toBe(true);
    expect(isVisible(computed, { days: '3' })).toBe(false);
    expect(
      withHiddenFields([flagged, computed], { internal: 'x', reason: 'later', days: '3' }),
    ).toEqual({
      internal: null,
      reason: null,
      days: '3',
    });
  });
});

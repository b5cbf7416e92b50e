import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { variableMappingResource } from '@vezel/domain/resources/variable-mapping';
import { describe, expect, it } from 'vitest';
import {
  formFieldsOf,
  hasChanges,
  modalErrorMessage,
  newValues,
  recordValues,
  stepsOf,
  toInput,
  validateForm,
  visibleFields,
  type FormField,
} from './form-logic';

const label = (field: string) => `label ${field}`;
const optionLabel = (field: string, option: string) => `${field}: ${option}`;
const itemFields = formFieldsOf(variableItemResource.fields, label, optionLabel);
const mappingFields = formFieldsOf(variableMappingResource.fields, label, optionLabel);

describe('formFieldsOf', () => {
  it('takes type, rules, options and createOnly from the declaration', () => {
    const list = itemFields.find((field) => field.name === 'list');
    expect(list).toMatchObject({ type: 'select', createOnly: true, step: 0, label: 'label list' });
    expect(list?.options?.[0]).toEqual({ value: 'afschermingen', label: 'list: afschermingen' });
    expect(itemFields.find((field) => field.name === 'value')?.rules).toEqual([
      { rule: 'required' },
      { rule: 'maxLength' },
    ]);
  });
});

describe('values', () => {
  it('starts a new record from the defaults, numbers as text', () => {
    expect(newValues(itemFields)).toEqual({
      list: '',
      value: '',
      description: '',
      active: true,
      parent_item: '',
    });
    expect(newValues(mappingFields)).toMatchObject({ direction: 'both', priority: '0' });
  });

  it('shows an existing record, with missing text as empty', () => {
    expect(
      recordValues(mappingFields, {
        value: 'M2',
        description: null,
        direction: 'both',
        priority: 1,
      }),
    ).toEqual({ value: 'M2', description: '', direction: 'both', priority: '1' });
  });

  it('sends integers as numbers and an empty integer as null', () => {
    expect(
      toInput(mappingFields, { value: 'M2', description: '', direction: 'both', priority: '3' }),
    ).toEqual({ value: 'M2', description: '', direction: 'both', priority: 3 });
    expect(
      toInput(mappingFields, { ...newValues(mappingFields), priority: '' }).priority,
    ).toBeNull();
  });
});

describe('validateForm', () => {
  it('runs the declared rules of the domain', () => {
    // The list is a hidden field the screen fills in: the form does not check it.
    expect(validateForm(itemFields, newValues(itemFields))).toEqual({
      value: { key: 'validation.required' },
    });
    const failures = validateForm(itemFields, {
      list: 'eenheden',
      value: 'x'.repeat(191),
      description: '',
      active: true,
    });
    expect(failures).toEqual({ value: { key: 'validation.maxLength', values: { max: 190 } } });
    expect(
      validateForm(mappingFields, { ...newValues(mappingFields), value: 'a', priority: 'x' }),
    ).toEqual({ priority: { key: 'validation.digitsOnly' } });
  });
});

describe('stepsOf', () => {
  it('groups fields by their step, in order', () => {
    const fields: FormField[] = [
      { ...itemFields[1]!, step: 1 },
      { ...itemFields[2]!, step: 0 },
      { ...itemFields[3]!, step: 1 },
    ];
    expect(stepsOf(fields).map((step) => step.map((field) => field.name))).toEqual([
      ['description'],
      ['value', 'active'],
    ]);
    expect(stepsOf(itemFields)).toHaveLength(1);
  });
});

describe('modalErrorMessage', () => {
  it('keeps the part after the first colon', () => {
    expect(modalErrorMessage('Unexpected error: value: too long')).toBe('value: too long');
    expect(modalErrorMessage('"m²" staat al in deze lijst')).toBe('"m²" staat al in deze lijst');
  });
});

describe('date and file fields', () => {
  const fields: FormField[] = [
    { name: 'valid_from', type: 'date', label: 'from', rules: [], step: 0, createOnly: false },
    { name: 'file', type: 'file', label: 'file', rules: [], step: 0, createOnly: false },
  ];

  it('shows a stored date as DD-MM-YYYY and a file as its id', () => {
    expect(
      recordValues(fields, { valid_from: '2026-03-01', file: { id: '7', name: 'a.pdf' } }),
    ).toEqual({ valid_from: '01-03-2026', file: '7' });
    expect(recordValues(fields, { valid_from: null, file: null })).toEqual({
      valid_from: '',
      file: '',
    });
  });

  it('sends empty dates and files as null', () => {
    expect(toInput(fields, { valid_from: '', file: '' })).toEqual({ valid_from: null, file: null });
    expect(toInput(fields, { valid_from: '01-03-2026', file: '7' })).toEqual({
      valid_from: '01-03-2026',
      file: '7',
    });
  });
});

describe('hidden fields', () => {
  const fields: FormField[] = [
    {
      name: 'has_size',
      type: 'boolean',
      label: 'Has a size',
      rules: [],
      step: 0,
      createOnly: false,
    },
    {
      name: 'default_size',
      type: 'integer',
      label: 'Default size',
      rules: [{ rule: 'required' }, { rule: 'integer' }],
      step: 0,
      createOnly: false,
      visibleWhen: { field: 'has_size', equals: true },
    },
  ];

  it('are not shown and not checked while their condition does not hold', () => {
    const values = { has_size: false, default_size: '' };
    expect(visibleFields(fields, values).map((field) => field.name)).toEqual(['has_size']);
    expect(validateForm(fields, values)).toEqual({});
    expect(validateForm(fields, { has_size: true, default_size: '' })).toHaveProperty(
      'default_size',
    );
  });

  it('are saved as null, whatever was typed before they hid', () => {
    expect(toInput(fields, { has_size: false, default_size: '40' })).toEqual({
      has_size: false,
      default_size: null,
    });
    expect(toInput(fields, { has_size: true, default_size: '40' })).toEqual({
      has_size: true,
      default_size: 40,
    });
  });
});

describe('hasChanges', () => {
  const fields: FormField[] = [
    { name: 'name', type: 'text', label: 'Name', rules: [], step: 0, createOnly: false },
    { name: 'active', type: 'boolean', label: 'Active', rules: [], step: 0, createOnly: false },
    { name: 'types', type: 'items', label: 'Types', rules: [], step: 0, createOnly: false },
  ];
  const start = { name: 'Dak', active: true, types: '1,2' };

  it('is false for the values the form started with, also after typing them back', () => {
    expect(hasChanges(fields, start, { ...start })).toBe(false);
    expect(hasChanges(fields, newValues(fields), newValues(fields))).toBe(false);
  });

  it('is true once text, a switch or the chosen items differ', () => {
    expect(hasChanges(fields, start, { ...start, name: 'Dak ' })).toBe(true);
    expect(hasChanges(fields, start, { ...start, active: false })).toBe(true);
    expect(hasChanges(fields, start, { ...start, types: '1' })).toBe(true);
    expect(hasChanges(fields, start, { ...start, types: '1,3' })).toBe(true);
  });

  it('ignores the order of chosen items and fields the form does not show', () => {
    expect(hasChanges(fields, start, { ...start, types: '2,1' })).toBe(false);
    expect(hasChanges(fields, start, { ...start, other: 'x' })).toBe(false);
  });
});

import type { RuleFailure } from '@vezel/domain/validation/failure';
import { useMemo, useState } from 'react';
import type { KeyedMessage } from '../../app/graphql-errors';
import {
  hasChanges,
  validateForm,
  type FormField,
  type FormValue,
  type FormValues,
} from './form-logic';

export type FieldMessages = Record<string, KeyedMessage>;

/**
 * State of a resource form. `validateFrom: 'submit'` is the create form (spec section 5:
 * nothing is flagged before the first submit attempt); 'change' is an edit form, checked
 * after each change. A server message on a field shows until that field changes. `dirty`:
 * the values differ from those it started with, was last reset to, or last saved.
 */
export function useResourceForm(
  fields: readonly FormField[],
  initial: FormValues,
  validateFrom: 'submit' | 'change',
) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [attempted, setAttempted] = useState(validateFrom === 'change');
  const [serverFailures, setServerFailures] = useState<FieldMessages>({});
  const failures: Record<string, RuleFailure> = useMemo(
    () => validateForm(fields, values),
    [fields, values],
  );

  const dirty = useMemo(() => hasChanges(fields, baseline, values), [fields, baseline, values]);

  const shown: FieldMessages = attempted ? { ...serverFailures, ...failures } : serverFailures;

  function setValue(name: string, value: FormValue): void {
    setValues((current) => ({ ...current, [name]: value }));
    setServerFailures((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }

  /** Marks the form as submitted; true when it may be sent. */
  function submit(): boolean {
    setAttempted(true);
    return Object.keys(failures).length === 0;
  }

  function reset(next: FormValues = baseline): void {
    setValues(next);
    setBaseline(next);
    setAttempted(validateFrom === 'change');
    setServerFailures({});
  }

  /**
   * The values sent are saved: they become what `dirty` compares with. What was typed while
   * they were on their way stays, and still counts as a change.
   */
  function markSaved(saved: FormValues): void {
    setBaseline(saved);
    setAttempted(validateFrom === 'change');
    setServerFailures({});
  }

  /** The server's messages for the fields of this form; other names are left out. */
  function showServerFailures(messages: FieldMessages): void {
    const names = new Set(fields.map((field) => field.name));
    setServerFailures(
      Object.fromEntries(Object.entries(messages).filter(([name]) => names.has(name))),
    );
  }

  /** Whether the fields of a (step of the) form pass their rules. */
  function isValid(of: readonly FormField[] = fields): boolean {
    return of.every((field) => !failures[field.name]);
  }

  return {
    values,
    setValue,
    shown,
    submitted: attempted,
    dirty,
    submit,
    reset,
    markSaved,
    showServerFailures,
    isValid,
  };
}

export type ResourceFormState = ReturnType<typeof useResourceForm>;

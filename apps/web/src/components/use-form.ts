import type { ChangeEvent } from 'react';
import { useState } from 'react';
import type { KeyedMessage } from '../app/graphql-errors';
import { useTranslateMessage } from '../app/messages';

export type FieldFailures<Name extends string> = Partial<Record<Name, KeyedMessage | null>>;

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * Form state with the spec's validation timing: nothing is flagged before the first
 * submit attempt, after it every change is checked again. Field errors from the server
 * (BAD_USER_INPUT) show until that field changes. `dirty`: some value differs from the
 * initial one (what leaving would lose); `reset` after a save makes it clean again.
 */
export function useForm<Name extends string>(
  initial: Record<Name, string>,
  validate: (values: Record<Name, string>) => FieldFailures<Name>,
) {
  const translate = useTranslateMessage();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverFailures, setServerFailures] = useState<FieldFailures<Name>>({});
  const failures: FieldFailures<Name> = attempted ? validate(values) : {};
  const dirty = (Object.keys(initial) as Name[]).some((name) => values[name] !== initial[name]);

  /** For inputs that give a value rather than an event (a date picked from a calendar). */
  function setValue(name: Name, value: string): void {
    setValues((current) => ({ ...current, [name]: value }));
    setServerFailures((current) => ({ ...current, [name]: null }));
  }

  function field(name: Name): FieldProps {
    const failure = failures[name] ?? serverFailures[name] ?? null;
    return {
      name,
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
      error: failure !== null,
      helperText: failure ? translate(failure) : undefined,
    };
  }

  /** Marks the form as submitted; true when it may be sent. */
  function submit(): boolean {
    setAttempted(true);
    return Object.values<KeyedMessage | null | undefined>(validate(values)).every(
      (failure) => !failure,
    );
  }

  function reset(): void {
    setValues(initial);
    setAttempted(false);
    setServerFailures({});
  }

  /** Shows the server's messages on the fields it names; other names are ignored. */
  function showServerFailures(fields: Record<string, KeyedMessage>): void {
    const known = Object.keys(initial);
    setServerFailures(
      Object.fromEntries(
        Object.entries(fields).filter(([name]) => known.includes(name)),
      ) as FieldFailures<Name>,
    );
  }

  return { values, dirty, field, setValue, submit, reset, showServerFailures };
}

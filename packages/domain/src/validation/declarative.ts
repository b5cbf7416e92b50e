import { imoNumber } from '../assets/imo';
import { date, dateTime, pastDate, year } from './dates';
import type { Rule, RuleFailure } from './failure';
import { hasUnstorableCharacters } from './input';
import { decimal, decimalMaximum, integer } from './numbers';
import { password } from './password';
import {
  answerOptions,
  branchNumber,
  color,
  email,
  httpUrl,
  httpsUrl,
  kvkNumber,
  maxLength,
  minLength,
  noDigits,
  postcode,
  required,
  text,
} from './text';

/**
 * The rules of a field as data, so that a resource declaration names them once and the
 * server and the form run the same checks.
 *
 * Values are what the form shows: text as typed, a date as 'DD-MM-YYYY' and a date-time
 * as one string 'DD-MM-YYYY HH:mm'. `after` names the watched start field, whose value is
 * read from `context.values[after]` in the same format; while it is empty or invalid the
 * order is not checked (the start field reports its own problem).
 */
export type RuleSpec =
  | { rule: 'required' }
  | { rule: 'password' }
  | { rule: 'matches'; field: string }
  | { rule: 'postcode' }
  | { rule: 'kvkNumber' }
  | { rule: 'branchNumber' }
  | { rule: 'email' }
  | { rule: 'httpUrl' }
  /** https: while the watched field `field` holds `equals` (a production environment). */
  | { rule: 'httpsWhen'; field: string; equals: string }
  | { rule: 'noDigits' }
  | { rule: 'maxLength'; max?: number }
  | { rule: 'minLength'; min: number }
  | { rule: 'text' }
  | { rule: 'pastDate' }
  | { rule: 'date'; after?: string }
  | { rule: 'dateTime'; after?: string }
  | { rule: 'integer' }
  | { rule: 'decimal' }
  | { rule: 'color' }
  | { rule: 'answerOptions' }
  | { rule: 'imoNumber' }
  | { rule: 'year' };

export interface ValidationContext {
  /** All values of the form or input, for rules that watch another field. */
  values: Record<string, unknown>;
  /** Defaults to now; injectable for tests. */
  today?: Date;
}

/** True when the field is required: its label gets a trailing star. */
export const isRequired = (specs: readonly RuleSpec[]): boolean =>
  specs.some((spec) => spec.rule === 'required');

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A watched field's value, when it is text. */
const textIn = (values: Record<string, unknown>, field: string | undefined): string | null => {
  const value = field === undefined ? undefined : values[field];
  return typeof value === 'string' ? value : null;
};

/**
 * Runs a rule on text for any value: a number is checked as its digits (a GraphQL Int or
 * a number input); anything else (a boolean, an object) is not the text the rule expects
 * and fails with `notText`.
 */
function onText(rule: Rule<string>, value: unknown, notText: RuleFailure): RuleFailure | null {
  if (typeof value === 'string') return rule(value);
  if (typeof value === 'number' && Number.isFinite(value)) return rule(String(value));
  return notText;
}

function check(value: unknown, spec: RuleSpec, context: ValidationContext): RuleFailure | null {
  switch (spec.rule) {
    case 'required':
      return required(value);
    case 'password':
      return onText(password, value, { key: 'validation.passwordLength' });
    case 'matches':
      return value === context.values[spec.field] ? null : { key: 'validation.passwordMismatch' };
    case 'branchNumber':
      return onText(branchNumber, value, { key: 'validation.branchNumber' });
    case 'kvkNumber':
      return onText(kvkNumber, value, { key: 'validation.kvkNumber' });
    case 'postcode':
      return onText(postcode, value, { key: 'validation.postcode' });
    case 'email':
      return onText(email, value, { key: 'validation.email' });
    case 'httpUrl':
      return onText(httpUrl, value, { key: 'validation.httpUrl' });
    case 'httpsWhen':
      return context.values[spec.field] === spec.equals
        ? onText(httpsUrl, value, { key: 'validation.httpsRequired' })
        : null;
    case 'noDigits':
      return onText(noDigits, value, { key: 'validation.noDigits' });
    case 'maxLength':
      return onText(maxLength(spec.max), value, { key: 'error.badInput' });
    case 'minLength':
      return onText(minLength(spec.min), value, { key: 'error.badInput' });
    case 'text':
      return onText(text, value, { key: 'error.badInput' });
    case 'pastDate':
      return onText(pastDate(context.today), value, { key: 'validation.date' });
    case 'date':
      return onText(date(textIn(context.values, spec.after)), value, { key: 'validation.date' });
    case 'dateTime':
      return onText(dateTime(textIn(context.values, spec.after)), value, {
        key: 'validation.date',
      });
    case 'integer':
      return typeof value === 'string' || typeof value === 'number'
        ? integer(value)
        : { key: 'validation.digitsOnly' };
    case 'decimal':
      return typeof value === 'string' || typeof value === 'number'
        ? decimal(value)
        : { key: 'validation.decimal', values: { max: decimalMaximum } };
    case 'color':
      return onText(color, value, { key: 'validation.color' });
    case 'imoNumber':
      return onText(imoNumber, value, { key: 'validation.imoNumber' });
    case 'year':
      return onText(year(context.today), value, { key: 'validation.year' });
    case 'answerOptions':
      return onText(answerOptions, value, { key: 'validation.answerOptions' });
  }
}

/**
 * Runs the rules in order and returns the first failure. An empty value (null, undefined
 * or '') passes every rule except 'required': optional fields may stay empty. Text that
 * cannot be stored fails whatever the rules.
 */
export function validateValue(
  value: unknown,
  specs: readonly RuleSpec[],
  context: ValidationContext,
): RuleFailure | null {
  if (typeof value === 'string' && hasUnstorableCharacters(value)) {
    return { key: 'validation.characters' };
  }
  for (const spec of specs) {
    if (spec.rule !== 'required' && isEmpty(value)) continue;
    const failure = check(value, spec, context);
    if (failure) return failure;
  }
  return null;
}

/** Checks every field that has rules; the result holds only the fields that fail. */
export function validateValues(
  values: Record<string, unknown>,
  specsByField: Record<string, readonly RuleSpec[]>,
  today?: Date,
): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const [field, specs] of Object.entries(specsByField)) {
    const failure = validateValue(values[field], specs, { values, today });
    if (failure) failures[field] = failure;
  }
  return failures;
}

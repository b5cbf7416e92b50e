import type { DomainMessageKey } from '../i18n/messages';

/** A failed rule: the message key and the values its text needs. */
export interface RuleFailure {
  key: DomainMessageKey;
  values?: Record<string, string | number>;
}

export type Rule<T = unknown> = (value: T) => RuleFailure | null;

export const passwordMinLength = 8;
export const defaultMaxLength = 190;

export const required: Rule = (value) => {
  if (value === null || value === undefined) return { key: 'validation.required' };
  if (typeof value === 'string' && value.trim() === '') return { key: 'validation.required' };
  if (Array.isArray(value) && value.length === 0) return { key: 'validation.required' };
  if (typeof value === 'object' && !Array.isArray(value) && !('id' in value) && !('name' in value))
    return { key: 'validation.required' };
  return null;
};

export const password: Rule<string> = (value) =>
  value.length < passwordMinLength ? { key: 'validation.passwordLength' } : null;

export const matches =
  (other: string): Rule<string> =>
  (value) =>
    value === other ? null : { key: 'validation.passwordMismatch' };

// Deliberately basic, as the spec says: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email: Rule<string> = (value) =>
  emailPattern.test(value) ? null : { key: 'validation.email' };

export const maxLength =
  (max = defaultMaxLength): Rule<string> =>
  (value) =>
    value.length > max ? { key: 'validation.maxLength', values: { max } } : null;

/** Runs rules in order and returns the first failure. */
export function firstFailure<T>(value: T, rules: readonly Rule<T>[]): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

/** The password-reset and change-password forms: new password twice. */
export function validateNewPassword(
  newPassword: string,
  confirmation: string,
): { password: RuleFailure | null; passwordConfirmation: RuleFailure | null } {
  return {
    password: firstFailure(newPassword, [required, password]),
    passwordConfirmation: firstFailure(confirmation, [required, matches(newPassword)]),
  };
}

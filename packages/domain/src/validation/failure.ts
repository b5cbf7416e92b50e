import type { DomainMessageKey } from '../i18n/messages';

/** A failed rule: the message key and the values its text needs. */
export interface RuleFailure {
  key: DomainMessageKey;
  values?: Record<string, string | number>;
}

export type Rule<T = unknown> = (value: T) => RuleFailure | null;

/** Runs rules in order and returns the first failure. */
export function firstFailure<T>(value: T, rules: readonly Rule<T>[]): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

import { firstFailure, type Rule, type RuleFailure } from './failure';
import { required } from './text';

export const passwordMinLength = 8;

export const password: Rule<string> = (value) =>
  value.length < passwordMinLength ? { key: 'validation.passwordLength' } : null;

export const matches =
  (other: string): Rule<string> =>
  (value) =>
    value === other ? null : { key: 'validation.passwordMismatch' };

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

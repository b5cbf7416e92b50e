import { GraphQLError } from 'graphql';
import type { DomainMessageKey, ErrorCode, RuleFailure } from '@vezel/domain';

/**
 * An error meant for the user: a code for programs, a message key the web translates,
 * and (filled in per request by the error plugin) the message in the caller's language.
 */
export class AppError extends GraphQLError {
  constructor(
    code: ErrorCode,
    messageKey: DomainMessageKey,
    values?: Record<string, string | number>,
    fields?: Record<string, RuleFailure>,
  ) {
    super(messageKey, {
      extensions: { code, messageKey, ...(values && { values }), ...(fields && { fields }) },
    });
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'error.unauthenticated');
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');

/** Bad input: the first failing field decides the message, all failures travel along. */
export function badInput(fields: Record<string, RuleFailure | null>): AppError | null {
  const failures = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, RuleFailure] => entry[1] !== null),
  );
  const first = Object.values(failures)[0];
  if (!first) return null;
  return new AppError('BAD_USER_INPUT', first.key, first.values, failures);
}

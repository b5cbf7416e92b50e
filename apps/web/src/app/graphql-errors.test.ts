import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { hasErrorCode, serverError } from './graphql-errors';

describe('server errors', () => {
  it('reads code, message key, values and field messages', () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Te veel inlogpogingen',
          extensions: {
            code: 'BAD_USER_INPUT',
            messageKey: 'error.rateLimited',
            values: { minutes: 5, ignored: { nested: true } },
            fields: { email: { key: 'validation.email' }, broken: 'x' },
          },
        },
      ],
    });
    expect(serverError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Te veel inlogpogingen',
      messageKey: 'error.rateLimited',
      values: { minutes: 5 },
      fields: { email: { key: 'validation.email', values: {} } },
      network: false,
    });
    expect(hasErrorCode(error, 'BAD_USER_INPUT')).toBe(true);
    expect(hasErrorCode(error, 'FORBIDDEN')).toBe(false);
  });

  it('marks network failures', () => {
    const error = new CombinedError({ networkError: new Error('Failed to fetch') });
    expect(serverError(error)).toMatchObject({
      code: null,
      network: true,
      message: 'Failed to fetch',
    });
  });

  it('gives null without an error', () => {
    expect(serverError(undefined)).toBeNull();
  });
});

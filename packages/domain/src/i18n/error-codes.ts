/** The `extensions.code` values the server sends with an error, read by the web. */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'RESET_TOKEN_INVALID',
  'CURRENT_PASSWORD_WRONG',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The header that marks a request as coming from the web app. The server refuses a
 * state-changing request without it (POST /graphql, POST /files); any value will do.
 */
export const csrfHeader = 'x-vezel-csrf';

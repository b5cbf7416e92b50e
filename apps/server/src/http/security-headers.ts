/**
 * Headers every response carries; the CSP allows only our own scripts and no framing. The
 * app's page may frame `frameOrigins` besides itself (the organisation's external survey page).
 */
export function securityHeaders(
  secure: boolean,
  frameOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self'",
      ...(frameOrigins.length > 0 ? [["frame-src 'self'", ...frameOrigins].join(' ')] : []),
      "script-src 'self'",
      // MUI (emotion) injects its styles at run time.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Reset links carry a token in the path: never send it to another site.
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'geolocation=(), microphone=(), camera=(self)',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

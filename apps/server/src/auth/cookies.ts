export const sessionCookieName = 'vezel_session';

/** A cookie's value; one whose %-encoding is broken was not set by us and counts as absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** HttpOnly so page scripts never see the token; SameSite=Lax keeps it off cross-site posts. */
export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return [
    `${sessionCookieName}=${encodeURIComponent(token)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [
    `${sessionCookieName}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The token from "Authorization: Bearer ..." (API clients), else from the session cookie. */
export function sessionTokenFromHeaders(
  authorization: string | null | undefined,
  cookie: string | null | undefined,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? readCookie(cookie ?? null, sessionCookieName);
}

export function sessionTokenFrom(request: Request): string | undefined {
  return sessionTokenFromHeaders(
    request.headers.get('authorization'),
    request.headers.get('cookie'),
  );
}

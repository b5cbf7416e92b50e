/**
 * Calls from the server to another system's API at an address a firm's manager entered (a
 * laboratory's order API, the asbestos registry): the rules both adapters keep.
 */

/**
 * The API address as the base of its paths (a trailing slash, no query or fragment), or
 * null when it is none Vezel opens. Only http(s) without a user or password in it: the
 * address may be a private host (a simulator on 127.0.0.1), but no other scheme is opened.
 */
export function apiBase(address: string): URL | null {
  let base: URL;
  try {
    base = new URL(address.trim());
  } catch {
    return null;
  }
  if ((base.protocol !== 'http:' && base.protocol !== 'https:') || base.hostname === '') {
    return null;
  }
  // Credentials go in the settings' own fields, never in an address that is shown and logged.
  if (base.username !== '' || base.password !== '') return null;
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  base.search = '';
  base.hash = '';
  return base;
}

/** The answer declared or sent more than the caller takes. */
export class BodyTooLarge extends Error {
  constructor() {
    super('answer too large');
  }
}

/**
 * A response's body, read as it streams in and given up (the connection closed) once it
 * passes `maxBytes` (`BodyTooLarge`): whatever answers at the address cannot fill the
 * server's memory. A connection that breaks off halfway rejects with its own error.
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

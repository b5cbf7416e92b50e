import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';

/**
 * What the simulators (laboratory, LAVS) share of speaking HTTP: listening, basic auth
 * against their accounts and reading a request's body within a limit.
 */

/** Compares a secret in constant time, so a simulator teaches no timing attack by example. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The account of a request's basic auth (username → password), or null. */
export function userOf(
  request: http.IncomingMessage,
  users: Record<string, string>,
): string | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const user = decoded.slice(0, colon);
  const password = users[user];
  return password !== undefined && sameText(password, decoded.slice(colon + 1)) ? user : null;
}

/**
 * The request's body, or null when it passes `maxBytes`. It is read to its end either way
 * (the rest thrown away), so the client gets the answer rather than a broken connection.
 */
export function readBody(request: http.IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBytes ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Starts `server` on `port` (0: any free one) of `host`, and gives the address it answers on. */
export async function listen(
  server: http.Server,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string },
): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { address, port: bound } = server.address() as AddressInfo;
  return `http://${address.includes(':') ? `[${address}]` : address}:${bound}`;
}

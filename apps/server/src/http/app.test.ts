import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { startServer, type RunningServer } from '../server';
import { createLogger } from '../logger';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-http-'));
const webDist = path.join(root, 'web');
const dataDir = path.join(root, 'data');
let server: RunningServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Vezel app</title>');
  fs.writeFileSync(
    path.join(webDist, 'browser.html'),
    '<!doctype html><title>Vezel browser</title>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The HTTP layer is the same whichever database sits behind it; the embedded one is enough here.
  server = await startServer(
    loadConfig({ PORT: '0', DATA_DIR: dataDir, WEB_DIST: webDist, DEMO_DATA: '1' }),
    createLogger('silent'),
  );
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);

describe('HTTP server', () => {
  it('answers the health check with the database kind', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('sends the security headers on every response', async () => {
    for (const pathname of ['/', '/healthz', '/assets/index-abc123.js']) {
      const response = await get(pathname);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('serves the web app for every page route (history fallback), but not for missing assets', async () => {
    for (const pathname of ['/', '/login', '/en/reset-password/abc', '/onderzoeken/pand/actief']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Vezel app');
    }
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/index-missing.js')).status).toBe(404);
  });

  it('serves precompressed assets and files added after start', async () => {
    const file = path.join(webDist, 'assets', 'late-def456.js');
    fs.writeFileSync(file, 'console.log("late")');
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync('console.log("late")'));
    const response = await get('/assets/late-def456.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log("late")');
    fs.rmSync(file);
    fs.rmSync(`${file}.gz`);
    expect((await get('/assets/late-def456.js')).status).toBe(404);
  });

  it('serves the legacy-browser page in every language form', async () => {
    for (const pathname of ['/browser', '/en/browser', '/fr/browser']) {
      expect(await (await get(pathname)).text()).toContain('Vezel browser');
    }
  });

  it('refuses a multipart GraphQL request without the CSRF header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', '{}');
    const refused = await get('/graphql', { method: 'POST', body: form });
    expect(refused.status).toBe(403);
    const allowed = await get('/graphql', {
      method: 'POST',
      body: form,
      headers: { 'x-vezel-csrf': '1' },
    });
    expect(allowed.status).toBe(200);
  });

  it('does not answer cross-origin requests with CORS permission', async () => {
    const response = await get('/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an oversized GraphQL body', async () => {
    const response = await get('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename } #${'x'.repeat(1024 * 1024)}` }),
    });
    expect(response.status).toBe(413);
  });

  it('logs in over HTTP and sets the session cookie', async () => {
    const response = await get('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { login(email: "admin@vezel.test", password: "vezel-demo-2026") { user { email } } }',
      }),
    });
    expect(response.headers.get('set-cookie')).toMatch(
      /^vezel_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });

  it('keeps a second server off the same data folder, with a clear message', async () => {
    await expect(
      startServer(
        loadConfig({ PORT: '0', DATA_DIR: dataDir, WEB_DIST: webDist }),
        createLogger('silent'),
      ),
    ).rejects.toThrow(DataDirInUseError);
    await expect(
      startServer(
        loadConfig({ PORT: '0', DATA_DIR: dataDir, WEB_DIST: webDist }),
        createLogger('silent'),
      ),
    ).rejects.toThrow(/in use by another Vezel server/);
  });
});

import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { sql } from 'drizzle-orm';
import type { Services } from '../graphql/context';
import { createGraphqlHandler, type VezelYoga } from '../graphql/yoga';
import { securityHeaders } from './security-headers';
import { handleDownload, handleUpload } from '../files/http';
import { surveyFrameOrigin } from '../modules/survey-records/iframe-origin';
import { parseId } from '@vezel/domain';
import { internalFailure, sendFailure } from './failure';

export const maxGraphqlBodyBytes = 1024 * 1024;

const browserPagePaths = new Set(['/browser', '/en/browser', '/fr/browser']);

export interface App {
  yoga: VezelYoga;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string')
    return forwarded.split(',')[0]?.trim() || 'unknown';
  return req.socket.remoteAddress ?? 'unknown';
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** GraphQL, health, and the built web app with history fallback, behind one set of headers. */
export function createApp(services: Services, kind: string): App {
  const yoga = createGraphqlHandler(services);
  const headers = securityHeaders(services.config.secureCookies);
  const webDist = services.config.webDist;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (!hasWeb) services.logger.warn({ webDist }, 'no built web app found: run `npm run build`');

  const assets = hasWeb
    ? sirv(webDist, {
        // Look files up on every request: a rebuilt web app must not leave the server
        // serving a list of files that no longer exist.
        dev: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => {
          // Vite puts a content hash in every asset name: safe to keep for a year.
          res.setHeader(
            'cache-control',
            pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : undefined;
  const sendFile = (res: ServerResponse, file: string) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    // A stream's error is an event, out of the boundary's reach: a page removed by a
    // rebuild ends this answer, not the server.
    fs.createReadStream(path.join(webDist, file))
      .on('error', (error) => {
        services.logger.error({ err: error, file }, 'page could not be read');
        res.destroy();
      })
      .pipe(res);
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (url.pathname === '/graphql') {
      const length = Number(req.headers['content-length'] ?? 0);
      if (length > maxGraphqlBodyBytes) {
        sendJson(res, 413, {
          errors: [
            {
              message: 'Request body too large',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        });
        return;
      }
      await yoga.handle(req, res, {
        clientAddress: clientAddressOf(req, services.config.trustProxy),
      });
      return;
    }
    if (url.pathname === '/files' && req.method === 'POST') {
      await handleUpload(req, res, services);
      return;
    }
    const download = url.pathname.match(/^\/files\/([^/]+)$/);
    if (download && (req.method === 'GET' || req.method === 'HEAD')) {
      const id = parseId(download[1]);
      if (id === null) {
        sendFailure(req, res, { status: 404, code: 'NOT_FOUND', key: 'error.recordNotFound' });
        return;
      }
      await handleDownload(req, res, services, id);
      return;
    }
    if (url.pathname === '/healthz') {
      try {
        await services.db.execute(sql`select 1`);
        sendJson(res, 200, { status: 'ok', database: kind });
      } catch (error) {
        services.logger.error({ err: error }, 'health check failed');
        sendJson(res, 503, { status: 'unavailable' });
      }
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!assets) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The web app is not built: run `npm run build`.');
      return;
    }
    if (browserPagePaths.has(url.pathname.replace(/\/$/, ''))) {
      sendFile(res, 'browser.html');
      return;
    }
    const serveAsset = () =>
      assets(req, res, () => {
        // A missing hashed asset is a 404, not the app: the app would only fail to parse it.
        if (url.pathname.startsWith('/assets/') || path.extname(url.pathname)) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        sendFile(res, 'index.html');
      });
    if (path.extname(url.pathname) && url.pathname !== '/index.html') {
      serveAsset();
      return;
    }
    // The app's page may frame the organisation's external survey page: its CSP names
    // that origin, looked up from the session (one query; none without a session).
    const origin = await surveyFrameOrigin(req, services).catch((error: unknown) => {
      services.logger.error({ err: error }, 'frame origin lookup failed');
      return null;
    });
    if (origin) {
      const csp = securityHeaders(services.config.secureCookies, [origin]);
      res.setHeader('content-security-policy', csp['content-security-policy']!);
    }
    serveAsset();
  };

  return {
    yoga,
    // One boundary for every request: whatever fails in one answers that request with a
    // translated error and leaves the server serving the others.
    handle(req, res) {
      route(req, res).catch((error: unknown) => {
        services.logger.error({ err: error, method: req.method }, 'request failed');
        if (!res.headersSent) sendFailure(req, res, internalFailure);
        else res.destroy();
      });
    },
  };
}

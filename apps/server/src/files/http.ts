import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { csrfHeader } from '@vezel/domain/http/csrf';
import busboy from 'busboy';
import { and, eq } from 'drizzle-orm';
import { sessionTokenFromHeaders } from '../auth/cookies';
import { files } from '../db/tables';
import { internalFailure, sendFailure, type Failure } from '../http/failure';
import type { Services, Viewer } from '../graphql/context';
import { loadViewer } from '../modules/accounts/viewer';
import { FileTooLargeError, FileTypeNotAllowedError, maxUploadBytes, uploadTypes } from './storage';

async function viewerOfRequest(req: IncomingMessage, services: Services): Promise<Viewer | null> {
  const token = sessionTokenFromHeaders(req.headers.authorization, req.headers.cookie);
  return token ? loadViewer(services.db, token, services.config) : null;
}

const unauthenticated: Failure = {
  status: 401,
  code: 'UNAUTHENTICATED',
  key: 'error.unauthenticated',
};

/**
 * POST /files: one multipart field "file", streamed to disk. Multipart is what a foreign
 * page can send unasked, so the CSRF header is required here as on /graphql.
 */
export async function handleUpload(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
): Promise<void> {
  if (!req.headers[csrfHeader]) {
    sendFailure(req, res, { status: 403, code: 'FORBIDDEN', key: 'error.csrf' });
    return;
  }
  const viewer = await viewerOfRequest(req, services);
  if (!viewer) return sendFailure(req, res, unauthenticated);
  if (viewer.organisationId == null)
    return sendFailure(req, res, { status: 403, code: 'FORBIDDEN', key: 'error.forbidden' });
  const organisationId = viewer.organisationId;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fields: 5, fileSize: maxUploadBytes + 1 },
    });
  } catch {
    return sendFailure(req, res, { status: 400, code: 'BAD_USER_INPUT', key: 'error.fileMissing' });
  }
  const upload = new Promise<{
    name: string;
    stored: Awaited<ReturnType<Services['files']['store']>>;
  } | null>((resolve, reject) => {
    let received = false;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received) {
        stream.resume();
        return;
      }
      received = true;
      services.files
        .store(stream, { maxBytes: maxUploadBytes, allowed: uploadTypes })
        .then((stored) => resolve({ name: info.filename || 'bestand', stored }))
        .catch(reject);
    });
    parser.on('close', () => {
      if (!received) resolve(null);
    });
    parser.on('error', reject);
  });
  // A client that goes away mid-upload (socket closed) leaves the parser waiting for the
  // rest forever, and the file stream with it: end them, which ends store()'s pipeline,
  // closes the partial file and removes it. Nothing is answered on a closed socket.
  let aborted = false;
  const abort = () => {
    if (req.complete || aborted) return;
    aborted = true;
    parser.destroy(new Error('upload aborted by the client'));
  };
  // It may have gone while the session was looked up.
  if (req.destroyed) abort();
  else req.once('close', abort);
  req.pipe(parser);
  try {
    const result = await upload;
    if (!result)
      return sendFailure(req, res, {
        status: 400,
        code: 'BAD_USER_INPUT',
        key: 'error.fileMissing',
      });
    const [row] = await services.db
      .insert(files)
      .values({
        organisationId,
        sha256: result.stored.sha256,
        size: result.stored.size,
        mimeType: result.stored.mimeType,
        name: result.name.slice(0, 255),
        uploadedByProfileId: viewer.profileId,
      })
      .returning();
    if (!row) throw new Error('file insert returned nothing');
    res.writeHead(201, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(
      JSON.stringify({
        id: String(row.id),
        name: row.name,
        mime_type: row.mimeType,
        size: row.size,
      }),
    );
  } catch (error) {
    req.unpipe(parser);
    req.resume();
    if (aborted) return;
    if (error instanceof FileTooLargeError) {
      return sendFailure(req, res, {
        status: 413,
        code: 'BAD_USER_INPUT',
        key: 'error.fileTooLarge',
        values: { max: Math.round(error.maxBytes / 1024 / 1024) },
      });
    }
    if (error instanceof FileTypeNotAllowedError) {
      return sendFailure(req, res, {
        status: 415,
        code: 'BAD_USER_INPUT',
        key: 'error.fileTypeInvalid',
      });
    }
    services.logger.error({ err: error }, 'upload failed');
    sendFailure(req, res, internalFailure);
  }
}

/** GET /files/{id}: only for a session of the organisation that owns the file. */
export async function handleDownload(
  req: IncomingMessage,
  res: ServerResponse,
  services: Services,
  id: number,
): Promise<void> {
  const viewer = await viewerOfRequest(req, services);
  if (!viewer) return sendFailure(req, res, unauthenticated);
  const [file] =
    viewer.organisationId == null || !Number.isSafeInteger(id)
      ? []
      : await services.db
          .select()
          .from(files)
          .where(and(eq(files.id, id), eq(files.organisationId, viewer.organisationId)));
  if (!file)
    return sendFailure(req, res, { status: 404, code: 'NOT_FOUND', key: 'error.recordNotFound' });
  const stream = fs.createReadStream(services.files.pathOf(file.sha256));
  stream.on('error', (error) => {
    services.logger.error({ err: error, file: file.id }, 'stored file missing on disk');
    if (!res.headersSent)
      sendFailure(req, res, { status: 404, code: 'NOT_FOUND', key: 'error.recordNotFound' });
    else res.destroy();
  });
  stream.on('open', () => {
    res.writeHead(200, {
      'content-type': file.mimeType,
      'content-length': file.size,
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'cache-control': 'private, max-age=3600',
      // Our own pages show PDFs in a frame; nothing in a file may run script.
      'content-security-policy':
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
    });
    stream.pipe(res);
  });
}

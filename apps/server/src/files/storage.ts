import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { processHasEnded, processScopeTag } from '../local-process';

/** Scans of certificates and signatures: PDFs and images, checked by their content. */
export const uploadTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const maxUploadBytes = 25 * 1024 * 1024;

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super('file too large');
  }
}

export class FileTypeNotAllowedError extends Error {
  constructor(readonly detected: string | undefined) {
    super('file type not allowed');
  }
}

export interface StoredFile {
  sha256: string;
  size: number;
  mimeType: string;
}

// Enough bytes for file-type to recognise every format we accept.
const sniffBytes = 4100;

/**
 * An upload on its way lives in files/incoming as `<scope>.<pid>.<random>`: the server
 * that writes it (see local-process.ts), so that a later start can tell its own leftovers
 * from the uploads of another server sharing the folder (servers on one PostgreSQL).
 */
const incomingName = () => `${processScopeTag()}.${process.pid}.${randomBytes(12).toString('hex')}`;

/**
 * No request lasts this long (Node ends a request after 5 minutes, requestTimeout): an
 * incoming file this old belongs to an upload that is over, whoever wrote it.
 */
const abandonedAfterMs = 60 * 60 * 1000;

/**
 * Removes what uploads that never finished left in files/incoming: a server killed
 * mid-upload (kill -9, a crash, the machine) has no chance to. `exclusive`: this server
 * alone uses the data folder (the embedded database holds its lock), so everything there
 * is left over; else only the files of ended processes of this host, and files nobody has
 * written for an hour. Run at start, before the server listens. Returns how many it removed.
 */
export async function removeAbandonedUploads(
  dataDir: string,
  { exclusive }: { exclusive: boolean },
): Promise<number> {
  const incoming = path.join(dataDir, 'files', 'incoming');
  let names: string[];
  try {
    names = await fs.promises.readdir(incoming);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const ourScope = processScopeTag();
  let removed = 0;
  for (const name of names) {
    const file = path.join(incoming, name);
    const [scope, pidText] = name.split('.');
    const pid = Number(pidText);
    const ofEndedProcess =
      scope === ourScope &&
      Number.isSafeInteger(pid) &&
      pid > 0 &&
      // Our own pid before we stored anything: a former life of this container.
      (pid === process.pid || processHasEnded(pid));
    const abandoned =
      exclusive ||
      ofEndedProcess ||
      Date.now() - ((await fs.promises.stat(file).catch(() => null))?.mtimeMs ?? 0) >
        abandonedAfterMs;
    if (!abandoned) continue;
    await fs.promises.rm(file, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export function fileStore(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const pathOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);

  return {
    pathOf,
    /**
     * Streams an upload to disk while hashing it, stops at `maxBytes`, and keeps it only
     * when its content (not its name) is one of the allowed types.
     */
    async store(
      source: Readable,
      options: { maxBytes: number; allowed: readonly string[] },
    ): Promise<StoredFile> {
      await fs.promises.mkdir(path.join(root, 'incoming'), { recursive: true });
      const temporary = path.join(root, 'incoming', incomingName());
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > options.maxBytes) {
            callback(new FileTooLargeError(options.maxBytes));
            return;
          }
          hash.update(chunk);
          if (headLength < sniffBytes) {
            head.push(chunk);
            headLength += chunk.length;
          }
          callback(null, chunk);
        },
      });
      const sink = fs.createWriteStream(temporary);
      try {
        // A source that fails (the client went away mid-upload) ends the pipeline, which
        // destroys the write stream; its file is removed below.
        await pipeline(source, meter, sink);
        const type = await fileTypeFromBuffer(Buffer.concat(head).subarray(0, sniffBytes));
        if (!type || !options.allowed.includes(type.mime)) {
          throw new FileTypeNotAllowedError(type?.mime);
        }
        const sha256 = hash.digest('hex');
        const target = pathOf(sha256);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(temporary, target);
        return { sha256, size, mimeType: type.mime };
      } finally {
        // Only once the descriptor is closed: a file still being opened would come back.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await fs.promises.rm(temporary, { force: true });
      }
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';

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
      const temporary = path.join(root, 'incoming', randomBytes(12).toString('hex'));
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
      try {
        await pipeline(source, meter, fs.createWriteStream(temporary));
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
        await fs.promises.rm(temporary, { force: true });
      }
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;

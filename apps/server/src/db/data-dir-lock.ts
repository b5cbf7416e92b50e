import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another Vezel server. ` +
        'Stop that server first, or give this one its own folder with DATA_DIR.',
    );
  }
}

/**
 * PGlite corrupts its files when two processes open them: hold a lock on the folder for
 * as long as the server runs. A crashed holder's lock goes stale and is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.vezel.lock`,
      stale: 15_000,
      update: 5_000,
      retries: 0,
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirInUseError(dataDir);
    }
    throw error;
  }
}

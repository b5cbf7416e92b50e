import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { processHasEnded, processScope } from '../local-process';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another Vezel server. ` +
        'Stop that server first, or give this one its own folder with DATA_DIR.',
    );
  }
}

/** Who holds the lock, written beside it once it is taken. */
interface LockOwner {
  pid: number;
  hostname: string;
  /** The process-id namespace (containers): a pid means something only inside it. */
  pidNamespace: string | null;
  /** Which lock folder this owner made: a later lock is another folder with the same name. */
  lock: { ino: number; birthtimeMs: number };
}

/** Data folders this process holds: an owner with our own pid is us only for these. */
const heldHere = new Set<string>();

const stale = 15_000;
/** A takeover that takes longer than this died halfway: its guard may be removed. */
const guardStale = 10_000;

function lockPaths(dataDir: string) {
  const lock = `${dataDir}/.vezel.lock`;
  return { lock, owner: `${lock}.owner.json`, guard: `${lock}.takeover` };
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string' && owner.lock
      ? (owner as LockOwner)
      : null;
  } catch {
    return null;
  }
}

function ownerHasEnded(pid: number, dataDir: string): boolean {
  // Our own pid in the file, for a folder we do not hold: a former life of this container.
  if (pid === process.pid) return !heldHere.has(dataDir);
  return processHasEnded(pid);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes the lock of a server that died (kill -9, a crash) on this machine, so that a
 * restart need not wait for the lock to go stale. Only one process takes over at a time
 * (the guard folder), and only the very lock folder the dead owner recorded is removed:
 * a lock just taken by a live server, whose owner file is not written yet, is left alone.
 * Returns whether a dead owner's lock was removed.
 */
async function removeDeadOwnersLock(dataDir: string): Promise<boolean> {
  const paths = lockPaths(dataDir);
  const deadline = Date.now() + 3_000;
  for (;;) {
    try {
      fs.mkdirSync(paths.guard);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const guardAge =
        Date.now() - (fs.statSync(paths.guard, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (guardAge > guardStale) fs.rmSync(paths.guard, { recursive: true, force: true });
      else if (Date.now() > deadline) return false;
      else await sleep(50);
    }
  }
  try {
    const lock = fs.statSync(paths.lock, { throwIfNoEntry: false });
    if (!lock) return true;
    const owner = readOwner(paths.owner);
    const scope = processScope();
    if (
      !owner ||
      owner.hostname !== scope.hostname ||
      owner.pidNamespace !== scope.pidNamespace ||
      owner.lock.ino !== lock.ino ||
      owner.lock.birthtimeMs !== lock.birthtimeMs ||
      !ownerHasEnded(owner.pid, dataDir)
    ) {
      return false;
    }
    fs.rmSync(paths.owner, { force: true });
    fs.rmdirSync(paths.lock);
    return true;
  } finally {
    fs.rmSync(paths.guard, { recursive: true, force: true });
  }
}

function writeOwner(dataDir: string): void {
  const paths = lockPaths(dataDir);
  const { ino, birthtimeMs } = fs.statSync(paths.lock);
  const owner: LockOwner = { pid: process.pid, ...processScope(), lock: { ino, birthtimeMs } };
  // Written whole or not at all: a reader never sees half an owner.
  const temporary = `${paths.owner}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(owner));
  fs.renameSync(temporary, paths.owner);
}

/**
 * PGlite corrupts its files when two processes open them: hold a lock on the folder for
 * as long as the server runs. The lock records its owner (pid and host); when that process
 * is gone (kill -9, a crash) on this same host, the lock is taken over at once. A lock of
 * another host (a shared volume) goes stale 15 s after its holder stopped refreshing it,
 * and is taken over then.
 */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  const dataDir = path.resolve(folder);
  fs.mkdirSync(dataDir, { recursive: true });
  const paths = lockPaths(dataDir);
  for (let attempt = 0; ; attempt++) {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dataDir, {
        lockfilePath: paths.lock,
        stale,
        update: 5_000,
        retries: 0,
      });
    } catch (error) {
      const locked = error instanceof Error && 'code' in error && error.code === 'ELOCKED';
      if (!locked) throw error;
      if (attempt < 3 && (await removeDeadOwnersLock(dataDir))) continue;
      throw new DataDirInUseError(folder);
    }
    try {
      writeOwner(dataDir);
    } catch (error) {
      await release();
      throw error;
    }
    heldHere.add(dataDir);
    return async () => {
      heldHere.delete(dataDir);
      // The owner file goes first: a lock without one is never taken for a dead owner's.
      if (readOwner(paths.owner)?.pid === process.pid) fs.rmSync(paths.owner, { force: true });
      await release();
    };
  }
}

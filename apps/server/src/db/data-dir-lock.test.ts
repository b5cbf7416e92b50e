import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../testing/server-process';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const children: ChildProcess[] = [];

function newDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-lock-'));
  folders.push(folder);
  return folder;
}

/** Another process that holds the lock of `dataDir`, as a server would. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/testing/hold-data-dir-lock.ts', dataDir],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`the lock holder exited:\n${output}`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) await killHard(child);
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses while another live server holds it, and takes it over at once after kill -9', async () => {
    const dataDir = newDataDir();
    const child = await holder(dataDir);
    const owner = JSON.parse(fs.readFileSync(`${dataDir}/.vezel.lock.owner.json`, 'utf8')) as {
      pid: number;
      hostname: string;
    };
    expect(owner).toMatchObject({ pid: child.pid, hostname: os.hostname() });
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by another Vezel server/);

    await killHard(child);
    const started = Date.now();
    const release = await lockDataDir(dataDir);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Ours now: a second taker in this process is refused, as another server would be.
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await release();
    expect(fs.existsSync(`${dataDir}/.vezel.lock`)).toBe(false);
    expect(fs.existsSync(`${dataDir}/.vezel.lock.owner.json`)).toBe(false);
    await (
      await lockDataDir(dataDir)
    )();
  });

  it('does not take a lock whose owner it cannot vouch for', async () => {
    const dataDir = newDataDir();
    const child = await holder(dataDir);
    await killHard(child);
    const ownerFile = `${dataDir}/.vezel.lock.owner.json`;
    const owner = JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as Record<string, unknown>;

    // Another host: only proper-lockfile's staleness (15 s without a refresh) frees it.
    fs.writeFileSync(ownerFile, JSON.stringify({ ...owner, hostname: `not-${os.hostname()}` }));
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);

    // The dead owner's file, but a newer lock folder: a server that just took it and has
    // not written its own owner yet.
    fs.writeFileSync(ownerFile, JSON.stringify(owner));
    fs.rmdirSync(`${dataDir}/.vezel.lock`);
    fs.mkdirSync(`${dataDir}/.vezel.lock`);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);

    // No owner file at all.
    fs.rmSync(ownerFile);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
  });
});

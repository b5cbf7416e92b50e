import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processScopeTag } from '../local-process';
import { removeAbandonedUploads } from './storage';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A data folder whose files/incoming holds these names, each `ageMs` old (default: new). */
function dataDirWith(files: Record<string, number>): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-incoming-'));
  folders.push(dataDir);
  const incoming = path.join(dataDir, 'files', 'incoming');
  fs.mkdirSync(incoming, { recursive: true });
  for (const [name, ageMs] of Object.entries(files)) {
    const file = path.join(incoming, name);
    fs.writeFileSync(file, 'part of an upload');
    const time = new Date(Date.now() - ageMs);
    fs.utimesSync(file, time, time);
  }
  return dataDir;
}

const left = (dataDir: string) => fs.readdirSync(path.join(dataDir, 'files', 'incoming')).sort();

/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('removeAbandonedUploads', () => {
  const scope = processScopeTag();
  const hour = 60 * 60 * 1000;

  it('empties files/incoming of a folder that is ours alone', async () => {
    const dataDir = dataDirWith({
      [`${scope}.${process.ppid}.a`]: 0,
      'legacy-name': 0,
      [`another.1.b`]: 0,
    });
    expect(await removeAbandonedUploads(dataDir, { exclusive: true })).toBe(3);
    expect(left(dataDir)).toEqual([]);
  });

  it('in a shared folder, removes only what ended processes of this host and old uploads left', async () => {
    const dataDir = dataDirWith({
      [`${scope}.${endedPid()}.dead`]: 0,
      [`${scope}.${process.pid}.former-life`]: 0,
      [`${scope}.${process.ppid}.alive`]: 0,
      [`otherhost000.1.elsewhere`]: 0,
      [`otherhost000.1.elsewhere-old`]: 2 * hour,
      'legacy-name': 0,
      'legacy-old': 2 * hour,
    });
    expect(await removeAbandonedUploads(dataDir, { exclusive: false })).toBe(4);
    expect(left(dataDir)).toEqual(
      [`${scope}.${process.ppid}.alive`, 'legacy-name', 'otherhost000.1.elsewhere'].sort(),
    );
  });

  it('has nothing to do without files/incoming', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-incoming-'));
    folders.push(dataDir);
    expect(await removeAbandonedUploads(dataDir, { exclusive: true })).toBe(0);
  });
});

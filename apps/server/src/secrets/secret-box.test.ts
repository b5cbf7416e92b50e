import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSecretBox, secretBoxWithKey } from './secret-box';

describe('the secret box', () => {
  it('opens what it sealed, and each sealing differs', () => {
    const box = secretBoxWithKey(randomBytes(32));
    const first = box.seal('lab-wachtwoord-€');
    expect(first).not.toContain('lab-wachtwoord');
    expect(box.seal('lab-wachtwoord-€')).not.toBe(first);
    expect(box.open(first)).toBe('lab-wachtwoord-€');
  });

  it('refuses a value sealed with another key or altered', () => {
    const sealed = secretBoxWithKey(randomBytes(32)).seal('geheim');
    expect(() => secretBoxWithKey(randomBytes(32)).open(sealed)).toThrow();
    const box = secretBoxWithKey(randomBytes(32));
    const mine = box.seal('geheim');
    const altered = `${mine.slice(0, -4)}AAAA`;
    expect(() => box.open(altered)).toThrow();
    expect(() => box.open('geheim')).toThrow();
  });

  it('keeps its key in the data folder when none is configured', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-secret-'));
    const sealed = loadSecretBox(dataDir, undefined).seal('api');
    expect(loadSecretBox(dataDir, undefined).open(sealed)).toBe('api');
    expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

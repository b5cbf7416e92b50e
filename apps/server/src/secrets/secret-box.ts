import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts the secrets the firm gives Vezel to reach other systems (a laboratory's API
 * password...) before they are stored: AES-256-GCM with a random IV per value, so a copy of
 * the database alone does not reveal them. The key is SECRET_KEY (32 bytes, base64) or,
 * without it, a key file in the data folder made on first start.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or has been altered. */
  open(sealed: string): string;
}

const version = 'v1';

export function secretBoxWithKey(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [prefix, encoded] = sealed.split(':');
      if (prefix !== version || !encoded) throw new Error('not a sealed secret');
      const raw = Buffer.from(encoded, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** The key from SECRET_KEY, else from `secret.key` in the data folder, made if missing. */
export function loadSecretBox(dataDir: string, secretKey: string | undefined): SecretBox {
  if (secretKey) return secretBoxWithKey(Buffer.from(secretKey, 'base64'));
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return secretBoxWithKey(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
}

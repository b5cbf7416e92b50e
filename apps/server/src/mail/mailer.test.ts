import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createOutboxMailer } from './mailer';
import { resetPasswordMail } from './templates';

describe('outbox mailer', () => {
  it('writes a real .eml message and a .json twin with the link', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-outbox-'));
    const mailer = createOutboxMailer(
      outbox,
      'Vezel <no-reply@vezel.test>',
      createLogger('silent'),
    );
    const link = 'http://localhost:3000/reset-password/abc_DEF-123';
    await mailer.send(resetPasswordMail('nl', 'surveyor@vezel.test', 'Sanne', link));

    const files = fs.readdirSync(outbox).sort();
    expect(files.map((file) => path.extname(file))).toEqual(['.eml', '.json']);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Vezel <no-reply@vezel.test>$/m);
    expect(eml).toMatch(/^To: surveyor@vezel.test$/m);
    expect(eml).toMatch(/^Subject: Wachtwoord herstellen voor Vezel$/m);
    const json = JSON.parse(fs.readFileSync(path.join(outbox, files[1]!), 'utf8')) as Record<
      string,
      string
    >;
    expect(json).toMatchObject({
      to: 'surveyor@vezel.test',
      link,
      subject: 'Wachtwoord herstellen voor Vezel',
    });
    expect(json.text).toContain('Beste Sanne,');
    expect(json.html).toContain(`<a href="${link}">Nieuw wachtwoord kiezen</a>`);
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('writes the mail in the language of the link', () => {
    expect(resetPasswordMail('fr', 'a@b.nl', 'Anne', 'http://x/fr/reset-password/t').subject).toBe(
      'Réinitialiser votre mot de passe Vezel',
    );
    expect(
      resetPasswordMail('en', 'a@b.nl', 'Anne', 'http://x/en/reset-password/t').text,
    ).toContain('valid for 1 hour');
  });
});

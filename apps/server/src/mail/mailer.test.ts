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

  it('puts an attachment in the .eml and beside it, named in the .json', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-outbox-'));
    const mailer = createOutboxMailer(
      outbox,
      'Vezel <no-reply@vezel.test>',
      createLogger('silent'),
    );
    const pdf = Buffer.from('%PDF-1.4 order form');
    await mailer.send({
      to: 'lab@example.test',
      subject: 'Analyseopdracht 2026-0001-L01',
      text: 'Bijgaand de opdracht',
      html: '<p>Bijgaand de opdracht</p>',
      attachments: [
        { filename: '2026-0001-L01.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    });
    const files = fs.readdirSync(outbox).sort();
    expect(files).toHaveLength(3);
    expect(files.filter((file) => file.endsWith('.2026-0001-L01.pdf'))).toHaveLength(1);
    const jsonFile = files.find((file) => file.endsWith('.json'))!;
    const json = JSON.parse(fs.readFileSync(path.join(outbox, jsonFile), 'utf8')) as {
      attachments: { filename: string; size: number; file: string }[];
    };
    expect(json.attachments).toEqual([
      expect.objectContaining({ filename: '2026-0001-L01.pdf', size: pdf.length }),
    ]);
    expect(fs.readFileSync(path.join(outbox, json.attachments[0]!.file))).toEqual(pdf);
    const eml = fs.readFileSync(
      path.join(
        outbox,
        files.find((file) => file.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toContain('filename=2026-0001-L01.pdf');
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

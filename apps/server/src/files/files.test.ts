import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// The smallest real files of each kind: what counts is the content, not the name.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let manager: string;
let other: string;

function upload(
  token: string | undefined,
  name: string,
  content: Buffer,
  headers: Record<string, string> = { 'x-vezel-csrf': '1' },
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  return fetch(`${app.url}/files`, {
    method: 'POST',
    body: form,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const storedFiles = () => {
  const root = path.join(app.config.dataDir, 'files');
  return fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((dir) => dir !== 'incoming')
        .flatMap((dir) => fs.readdirSync(path.join(root, dir)))
    : [];
};

beforeAll(async () => {
  app = await createTestApp();
  manager = await app.login('manager@vezel.test');
  other = await app.login('other@vezel.test');
});
afterAll(() => app.close());

describe('file upload and download', () => {
  it('stores a PDF by its content, once, and gives it back only to its organisation', async () => {
    // The demo's own documents (certificates, printouts, photos) are stored already.
    const before = storedFiles().length;
    const response = await upload(manager, 'DIA-certificaat.pdf', pdf);
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      id: string;
      name: string;
      mime_type: string;
      size: number;
    };
    expect(body).toMatchObject({
      name: 'DIA-certificaat.pdf',
      mime_type: 'application/pdf',
      size: pdf.length,
    });
    expect((await upload(manager, 'kopie.pdf', pdf)).status).toBe(201);
    expect(storedFiles()).toHaveLength(before + 1);

    const download = await fetch(`${app.url}/files/${body.id}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      "inline; filename*=UTF-8''DIA-certificaat.pdf",
    );
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const foreign = await fetch(`${app.url}/files/${body.id}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${app.url}/files/${body.id}`)).status).toBe(401);
  });

  it('recognises an image whatever its name says', async () => {
    const response = await upload(manager, 'handtekening.pdf', png);
    expect(((await response.json()) as { mime_type: string }).mime_type).toBe('image/png');
  });

  it('refuses a file that only claims to be a JPEG, and keeps nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(
      manager,
      'foto.jpg',
      Buffer.from('dit is geen afbeelding maar tekst'),
      {
        'x-vezel-csrf': '1',
        'accept-language': 'en',
      },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: 'BAD_USER_INPUT', message: 'File type is invalid' },
    });
    expect(storedFiles().length).toBe(before);
    expect(fs.readdirSync(path.join(app.config.dataDir, 'files', 'incoming'))).toEqual([]);
  });

  it("answers in the page's language, which the web sends, over the cookie and the browser's", async () => {
    const headers = {
      'x-vezel-csrf': '1',
      'x-vezel-locale': 'nl',
      'accept-language': 'en',
      cookie: 'vezel_locale=fr',
    };
    const refused = await upload(manager, 'foto.jpg', Buffer.from('geen afbeelding'), headers);
    expect(await refused.json()).toMatchObject({
      error: { message: 'Het bestandstype is ongeldig' },
    });
    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        authorization: `Bearer ${manager}`,
      },
      body: JSON.stringify({ query: '{ laboratory(id: "1x") { id } }' }),
    });
    expect(((await graphql.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'id is geen geldig id (een geheel getal van 1 tot en met 2147483647)',
    );
  });

  it('refuses a file over 25 MB with a clear message, and keeps nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([pdf, Buffer.alloc(25 * 1024 * 1024)]);
    const response = await upload(manager, 'groot.pdf', big, {
      'x-vezel-csrf': '1',
      'accept-language': 'en',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { message: 'The file is too large (at most 25 MB)' },
    });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an upload without session, without the CSRF header, or without a file', async () => {
    expect((await upload(undefined, 'a.pdf', pdf)).status).toBe(401);
    expect((await upload(manager, 'a.pdf', pdf, {})).status).toBe(403);
    const empty = await fetch(`${app.url}/files`, {
      method: 'POST',
      body: new FormData(),
      headers: { 'x-vezel-csrf': '1', authorization: `Bearer ${manager}` },
    });
    expect(empty.status).toBe(400);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFloors, assets, files, userProfiles, users } from '../../db/tables';
import { displayQuality, pdfPreview } from '../../files/images';
import { fileStore } from '../../files/storage';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { onePagePdf } from '../../testing/one-page-pdf';

const jpeg = (width: number, height: number, orientation?: number) => {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).jpeg({ quality: 80 });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
};

const photoFields = `id caption width height sort_index
  original { id mime_type url } display { id mime_type url } thumbnail { id mime_type url }`;
const addPhotos = `mutation ($assetId: ID!, $fileIds: [ID!]!) {
  addAssetPhotos(assetId: $assetId, fileIds: $fileIds) { ${photoFields} } }`;
const listPhotos = `query ($assetId: ID!) { assetPhotos(assetId: $assetId) { ${photoFields} } }`;
const onePhoto = `query ($id: ID!) { assetPhoto(id: $id) { ${photoFields} } }`;
const planFields = 'id name floor_id floor_name file { id mime_type } preview { id mime_type url }';
const addPlan = `mutation ($assetId: ID!, $name: String!, $fileId: ID!, $floorId: ID) {
  addAssetPlan(assetId: $assetId, name: $name, fileId: $fileId, floorId: $floorId) { ${planFields} } }`;

interface FileRef {
  id: string;
  mime_type: string;
  url: string;
}
interface Photo {
  id: string;
  caption: string;
  width: number;
  height: number;
  sort_index: number;
  original: FileRef;
  display: FileRef;
  thumbnail: FileRef;
}
interface Plan {
  id: string;
  name: string;
  floor_id: string | null;
  floor_name: string | null;
  file: FileRef;
  preview: FileRef | null;
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let assetId: string;
let floorId: string;

async function post(token: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  return fetch(`${app.url}/files`, {
    method: 'POST',
    body: form,
    headers: { 'x-vezel-csrf': '1', authorization: `Bearer ${token}` },
  });
}

async function upload(token: string, name: string, content: Buffer) {
  const response = await post(token, name, content);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function download(token: string, url: string) {
  return fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
}

async function imageSize(token: string, url: string) {
  const response = await download(token, url);
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

const fileCount = async () => (await app.database.db.select().from(files)).length;

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  // The asset module's own mutations are not needed here: one property straight in.
  const { db } = app.database;
  const [profile] = await db
    .select({ organisationId: userProfiles.organisationId })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, 'manager@vezel.test'));
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId: profile!.organisationId,
      assetType: 'property',
      street: 'Hoofdstraat',
      houseNumber: '1',
      postcode: '8011 AB',
      city: 'Zwolle',
    })
    .returning();
  assetId = String(asset!.id);
  const [floor] = await db
    .insert(assetFloors)
    .values({ assetId: asset!.id, name: 'Begane grond' })
    .returning();
  floorId = String(floor!.id);
});
afterAll(() => app.close());

describe('asset photos', () => {
  it('scales a 6000x4000 JPEG to a 2000x1333 display copy and a thumbnail, keeping the original', async () => {
    const original = await jpeg(6000, 4000);
    const fileId = await upload(surveyor, 'gevel.jpg', original);
    const result = await app.gql<{ addAssetPhotos: Photo[] }>(
      addPhotos,
      { assetId, fileIds: [fileId] },
      { token: surveyor },
    );
    expect(result.errors).toBeUndefined();
    const [photo] = result.data!.addAssetPhotos;
    expect(photo).toMatchObject({ width: 2000, height: 1333, caption: '' });
    expect(photo!.original.id).toBe(fileId);
    expect(photo!.display.mime_type).toBe('image/jpeg');
    expect(await imageSize(surveyor, photo!.display.url)).toMatchObject({
      width: 2000,
      height: 1333,
    });
    expect(await imageSize(surveyor, photo!.thumbnail.url)).toMatchObject({
      width: 320,
      height: 213,
    });
    const kept = await download(surveyor, photo!.original.url);
    expect(Buffer.from(await kept.arrayBuffer()).equals(original)).toBe(true);
  });

  it('turns a photo upright by its EXIF orientation and never enlarges a small PNG', async () => {
    const turned = await upload(manager, 'staand.jpg', await jpeg(600, 400, 6));
    const small = await upload(
      manager,
      'schets.png',
      await sharp({
        create: { width: 800, height: 300, channels: 4, background: '#00000000' },
      })
        .png()
        .toBuffer(),
    );
    const result = await app.gql<{ addAssetPhotos: Photo[] }>(
      addPhotos,
      { assetId, fileIds: [turned, small] },
      { token: manager },
    );
    expect(result.errors).toBeUndefined();
    const [upright, png] = result.data!.addAssetPhotos;
    expect(upright).toMatchObject({ width: 400, height: 600 });
    const display = await imageSize(manager, upright!.display.url);
    expect(display).toMatchObject({ width: 400, height: 600 });
    expect(display.orientation ?? 1).toBe(1);
    expect(png).toMatchObject({ width: 800, height: 300 });
    expect(await imageSize(manager, png!.display.url)).toMatchObject({ format: 'jpeg' });

    const list = await app.gql<{ assetPhotos: Photo[] }>(
      listPhotos,
      { assetId },
      { token: surveyor },
    );
    expect(list.data!.assetPhotos.map((photo) => photo.sort_index)).toEqual([0, 1, 2]);
  });

  it('edits a caption, reorders and deletes a photo with its copies', async () => {
    const list = await app.gql<{ assetPhotos: Photo[] }>(
      listPhotos,
      { assetId },
      { token: surveyor },
    );
    const photos = list.data!.assetPhotos;
    const first = photos[0]!;
    const updated = await app.gql<{ updateAssetPhoto: Photo }>(
      'mutation ($id: ID!, $caption: String!) { updateAssetPhoto(id: $id, caption: $caption) { caption } }',
      { id: first.id, caption: '  Gevel, noordzijde ' },
      { token: surveyor },
    );
    expect(updated.data!.updateAssetPhoto.caption).toBe('Gevel, noordzijde');
    const tooLong = await app.gql(
      'mutation ($id: ID!, $caption: String!) { updateAssetPhoto(id: $id, caption: $caption) { caption } }',
      { id: first.id, caption: 'x'.repeat(191) },
      { token: surveyor },
    );
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');

    const reversed = photos.map((photo) => photo.id).reverse();
    const reorder = await app.gql(
      'mutation ($assetId: ID!, $ids: [ID!]!) { reorderAssetPhotos(assetId: $assetId, photoIds: $ids) }',
      { assetId, ids: reversed },
      { token: surveyor },
    );
    expect(reorder.errors).toBeUndefined();
    const after = await app.gql<{ assetPhotos: Photo[] }>(
      listPhotos,
      { assetId },
      { token: surveyor },
    );
    expect(after.data!.assetPhotos.map((photo) => photo.id)).toEqual(reversed);

    const before = await fileCount();
    const removed = await app.gql(
      'mutation ($id: ID!) { deleteAssetPhoto(id: $id) }',
      { id: first.id },
      { token: surveyor },
    );
    expect(removed.errors).toBeUndefined();
    expect(await fileCount()).toBe(before - 2);
    const gone = await app.gql<{ assetPhoto: Photo | null }>(
      onePhoto,
      { id: first.id },
      { token: surveyor },
    );
    expect(gone.data!.assetPhoto).toBeNull();
  });

  it('refuses a file that claims to be a JPEG but is not, storing nothing', async () => {
    const before = await fileCount();
    const response = await post(surveyor, 'foto.jpg', Buffer.from('dit is geen foto\n'.repeat(50)));
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: 'BAD_USER_INPUT', messageKey: 'error.fileTypeInvalid' },
    });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a PDF as a photo with a field error', async () => {
    const pdf = await upload(surveyor, 'plan.pdf', onePagePdf());
    const result = await app.gql(addPhotos, { assetId, fileIds: [pdf] }, { token: surveyor });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions).toMatchObject({
      messageKey: 'error.fileTypeInvalid',
      fields: { 'fileIds.0': { key: 'error.fileTypeInvalid' } },
    });
  });
});

describe('broken and too many photos', () => {
  it('refuses a file that starts as a JPEG but does not decode, adding nothing', async () => {
    const good = await jpeg(64, 64);
    const broken = Buffer.concat([good.subarray(0, 200), Buffer.alloc(5000, 0x55)]);
    const fileId = await upload(surveyor, 'kapot.jpg', broken);
    const before = await fileCount();
    const result = await app.gql(addPhotos, { assetId, fileIds: [fileId] }, { token: surveyor });
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'fileIds.0': { key: 'error.fileTypeInvalid' } },
    });
    expect(await fileCount()).toBe(before);
  });

  it('takes at most 50 photos in one request', async () => {
    const fileIds = Array.from({ length: 51 }, () => '1');
    const result = await app.gql(addPhotos, { assetId, fileIds }, { token: surveyor });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });
});

describe('asset plans', () => {
  it('gives a PDF plan a PNG preview of its first page', async () => {
    const fileId = await upload(surveyor, 'plattegrond.pdf', onePagePdf());
    const result = await app.gql<{ addAssetPlan: Plan }>(
      addPlan,
      { assetId, name: 'Plattegrond begane grond', fileId, floorId },
      { token: surveyor },
    );
    expect(result.errors).toBeUndefined();
    const plan = result.data!.addAssetPlan;
    expect(plan).toMatchObject({
      name: 'Plattegrond begane grond',
      floor_id: floorId,
      floor_name: 'Begane grond',
      file: { id: fileId, mime_type: 'application/pdf' },
      preview: { mime_type: 'image/png' },
    });
    // A4 at 100 dpi (poppler rounds 1169.4 up).
    const preview = await imageSize(surveyor, plan.preview!.url);
    expect(preview).toMatchObject({ format: 'png', width: 827 });
    expect(preview.height).toBeGreaterThanOrEqual(1169);
    expect(preview.height).toBeLessThanOrEqual(1170);
  });

  it('takes an image plan, renames it and deletes it', async () => {
    const fileId = await upload(surveyor, 'schets.jpg', await jpeg(3000, 1000));
    const added = await app.gql<{ addAssetPlan: Plan }>(
      addPlan,
      { assetId, name: 'Schets', fileId },
      { token: surveyor },
    );
    const plan = added.data!.addAssetPlan;
    expect(plan.preview?.mime_type).toBe('image/jpeg');
    expect(await imageSize(surveyor, plan.preview!.url)).toMatchObject({ width: 1600 });
    const renamed = await app.gql<{ updateAssetPlan: Plan }>(
      'mutation ($id: ID!) { updateAssetPlan(id: $id, name: "Schets 2", floorId: null) { name floor_id } }',
      { id: plan.id },
      { token: surveyor },
    );
    expect(renamed.data!.updateAssetPlan).toEqual({ name: 'Schets 2', floor_id: null });
    const plans = await app.gql<{ assetPlans: Plan[] }>(
      `query ($assetId: ID!) { assetPlans(assetId: $assetId) { ${planFields} } }`,
      { assetId },
      { token: manager },
    );
    expect(plans.data!.assetPlans.map((entry) => entry.name)).toEqual([
      'Plattegrond begane grond',
      'Schets 2',
    ]);
    const removed = await app.gql(
      'mutation ($id: ID!) { deleteAssetPlan(id: $id) }',
      { id: plan.id },
      { token: surveyor },
    );
    expect(removed.errors).toBeUndefined();
  });

  it('refuses a plan without a name or with a floor of another asset', async () => {
    const fileId = await upload(surveyor, 'p.pdf', onePagePdf());
    const unnamed = await app.gql(addPlan, { assetId, name: ' ', fileId }, { token: surveyor });
    expect(errorCode(unnamed)).toBe('BAD_USER_INPUT');
    const badFloor = await app.gql(
      addPlan,
      { assetId, name: 'P', fileId, floorId: '999999' },
      { token: surveyor },
    );
    expect(badFloor.errors![0]!.extensions).toMatchObject({ fields: { floorId: {} } });
  });
});

describe('the image pipeline', () => {
  it('uses JPEG quality 0.3 above 2000 px and 0.6 up to it (spec section 9)', () => {
    expect(displayQuality(6000)).toBe(30);
    expect(displayQuality(2001)).toBe(30);
    expect(displayQuality(2000)).toBe(60);
    expect(displayQuality(640)).toBe(60);
  });

  it('leaves a PDF plan without a preview when pdftoppm is not installed', async () => {
    const store = fileStore(app.config.dataDir);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-pdf-test-'));
    const pdf = path.join(folder, 'plan.pdf');
    fs.writeFileSync(pdf, onePagePdf());
    const searchPath = process.env.PATH;
    process.env.PATH = folder;
    const failures: unknown[] = [];
    try {
      expect(await pdfPreview(store, pdf, (error) => failures.push(error))).toBeNull();
    } finally {
      process.env.PATH = searchPath;
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(failures).toHaveLength(1);
  });
});

describe('another organisation', () => {
  it('cannot see, add to or change this asset, nor download its files', async () => {
    const photos = (
      await app.gql<{ assetPhotos: Photo[] }>(listPhotos, { assetId }, { token: manager })
    ).data!.assetPhotos;
    const photo = photos[0]!;

    const list = await app.gql(listPhotos, { assetId }, { token: other });
    expect(errorCode(list)).toBe('NOT_FOUND');
    const one = await app.gql<{ assetPhoto: Photo | null }>(
      onePhoto,
      { id: photo.id },
      { token: other },
    );
    expect(one.data!.assetPhoto).toBeNull();
    const plans = await app.gql(
      'query ($assetId: ID!) { assetPlans(assetId: $assetId) { id } }',
      { assetId },
      { token: other },
    );
    expect(errorCode(plans)).toBe('NOT_FOUND');

    // Their own upload, onto our asset: refused, and nothing made of it.
    const own = await upload(other, 'eigen.jpg', await jpeg(100, 100));
    const before = await fileCount();
    const add = await app.gql(addPhotos, { assetId, fileIds: [own] }, { token: other });
    expect(errorCode(add)).toBe('NOT_FOUND');
    expect(await fileCount()).toBe(before);
    // Our file, onto our asset, by them.
    const steal = await app.gql(
      addPhotos,
      { assetId, fileIds: [photo.original.id] },
      { token: other },
    );
    expect(errorCode(steal)).toBe('NOT_FOUND');
    // Our file id used by them on... we have no asset of theirs, so by us with their file.
    const foreign = await app.gql(addPhotos, { assetId, fileIds: [own] }, { token: manager });
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');

    for (const mutation of [
      'mutation ($id: ID!) { deleteAssetPhoto(id: $id) }',
      'mutation ($id: ID!) { updateAssetPhoto(id: $id, caption: "x") { id } }',
    ]) {
      expect(errorCode(await app.gql(mutation, { id: photo.id }, { token: other }))).toBe(
        'NOT_FOUND',
      );
    }
    for (const file of [photo.original, photo.display, photo.thumbnail]) {
      const response = await download(other, file.url);
      expect(response.status).toBe(404);
      expect((await download(surveyor, file.url)).status).toBe(200);
    }
  });

  it('needs a session for the files', async () => {
    const response = await fetch(`${app.url}/files/1`);
    expect(response.status).toBe(401);
  });
});

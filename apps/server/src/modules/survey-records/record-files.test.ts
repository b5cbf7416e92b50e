import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, files, surveyRecords, surveys, userProfiles, users } from '../../db/tables';
import { countQueries } from '../../testing/query-count';
import { createTestApp, type TestApp } from '../../testing/test-app';

const listQuery = `query ($surveyId: ID!, $kind: String!) {
  surveyRecords(surveyId: $surveyId, kind: $kind) {
    id caption file { id name url } display { id name } thumbnail { id name } preview { id } } }`;

interface FileAnswer {
  id: string;
  name: string;
}
interface RecordAnswer {
  id: string;
  caption: string;
  file: FileAnswer | null;
  display: FileAnswer | null;
  thumbnail: FileAnswer | null;
  preview: FileAnswer | null;
}

let app: TestApp;
let surveyor: string;
let mainOrganisation: number;
let otherFileId: number;

async function organisationOf(email: string) {
  const [profile] = await app.database.db
    .select({ organisationId: userProfiles.organisationId })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, email));
  return profile!.organisationId;
}

async function insertFiles(organisationId: number, names: string[]) {
  const rows = await app.database.db
    .insert(files)
    .values(
      names.map((name, index) => ({
        organisationId,
        sha256: `${name.length}${index}`.padStart(64, '0'),
        size: 1000 + index,
        mimeType: 'image/jpeg',
        name,
      })),
    )
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}

/**
 * A survey with `count` report photos, each with its own upload, display copy and
 * thumbnail; the last one's display copy is another organisation's file.
 */
async function photoSurvey(number: string, count: number) {
  const db = app.database.db;
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId: mainOrganisation,
      assetType: 'property',
      street: 'Fotostraat',
      houseNumber: String(count),
      postcode: '3511 AB',
      city: 'Utrecht',
    })
    .returning();
  const [survey] = await db
    .insert(surveys)
    .values({ organisationId: mainOrganisation, assetId: asset!.id, assetType: 'property', number })
    .returning();
  const names = Array.from({ length: count }, (_, index) => [
    `${number}-${index}.jpg`,
    `${number}-${index}-weergave.jpg`,
    `${number}-${index}-miniatuur.jpg`,
  ]).flat();
  const ids = await insertFiles(mainOrganisation, names);
  await db.insert(surveyRecords).values(
    Array.from({ length: count }, (_, index) => ({
      surveyId: survey!.id,
      kind: 'reportPhoto',
      sortIndex: index,
      fileId: ids[index * 3]!,
      data: {
        caption: `Foto ${index}`,
        display_file: index === count - 1 ? otherFileId : ids[index * 3 + 1]!,
        thumbnail_file: ids[index * 3 + 2]!,
        preview_file: null,
      },
    })),
  );
  return survey!.id;
}

async function listed(surveyId: number) {
  const result = await app.gql<{ surveyRecords: RecordAnswer[] }>(
    listQuery,
    { surveyId: String(surveyId), kind: 'reportPhoto' },
    { token: surveyor },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.surveyRecords;
}

beforeAll(async () => {
  app = await createTestApp();
  surveyor = await app.login('surveyor@vezel.test');
  mainOrganisation = await organisationOf('surveyor@vezel.test');
  otherFileId = (await insertFiles(await organisationOf('other@vezel.test'), ['ander.jpg']))[0]!;
});
afterAll(() => app.close());

describe('the files of listed records', () => {
  it("gives each record its own files, none of another organisation's", async () => {
    const records = await listed(await photoSurvey('FOTO-12', 12));
    expect(records).toHaveLength(12);
    records.forEach((record, index) => {
      expect(record).toMatchObject({
        caption: `Foto ${index}`,
        file: { name: `FOTO-12-${index}.jpg`, url: `/files/${record.file!.id}` },
        thumbnail: { name: `FOTO-12-${index}-miniatuur.jpg` },
        preview: null,
      });
      expect(record.display).toEqual(
        index === 11 ? null : { id: expect.any(String), name: `FOTO-12-${index}-weergave.jpg` },
      );
    });
  });

  it('reads them with as many queries for 40 records as for 4', async () => {
    const few = await photoSurvey('FOTO-4', 4);
    const many = await photoSurvey('FOTO-40', 40);
    const counter = countQueries(app.database);
    try {
      await listed(few);
      const forFew = counter.count;
      counter.reset();
      expect(await listed(many)).toHaveLength(40);
      expect(counter.count).toBe(forFew);
      // The viewer, the survey, its records, its organisation and the files.
      expect(forFew).toBeLessThanOrEqual(5);
    } finally {
      counter.stop();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { surveyRecordSelection, type SurveyRecordKind } from '@vezel/domain';
import { loadConfig } from '@vezel/server/config';
import type { DatabaseHandle } from '@vezel/server/db/client';
import {
  assets,
  files,
  surveyRecords,
  surveys,
  userProfiles,
  users,
} from '@vezel/server/db/tables/index';
import { demoPassword, seedDemo } from '@vezel/server/db/seed/demo';
import { LoginRateLimiter, ResetMailLimiter } from '@vezel/server/auth/rate-limit';
import { fileStore } from '@vezel/server/files/storage';
import { createGraphqlHandler } from '@vezel/server/graphql/yoga';
import { createLogger } from '@vezel/server/logger';
import { loadSecretBox } from '@vezel/server/secrets/secret-box';
import { countQueries } from '@vezel/server/testing/query-count';
import {
  postGraphql,
  startServerProcess,
  type GraphqlBody,
} from '@vezel/server/testing/server-process';
import { ms, summarise } from './stats';

/**
 * The record list of a survey with 500 report photos, each with its upload, display copy
 * and thumbnail (three file rows; the list reads only the rows, so no file is written to
 * disk), read with the document the web's record list sends. Prints the statements one
 * request sends (counted in this process, on the same database, by wrapping the client's
 * `query`: the server has no hook for it), for 500 and for 50 records, and the time of the
 * request through the real server process (median and p95 of `requests` after a warm-up).
 */
const recordCount = 500;
const smallCount = 50;
const requests = 50;
const warmUp = 5;
const kind: SurveyRecordKind = 'reportPhoto';

// The query of the web's record list (survey-record-operations.ts, `recordsQuery(kind)`).
const recordsDocument = `query SurveyRecords_${kind}($surveyId: ID!, $kind: String!, $parentId: ID,
  $sourceId: ID, $locationId: ID) {
  surveyRecords(surveyId: $surveyId, kind: $kind, parentId: $parentId, sourceId: $sourceId,
    locationId: $locationId) { ${surveyRecordSelection(kind)} } }`;

const loginDocument = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token } }`;

type Body = GraphqlBody<Record<string, unknown>>;

/** A survey of the organisation with `count` report photos, written directly. */
async function photoSurvey(
  database: DatabaseHandle,
  organisationId: number,
  profileId: number,
  number: string,
  count: number,
): Promise<number> {
  const db = database.db;
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId,
      assetType: 'property',
      street: 'Fotostraat',
      houseNumber: String(count),
      postcode: '3511 AB',
      city: 'Utrecht',
    })
    .returning({ id: assets.id });
  const [survey] = await db
    .insert(surveys)
    .values({
      organisationId,
      assetId: asset!.id,
      assetType: 'property',
      number,
      createdByProfileId: profileId,
    })
    .returning({ id: surveys.id });
  const fileRow = (index: number, suffix: string, size: number) => ({
    organisationId,
    sha256: `${index}${suffix}`.padStart(64, '0'),
    size,
    mimeType: 'image/jpeg',
    name: `foto-${index + 1}${suffix}.jpg`,
    uploadedByProfileId: profileId,
  });
  for (let start = 0; start < count; start += 250) {
    const indexes = Array.from({ length: Math.min(250, count - start) }, (_, i) => start + i);
    const rows = await db
      .insert(files)
      .values(
        indexes.flatMap((index) => [
          fileRow(index, '', 2_400_000),
          fileRow(index, '-weergave', 400_000),
          fileRow(index, '-miniatuur', 20_000),
        ]),
      )
      .returning({ id: files.id });
    await db.insert(surveyRecords).values(
      indexes.map((index, i) => ({
        surveyId: survey!.id,
        kind,
        sortIndex: index,
        fileId: rows[i * 3]!.id,
        data: {
          caption: `Foto ${index + 1}`,
          display_file: rows[i * 3 + 1]!.id,
          thumbnail_file: rows[i * 3 + 2]!.id,
          preview_file: null,
        },
      })),
    );
  }
  return survey!.id;
}

function checkRecords(body: Body, count: number): void {
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const records = body.data?.surveyRecords as { file: unknown; display: unknown }[] | undefined;
  if (records?.length !== count) throw new Error(`expected ${count} records`);
  if (records.some((record) => !record.file || !record.display)) {
    throw new Error('a record without its file or display copy');
  }
}

/**
 * The statements of one list request, in this process: the GraphQL handler the server
 * runs, on the database handle the bench prepared. Returns the manager's session token too.
 */
async function countPerRequest(
  database: DatabaseHandle,
  surveyIds: { large: number; small: number },
): Promise<{ token: string; large: number; small: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-records-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir });
    const yoga = createGraphqlHandler({
      config,
      db: database.db,
      logger: createLogger('silent'),
      mailer: { send: async () => undefined },
      loginLimiter: new LoginRateLimiter(),
      resetMailLimiter: new ResetMailLimiter(),
      files: fileStore(config.dataDir),
      secrets: loadSecretBox(config.dataDir, config.secretKey),
    });
    const call = async (query: string, variables: object, token?: string) => {
      const response = await yoga.fetch(
        'http://localhost/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        },
        { clientAddress: '192.0.2.1' },
      );
      return (await response.json()) as Body;
    };
    const login = await call(loginDocument, {
      email: 'manager@vezel.test',
      password: demoPassword,
    });
    const token = (login.data?.login as { token: string } | undefined)?.token;
    if (!token) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    const counter = countQueries(database);
    try {
      const statements = async (surveyId: number, count: number) => {
        const samples: number[] = [];
        for (let i = 0; i < 3; i++) {
          counter.reset();
          checkRecords(
            await call(recordsDocument, { surveyId: String(surveyId), kind }, token),
            count,
          );
          samples.push(counter.count);
        }
        return Math.max(...samples);
      };
      return {
        token,
        large: await statements(surveyIds.large, recordCount),
        small: await statements(surveyIds.small, smallCount),
      };
    } finally {
      counter.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureSurveyRecords(
  label: string,
  open: () => Promise<DatabaseHandle>,
  environment: Record<string, string>,
): Promise<string[]> {
  const database = await open();
  let counted: Awaited<ReturnType<typeof countPerRequest>>;
  let surveyId: number;
  try {
    await database.migrate();
    await seedDemo(database.db);
    const [me] = await database.db
      .select({ profileId: userProfiles.id, organisationId: userProfiles.organisationId })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, 'manager@vezel.test'));
    if (!me?.organisationId) throw new Error('no demo manager');
    surveyId = await photoSurvey(
      database,
      me.organisationId,
      me.profileId,
      'BENCH-FOTO-500',
      recordCount,
    );
    const small = await photoSurvey(
      database,
      me.organisationId,
      me.profileId,
      'BENCH-FOTO-50',
      smallCount,
    );
    await database.maintain();
    counted = await countPerRequest(database, { large: surveyId, small });
  } finally {
    await database.close();
  }

  const server = await startServerProcess(environment);
  try {
    const call = async () => {
      const { body, bytes } = await postGraphql(
        server.url,
        recordsDocument,
        { surveyId: String(surveyId), kind },
        counted.token,
      );
      checkRecords(body, recordCount);
      return bytes;
    };
    for (let i = 0; i < warmUp; i++) await call();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      bytes = await call();
      times.push(performance.now() - start);
    }
    const figures = summarise(times);
    return [
      `${label}: record list of a survey with ${recordCount} report photos (file, display, thumbnail, preview; ${(bytes / 1024).toFixed(0)} KiB JSON), statements per request: ${counted.large} (with ${smallCount} records: ${counted.small})`,
      `${label}: record list, ${requests} requests through the server process after ${warmUp} warm-up: median ${ms(figures.median)}  p95 ${ms(figures.p95)}  max ${ms(figures.max)} (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
    ];
  } finally {
    await server.stop();
  }
}

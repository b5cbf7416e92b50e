import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { lavsMappedLists, lavsExternalSystemValue } from '@vezel/domain/lavs/settings';
import {
  assets,
  branches,
  files,
  jobs,
  labCertificates,
  laboratories,
  lavsExchanges,
  lavsRequests,
  organisations,
  sampleAnalyses,
  surveyInventarisations,
  surveyReports,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveySurveyors,
  variableItems,
  variableMappings,
} from '../../db/tables';
import { createJobRunner, type JobRunner } from '../../jobs/runner';
import { jobHandlerOf, type JobServices } from '../../jobs/queue';
import { onePagePdf } from '../../testing/one-page-pdf';
import { countQueries } from '../../testing/query-count';
import { testJobServices } from '../../testing/report-fixtures';
import {
  insertSurvey,
  organisationOfUser,
  profileOfUser,
  setSurveyStatus,
} from '../../testing/survey-fixtures';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import {
  startLavsSimulator,
  type LavsSimulator,
} from '../../../../../tools/simulators/lavs/simulator';

const firm = { kvkNumber: '30123456', branchNumber: '000012345678' };
const account = { username: 'firm-user', password: 'firm-secret' };

const resultFields = 'id status message lavs_request_id lavs_bijlage_request_id';
const verifyMutation = `mutation ($id: ID!, $survey: ID!) {
  verifyLavsInventarisatieBijwerkenRequest(id: $id, surveyId: $survey) { ${resultFields} } }`;
const sendMutation = `mutation ($id: ID!, $survey: ID!) {
  handleLavsInventarisatieBijwerkenRequest(id: $id, surveyId: $survey) { ${resultFields} } }`;
const registrationQuery = `query ($survey: ID!) { lavsRegistration(survey_id: $survey) {
  survey_id registry_name endpoint simulator environment settings_complete can_send
  inventarisations { id starts_on ends_on result { ${resultFields} } status_label todo todo_label
    answers problems { message path link } verified_at in_flight
    job { status attempts error }
    exchange_count
    exchanges { id kind method url request_body response_status response_body outcome
      duration_ms at user { email } } } } }`;
const exchangeQuery = `query ($id: ID!) { lavsExchange(id: $id) {
  id kind method url request_body response_status response_body outcome } }`;
const overviewQuery = `query ($group: String, $search: String, $page: Int) {
  lavsRegistrations(group: $group, search: $search, page: $page) { total page
    rows { id survey_id survey_number address status status_label message todo todo_label
      updated_at link } } }`;

interface Result {
  id: string;
  status: string;
  message: string | null;
  lavs_request_id: string | null;
  lavs_bijlage_request_id: string | null;
}
interface Registration {
  survey_id: string;
  registry_name: string;
  endpoint: string;
  simulator: boolean;
  settings_complete: boolean;
  can_send: boolean;
  inventarisations: {
    id: string;
    starts_on: string | null;
    ends_on: string | null;
    result: Result;
    status_label: string;
    todo: string;
    todo_label: string;
    answers: string[];
    problems: { message: string; path: string; link: string | null }[];
    verified_at: string | null;
    in_flight: boolean;
    job: { status: string; attempts: number; error: string | null } | null;
    exchange_count: number;
    exchanges: {
      id: string;
      kind: string;
      method: string;
      url: string;
      request_body: string | null;
      response_status: number | null;
      response_body: string | null;
      outcome: string | null;
      user: { email: string } | null;
    }[];
  }[];
}
interface OverviewRow {
  id: string;
  survey_id: string;
  survey_number: string;
  address: string;
  status: string;
  status_label: string;
  message: string | null;
  todo: string;
  todo_label: string;
  link: string;
}

let app: TestApp;
let simulator: LavsSimulator;
let runner: JobRunner;
let services: JobServices;
let surveyor: string;
let manager: string;
let other: string;
let organisationId: number;
let managerProfile: number;
let surveyCount = 0;

/** The first item of a list of the organisation's variable set (the fixture's values). */
async function firstItem(list: string, where?: (data: Record<string, unknown>) => boolean) {
  const rows = await app.database.db
    .select({ id: variableItems.id, data: variableItems.data })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(and(eq(organisations.id, organisationId), eq(variableItems.list, list)))
    .orderBy(variableItems.id);
  const row = rows.find((item) => !where || where(item.data));
  if (!row) throw new Error(`no item in ${list}`);
  return row.id;
}

/**
 * Every item of the lists LAVS names gets a LAVS code where it has none: the fixture's
 * surveys use items of each, and what the demo leaves unmapped is the mapping warnings' test.
 */
async function mapEveryItem() {
  const db = app.database.db;
  const [organisation] = await db
    .select({ setId: organisations.variableSetId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const [system] = await db
    .select({ id: variableItems.id })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.variableSetId, organisation!.setId!),
        eq(variableItems.list, 'external_systems'),
        eq(variableItems.value, lavsExternalSystemValue),
      ),
    );
  const items = await db
    .select({ id: variableItems.id, mapping: variableMappings.id })
    .from(variableItems)
    .leftJoin(
      variableMappings,
      and(
        eq(variableMappings.variableItemId, variableItems.id),
        eq(variableMappings.externalSystemId, system!.id),
        inArray(variableMappings.direction, ['export', 'both']),
      ),
    )
    .where(
      and(
        eq(variableItems.variableSetId, organisation!.setId!),
        inArray(variableItems.list, [...lavsMappedLists]),
        isNull(variableMappings.id),
      ),
    );
  if (items.length === 0) return;
  await db.insert(variableMappings).values(
    items.map((item) => ({
      variableItemId: item.id,
      externalSystemId: system!.id,
      value: `LAVS-${item.id}`,
      direction: 'export',
    })),
  );
}

/** The stored one-page PDF as a file of the organisation: a final report's. */
async function storedPdf(name: string) {
  const stored = await services.files.store(Readable.from([onePagePdf()]), {
    maxBytes: 1024 * 1024,
    allowed: ['application/pdf'],
  });
  const [file] = await app.database.db
    .insert(files)
    .values({ organisationId, ...stored, name })
    .returning({ id: files.id });
  return file!.id;
}

/**
 * A property survey that LAVS would take: the demo branch (certificate), a building of 1965,
 * the manager as surveyor (DIA), an inventory carried out 2 and 3 December 2026, a space
 * with one source of mapped items, a sample analysed at the demo laboratory with its
 * certificate, and a final report with its PDF.
 * `endsOn: null` leaves out the inventory's end, which verify must find.
 */
async function propertySurvey({ endsOn = '2026-12-03' }: { endsOn?: string | null } = {}) {
  const db = app.database.db;
  surveyCount += 1;
  const number = `LAVS-${surveyCount}`;
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.organisationId, organisationId))
    .orderBy(branches.id);
  const [laboratory] = await db
    .select({ id: laboratories.id })
    .from(laboratories)
    .where(eq(laboratories.organisationId, organisationId))
    .orderBy(laboratories.id);
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId,
      assetType: 'property',
      street: 'Lavsstraat',
      houseNumber: String(surveyCount),
      postcode: '3511 AB',
      city: 'Utrecht',
      constructionYear: 1965,
    })
    .returning({ id: assets.id });
  const [survey] = await db
    .insert(surveys)
    .values({
      organisationId,
      assetId: asset!.id,
      assetType: 'property',
      number,
      status: 'active',
      branchId: branch!.id,
      surveyTypeItemId: await firstItem('onderzoek_types'),
      surveyInfo: { description: 'Asbestinventarisatie voor sloop' },
    })
    .returning({ id: surveys.id });
  const surveyId = survey!.id;
  await db.insert(surveySurveyors).values({ surveyId, profileId: managerProfile });
  const [inventory] = await db
    .insert(surveyInventarisations)
    .values({ surveyId, orderedOn: '2026-11-30', startsOn: '2026-12-02', endsOn })
    .returning({ id: surveyInventarisations.id });
  const [space] = await db
    .insert(surveySpaces)
    .values({ surveyId, name: 'Keuken' })
    .returning({ id: surveySpaces.id });
  const [source] = await db
    .insert(surveySources)
    .values({
      surveyId,
      number: 'B01',
      applicationItemId: await firstItem('toepassingen'),
      materialTypeItemId: await firstItem('materiaal_types'),
      data: {
        asbestos_status: await firstItem('asbest_statussen'),
        risk_class: await firstItem('smart_risicoklasses'),
        advice: await firstItem('bron_adviezen'),
      },
    })
    .returning({ id: surveySources.id });
  const [location] = await db
    .insert(surveySourceLocations)
    .values({
      surveyId,
      sourceId: source!.id,
      spaceId: space!.id,
      amount: '12.50',
      unitItemId: await firstItem('eenheden'),
      assessment: { binding: await firstItem('bindingen') },
    })
    .returning({ id: surveySourceLocations.id });
  const [sample] = await db
    .insert(surveySamples)
    .values({
      surveyId,
      locationId: location!.id,
      number: 'M01',
      sampleKindItemId: await firstItem('monster_soorten', (data) => data.adhesive !== true),
    })
    .returning({ id: surveySamples.id });
  const [certificate] = await db
    .insert(labCertificates)
    .values({ surveyId, laboratoryId: laboratory!.id, number: `CERT-${number}` })
    .returning({ id: labCertificates.id });
  await db.insert(sampleAnalyses).values({
    surveyId,
    sampleId: sample!.id,
    laboratoryId: laboratory!.id,
    certificateId: certificate!.id,
    analysisMethodItemId: await firstItem('analyse_methodes'),
    analysedOn: '2026-12-03',
    asbestosDetected: false,
  });
  await db.insert(surveyReports).values({
    organisationId,
    surveyId,
    title: 'Asbestinventarisatierapport',
    status: 'final',
    createdBy: managerProfile,
    finalizedBy: managerProfile,
    finalizedAt: new Date('2026-12-04T10:00:00Z'),
    pdfFileId: await storedPdf(`${number}.pdf`),
  });
  return { surveyId, inventoryId: inventory!.id, number };
}

type Survey = Awaited<ReturnType<typeof propertySurvey>>;

const verify = (survey: Survey, token = surveyor, locale = 'en') =>
  app.gql<{ verifyLavsInventarisatieBijwerkenRequest: Result }>(
    verifyMutation,
    { id: survey.inventoryId, survey: survey.surveyId },
    { token, locale },
  );

const send = (survey: Survey, token = manager, locale = 'en') =>
  app.gql<{ handleLavsInventarisatieBijwerkenRequest: Result }>(
    sendMutation,
    { id: survey.inventoryId, survey: survey.surveyId },
    { token, locale },
  );

async function registration(survey: Pick<Survey, 'surveyId'>, token = surveyor, locale = 'en') {
  const result = await app.gql<{ lavsRegistration: Registration | null }>(
    registrationQuery,
    { survey: survey.surveyId },
    { token, locale },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.lavsRegistration;
}

const inventoryOf = async (survey: Survey, token = surveyor) =>
  (await registration(survey, token))!.inventarisations.find(
    (row) => row.id === String(survey.inventoryId),
  )!;

async function requestRow(survey: Survey) {
  const [row] = await app.database.db
    .select()
    .from(lavsRequests)
    .where(eq(lavsRequests.inventarisationId, survey.inventoryId));
  return row ?? null;
}

/** The send job's poll is due now (it waits 2 s and more): one step of it runs. */
async function pollNow(survey: Survey) {
  const row = await requestRow(survey);
  await app.database.db
    .update(jobs)
    .set({ runAfter: sql`now()` })
    .where(and(eq(jobs.id, row!.jobId!), eq(jobs.status, 'queued')));
  return runner.runDue();
}

/** Runs the send job's steps until it is done or failed. */
async function sendThrough(survey: Survey) {
  for (let step = 0; step < 20; step++) {
    const row = await requestRow(survey);
    const [job] = await app.database.db.select().from(jobs).where(eq(jobs.id, row!.jobId!));
    if (job!.status === 'done' || job!.status === 'failed') return job!;
    await pollNow(survey);
  }
  throw new Error('the send job did not end');
}

/** One exchange with its bodies, as the survey page reads it when a row is opened. */
async function exchangeWithBodies(id: string, token = surveyor) {
  const result = await app.gql<{
    lavsExchange: {
      id: string;
      kind: string;
      request_body: string | null;
      response_body: string | null;
    } | null;
  }>(exchangeQuery, { id }, { token, locale: 'en' });
  expect(result.errors).toBeUndefined();
  return result.data!.lavsExchange;
}

/** The row's job, to make its next run the last it may try. */
async function jobOf(survey: Survey) {
  const row = await requestRow(survey);
  const [job] = await app.database.db.select().from(jobs).where(eq(jobs.id, row!.jobId!));
  return job!;
}

const inventoriesOf = (number: string) =>
  simulator.inventories().filter((inventory) => inventory.message.project.reference === number);

async function settingsId() {
  const result = await app.gql<{ lavsSettings: { id: string } }>(
    '{ lavsSettings { id } }',
    {},
    { token: manager },
  );
  return result.data!.lavsSettings.id;
}

const updateSettings = async (input: Record<string, string>) => {
  const result = await app.gql(
    `mutation ($id: ID!, $input: LavsSettingsUpdateInput) {
      updateLavsSettings(id: $id, input: $input) { id } }`,
    { id: await settingsId(), input },
    { token: manager },
  );
  expect(result.errors).toBeUndefined();
};

beforeAll(async () => {
  app = await createTestApp();
  simulator = await startLavsSimulator({
    users: { [account.username]: account.password },
    organisations: [firm],
    processingMs: 0,
  });
  services = testJobServices(app);
  // A failed run waits a minute: a test makes it due when it wants it (pollNow).
  runner = createJobRunner(services, { backoffMs: 60_000 });
  [surveyor, manager, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  managerProfile = await profileOfUser(app, 'manager@vezel.test');
  await mapEveryItem();
  await updateSettings({
    endpoint: simulator.url,
    kvk_number: firm.kvkNumber,
    branch_number: firm.branchNumber,
    username: account.username,
    password: account.password,
    environment: 'test',
  });
});

afterAll(async () => {
  await runner.stop();
  await simulator.close();
  await app.close();
});

describe('who may verify and send', () => {
  it('another organisation reads nothing and changes nothing', async () => {
    const survey = await propertySurvey();
    expect(await registration(survey, other)).toBeNull();
    const verified = await verify(survey, other);
    expect(errorCode(verified)).toBe('NOT_FOUND');
    const sent = await send(survey, other);
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(errorCode(sent));
    expect(await requestRow(survey)).toBeNull();
    expect(inventoriesOf(survey.number)).toEqual([]);
    const overview = await app.gql<{ lavsRegistrations: { rows: OverviewRow[] } }>(
      overviewQuery,
      { search: survey.number },
      { token: other },
    );
    expect(overview.data!.lavsRegistrations.rows).toEqual([]);
  });

  it('a surveyor verifies; only a manager sends', async () => {
    const survey = await propertySurvey();
    const verified = await verify(survey, surveyor);
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyLavsInventarisatieBijwerkenRequest.status).toBe(
      'ready_to_send_data',
    );
    expect((await registration(survey, surveyor))!.can_send).toBe(false);
    const refused = await send(survey, surveyor);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect((await requestRow(survey))!.status).toBe('ready_to_send_data');
    expect((await requestRow(survey))!.jobId).toBeNull();
    expect((await registration(survey, manager))!.can_send).toBe(true);
  });

  it('a vessel survey has no LAVS check', async () => {
    const surveyId = await insertSurvey(app, organisationId, { assetType: 'vessel' });
    const [inventory] = await app.database.db
      .insert(surveyInventarisations)
      .values({ surveyId })
      .returning({ id: surveyInventarisations.id });
    const vessel = { surveyId, inventoryId: inventory!.id, number: '' };
    expect(await registration(vessel)).toBeNull();
    const verified = await verify(vessel);
    expect(verified.errors?.[0]?.message).toBe('A vessel survey is not registered in LAVS');
    const sent = await send(vessel);
    expect(sent.errors?.[0]?.message).toBe('A vessel survey is not registered in LAVS');
    expect(await requestRow(vessel)).toBeNull();
  });

  it('a cancelled survey is not verified, nor an inventory of another survey', async () => {
    const survey = await propertySurvey();
    const second = await propertySurvey();
    const crossed = await verify({ ...survey, inventoryId: second.inventoryId });
    expect(errorCode(crossed)).toBe('NOT_FOUND');
    await setSurveyStatus(app, survey.surveyId, 'cancelled');
    const verified = await verify(survey);
    expect(verified.errors?.[0]?.message).toBe('A cancelled survey is not registered in LAVS');
    expect(await requestRow(survey)).toBeNull();
  });
});

describe('verify', () => {
  it('lists what LAVS would refuse, then ready to send once fixed', async () => {
    const survey = await propertySurvey({ endsOn: null });
    const before = await inventoryOf(survey);
    expect(before.result).toEqual({
      id: String(survey.inventoryId),
      status: 'to_verify',
      message: null,
      lavs_request_id: null,
      lavs_bijlage_request_id: null,
    });
    expect(before.todo).toBe('verify');
    expect(before.status_label).toBe('To verify');

    const verified = await verify(survey);
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyLavsInventarisatieBijwerkenRequest.status).toBe('data_missing');
    const missing = await inventoryOf(survey);
    expect(missing.status_label).toBe('Data missing');
    expect(missing.todo_label).toBe('Complete the missing data and verify again');
    expect(missing.problems).toEqual([
      {
        message: expect.stringMatching(/end/i),
        path: 'order.endsOn',
        link: `/en/surveys/${survey.surveyId}/inventarisations/${survey.inventoryId}/information`,
      },
    ]);
    expect(missing.verified_at).not.toBeNull();
    // The verify is kept as an exchange of the person who asked, with the message.
    expect(missing.exchanges).toHaveLength(1);
    expect(missing.exchanges[0]).toMatchObject({
      kind: 'verify',
      response_status: null,
      outcome: 'Problems found',
      user: { email: 'surveyor@vezel.test' },
    });
    const opened = await exchangeWithBodies(missing.exchanges[0]!.id);
    expect(JSON.parse(opened!.request_body!).project.reference).toBe(survey.number);
    expect(JSON.parse(opened!.response_body!)).toEqual(['order.endsOn']);

    // Sending it now sends nothing: the same problems, no job.
    const sent = await send(survey);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.handleLavsInventarisatieBijwerkenRequest).toMatchObject({
      status: 'data_missing',
      message: 'Data LAVS needs is missing: complete it (see the list) and send again',
    });
    expect((await requestRow(survey))!.jobId).toBeNull();

    await app.database.db
      .update(surveyInventarisations)
      .set({ endsOn: '2026-12-03' })
      .where(eq(surveyInventarisations.id, survey.inventoryId));
    const fixed = await verify(survey);
    expect(fixed.data!.verifyLavsInventarisatieBijwerkenRequest).toMatchObject({
      id: String((await requestRow(survey))!.id),
      status: 'ready_to_send_data',
      message: null,
    });
    const ready = await inventoryOf(survey);
    expect(ready.problems).toEqual([]);
    expect(ready.todo).toBe('send');
    expect(ready.exchanges.map((exchange) => exchange.outcome)).toEqual([
      null,
      'Problems found',
      'Problems found',
    ]);
    // The send's verify found the same message: the proof keeps it once.
    const bodies = await Promise.all(ready.exchanges.map((e) => exchangeWithBodies(e.id)));
    expect(bodies.map((exchange) => exchange!.request_body !== null)).toEqual([true, false, true]);
  });
});

describe('send', () => {
  it('moves through the statuses to completed successfully, and keeps every exchange', async () => {
    const survey = await propertySurvey();
    expect((await verify(survey)).errors).toBeUndefined();
    const sent = await send(survey);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.handleLavsInventarisatieBijwerkenRequest).toMatchObject({
      status: 'sending_data',
      lavs_request_id: null,
    });
    const sending = await inventoryOf(survey);
    expect(sending.in_flight).toBe(true);
    expect(sending.status_label).toBe('Sending data');
    expect(sending.todo).toBe('wait');
    expect(sending.job).toMatchObject({ status: 'queued' });

    // A second send while it is on its way is refused.
    const twice = await send(survey);
    expect(twice.errors?.[0]?.message).toBe(
      'This inventory is being sent to LAVS; wait until that is done',
    );

    await runner.runDue();
    const waiting = await inventoryOf(survey);
    expect(waiting.result.status).toBe('waiting_for_data_processing');
    expect(waiting.result.lavs_request_id).toMatch(/^LAVS-R-/);
    expect(waiting.in_flight).toBe(true);

    await pollNow(survey);
    const attachment = await inventoryOf(survey);
    expect(attachment.result.status).toBe('waiting_for_attachment_processing');
    expect(attachment.result.lavs_bijlage_request_id).toMatch(/^LAVS-B-/);

    await pollNow(survey);
    const done = await inventoryOf(survey);
    expect(done.result).toMatchObject({
      status: 'completed_successfully',
      message: null,
      lavs_request_id: waiting.result.lavs_request_id,
      lavs_bijlage_request_id: attachment.result.lavs_bijlage_request_id,
    });
    expect(done.status_label).toBe('Completed successfully');
    expect(done.todo).toBe('none');
    expect(done.in_flight).toBe(false);
    expect(done.job).toMatchObject({ status: 'done', error: null });

    // Newest first: the verify of the send, then each call, all the manager's.
    expect(done.exchanges.map((exchange) => exchange.kind)).toEqual([
      'attachmentStatus',
      'sendAttachment',
      'dataStatus',
      'sendData',
      'verify',
      'verify',
    ]);
    expect(done.exchanges.slice(0, 5).every((e) => e.user?.email === 'manager@vezel.test')).toBe(
      true,
    );
    // The list comes without bodies; an exchange opened has them.
    expect(done.exchange_count).toBe(6);
    expect(done.exchanges.every((e) => e.request_body === null && e.response_body === null)).toBe(
      true,
    );
    const sendData = done.exchanges[3]!;
    expect(sendData).toMatchObject({ method: 'POST', response_status: 202, outcome: null });
    expect(sendData.url).toContain('v1/inventarisaties');
    const opened = await exchangeWithBodies(sendData.id);
    // The key holds the row's creation time: another database's row 1 sends under another.
    expect(JSON.parse(opened!.request_body!).requestId).toMatch(
      new RegExp(`^vezel-lavs-${done.result.id}-[0-9a-z]+-1$`),
    );
    expect(opened!.request_body).toContain('\n  "requestId"');
    expect(JSON.parse(opened!.response_body!)).toEqual({
      requestId: waiting.result.lavs_request_id,
    });
    expect(await exchangeWithBodies(sendData.id, other)).toBeNull();
    // The first verify keeps the message; the send's verify of the same data does not.
    const [sendVerify, firstVerify] = done.exchanges.slice(4);
    expect((await exchangeWithBodies(firstVerify!.id))!.request_body).toContain('"reference"');
    expect(await exchangeWithBodies(sendVerify!.id)).toMatchObject({
      kind: 'verify',
      request_body: null,
      response_body: '[]',
    });

    const held = inventoriesOf(survey.number);
    expect(held).toHaveLength(1);
    expect(held[0]!.status).toBe('processed');
    expect(held[0]!.attachments).toHaveLength(1);
    expect(held[0]!.attachments[0]).toMatchObject({
      status: 'processed',
      size: onePagePdf().length,
    });

    // Registered as it is: sending it again would register it twice.
    const verifiedAgain = await verify(survey);
    expect(verifiedAgain.data!.verifyLavsInventarisatieBijwerkenRequest.status).toBe(
      'completed_successfully',
    );
    const again = await send(survey);
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(inventoriesOf(survey.number)).toHaveLength(1);

    const overview = await app.gql<{ lavsRegistrations: { total: number; rows: OverviewRow[] } }>(
      overviewQuery,
      { group: 'completed', search: survey.number },
      { token: surveyor, locale: 'en' },
    );
    expect(overview.data!.lavsRegistrations.rows).toEqual([
      {
        id: String(survey.inventoryId),
        survey_id: String(survey.surveyId),
        survey_number: survey.number,
        address: expect.stringContaining('Lavsstraat'),
        status: 'completed_successfully',
        status_label: 'Completed successfully',
        message: null,
        todo: 'none',
        todo_label: 'Nothing: the inventory is registered',
        updated_at: expect.any(String),
        link: `/en/surveys/${survey.surveyId}/checks/lavs`,
      },
    ]);
  });

  it('a project LAVS holds with other dates fails processing, with both dates', async () => {
    const survey = await propertySurvey();
    simulator.registerProject(survey.number, {
      calamity: false,
      startsOn: '2026-12-03',
      endsOn: '2026-12-03',
    });
    expect((await send(survey)).errors).toBeUndefined();
    await sendThrough(survey);
    const failed = await inventoryOf(survey);
    expect(failed.result.status).toBe('failed_processing_data');
    expect(failed.answers).toEqual([
      'Start date/time does not match with LAVS - 02-12-2026 vs 03-12-2026 in LAVS',
    ]);
    expect(failed.todo).toBe('fixAndResend');
    expect(failed.exchanges[0]).toMatchObject({
      kind: 'dataStatus',
      outcome: 'LAVS rejected the request',
    });
    const dutch = (await registration(survey, surveyor, 'nl'))!.inventarisations[0]!;
    expect(dutch.answers[0]).toBe(
      'Startdatum/-tijd komt niet overeen met LAVS - 02-12-2026 vs 03-12-2026 in LAVS',
    );
    // A verify after the failure judges the data again, but LAVS's answers stay until the
    // next sending: the overview still says what failed.
    expect((await verify(survey)).data!.verifyLavsInventarisatieBijwerkenRequest.status).toBe(
      'ready_to_send_data',
    );
    expect((await inventoryOf(survey)).answers).toEqual(failed.answers);
    const overview = await app.gql<{ lavsRegistrations: { rows: OverviewRow[] } }>(
      overviewQuery,
      { group: 'open', search: `${survey.number} lavsstraat` },
      { token: surveyor, locale: 'en' },
    );
    expect(overview.data!.lavsRegistrations.rows.map((row) => row.message)).toEqual([
      'Start date/time does not match with LAVS - 02-12-2026 vs 03-12-2026 in LAVS',
    ]);
    simulator.removeProject(survey.number);
  });

  it('an organisation LAVS does not know is rejected', async () => {
    const survey = await propertySurvey();
    await updateSettings({ kvk_number: '39999999' });
    try {
      expect((await send(survey)).errors).toBeUndefined();
      await sendThrough(survey);
    } finally {
      await updateSettings({ kvk_number: firm.kvkNumber });
    }
    const failed = await inventoryOf(survey);
    expect(failed.result.status).toBe('failed_processing_data');
    expect(failed.answers).toEqual(['Unknown LAVS organisation']);
  });

  it('an outage keeps the status, says so, and sends once when LAVS is back', async () => {
    const survey = await propertySurvey();
    simulator.setDown(true);
    expect((await send(survey)).errors).toBeUndefined();
    await runner.runDue();
    const down = await inventoryOf(survey);
    expect(down.result).toMatchObject({
      status: 'sending_data',
      message: 'LAVS is temporarily not available, please try again later.',
    });
    expect(down.in_flight).toBe(true);
    expect(down.job).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'LAVS is temporarily not available, please try again later.',
    });
    expect(down.exchanges[0]).toMatchObject({
      kind: 'sendData',
      response_status: 503,
      outcome: 'LAVS is temporarily not available, please try again later.',
    });
    const dutch = (await registration(survey, surveyor, 'nl'))!.inventarisations[0]!;
    expect(dutch.result.message).toBe(
      'LAVS is tijdelijk niet beschikbaar, probeer het later opnieuw.',
    );
    // Still on its way: nobody sends it again meanwhile.
    expect((await send(survey)).errors?.[0]?.extensions?.messageKey).toBe('lavs.error.inFlight');

    simulator.setDown(false);
    await pollNow(survey);
    const back = await inventoryOf(survey);
    expect(back.result).toMatchObject({ status: 'waiting_for_data_processing', message: null });
    const requestId = back.result.lavs_request_id;

    // A crash after LAVS took the data but before Vezel noted it: the job runs again from
    // sending_data and LAVS answers the same request for the same key.
    const row = await requestRow(survey);
    await app.database.db
      .update(lavsRequests)
      .set({ status: 'sending_data', lavsRequestId: null })
      .where(eq(lavsRequests.id, row!.id));
    const [job] = await app.database.db.select().from(jobs).where(eq(jobs.id, row!.jobId!));
    await jobHandlerOf('lavs.send')!(job!, services);
    expect((await requestRow(survey))!.lavsRequestId).toBe(requestId);
    // And a run of a job whose step is done already does nothing twice.
    await jobHandlerOf('lavs.send')!(job!, services);

    const finished = await sendThrough(survey);
    expect(finished.status).toBe('done');
    expect((await inventoryOf(survey)).result.status).toBe('completed_successfully');
    const held = inventoriesOf(survey.number);
    expect(held).toHaveLength(1);
    expect(held[0]!.attachments).toHaveLength(1);
  });

  it('incomplete settings fail the sending for good, with what to do', async () => {
    const survey = await propertySurvey();
    expect((await send(survey)).errors).toBeUndefined();
    const settings = await settingsId();
    await app.database.db.execute(
      sql`update lavs_settings set username = '' where id = ${Number(settings)}`,
    );
    try {
      await runner.runDue();
    } finally {
      await updateSettings({ username: account.username });
    }
    const failed = await inventoryOf(survey);
    expect(failed.result).toMatchObject({
      status: 'error_accepting_data',
      message: 'The LAVS settings are incomplete: fill in the address, username and password',
    });
    expect(failed.job).toMatchObject({ status: 'failed' });
    expect(failed.in_flight).toBe(false);
    expect(inventoriesOf(survey.number)).toEqual([]);
  });

  it('after the attachment failed, a resend attaches the report to the data LAVS holds', async () => {
    const survey = await propertySurvey();
    expect((await send(survey)).errors).toBeUndefined();
    const row = await requestRow(survey);
    const [file] = await app.database.db
      .select({ sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, row!.attachmentFileId!));
    // The report's file is gone from the store: the attachment cannot go.
    const path = services.files.pathOf(file!.sha256);
    await fs.promises.rename(path, `${path}.away`);
    try {
      expect((await sendThrough(survey)).status).toBe('done');
    } finally {
      await fs.promises.rename(`${path}.away`, path);
    }
    const failed = await inventoryOf(survey);
    expect(failed.result).toMatchObject({
      status: 'failed_accepting_attachment',
      message: 'The report to send as the attachment is missing',
      lavs_request_id: expect.stringMatching(/^LAVS-R-/),
    });
    expect(failed.in_flight).toBe(false);

    // A verify in between keeps what failed; the resend sends no data again.
    await verify(survey);
    expect((await inventoryOf(survey)).result.message).toBe(
      'The report to send as the attachment is missing',
    );
    const resent = await send(survey);
    expect(resent.data!.handleLavsInventarisatieBijwerkenRequest).toMatchObject({
      status: 'sending_attachment',
      message: null,
      lavs_request_id: failed.result.lavs_request_id,
    });
    expect((await sendThrough(survey)).status).toBe('done');
    const done = await inventoryOf(survey);
    expect(done.result.status).toBe('completed_successfully');
    expect(done.exchanges.filter((exchange) => exchange.kind === 'sendData')).toHaveLength(1);
    const held = inventoriesOf(survey.number);
    expect(held).toHaveLength(1);
    expect(held[0]!.attachments).toHaveLength(1);
    // The report never went: it goes under the key it would have gone with.
    expect((await requestRow(survey))!.requestKey).toMatch(/-1$/);
  });

  it('fields LAVS refuses on a send are shown in the survey’s words, in the reader’s language', async () => {
    const survey = await propertySurvey();
    expect((await send(survey)).errors).toBeUndefined();
    // LAVS's own check is stricter than Vezel's here: it refuses the postcode as sent.
    const row = await requestRow(survey);
    await app.database.db
      .update(lavsRequests)
      .set({ sent: sql`jsonb_set(${lavsRequests.sent}, '{location,postcode}', '"12345"')` })
      .where(eq(lavsRequests.id, row!.id));
    expect((await sendThrough(survey)).status).toBe('done');
    const refused = await inventoryOf(survey);
    expect(refused.result).toMatchObject({
      status: 'error_accepting_data',
      message: 'LAVS refused the data (rejected fields: 1)',
    });
    expect(refused.problems).toEqual([
      {
        message: expect.stringMatching(/^Address: postcode .* is not in the form LAVS asks for$/),
        path: 'location.postcode',
        link: expect.stringContaining(`/en/surveys/${survey.surveyId}/`),
      },
    ]);
    const dutch = (await registration(survey, surveyor, 'nl'))!.inventarisations[0]!;
    expect(dutch.problems[0]!.message).toMatch(/^Adres: postcode/);
    expect(dutch.problems[0]!.message).not.toMatch(/format|\(/);
    expect(refused.exchanges[0]).toMatchObject({
      kind: 'sendData',
      response_status: 400,
      outcome: 'LAVS refused the request',
    });
  });

  it('an attachment LAVS refuses, or a request it does not know, fails for good', async () => {
    const refused = await propertySurvey();
    expect((await send(refused)).errors).toBeUndefined();
    await runner.runDue();
    // LAVS does not know the data request the report is sent for.
    const row = await requestRow(refused);
    await app.database.db
      .update(lavsRequests)
      .set({ status: 'sending_attachment', lavsRequestId: 'LAVS-R-999999' })
      .where(eq(lavsRequests.id, row!.id));
    await pollNow(refused);
    expect((await inventoryOf(refused)).result).toMatchObject({
      status: 'failed_accepting_attachment',
      message: 'LAVS refused the attachment',
    });

    const unknown = await propertySurvey();
    expect((await send(unknown)).errors).toBeUndefined();
    await runner.runDue();
    const waiting = await requestRow(unknown);
    await app.database.db
      .update(lavsRequests)
      .set({ lavsRequestId: 'LAVS-R-999998' })
      .where(eq(lavsRequests.id, waiting!.id));
    await pollNow(unknown);
    const failed = await inventoryOf(unknown);
    expect(failed.result).toMatchObject({
      status: 'data_request_status_failed',
      message: 'LAVS does not know this request',
    });
    expect(failed.job).toMatchObject({ status: 'failed' });
    expect(failed.in_flight).toBe(false);
  });

  it('stops asking after 14 days, with a status that says the answer never came', async () => {
    const survey = await propertySurvey();
    expect((await send(survey)).errors).toBeUndefined();
    await runner.runDue();
    const row = await requestRow(survey);
    await app.database.db
      .update(lavsRequests)
      .set({ sentAt: sql`now() - interval '15 days'` })
      .where(eq(lavsRequests.id, row!.id));
    await pollNow(survey);
    const failed = await inventoryOf(survey);
    expect(failed.result).toMatchObject({
      status: 'data_request_status_failed',
      message: 'LAVS has not processed the request after 14 days; Vezel no longer asks: send again',
    });
    expect(failed.in_flight).toBe(false);
  });

  it('gives up after the last attempt of an outage, and a superseded sending does nothing', async () => {
    const survey = await propertySurvey();
    simulator.setDown(true);
    try {
      expect((await send(survey)).errors).toBeUndefined();
      await app.database.db
        .update(jobs)
        .set({ maxAttempts: 2 })
        .where(eq(jobs.id, (await jobOf(survey)).id));
      await runner.runDue();
      expect((await inventoryOf(survey)).result.status).toBe('sending_data');
      await pollNow(survey);
    } finally {
      simulator.setDown(false);
    }
    const failed = await inventoryOf(survey);
    expect(failed.result).toMatchObject({
      status: 'error_accepting_data',
      message: 'LAVS is temporarily not available, please try again later.',
    });
    expect(failed.job).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed.in_flight).toBe(false);
    const oldJob = await jobOf(survey);

    expect((await send(survey)).errors).toBeUndefined();
    // LAVS may have taken what it never answered: the same key again.
    expect((await requestRow(survey))!.requestKey).toMatch(/-1$/);
    const exchanges = (await inventoryOf(survey)).exchange_count;
    // The first sending's job, run again (a crash, a second runner), leaves the second alone.
    await jobHandlerOf('lavs.send')!(oldJob, services);
    expect((await requestRow(survey))!.status).toBe('sending_data');
    expect((await inventoryOf(survey)).exchange_count).toBe(exchanges);
    expect((await sendThrough(survey)).status).toBe('done');
    expect(inventoriesOf(survey.number)).toHaveLength(1);
  });

  it('an answer to the data it cannot read is asked again with the same key', async () => {
    const survey = await propertySurvey();
    const garbled = http.createServer((_request, response) => {
      response.writeHead(202, { 'content-type': 'text/plain' });
      response.end('ontvangen');
    });
    await new Promise<void>((resolve) => garbled.listen(0, '127.0.0.1', resolve));
    await updateSettings({
      endpoint: `http://127.0.0.1:${(garbled.address() as AddressInfo).port}`,
    });
    try {
      expect((await send(survey)).errors).toBeUndefined();
      await runner.runDue();
    } finally {
      await updateSettings({ endpoint: simulator.url });
      await new Promise<void>((resolve) => garbled.close(() => resolve()));
    }
    const unread = await inventoryOf(survey);
    expect(unread.result).toMatchObject({
      status: 'sending_data',
      message: 'LAVS gave an answer Vezel cannot read',
    });
    expect(unread.job).toMatchObject({ status: 'queued' });
    expect(unread.exchanges[0]).toMatchObject({
      kind: 'sendData',
      response_status: 202,
      outcome: 'LAVS gave an answer Vezel cannot read',
    });
    await pollNow(survey);
    expect((await inventoryOf(survey)).result).toMatchObject({
      status: 'waiting_for_data_processing',
      message: null,
    });
  });

  it('a resend after an answer that never came goes under the same key: registered once', async () => {
    const survey = await propertySurvey();
    expect((await send(survey)).errors).toBeUndefined();
    await runner.runDue();
    const taken = await requestRow(survey);
    expect(taken!.lavsRequestId).toMatch(/^LAVS-R-/);
    // LAVS took the data, but its answer was lost and the job gave up: Vezel does not know.
    await app.database.db
      .update(lavsRequests)
      .set({ status: 'error_accepting_data', lavsRequestId: null })
      .where(eq(lavsRequests.id, taken!.id));
    await app.database.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, taken!.jobId!));

    expect((await send(survey)).errors).toBeUndefined();
    expect((await requestRow(survey))!.requestKey).toBe(taken!.requestKey);
    expect((await sendThrough(survey)).status).toBe('done');
    expect((await inventoryOf(survey)).result).toMatchObject({
      status: 'completed_successfully',
      lavs_request_id: taken!.lavsRequestId,
    });
    expect(inventoriesOf(survey.number)).toHaveLength(1);
  });

  it('a resend after the polls ended asks after the request LAVS took, not sending it again', async () => {
    const survey = await propertySurvey();
    expect((await send(survey)).errors).toBeUndefined();
    await runner.runDue();
    const taken = await requestRow(survey);
    await app.database.db
      .update(lavsRequests)
      .set({ sentAt: sql`now() - interval '15 days'` })
      .where(eq(lavsRequests.id, taken!.id));
    await pollNow(survey);
    expect((await inventoryOf(survey)).result.status).toBe('data_request_status_failed');

    const resent = await send(survey);
    expect(resent.data!.handleLavsInventarisatieBijwerkenRequest).toMatchObject({
      status: 'waiting_for_data_processing',
      lavs_request_id: taken!.lavsRequestId,
    });
    expect((await sendThrough(survey)).status).toBe('done');
    const done = await inventoryOf(survey);
    expect(done.result.status).toBe('completed_successfully');
    expect(done.exchanges.filter((exchange) => exchange.kind === 'sendData')).toHaveLength(1);
    expect(inventoriesOf(survey.number)).toHaveLength(1);
  });

  it('a registration changed and changed back is still what LAVS holds: not sent again', async () => {
    const survey = await propertySurvey();
    expect((await send(survey)).errors).toBeUndefined();
    expect((await sendThrough(survey)).status).toBe('done');
    const describeAs = (description: string) =>
      app.database.db
        .update(surveys)
        .set({ surveyInfo: { description } })
        .where(eq(surveys.id, survey.surveyId));

    await describeAs('Asbestinventarisatie voor renovatie');
    expect((await verify(survey)).data!.verifyLavsInventarisatieBijwerkenRequest.status).toBe(
      'ready_to_send_data',
    );
    await describeAs('Asbestinventarisatie voor sloop');
    expect((await verify(survey)).data!.verifyLavsInventarisatieBijwerkenRequest.status).toBe(
      'completed_successfully',
    );
    const again = await send(survey);
    expect(again.errors?.[0]?.extensions?.messageKey).toBe('lavs.error.alreadyRegistered');
    expect(inventoriesOf(survey.number)[0]!.attachments).toHaveLength(1);
  });

  it('keeps an inventory sent to LAVS, with its exchanges, from being deleted', async () => {
    const deleteInventory = (id: number) =>
      app.gql(
        'mutation ($id: ID!) { deleteSurveyInventarisation(id: $id) }',
        { id },
        { token: manager, locale: 'en' },
      );
    // Only verified, it has nothing to prove and goes.
    const verified = await propertySurvey();
    expect((await verify(verified)).errors).toBeUndefined();
    expect((await deleteInventory(verified.inventoryId)).errors).toBeUndefined();

    const sent = await propertySurvey();
    expect((await send(sent)).errors).toBeUndefined();
    expect((await sendThrough(sent)).status).toBe('done');
    const refused = await deleteInventory(sent.inventoryId);
    expect(refused.errors?.[0]?.message).toBe(
      'This was sent to LAVS: its registration and the exchanges with LAVS are kept as proof, so it cannot be deleted',
    );
    // Nor its survey, planned (LAVS is told of an inventory before it starts).
    await setSurveyStatus(app, sent.surveyId, 'proposed');
    const survey = await app.gql(
      'mutation ($id: ID!) { deleteSurvey(id: $id) }',
      { id: sent.surveyId },
      { token: manager, locale: 'en' },
    );
    expect(survey.errors?.[0]?.extensions?.messageKey).toBe('lavs.error.sentKept');
    await setSurveyStatus(app, sent.surveyId, 'active');
    expect((await inventoryOf(sent)).exchange_count).toBe(5);
  });

  it('lists the newest 20 exchanges of many, and reads one of another organisation as none', async () => {
    const survey = await propertySurvey();
    await verify(survey);
    const row = await requestRow(survey);
    await app.database.db.insert(lavsExchanges).values(
      Array.from({ length: 24 }, (_, index) => ({
        organisationId,
        requestId: row!.id,
        kind: 'verify',
        requestBody: { index },
        at: new Date(Date.now() + (index + 1) * 1000),
      })),
    );
    const listed = await inventoryOf(survey);
    expect(listed.exchange_count).toBe(25);
    expect(listed.exchanges).toHaveLength(20);
    const newest = await exchangeWithBodies(listed.exchanges[0]!.id);
    expect(JSON.parse(newest!.request_body!)).toEqual({ index: 23 });
    expect(await exchangeWithBodies(listed.exchanges[0]!.id, other)).toBeNull();
  });
});

describe('the overview', () => {
  it('lists every inventory of the property surveys with a status, filtered and searched', async () => {
    const fresh = await propertySurvey();
    const cancelled = await propertySurvey();
    await setSurveyStatus(app, cancelled.surveyId, 'cancelled');
    const open = await app.gql<{ lavsRegistrations: { total: number; rows: OverviewRow[] } }>(
      overviewQuery,
      { group: 'open' },
      { token: surveyor, locale: 'en' },
    );
    expect(open.errors).toBeUndefined();
    const rows = open.data!.lavsRegistrations.rows;
    expect(
      rows.every((row) => ['to_verify', 'data_missing', 'ready_to_send_data'].includes(row.status)),
    ).toBe(true);
    expect(rows.find((row) => row.id === String(fresh.inventoryId))).toMatchObject({
      status: 'to_verify',
      todo_label: 'Verify the data',
      link: `/en/surveys/${fresh.surveyId}/checks/lavs`,
    });
    expect(rows.some((row) => row.id === String(cancelled.inventoryId))).toBe(false);
    // Newest survey first.
    expect(rows.findIndex((row) => row.id === String(fresh.inventoryId))).toBeLessThan(
      rows.findIndex((row) => row.survey_number === 'LAVS-1'),
    );

    const dutch = await app.gql<{ lavsRegistrations: { rows: OverviewRow[] } }>(
      overviewQuery,
      { search: fresh.number },
      { token: surveyor, locale: 'nl' },
    );
    expect(dutch.data!.lavsRegistrations.rows).toMatchObject([
      { status_label: 'Te controleren', link: `/onderzoeken/${fresh.surveyId}/checks/lavs` },
    ]);

    const unknown = await app.gql(overviewQuery, { group: 'lost' }, { token: surveyor });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
  });

  it('reads a page and a survey in a few statements, however many rows', async () => {
    const survey = await propertySurvey();
    await app.database.db
      .insert(surveyInventarisations)
      .values(Array.from({ length: 5 }, () => ({ surveyId: survey.surveyId })));
    await verify(survey);
    const counter = countQueries(app.database);
    try {
      await registration(survey);
      const few = counter.count;
      counter.reset();
      await app.gql(overviewQuery, {}, { token: surveyor });
      expect(counter.count).toBeLessThanOrEqual(6);
      expect(few).toBeLessThanOrEqual(10);
    } finally {
      counter.stop();
    }
  });
});

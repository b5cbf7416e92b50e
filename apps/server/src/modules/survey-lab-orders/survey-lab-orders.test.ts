import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  jobs,
  laboratories,
  labOrders,
  sampleAnalyses,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveys,
  variableItems,
} from '../../db/tables';
import { fileStore } from '../../files/storage';
import { createJobRunner, type JobRunner } from '../../jobs/runner';
import { enqueue, type JobServices } from '../../jobs/queue';
import { createLogger } from '../../logger';
import { loadSecretBox } from '../../secrets/secret-box';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import {
  insertSurvey,
  itemsOfList,
  organisationOfUser,
  setSurveyStatus,
} from '../../testing/survey-fixtures';
import {
  simulatedResults,
  startLaboratorySimulator,
  textPdf,
  type LaboratorySimulator,
} from '../../../../../tools/simulators/laboratory/simulator';
import { defaultCopyComponents } from '@vezel/domain/surveys/copy';
import {
  cancelLabOrderAtLab,
  labOrderCertificate,
  labOrderResults,
  labOrderStatus,
  maxJsonBytes,
  submitLabOrder,
} from './lab-api';
import { resultsPollMs } from './jobs';
import { orderPdf, sampleBarcode } from './order-pdf';

const orderFields = `id number status priority remarks channel external_reference send_state
  editable can_cancel created_by laboratory { id name }
  order_file { id name mime_type url } send_job { status attempts error_key error }
  results_job { status error_key error } cancel_job { status error_key error }
  certificates { number file { mime_type } }
  samples { sample_id sample { id number } analysis_method { id value } active }
  history { from_status to_status note changed_by changed_by_kind }`;
const createOrder = `mutation ($survey: ID!, $input: LabOrderInput!) {
  createLabOrder(surveyId: $survey, input: $input) { ${orderFields} } }`;
const updateOrder = `mutation ($id: ID!, $input: LabOrderInput!) {
  updateLabOrder(id: $id, input: $input) { ${orderFields} } }`;
const sendOrder = `mutation ($id: ID!) { sendLabOrder(id: $id) { ${orderFields} } }`;
const cancelOrder = `mutation ($id: ID!, $reason: String) {
  cancelLabOrder(id: $id, reason: $reason) { ${orderFields} } }`;
const receivedOrder = `mutation ($id: ID!) { markLabOrderReceived(id: $id) { ${orderFields} } }`;
const deleteOrder = 'mutation ($id: ID!) { deleteLabOrder(id: $id) }';
const retryResults = `mutation ($id: ID!) { retryLabOrderResults(id: $id) { id } }`;
const orderQuery = `query ($id: ID!) { labOrder(id: $id) { ${orderFields} } }`;
const ordersQuery = `query ($survey: ID!) { labOrders(surveyId: $survey) { id number status } }`;
const orderableQuery = `query ($survey: ID!, $lab: ID!) {
  orderableSamples(surveyId: $survey, laboratoryId: $lab) { sample { id number } methods { id value } } }`;
const laboratoriesQuery = `query ($survey: ID!) {
  surveyLaboratories(surveyId: $survey) { laboratory { id name } order_count orderable_sample_count } }`;
const updateSample = `mutation ($id: ID!, $input: SurveySampleUpdateInput) {
  updateSurveySample(id: $id, input: $input) { id } }`;
const deleteSource = 'mutation ($id: ID!) { deleteSurveySource(id: $id) }';
const deleteLocation = 'mutation ($id: ID!) { deleteSurveySourceLocation(id: $id) }';
const updateLaboratory = `mutation ($id: ID!, $input: LaboratoryUpdateInput) {
  updateLaboratory(id: $id, input: $input) { id } }`;

interface Order {
  id: string;
  number: string;
  status: string;
  channel: string | null;
  external_reference: string | null;
  send_state: string;
  editable: boolean;
  can_cancel: boolean;
  created_by: string | null;
  order_file: { id: string; name: string; mime_type: string; url: string } | null;
  send_job: { status: string; attempts: number; error_key: string | null; error: string | null };
  results_job: { status: string; error_key: string | null; error: string | null } | null;
  cancel_job: { status: string; error_key: string | null; error: string | null } | null;
  certificates: { number: string; file: { mime_type: string } | null }[];
  priority: string;
  remarks: string;
  samples: {
    sample: { id: string; number: string };
    analysis_method: { value: string };
    active: boolean;
  }[];
  history: {
    from_status: string | null;
    to_status: string;
    note: string;
    changed_by: string | null;
    changed_by_kind: string;
  }[];
}

let app: TestApp;
let simulator: LaboratorySimulator;
let runner: JobRunner;
let services: JobServices;
let surveyor: string;
let manager: string;
let other: string;
let organisationId: number;
let surveyId: number;
let emailLab: number;
let apiLab: number;
let nen5896: number;
let nen2991: number;
let sampleIds: number[];
let sourceId: number;
let locationId: number;

/** A source of Asbestcement with a location and `count` material samples (M01...). */
async function addSamples(survey: number, count: number) {
  const db = app.database.db;
  const material = (await itemsOfList(app, organisationId, 'materiaal_types')).find(
    (item) => item.value === 'Asbestcement',
  );
  const [kind] = await db
    .select({ id: variableItems.id })
    .from(variableItems)
    .where(
      and(eq(variableItems.list, 'monster_soorten'), eq(variableItems.parentItemId, material!.id)),
    );
  const [space] = await db
    .insert(surveySpaces)
    .values({ surveyId: survey, name: 'Keuken' })
    .returning();
  const [source] = await db
    .insert(surveySources)
    .values({ surveyId: survey, number: 'B01', materialTypeItemId: material!.id })
    .returning();
  const [location] = await db
    .insert(surveySourceLocations)
    .values({ surveyId: survey, sourceId: source!.id, spaceId: space!.id })
    .returning();
  const samples = await db
    .insert(surveySamples)
    .values(
      Array.from({ length: count }, (_, index) => ({
        surveyId: survey,
        locationId: location!.id,
        sampleKindItemId: kind!.id,
        number: `M${String(index + 1).padStart(2, '0')}`,
        sortIndex: index,
      })),
    )
    .returning();
  return { source: source!.id, location: location!.id, samples: samples.map((row) => row.id) };
}

const sampleInput = (ids: number[], method: number) =>
  ids.map((id) => ({ sampleId: String(id), analysisMethodId: String(method) }));

async function newOrder(lab: number, ids: number[], token = surveyor) {
  const result = await app.gql<{ createLabOrder: Order }>(
    createOrder,
    {
      survey: surveyId,
      input: {
        laboratoryId: String(lab),
        priority: 'urgent',
        remarks: 'Graag voor vrijdag',
        samples: sampleInput(ids, nen5896),
      },
    },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createLabOrder;
}

/**
 * A laboratory API that answers as `answer` says (a path and method to a status and body),
 * for answers the simulator never gives.
 */
interface FakeAnswer {
  status: number;
  body?: unknown;
  raw?: Buffer[];
  headers?: Record<string, string>;
}

async function fakeLab(answer: (method: string, path: string) => FakeAnswer) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const { status, body, raw, headers } = answer(request.method ?? 'GET', request.url ?? '/');
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      // Several chunks go without a length: the reader must count them as they come.
      for (const chunk of raw ?? []) response.write(chunk);
      response.end(raw || body === undefined ? undefined : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Points the API laboratory somewhere else (the stored account stays). */
const pointApiLab = (url: string) =>
  app.database.db.update(laboratories).set({ apiUrl: url }).where(eq(laboratories.id, apiLab));

const resultsJobOf = async (orderId: string | number) => {
  const rows = await app.database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'labOrder.fetchResults'),
        sql`(${jobs.payload}->>'labOrderId')::int = ${Number(orderId)}`,
      ),
    )
    .orderBy(jobs.id);
  return rows.at(-1)!;
};

const readOrder = async (id: string, token = surveyor) =>
  (await app.gql<{ labOrder: Order }>(orderQuery, { id }, { token })).data!.labOrder;

beforeAll(async () => {
  app = await createTestApp();
  simulator = await startLaboratorySimulator({
    users: { 'lab-user': 'lab-secret' },
    analyseAfterMs: 0,
  });
  services = {
    config: app.config,
    db: app.database.db,
    logger: createLogger('silent'),
    mailer: { send: async (message) => void app.mails.push(message) },
    files: fileStore(app.config.dataDir),
    secrets: loadSecretBox(app.config.dataDir, app.config.secretKey),
  };
  runner = createJobRunner(services, { backoffMs: 0 });
  [surveyor, manager, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  surveyId = await insertSurvey(app, organisationId);
  const labs = await app.database.db
    .select()
    .from(laboratories)
    .where(eq(laboratories.organisationId, organisationId));
  emailLab = labs.find(
    (lab) => lab.orderChannel === 'email' && lab.name.startsWith('Asbestlab'),
  )!.id;
  apiLab = labs.find((lab) => lab.orderChannel === 'api')!.id;
  const methods = await itemsOfList(app, organisationId, 'analyse_methodes');
  nen5896 = methods.find((method) => method.value === 'NEN 5896')!.id;
  nen2991 = methods.find((method) => method.value === 'NEN 2991')!.id;
  ({ samples: sampleIds, source: sourceId, location: locationId } = await addSamples(surveyId, 4));
  // The API laboratory answers at the simulator, with the account the simulator knows.
  const pointed = await app.gql(
    updateLaboratory,
    {
      id: apiLab,
      input: { api_url: simulator.url, api_username: 'lab-user', api_password: 'lab-secret' },
    },
    { token: manager },
  );
  expect(pointed.errors).toBeUndefined();
});

afterAll(async () => {
  await runner.stop();
  await simulator.close();
  await app.close();
});

/** A laboratory API that has these results for sample M01 of any order, analysed at once. */
function analysedLab(results: { type: string; percentage: string }[]) {
  return fakeLab((method, path): FakeAnswer => {
    if (method === 'POST') return { status: 201, body: { reference: 'ref-a' } };
    if (path === '/orders/ref-a') return { status: 200, body: { status: 'analysed' } };
    if (path === '/orders/ref-a/results') {
      return {
        status: 200,
        body: {
          certificate: { number: 'C-A', issuedOn: '2026-01-02' },
          samples: [{ number: 'M01', analysedOn: '2026-01-02', results }],
        },
      };
    }
    if (path === '/orders/ref-a/certificate.pdf') {
      return {
        status: 200,
        raw: [textPdf(['Certificaat C-A'])],
        headers: { 'content-type': 'application/pdf' },
      };
    }
    return { status: 404 };
  });
}

/** Orders sample M01 of a new survey at the API laboratory and sends it; the order's id. */
async function sendOneSampleToApiLab(): Promise<string> {
  const survey = await insertSurvey(app, organisationId);
  const { samples } = await addSamples(survey, 1);
  const created = await app.gql<{ createLabOrder: Order }>(
    createOrder,
    {
      survey,
      input: {
        laboratoryId: String(apiLab),
        priority: 'normal',
        samples: sampleInput(samples, nen5896),
      },
    },
    { token: surveyor },
  );
  const id = created.data!.createLabOrder.id;
  await app.gql(sendOrder, { id }, { token: surveyor });
  await runner.runDue();
  return id;
}

/** The same, and its results polled once. */
async function orderOneSampleAndPoll(): Promise<string> {
  const id = await sendOneSampleToApiLab();
  await runner.runDue({ asOf: new Date(Date.now() + resultsPollMs + 1000) });
  return id;
}

describe('lab orders', () => {
  it('lists the laboratories with the samples each can analyse', async () => {
    const result = await app.gql<{
      surveyLaboratories: { laboratory: { id: string }; orderable_sample_count: number }[];
    }>(laboratoriesQuery, { survey: surveyId }, { token: surveyor });
    const counts = Object.fromEntries(
      result.data!.surveyLaboratories.map((row) => [row.laboratory.id, row.orderable_sample_count]),
    );
    expect(counts[String(emailLab)]).toBe(4);
    const orderable = await app.gql<{
      orderableSamples: { sample: { number: string }; methods: { value: string }[] }[];
    }>(orderableQuery, { survey: surveyId, lab: emailLab }, { token: surveyor });
    expect(orderable.data!.orderableSamples.map((row) => row.sample.number)).toEqual([
      'M01',
      'M02',
      'M03',
      'M04',
    ]);
    expect(orderable.data!.orderableSamples[0]!.methods.map((method) => method.value)).toEqual([
      'NEN 5896',
    ]);
  });

  it('lets a surveyor make a draft, numbered after the survey, with its history', async () => {
    const order = await newOrder(emailLab, sampleIds.slice(0, 2));
    expect(order.number).toMatch(/^T-\d+-L01$/);
    expect(order).toMatchObject({
      status: 'draft',
      send_state: 'none',
      editable: true,
      can_cancel: true,
      created_by: 'Sanne van der Berg',
    });
    expect(
      order.samples.map((sample) => [sample.sample.number, sample.analysis_method.value]),
    ).toEqual([
      ['M01', 'NEN 5896'],
      ['M02', 'NEN 5896'],
    ]);
    expect(order.history).toEqual([
      {
        from_status: null,
        to_status: 'draft',
        note: '',
        changed_by: 'Sanne van der Berg',
        changed_by_kind: 'person',
      },
    ]);
    // Another order cannot take the same sample; the message names it.
    const twice = await app.gql(
      createOrder,
      {
        survey: surveyId,
        input: {
          laboratoryId: String(emailLab),
          priority: 'normal',
          samples: sampleInput([sampleIds[1]!], nen5896),
        },
      },
      { token: surveyor },
    );
    expect(twice.errors?.[0]?.message).toBe(`Monster M02 staat al op opdracht ${order.number}`);
    // A method of another sample kind, or a priority that does not exist, is refused.
    const method = await app.gql(
      updateOrder,
      {
        id: order.id,
        input: { priority: 'normal', samples: sampleInput([sampleIds[0]!], nen2991) },
      },
      { token: surveyor },
    );
    expect(method.errors?.[0]?.message).toContain('monster M01');
    const priority = await app.gql(
      updateOrder,
      { id: order.id, input: { priority: 'asap', samples: sampleInput([sampleIds[0]!], nen5896) } },
      { token: surveyor },
    );
    expect(errorCode(priority)).toBe('BAD_USER_INPUT');
    expect((await readOrder(order.id)).samples).toHaveLength(2);
    // A draft can be changed and deleted.
    const changed = await app.gql<{ updateLabOrder: Order }>(
      updateOrder,
      {
        id: order.id,
        input: { priority: 'normal', samples: sampleInput([sampleIds[0]!], nen5896) },
      },
      { token: surveyor },
    );
    expect(changed.data!.updateLabOrder.samples).toHaveLength(1);
    expect(
      (await app.gql(deleteOrder, { id: order.id }, { token: surveyor })).errors,
    ).toBeUndefined();
    expect(await readOrder(order.id)).toBeNull();
  });

  it('sends an order by e-mail with its PDF, and then locks its samples', async () => {
    const order = await newOrder(emailLab, sampleIds.slice(0, 2));
    const sending = await app.gql<{ sendLabOrder: Order }>(
      sendOrder,
      { id: order.id },
      { token: surveyor },
    );
    expect(sending.data!.sendLabOrder).toMatchObject({
      status: 'draft',
      send_state: 'sending',
      editable: false,
    });
    const mailsBefore = app.mails.length;
    await runner.runDue();
    const sent = await readOrder(order.id);
    expect(sent).toMatchObject({ status: 'sent', send_state: 'sent', channel: 'email' });
    expect(sent.order_file).toMatchObject({
      name: `${order.number}.pdf`,
      mime_type: 'application/pdf',
    });
    expect(sent.history.map((change) => change.to_status)).toEqual(['sent', 'draft']);
    // The surveyor made the draft and had it sent.
    expect(sent.history.map((change) => change.changed_by_kind)).toEqual(['person', 'person']);
    expect(sent.history[0]!.changed_by).toBe('Sanne van der Berg');
    const mail = app.mails[mailsBefore]!;
    expect(mail.to).toBe('monsters@asbestlab-mn.example');
    expect(mail.subject).toBe(`Analyseopdracht ${order.number}`);
    const attachment = mail.attachments![0]!;
    expect(attachment.filename).toBe(`${order.number}.pdf`);
    expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The stored PDF is the one mailed.
    const download = await fetch(`${app.url}${sent.order_file!.url}`, {
      headers: { authorization: `Bearer ${surveyor}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(attachment.content)).toBe(true);

    // The samples at the lab, their location and source stay as they are.
    const edit = await app.gql(
      updateSample,
      { id: sampleIds[0], input: { description: 'x' } },
      { token: surveyor },
    );
    expect(edit.errors?.[0]?.message).toBe(
      `Monster M01 is met opdracht ${order.number} naar het laboratorium gestuurd en kan niet meer worden gewijzigd of verwijderd`,
    );
    expect(errorCode(await app.gql(deleteLocation, { id: locationId }, { token: surveyor }))).toBe(
      'BAD_USER_INPUT',
    );
    const source = await app.gql(deleteSource, { id: sourceId }, { token: manager, locale: 'en' });
    expect(source.errors?.[0]?.message).toContain('Sample M01 went to the laboratory');
    // A sample not on the order is free.
    expect(
      (
        await app.gql(
          updateSample,
          { id: sampleIds[3], input: { description: 'ok' } },
          { token: surveyor },
        )
      ).errors,
    ).toBeUndefined();
    // A sent order is no longer the surveyor's to change.
    expect(errorCode(await app.gql(deleteOrder, { id: order.id }, { token: surveyor }))).toBe(
      'BAD_USER_INPUT',
    );

    // Received, then only a manager cancels it, with a reason; the samples are free again.
    const received = await app.gql<{ markLabOrderReceived: Order }>(
      receivedOrder,
      { id: order.id },
      { token: surveyor },
    );
    expect(received.data!.markLabOrderReceived.status).toBe('received');
    expect(received.data!.markLabOrderReceived.can_cancel).toBe(false);
    const bySurveyor = await app.gql(
      cancelOrder,
      { id: order.id, reason: 'Fout' },
      { token: surveyor },
    );
    expect(errorCode(bySurveyor)).toBe('FORBIDDEN');
    const noReason = await app.gql(cancelOrder, { id: order.id }, { token: manager });
    expect(errorCode(noReason)).toBe('BAD_USER_INPUT');
    const cancelled = await app.gql<{ cancelLabOrder: Order }>(
      cancelOrder,
      { id: order.id, reason: 'Verkeerd laboratorium' },
      { token: manager },
    );
    expect(cancelled.data!.cancelLabOrder).toMatchObject({ status: 'cancelled' });
    expect(cancelled.data!.cancelLabOrder.history[0]).toMatchObject({
      from_status: 'received',
      to_status: 'cancelled',
      note: 'Verkeerd laboratorium',
      changed_by: 'Mark Jansen',
    });
    expect(cancelled.data!.cancelLabOrder.samples.every((sample) => !sample.active)).toBe(true);
    // The laboratory is told by mail, in a job the order shows.
    expect(cancelled.data!.cancelLabOrder.cancel_job).toMatchObject({ status: 'queued' });
    const mailsBeforeCancel = app.mails.length;
    await runner.runDue();
    const notice = app.mails[mailsBeforeCancel]!;
    expect(notice.to).toBe('monsters@asbestlab-mn.example');
    expect(notice.subject).toBe(`Annulering analyseopdracht ${order.number}`);
    expect(notice.text).toContain('Reden: Verkeerd laboratorium.');
    expect(notice.attachments ?? []).toHaveLength(0);
    expect((await readOrder(order.id)).cancel_job).toMatchObject({ status: 'done' });
    expect(
      (
        await app.gql(
          updateSample,
          { id: sampleIds[0], input: { description: 'vrij' } },
          { token: surveyor },
        )
      ).errors,
    ).toBeUndefined();
  });

  it('orders through the laboratory API and writes its results when they are in', async () => {
    const order = await newOrder(apiLab, sampleIds.slice(0, 3));
    await app.gql(sendOrder, { id: order.id }, { token: surveyor });
    await runner.runDue();
    const sent = await readOrder(order.id);
    expect(sent).toMatchObject({ status: 'sent', channel: 'api' });
    expect(sent.external_reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.results_job).toMatchObject({ status: 'queued' });
    // The poll comes a moment later.
    await runner.runDue({ asOf: new Date(Date.now() + resultsPollMs + 1000) });
    const analysed = await readOrder(order.id);
    expect(analysed.status).toBe('analysed');
    expect(analysed.results_job).toMatchObject({ status: 'done' });
    expect(analysed.history.map((change) => change.to_status)).toEqual([
      'analysed',
      'received',
      'sent',
      'draft',
    ]);
    // The laboratory reported the results and the receipt; the surveyor sent it.
    expect(analysed.history.map((change) => change.changed_by_kind)).toEqual([
      'laboratory',
      'laboratory',
      'person',
      'person',
    ]);
    // The order links the certificate the laboratory gave.
    expect(analysed.certificates).toEqual([
      { number: `CERT-${order.number}`, file: { mime_type: 'application/pdf' } },
    ]);
    const analyses = await app.database.db
      .select()
      .from(sampleAnalyses)
      .where(eq(sampleAnalyses.labOrderId, Number(order.id)));
    expect(analyses).toHaveLength(3);
    expect(
      analyses.every((analysis) => analysis.origin === 'api' && analysis.certificateId !== null),
    ).toBe(true);
    const detected = Object.fromEntries(
      ['M01', 'M02', 'M03'].map((number) => [
        number,
        simulatedResults(number).some((result) => result.percentage !== '0'),
      ]),
    );
    for (const analysis of analyses) {
      const number = `M0${sampleIds.indexOf(analysis.sampleId) + 1}`;
      expect(analysis.asbestosDetected).toBe(detected[number]);
    }
  });

  it('tells an API laboratory that an order it has is cancelled, once', async () => {
    // Sent first: a draft cancelled tells no one, as it never left the firm.
    const id = await sendOneSampleToApiLab();
    const sent = await readOrder(id);
    expect(sent.status).toBe('sent');
    expect(sent.cancel_job).toBeNull();
    const cancelled = await app.gql<{ cancelLabOrder: Order }>(
      cancelOrder,
      { id, reason: 'Monsters kwijt' },
      { token: manager },
    );
    expect(cancelled.data!.cancelLabOrder.cancel_job).toMatchObject({ status: 'queued' });
    await runner.runDue();
    expect((await readOrder(id)).cancel_job).toMatchObject({ status: 'done', error: null });
    expect(simulator.cancellation(sent.external_reference!)).toBe('Monsters kwijt');
    // The lab answers a repeat the same, and keeps the first reason.
    const connection = { url: simulator.url, username: 'lab-user', password: 'lab-secret' };
    await cancelLabOrderAtLab(connection, sent.external_reference!, 'Nog eens');
    expect(simulator.cancellation(sent.external_reference!)).toBe('Monsters kwijt');
    // An order the lab does not know is a failure the order shows.
    await expect(cancelLabOrderAtLab(connection, 'no-such-order', 'x')).rejects.toMatchObject({
      messageKey: 'labOrder.api.unknownOrder',
    });
  });

  it('cancels a draft without telling the laboratory', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 1);
    const created = await app.gql<{ createLabOrder: Order }>(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(emailLab),
          priority: 'normal',
          samples: sampleInput(samples, nen5896),
        },
      },
      { token: surveyor },
    );
    const id = created.data!.createLabOrder.id;
    const cancelled = await app.gql<{ cancelLabOrder: Order }>(
      cancelOrder,
      { id },
      { token: surveyor },
    );
    expect(cancelled.data!.cancelLabOrder).toMatchObject({ status: 'cancelled', cancel_job: null });
    const mails = app.mails.length;
    await runner.runDue();
    expect(app.mails.length).toBe(mails);
  });

  it('answers the same order again when it is sent twice (idempotent by key)', async () => {
    const connection = { url: simulator.url, username: 'lab-user', password: 'lab-secret' };
    const order = {
      key: 'vezel-test-1',
      number: 'X-L01',
      priority: 'normal',
      remarks: '',
      samples: [{ number: 'M09', kind: '', method: '', material: '' }],
    };
    const before = simulator.orderCount();
    const first = await submitLabOrder(connection, order);
    expect(await submitLabOrder(connection, order)).toBe(first);
    expect(simulator.orderCount()).toBe(before + 1);
    // The same number under another key (a deleted draft's number given out again) is
    // another order.
    expect(await submitLabOrder(connection, { ...order, key: 'vezel-test-2' })).not.toBe(first);
    expect(simulator.orderCount()).toBe(before + 2);
  });

  it('sends an order by its own key, not by a number a deleted draft had', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 1);
    const created = await app.gql<{ createLabOrder: Order }>(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(apiLab),
          priority: 'normal',
          samples: sampleInput(samples, nen5896),
        },
      },
      { token: surveyor },
    );
    const order = created.data!.createLabOrder;
    // As a draft with this number that reached the lab, failed, and was deleted.
    const earlier = await submitLabOrder(
      { url: simulator.url, username: 'lab-user', password: 'lab-secret' },
      {
        key: 'vezel-0-deleted',
        number: order.number,
        priority: 'normal',
        remarks: '',
        samples: [{ number: 'M01', kind: '', method: '', material: '' }],
      },
    );
    await app.gql(sendOrder, { id: order.id }, { token: surveyor });
    await runner.runDue();
    const sent = await readOrder(order.id);
    expect(sent.status).toBe('sent');
    expect(sent.external_reference).not.toBe(earlier);
  });

  it('shows a failed sending with its reason, and sends again after the fix', async () => {
    await app.database.db
      .update(laboratories)
      .set({ apiPasswordSealed: services.secrets.seal('wrong') })
      .where(eq(laboratories.id, apiLab));
    const order = await newOrder(apiLab, [sampleIds[3]!]);
    await app.gql(sendOrder, { id: order.id }, { token: surveyor });
    await runner.runDue();
    const failed = await readOrder(order.id);
    expect(failed).toMatchObject({ status: 'draft', send_state: 'failed', editable: true });
    expect(failed.send_job).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_key: 'labOrder.api.credentials',
    });
    expect(failed.send_job.error).toContain('gebruikersnaam of het wachtwoord');
    await app.gql(
      updateLaboratory,
      { id: apiLab, input: { api_password: 'lab-secret' } },
      { token: manager },
    );
    await app.gql(sendOrder, { id: order.id }, { token: surveyor });
    await runner.runDue();
    expect(await readOrder(order.id)).toMatchObject({ status: 'sent', send_state: 'sent' });
  });

  it('shows a failed results poll and asks again on request', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 2);
    const orderOf = async (lab: number, sample: number) =>
      (
        await app.gql<{ createLabOrder: Order }>(
          createOrder,
          {
            survey,
            input: {
              laboratoryId: String(lab),
              priority: 'normal',
              samples: sampleInput([sample], nen5896),
            },
          },
          { token: surveyor },
        )
      ).data!.createLabOrder.id;
    const id = await orderOf(apiLab, samples[0]!);
    await app.gql(sendOrder, { id }, { token: surveyor });
    await runner.runDue();
    expect((await readOrder(id)).status).toBe('sent');
    // The laboratory no longer takes the stored password when Vezel asks for the results.
    await app.database.db
      .update(laboratories)
      .set({ apiPasswordSealed: services.secrets.seal('changed') })
      .where(eq(laboratories.id, apiLab));
    const later = new Date(Date.now() + resultsPollMs + 1000);
    await runner.runDue({ asOf: later });
    const failed = await readOrder(id);
    expect(failed.status).toBe('sent');
    expect(failed.results_job).toMatchObject({
      status: 'failed',
      error_key: 'labOrder.api.credentials',
    });
    await app.gql(
      updateLaboratory,
      { id: apiLab, input: { api_password: 'lab-secret' } },
      { token: manager },
    );
    const retried = await app.gql(retryResults, { id }, { token: surveyor });
    expect(retried.errors).toBeUndefined();
    expect((await readOrder(id)).results_job).toMatchObject({ status: 'queued' });
    await runner.runDue({ asOf: later });
    expect(await readOrder(id)).toMatchObject({
      status: 'analysed',
      results_job: { status: 'done' },
    });
    // An e-mail order has no results to ask for.
    const email = await orderOf(emailLab, samples[1]!);
    expect(errorCode(await app.gql(retryResults, { id: email }, { token: surveyor }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('retries an unreachable laboratory with backoff, then gives up', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 1);
    const closed = await startLaboratorySimulator({ users: {} });
    await closed.close();
    await app.database.db
      .update(laboratories)
      .set({ apiUrl: closed.url })
      .where(eq(laboratories.id, apiLab));
    const created = await app.gql<{ createLabOrder: Order }>(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(apiLab),
          priority: 'normal',
          samples: sampleInput(samples, nen5896),
        },
      },
      { token: surveyor },
    );
    const id = created.data!.createLabOrder.id;
    await app.gql(sendOrder, { id }, { token: surveyor });
    const slow = createJobRunner(services, { backoffMs: 60_000 });
    await slow.runDue();
    const waiting = await readOrder(id);
    expect(waiting.send_state).toBe('sending');
    expect(waiting.send_job).toMatchObject({
      status: 'queued',
      attempts: 1,
      error_key: 'labOrder.api.unreachable',
    });
    await runner.runDue({ asOf: new Date(Date.now() + 24 * 3600 * 1000) });
    const gaveUp = await readOrder(id);
    expect(gaveUp.send_state).toBe('failed');
    expect(gaveUp.send_job).toMatchObject({ status: 'failed', attempts: 5 });
    await app.database.db
      .update(laboratories)
      .set({ apiUrl: simulator.url })
      .where(eq(laboratories.id, apiLab));
  });

  it('takes over a job whose runner died (its lock ran out)', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 1);
    const created = await app.gql<{ createLabOrder: Order }>(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(emailLab),
          priority: 'normal',
          samples: sampleInput(samples, nen5896),
        },
      },
      { token: surveyor },
    );
    const id = Number(created.data!.createLabOrder.id);
    const job = await app.database.db.transaction((tx) =>
      enqueue(tx, {
        organisationId,
        kind: 'labOrder.send',
        payload: { labOrderId: id, profileId: null, locale: 'en' },
      }),
    );
    await app.database.db.update(labOrders).set({ sendJobId: job.id }).where(eq(labOrders.id, id));
    // As a server that died while running it leaves it.
    await app.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    expect(await runner.runDue()).toBe(1);
    const order = await readOrder(String(id));
    expect(order.status).toBe('sent');
    expect(app.mails.at(-1)!.subject).toBe(`Analysis order ${order.number}`);
    const [row] = await app.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('copies the survey\u2019s orders as drafts of the copy, with the copied samples', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 3);
    const create = (ids: number[]) =>
      app.gql<{ createLabOrder: Order }>(
        createOrder,
        {
          survey,
          input: {
            laboratoryId: String(emailLab),
            priority: 'urgent',
            remarks: 'Spoed',
            samples: sampleInput(ids, nen5896),
          },
        },
        { token: surveyor },
      );
    const kept = (await create(samples.slice(0, 2))).data!.createLabOrder;
    await app.gql(sendOrder, { id: kept.id }, { token: surveyor });
    await runner.runDue();
    const dropped = (await create([samples[2]!])).data!.createLabOrder;
    await app.gql(cancelOrder, { id: dropped.id }, { token: surveyor });
    // A sample on no location (a vessel's, on a VSCP entry) is not copied: its order has
    // nothing to take along and stays behind, rather than becoming a draft without samples.
    const [first] = await app.database.db
      .select()
      .from(surveySamples)
      .where(eq(surveySamples.id, samples[0]!));
    const [loose] = await app.database.db
      .insert(surveySamples)
      .values({
        surveyId: survey,
        sampleKindItemId: first!.sampleKindItemId,
        number: 'M09',
        sortIndex: 9,
      })
      .returning();
    expect((await create([loose!.id])).errors).toBeUndefined();
    const copyMutation = `mutation ($input: CopyOnderzoekInput!) { copyOnderzoek(input: $input) { survey_ids } }`;
    const components = {
      ...Object.fromEntries(Object.keys(defaultCopyComponents).map((key) => [key, false])),
      inventarisatieRuimte: true,
      sources: true,
      sourcelocations: true,
      laborders: true,
    };
    const copied = await app.gql<{ copyOnderzoek: { survey_ids: string[] } }>(
      copyMutation,
      {
        input: {
          id: String(survey),
          components: JSON.stringify(components),
          addresses: JSON.stringify([
            {
              onderzoeknr: `KOPIE-${survey}`,
              naam: 'Kopie',
              straatnaam: 'Kopieerlaan',
              huisnummer: 7,
              postcode: '3511 AB',
              plaats: 'Utrecht',
              soort: 'Woning',
            },
          ]),
        },
      },
      { token: manager },
    );
    expect(copied.errors).toBeUndefined();
    const copySurvey = copied.data!.copyOnderzoek.survey_ids[0]!;
    const orders = await app.gql<{ labOrders: { id: string; number: string; status: string }[] }>(
      ordersQuery,
      { survey: copySurvey },
      { token: surveyor },
    );
    expect(orders.data!.labOrders.map((order) => [order.number, order.status])).toEqual([
      [`KOPIE-${survey}-L01`, 'draft'],
    ]);
    const order = await readOrder(orders.data!.labOrders[0]!.id);
    expect(order).toMatchObject({
      priority: 'urgent',
      remarks: 'Spoed',
      order_file: null,
      send_state: 'none',
    });
    expect(
      order.samples.map((sample) => [sample.sample.number, sample.analysis_method.value]),
    ).toEqual([
      ['M01', 'NEN 5896'],
      ['M02', 'NEN 5896'],
    ]);
    // The copy's samples are its own: the original's stay on the sent order.
    const copiedSampleIds = order.samples.map((sample) => Number(sample.sample.id));
    expect(copiedSampleIds.some((id) => samples.includes(id))).toBe(false);
    expect(order.history).toEqual([
      {
        from_status: null,
        to_status: 'draft',
        note: '',
        changed_by: 'Mark Jansen',
        changed_by_kind: 'person',
      },
    ]);
  });

  it('shares the queue between two runners without running a job twice', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 6);
    const ids: string[] = [];
    for (const sample of samples) {
      const created = await app.gql<{ createLabOrder: Order }>(
        createOrder,
        {
          survey,
          input: {
            laboratoryId: String(emailLab),
            priority: 'normal',
            samples: sampleInput([sample], nen5896),
          },
        },
        { token: surveyor },
      );
      ids.push(created.data!.createLabOrder.id);
      await app.gql(sendOrder, { id: created.data!.createLabOrder.id }, { token: surveyor });
    }
    const mailsBefore = app.mails.length;
    const second = createJobRunner(services, { backoffMs: 0 });
    const [a, b] = await Promise.all([runner.runDue(), second.runDue()]);
    expect(a + b).toBe(samples.length);
    expect(app.mails.length - mailsBefore).toBe(samples.length);
    for (const id of ids) expect((await readOrder(id)).status).toBe('sent');
  });

  it('refuses orders on a closed survey', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 1);
    await setSurveyStatus(app, survey, 'completed');
    const result = await app.gql(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(emailLab),
          priority: 'normal',
          samples: sampleInput(samples, nen5896),
        },
      },
      { token: surveyor },
    );
    expect(result.errors?.[0]?.extensions?.messageKey).toBe('error.surveyClosed');
  });

  it('shows another organisation nothing and lets it change nothing', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 2);
    const created = await app.gql<{ createLabOrder: Order }>(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(emailLab),
          priority: 'normal',
          samples: sampleInput([samples[0]!], nen5896),
        },
      },
      { token: surveyor },
    );
    const order = created.data!.createLabOrder;
    expect(
      (await app.gql<{ labOrders: unknown[] }>(ordersQuery, { survey }, { token: other })).data!
        .labOrders,
    ).toEqual([]);
    expect(await readOrder(order.id, other)).toBeNull();
    const laboratoriesSeen = await app.gql<{ surveyLaboratories: unknown[] }>(
      laboratoriesQuery,
      { survey },
      { token: other },
    );
    expect(laboratoriesSeen.data!.surveyLaboratories).toEqual([]);
    const orderable = await app.gql<{ orderableSamples: unknown[] }>(
      orderableQuery,
      { survey, lab: emailLab },
      { token: other },
    );
    expect(orderable.data!.orderableSamples).toEqual([]);
    for (const [query, variables] of [
      [sendOrder, { id: order.id }],
      [cancelOrder, { id: order.id, reason: 'x' }],
      [receivedOrder, { id: order.id }],
      [deleteOrder, { id: order.id }],
      [retryResults, { id: order.id }],
      [updateOrder, { id: order.id, input: { priority: 'normal', samples: [] } }],
    ] as const) {
      expect(errorCode(await app.gql(query, variables, { token: other }))).toBe('NOT_FOUND');
    }
    const create = await app.gql(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(emailLab),
          priority: 'normal',
          samples: sampleInput([samples[1]!], nen5896),
        },
      },
      { token: other },
    );
    expect(errorCode(create)).toBe('NOT_FOUND');
    expect((await readOrder(order.id)).status).toBe('draft');
  });
  it('opens only an http(s) API address, follows no redirect and reads answers up to a limit', async () => {
    const account = { username: 'lab-user', password: 'lab-secret' };
    const order = {
      key: 'vezel-address',
      number: 'A-L01',
      priority: 'normal',
      remarks: '',
      samples: [{ number: 'M01', kind: '', method: '', material: '' }],
    };
    for (const url of ['ftp://lab.example/', 'mailto:lab@lab.example', 'file:///etc', 'nee']) {
      await expect(submitLabOrder({ url, ...account }, order)).rejects.toMatchObject({
        messageKey: 'labOrder.api.address',
        permanent: true,
      });
    }
    const big = Buffer.alloc(maxJsonBytes / 4, 'x');
    const lab = await fakeLab((_method, path): FakeAnswer => {
      if (path === '/orders/moved') {
        return { status: 302, headers: { location: `${simulator.url}/orders/elsewhere` } };
      }
      if (path === '/orders/big') {
        return {
          status: 200,
          raw: [
            Buffer.from('{"status":"received","pad":"'),
            big,
            big,
            big,
            big,
            big,
            Buffer.from('"}'),
          ],
        };
      }
      if (path === '/orders/lost') return { status: 200, body: { status: 'lost' } };
      if (path === '/orders/holes/results') {
        return { status: 200, body: { certificate: { number: 'C1' }, samples: [null] } };
      }
      if (path === '/orders/holes2/results') {
        return {
          status: 200,
          body: { certificate: { number: 'C1' }, samples: [{ number: 'M01', results: [null] }] },
        };
      }
      if (path === '/orders/huge/certificate.pdf') {
        return { status: 200, headers: { 'content-length': String(500 * 1024 * 1024) } };
      }
      return { status: 404 };
    });
    try {
      const connection = { url: lab.url, ...account };
      await expect(labOrderStatus(connection, 'moved')).rejects.toMatchObject({
        messageKey: 'labOrder.api.redirect',
        permanent: true,
      });
      await expect(labOrderStatus(connection, 'big')).rejects.toMatchObject({
        messageKey: 'labOrder.api.tooLarge',
      });
      await expect(labOrderStatus(connection, 'lost')).rejects.toMatchObject({
        messageKey: 'labOrder.api.answer',
      });
      for (const reference of ['holes', 'holes2']) {
        await expect(labOrderResults(connection, reference)).rejects.toMatchObject({
          messageKey: 'labOrder.api.answer',
        });
      }
      await expect(labOrderCertificate(connection, 'huge')).rejects.toMatchObject({
        messageKey: 'labOrder.api.tooLarge',
      });
    } finally {
      await lab.close();
    }
  });

  it('gives up on results Vezel cannot take, and says so, instead of asking again', async () => {
    const lab = await analysedLab([{ type: 'chrysotile', percentage: 'veel' }]);
    await pointApiLab(lab.url);
    try {
      const order = await readOrder(await orderOneSampleAndPoll());
      expect(order.status).toBe('sent');
      // The refusal names the sample and what the laboratory sent.
      expect(order.results_job).toMatchObject({
        status: 'failed',
        error_key: 'labResults.percentageInvalid',
        error: 'Monster M01: "veel" is geen percentage tussen 0 en 100',
      });
      expect((await resultsJobOf(order.id)).attempts).toBe(1);
    } finally {
      await pointApiLab(simulator.url);
      await lab.close();
    }
  });

  it('names the asbestos type a laboratory reports that no analysis material has', async () => {
    const lab = await analysedLab([{ type: 'talc', percentage: '2 - 5' }]);
    await pointApiLab(lab.url);
    try {
      const order = await readOrder(await orderOneSampleAndPoll());
      expect(order.results_job).toMatchObject({
        status: 'failed',
        error_key: 'labOrder.api.unknownMaterial',
      });
      expect(order.results_job!.error).toContain('asbestsoort "talc" bij monster M01');
      expect(order.results_job!.error).toContain('in de variabelen');
    } finally {
      await pointApiLab(simulator.url);
      await lab.close();
    }
  });

  it('asks a slow laboratory less and less often, and gives up after 14 days', async () => {
    const slowLab = await startLaboratorySimulator({
      users: { 'lab-user': 'lab-secret' },
      analyseAfterMs: 3_600_000,
    });
    const closed = await startLaboratorySimulator({ users: {} });
    await closed.close();
    await pointApiLab(slowLab.url);
    try {
      const id = await sendOneSampleToApiLab();
      const waitOf = (job: { runAfter: Date }) => job.runAfter.getTime() - Date.now();

      await runner.runDue({ asOf: new Date(Date.now() + resultsPollMs + 1000) });
      let job = await resultsJobOf(id);
      expect(job).toMatchObject({ status: 'queued', progress: { polls: 1 } });
      expect(waitOf(job)).toBeGreaterThan(8_000);
      expect((await readOrder(id)).status).toBe('received');
      await runner.runDue({ asOf: new Date(Date.now() + 11_000) });
      job = await resultsJobOf(id);
      expect(job).toMatchObject({ status: 'queued', progress: { polls: 2 } });
      expect(waitOf(job)).toBeGreaterThan(18_000);

      // The laboratory is down once; the next answered question forgives it.
      await pointApiLab(closed.url);
      const slowRetry = createJobRunner(services, { backoffMs: 60_000 });
      await slowRetry.runDue({ asOf: new Date(Date.now() + 21_000) });
      job = await resultsJobOf(id);
      expect(job).toMatchObject({
        status: 'queued',
        attempts: 1,
        lastError: 'labOrder.api.unreachable',
      });
      await pointApiLab(slowLab.url);
      await runner.runDue({ asOf: new Date(Date.now() + 61_000) });
      job = await resultsJobOf(id);
      expect(job).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
      expect(job.progress?.polls).toBeGreaterThanOrEqual(3);

      // Two weeks on, it stops asking and says so; the user may ask again.
      await app.database.db
        .update(jobs)
        .set({ createdAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
        .where(eq(jobs.id, job.id));
      await runner.runDue({ asOf: new Date(Date.now() + 3_600_000) });
      const gaveUp = await readOrder(id);
      expect(gaveUp.results_job).toMatchObject({
        status: 'failed',
        error_key: 'labOrder.api.gaveUp',
      });
      expect((await app.gql(retryResults, { id }, { token: surveyor })).errors).toBeUndefined();
      const retried = await resultsJobOf(id);
      expect(retried.id).not.toBe(job.id);
      expect(retried.status).toBe('queued');
      // Not left for the other tests' runs.
      await app.database.db.delete(jobs).where(eq(jobs.id, retried.id));
    } finally {
      await pointApiLab(simulator.url);
      await slowLab.close();
    }
  });

  it('prints a sample number Code 128 cannot hold without its barcode', async () => {
    const sample = { kind: 'Materiaal', source: 'B01', material: '', location: '', method: '' };
    const pdf = await orderPdf(
      {
        number: 'T-L01',
        date: '2026-01-01',
        priority: 'normal',
        remarks: '',
        surveyNumber: 'T',
        laboratory: { name: 'Lab', address: '', accreditation: '' },
        firm: { name: 'Firma', address: '', certificate: '' },
        surveyor: 'Sanne',
        samples: [
          { ...sample, number: 'É01' },
          { ...sample, number: 'M02' },
        ],
      },
      'nl',
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await sampleBarcode('É01')).toBeNull();
    expect(await sampleBarcode('')).toBeNull();
    expect((await sampleBarcode('M02'))?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses to delete a laboratory that has orders, and says why', async () => {
    const result = await app.gql(
      'mutation ($id: ID!) { deleteLaboratory(id: $id) }',
      { id: emailLab },
      { token: manager },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toBe(
      'Dit laboratorium heeft analyseopdrachten of certificaten en kan niet worden verwijderd',
    );
    const [still] = await app.database.db
      .select()
      .from(laboratories)
      .where(eq(laboratories.id, emailLab));
    expect(still).toBeDefined();
  });

  it('locks the survey before the order, as results do, so the two never deadlock', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { samples } = await addSamples(survey, 1);
    const created = await app.gql<{ createLabOrder: Order }>(
      createOrder,
      {
        survey,
        input: {
          laboratoryId: String(emailLab),
          priority: 'normal',
          samples: sampleInput(samples, nen5896),
        },
      },
      { token: surveyor },
    );
    const id = created.data!.createLabOrder.id;
    await app.gql(sendOrder, { id }, { token: surveyor });
    await runner.runDue();
    let cancelling: Promise<{ errors?: unknown }> | undefined;
    // As recordLabResults: the survey, then (a moment later) the order.
    await app.database.db.transaction(async (tx) => {
      await tx.select().from(surveys).where(eq(surveys.id, survey)).for('update');
      cancelling = app.gql(cancelOrder, { id, reason: 'Dubbel' }, { token: manager });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx
        .select()
        .from(labOrders)
        .where(eq(labOrders.id, Number(id)))
        .for('update');
      await tx
        .update(labOrders)
        .set({ remarks: 'Bijgewerkt' })
        .where(eq(labOrders.id, Number(id)));
    });
    expect((await cancelling!).errors).toBeUndefined();
    expect(await readOrder(id)).toMatchObject({ status: 'cancelled', remarks: 'Bijgewerkt' });
  });
});

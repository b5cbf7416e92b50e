import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lavsExternalSystemValue, lavsMappedLists } from '@vezel/domain/lavs/settings';
import { isLavsInFlight, isLavsStatus, type LavsStatus } from '@vezel/domain/lavs/statuses';
import type { DatabaseHandle, Database } from '@vezel/server/db/client';
import { seedDemo } from '@vezel/server/db/seed/demo';
import {
  assets,
  branches,
  files,
  labCertificates,
  laboratories,
  lavsRequests,
  lavsSettings,
  organisations,
  sampleAnalyses,
  sampleAnalysisResults,
  surveyInventarisations,
  surveyRecords,
  surveyReports,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveySurveyors,
  userProfiles,
  users,
  variableItems,
  variableMappings,
} from '@vezel/server/db/tables/index';
import { fileStore } from '@vezel/server/files/storage';
import { createJobRunner } from '@vezel/server/jobs/runner';
import { sendLavsRequest, verifyLavsRequest } from '@vezel/server/modules/lavs/requests';
import { onePagePdf } from '@vezel/server/testing/one-page-pdf';
import { startLavsSimulator } from '../simulators/lavs/simulator';
import { benchJobServices } from './job-services';
import { ms, summarise } from './stats';

/**
 * LAVS registration of a large survey: 100 sources (one location each, in 20 spaces) and
 * 150 samples with their results, every item mapped to LAVS, a final report with its PDF.
 * Timed: the verify mutation's work (build the message, check it, store the result; the
 * median of several, target under 1 s) and a send until LAVS registered it
 * ('completed_successfully': data and attachment sent and processed by the simulator in
 * process, 100 ms each, the job runner draining the queue).
 */
const sourceCount = 100;
const sampleCount = 150;
const spaceCount = 20;
const verifyRuns = 9;
const verifyTargetMs = 1000;
const processingMs = 100;
const account = { username: 'bench', password: 'bench-lavs-secret' };

/** Maps every item of the lists the message names that has no LAVS export mapping yet. */
async function mapEverything(db: Database, variableSetId: number) {
  const [system] = await db
    .select({ id: variableItems.id })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.variableSetId, variableSetId),
        eq(variableItems.list, 'external_systems'),
        eq(variableItems.value, lavsExternalSystemValue),
      ),
    );
  if (!system) throw new Error('no LAVS external system in the demo set');
  const unmapped = await db
    .select({ id: variableItems.id, list: variableItems.list })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.variableSetId, variableSetId),
        inArray(variableItems.list, [...lavsMappedLists]),
        sql`not exists (select 1 from variable_mappings m where m.variable_item_id = ${variableItems.id}
          and m.external_system_id = ${system.id} and m.direction in ('export', 'both'))`,
      ),
    );
  if (unmapped.length) {
    await db.insert(variableMappings).values(
      unmapped.map((item) => ({
        variableItemId: item.id,
        externalSystemId: system.id,
        value: `${item.list}-${item.id}`,
        acknowledgedAt: new Date(),
      })),
    );
  }
}

/** A lookup of the set's items: the first of a list (optionally one whose data passes `where`). */
async function itemsOf(db: Database, variableSetId: number) {
  const rows = await db
    .select({
      id: variableItems.id,
      list: variableItems.list,
      value: variableItems.value,
      data: variableItems.data,
    })
    .from(variableItems)
    .where(eq(variableItems.variableSetId, variableSetId))
    .orderBy(variableItems.id);
  return (list: string, where: (data: Record<string, unknown>) => boolean = () => true) => {
    const item = rows.find((row) => row.list === list && where(row.data));
    if (!item) throw new Error(`no item of ${list} in the demo set`);
    return item.id;
  };
}

/**
 * The survey the bench registers, written directly: its asset, branch, surveyor, an
 * inventory, spaces, sources with a location each, samples with an analysis (every other
 * one asbestos found, with a result) on a laboratory certificate, two exclusions and a
 * final report whose PDF is in the file store. Returns the inventory's and survey's ids.
 */
async function buildSurvey(
  db: Database,
  dataDir: string,
  me: { organisationId: number; profileId: number; variableSetId: number },
) {
  const item = await itemsOf(db, me.variableSetId);
  const { organisationId, profileId } = me;
  // The demo branch, with its process certificate; the demo manager is the surveyor (DIA).
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.organisationId, organisationId))
    .orderBy(branches.id);
  if (!branch) throw new Error('no demo branch');
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId,
      assetType: 'property',
      street: 'Benchlaan',
      houseNumber: '100',
      postcode: '3511 AB',
      city: 'Utrecht',
      constructionYear: 1971,
    })
    .returning();
  const [survey] = await db
    .insert(surveys)
    .values({
      organisationId,
      assetId: asset!.id,
      assetType: 'property',
      number: 'BENCH-LAVS-1',
      status: 'active',
      branchId: branch.id,
      surveyTypeItemId: item('onderzoek_types'),
      surveyInfo: { description: 'Asbestinventarisatie kantoorgebouw (bench)' },
    })
    .returning();
  const surveyId = survey!.id;
  await db.insert(surveySurveyors).values({ surveyId, profileId });
  const [inventory] = await db
    .insert(surveyInventarisations)
    .values({
      surveyId,
      orderedOn: '2026-03-02',
      startsOn: '2026-03-04',
      endsOn: '2026-03-06',
      data: { calamity: false },
    })
    .returning();
  const spaces = await db
    .insert(surveySpaces)
    .values(
      Array.from({ length: spaceCount }, (_, index) => ({
        surveyId,
        name: `Ruimte ${index + 1}`,
        sortIndex: index,
      })),
    )
    .returning({ id: surveySpaces.id });
  const status = item('asbest_statussen');
  const sources = await db
    .insert(surveySources)
    .values(
      Array.from({ length: sourceCount }, (_, index) => ({
        surveyId,
        number: `B${String(index + 1).padStart(3, '0')}`,
        applicationItemId: item('toepassingen'),
        materialTypeItemId: item('materiaal_types'),
        description: `Bron ${index + 1}`,
        data: {
          asbestos_status: status,
          risk_class: item('smart_risicoklasses'),
          advice: item('bron_adviezen'),
        },
        sortIndex: index,
      })),
    )
    .returning({ id: surveySources.id });
  const locations = await db
    .insert(surveySourceLocations)
    .values(
      sources.map((source, index) => ({
        surveyId,
        sourceId: source.id,
        spaceId: spaces[index % spaceCount]!.id,
        amount: '12.50',
        unitItemId: item('eenheden'),
        assessment: { binding: item('bindingen') },
        sortIndex: index,
      })),
    )
    .returning({ id: surveySourceLocations.id });
  const samples = await db
    .insert(surveySamples)
    .values(
      Array.from({ length: sampleCount }, (_, index) => ({
        surveyId,
        locationId: locations[index % sourceCount]!.id,
        sampleKindItemId: item('monster_soorten', (data) => data.adhesive !== true),
        number: `M${String(index + 1).padStart(3, '0')}`,
        sortIndex: index,
      })),
    )
    .returning({ id: surveySamples.id });
  const [laboratory] = await db
    .select({ id: laboratories.id })
    .from(laboratories)
    .where(eq(laboratories.organisationId, organisationId))
    .orderBy(laboratories.id);
  if (!laboratory) throw new Error('no demo laboratory');
  const [certificate] = await db
    .insert(labCertificates)
    .values({
      surveyId,
      laboratoryId: laboratory.id,
      number: 'CERT-BENCH-1',
      issuedOn: '2026-03-05',
    })
    .returning();
  const analyses = await db
    .insert(sampleAnalyses)
    .values(
      samples.map((sample, index) => ({
        surveyId,
        sampleId: sample.id,
        laboratoryId: laboratory.id,
        certificateId: certificate!.id,
        analysisMethodItemId: item('analyse_methodes'),
        analysedOn: '2026-03-05',
        asbestosDetected: index % 2 === 0,
      })),
    )
    .returning({ id: sampleAnalyses.id, detected: sampleAnalyses.asbestosDetected });
  await db.insert(sampleAnalysisResults).values(
    analyses
      .filter((analysis) => analysis.detected)
      .map((analysis) => ({
        analysisId: analysis.id,
        analysisMaterialItemId: item('analyse_materialen'),
        percentage: '2 - 5',
      })),
  );
  await db.insert(surveyRecords).values(
    ['Kruipruimte', 'Liftschacht'].map((description, index) => ({
      surveyId,
      kind: 'exclusion',
      data: { description, reason: 'Niet toegankelijk tijdens de inventarisatie' },
      sortIndex: index,
    })),
  );

  // The final report's PDF, stored as an upload is (by its hash).
  const pdf = onePagePdf();
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const stored = fileStore(dataDir).pathOf(sha256);
  fs.mkdirSync(path.dirname(stored), { recursive: true });
  fs.writeFileSync(stored, pdf);
  const [file] = await db
    .insert(files)
    .values({
      organisationId,
      sha256,
      size: pdf.length,
      mimeType: 'application/pdf',
      name: 'BENCH-LAVS-1 rapport.pdf',
      uploadedByProfileId: profileId,
    })
    .returning();
  await db.insert(surveyReports).values({
    organisationId,
    surveyId,
    title: 'Asbestinventarisatierapport BENCH-LAVS-1',
    status: 'final',
    version: 1,
    createdBy: profileId,
    finalizedBy: profileId,
    finalizedAt: new Date('2026-03-10T10:00:00Z'),
    pdfFileId: file!.id,
    pdfSha256: sha256,
  });
  return { surveyId, inventarisationId: inventory!.id };
}

export async function measureLavs(
  label: string,
  open: () => Promise<DatabaseHandle>,
): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-lavs-'));
  const database = await open();
  const simulator = await startLavsSimulator({
    users: { [account.username]: account.password },
    organisations: [{ kvkNumber: '30123456', branchNumber: '000012345678' }],
    processingMs,
  });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const services = benchJobServices(dataDir, db);
    const { secrets } = services;
    const runner = createJobRunner(services);
    const [me] = await db
      .select({
        profileId: userProfiles.id,
        organisationId: userProfiles.organisationId,
        variableSetId: organisations.variableSetId,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(organisations, eq(organisations.id, userProfiles.organisationId))
      .where(eq(users.email, 'manager@vezel.test'));
    if (!me?.variableSetId) throw new Error('no demo manager');
    const variableSetId = me.variableSetId;
    const access = {
      organisationId: me.organisationId,
      profileId: me.profileId,
      manager: true,
      locale: 'nl' as const,
      secrets,
      files: services.files,
    };
    await db
      .update(lavsSettings)
      .set({
        endpoint: simulator.url,
        username: account.username,
        passwordSealed: secrets.seal(account.password),
        kvkNumber: '30123456',
        branchNumber: '000012345678',
        environment: 'test',
      })
      .where(eq(lavsSettings.organisationId, me.organisationId));
    await mapEverything(db, variableSetId);
    const { surveyId, inventarisationId } = await buildSurvey(db, dataDir, {
      ...me,
      variableSetId,
    });

    const verifies: number[] = [];
    for (let run = 0; run < verifyRuns; run++) {
      const start = performance.now();
      const row = await db.transaction((tx) =>
        verifyLavsRequest(tx, access, surveyId, inventarisationId),
      );
      verifies.push(performance.now() - start);
      if (row.status !== 'ready_to_send_data') {
        throw new Error(`not ready to send: ${JSON.stringify(row.problems).slice(0, 2000)}`);
      }
    }

    const sendStart = performance.now();
    await db.transaction((tx) => sendLavsRequest(tx, access, surveyId, inventarisationId));
    const sendMutationMs = performance.now() - sendStart;
    let status: LavsStatus = 'sending_data';
    // The job polls LAVS with waits of seconds: each round runs what is due by a minute from
    // now, and gives the simulator its processing time between rounds.
    for (let round = 0; round < 100 && isLavsInFlight(status); round++) {
      await runner.runDue({ asOf: new Date(Date.now() + 61_000) });
      const [row] = await db
        .select({ status: lavsRequests.status })
        .from(lavsRequests)
        .where(eq(lavsRequests.inventarisationId, inventarisationId));
      if (!row || !isLavsStatus(row.status)) throw new Error('the registration is gone');
      status = row.status;
      if (isLavsInFlight(status))
        await new Promise((resolve) => setTimeout(resolve, processingMs / 4));
    }
    const sendMs = performance.now() - sendStart;
    if (status !== 'completed_successfully') throw new Error(`the send ended in ${status}`);
    const [registered] = simulator.inventories();
    if (simulator.inventories().length !== 1 || registered?.attachments.length !== 1) {
      throw new Error('the simulator does not hold the inventory with its report');
    }

    const verify = summarise(verifies);
    return [
      `LAVS on ${label} (${sourceCount} sources, ${sampleCount} samples; simulator processing ${ms(processingMs)} per request):`,
      `  verify, median of ${verifyRuns} runs               ${ms(verify.median)} (max ${ms(verify.max)}; target under ${ms(verifyTargetMs)}: ${verify.median < verifyTargetMs ? 'within' : 'OVER'})`,
      `  send mutation                          ${ms(sendMutationMs)}`,
      `  send until completed_successfully      ${ms(sendMs)} (2 x ${ms(processingMs)} of it the simulator's processing)`,
    ];
  } finally {
    await simulator.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

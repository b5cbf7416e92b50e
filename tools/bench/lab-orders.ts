import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@vezel/server/db/client';
import { seedDemo } from '@vezel/server/db/seed/demo';
import {
  assets,
  laboratories,
  labOrders,
  organisations,
  sampleAnalyses,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  userProfiles,
  users,
  variableItems,
} from '@vezel/server/db/tables/index';
import { createJobRunner } from '@vezel/server/jobs/runner';
import { resultsPollMs } from '@vezel/server/modules/survey-lab-orders/jobs';
import { createLabOrder, sendLabOrder } from '@vezel/server/modules/survey-lab-orders/orders';
import { startLaboratorySimulator } from '../simulators/laboratory/simulator';
import { benchJobServices } from './job-services';
import { ms } from './stats';

/**
 * A lab order of 50 samples, as the job runner sends it: the order form PDF (50 barcodes)
 * stored and delivered, once by e-mail (outbox) and once to the laboratory simulator's
 * API; then the simulator's 50 results fetched and written with their certificate PDF.
 * Each is timed from the mutation's transaction to the last write; target 2 s each.
 */
const sampleCount = 50;
const targetMs = 2000;

export async function measureLabOrders(
  label: string,
  open: () => Promise<DatabaseHandle>,
): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-lab-orders-'));
  const database = await open();
  const simulator = await startLaboratorySimulator({
    users: { bench: 'bench-secret' },
    analyseAfterMs: 0,
  });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const services = benchJobServices(dataDir, db);
    const { secrets } = services;
    const runner = createJobRunner(services);
    const [me] = await db
      .select({ profileId: userProfiles.id, organisationId: userProfiles.organisationId })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, 'surveyor@vezel.test'));
    if (!me) throw new Error('no demo surveyor');
    const access = { ...me, manager: false, locale: 'nl' as const, secrets, files: services.files };
    const labs = await db
      .select()
      .from(laboratories)
      .where(eq(laboratories.organisationId, me.organisationId));
    const emailLab = labs.find((lab) => lab.orderChannel === 'email')!;
    const apiLab = labs.find((lab) => lab.orderChannel === 'api')!;
    await db
      .update(laboratories)
      .set({
        apiUrl: simulator.url,
        apiUsername: 'bench',
        apiPasswordSealed: secrets.seal('bench-secret'),
      })
      .where(eq(laboratories.id, apiLab.id));

    const items = await db
      .select({
        id: variableItems.id,
        list: variableItems.list,
        value: variableItems.value,
        parent: variableItems.parentItemId,
      })
      .from(variableItems)
      .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
      .where(eq(organisations.id, me.organisationId));
    const material = items.find(
      (item) => item.list === 'materiaal_types' && item.value === 'Asbestcement',
    )!;
    const kind = items.find(
      (item) => item.list === 'monster_soorten' && item.parent === material.id,
    )!;
    const method = items.find(
      (item) => item.list === 'analyse_methodes' && item.value === 'NEN 5896',
    )!;

    /** A survey with one source, one location and 50 samples, M01 to M50. */
    async function surveyWithSamples(number: string) {
      const [asset] = await db
        .insert(assets)
        .values({ organisationId: me!.organisationId, assetType: 'property', street: 'Benchlaan' })
        .returning();
      const [survey] = await db
        .insert(surveys)
        .values({
          organisationId: me!.organisationId,
          assetId: asset!.id,
          assetType: 'property',
          number,
          status: 'active',
        })
        .returning();
      const [source] = await db
        .insert(surveySources)
        .values({ surveyId: survey!.id, number: 'B01', materialTypeItemId: material.id })
        .returning();
      const [location] = await db
        .insert(surveySourceLocations)
        .values({ surveyId: survey!.id, sourceId: source!.id })
        .returning();
      const samples = await db
        .insert(surveySamples)
        .values(
          Array.from({ length: sampleCount }, (_, index) => ({
            surveyId: survey!.id,
            locationId: location!.id,
            sampleKindItemId: kind.id,
            number: `M${String(index + 1).padStart(2, '0')}`,
            sortIndex: index,
          })),
        )
        .returning({ id: surveySamples.id });
      return { surveyId: survey!.id, sampleIds: samples.map((sample) => sample.id) };
    }

    async function orderAndSend(laboratoryId: number, number: string) {
      const { surveyId, sampleIds } = await surveyWithSamples(number);
      const start = performance.now();
      const order = await db.transaction(async (tx) => {
        const created = await createLabOrder(tx, access, surveyId, {
          laboratoryId,
          priority: 'normal',
          remarks: '',
          samples: sampleIds.map((sampleId) => ({ sampleId, analysisMethodId: method.id })),
        });
        return sendLabOrder(tx, access, created.id, 'nl');
      });
      await runner.runDue();
      const elapsed = performance.now() - start;
      const [sent] = await db.select().from(labOrders).where(eq(labOrders.id, order.id));
      if (sent?.status !== 'sent') throw new Error(`order not sent: ${sent?.status}`);
      return { order: sent, elapsed };
    }

    const byEmail = await orderAndSend(emailLab.id, 'BENCH-LAB-1');
    const byApi = await orderAndSend(apiLab.id, 'BENCH-LAB-2');
    const resultsStart = performance.now();
    await runner.runDue({ asOf: new Date(Date.now() + resultsPollMs + 1000) });
    const resultsMs = performance.now() - resultsStart;
    const analyses = await db
      .select({ id: sampleAnalyses.id })
      .from(sampleAnalyses)
      .where(and(eq(sampleAnalyses.labOrderId, byApi.order.id), eq(sampleAnalyses.origin, 'api')));
    if (analyses.length !== sampleCount) {
      throw new Error(`expected ${sampleCount} analyses, got ${analyses.length}`);
    }
    const verdict = (value: number) => (value < targetMs ? 'within' : 'OVER');
    return [
      `Lab orders on ${label} (${sampleCount} samples; target under ${ms(targetMs)} each):`,
      `  order + PDF + e-mail to the outbox   ${ms(byEmail.elapsed)} (${verdict(byEmail.elapsed)})`,
      `  order + PDF + simulator API          ${ms(byApi.elapsed)} (${verdict(byApi.elapsed)})`,
      `  API results fetched and written      ${ms(resultsMs)} (${verdict(resultsMs)}; ${analyses.length} analyses, certificate PDF)`,
    ];
  } finally {
    await simulator.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

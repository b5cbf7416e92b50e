import { and, eq } from 'drizzle-orm';
import {
  assets,
  branches,
  files,
  labCertificates,
  laboratories,
  organisations,
  sampleAnalyses,
  sampleAnalysisResults,
  surveyInventarisations,
  surveyReports,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveySurveyors,
  variableItems,
} from '../db/tables';
import { insertSurveyReport } from './report-fixtures';
import { insertSurvey } from './survey-fixtures';
import type { TestApp } from './test-app';

/** What `insertLavsReadySurvey` made, to change one part of it. */
export interface LavsReadySurvey {
  surveyId: number;
  surveyNumber: string;
  inventarisationId: number;
  sourceId: number;
  locationId: number;
  sampleId: number;
  reportId: number;
  /** An item of the organisation's variable set by list and value. */
  item(list: string, value: string): Promise<number>;
}

/**
 * A property survey of the demo organisation that LAVS would accept as it is: the demo's
 * branch and LAVS settings, `profileId` as its surveyor (the demo manager has a DIA
 * certificate), one space with one asbestos source (mapped items only), one analysed
 * sample with its laboratory certificate, an inventory with its dates, and a final report
 * with a PDF. Written directly, as the screens that make each part have their own tests.
 */
export async function insertLavsReadySurvey(
  app: TestApp,
  organisationId: number,
  profileId: number,
): Promise<LavsReadySurvey> {
  const db = app.database.db;
  const item = async (list: string, value: string) => {
    const [row] = await db
      .select({ id: variableItems.id })
      .from(variableItems)
      .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
      .where(
        and(
          eq(organisations.id, organisationId),
          eq(variableItems.list, list),
          eq(variableItems.value, value),
        ),
      );
    if (!row) throw new Error(`no item ${list} "${value}"`);
    return row.id;
  };
  const surveyId = await insertSurvey(app, organisationId, {
    surveyTypeItemId: await item('onderzoek_types', 'Asbestinventarisatie type A'),
  });
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.organisationId, organisationId));
  const [survey] = await db
    .update(surveys)
    .set({ branchId: branch!.id })
    .where(eq(surveys.id, surveyId))
    .returning({ number: surveys.number, assetId: surveys.assetId });
  await db
    .update(assets)
    .set({ postcode: '3511 AB', houseNumber: '12', constructionYear: 1965 })
    .where(eq(assets.id, survey!.assetId));
  await db.insert(surveySurveyors).values({ surveyId, profileId });
  const [space] = await db
    .insert(surveySpaces)
    .values({ surveyId, name: 'Berging' })
    .returning({ id: surveySpaces.id });
  const [source] = await db
    .insert(surveySources)
    .values({
      surveyId,
      number: 'B01',
      description: 'Golfplaten dak berging',
      applicationItemId: await item('toepassingen', 'Golfplaten'),
      materialTypeItemId: await item('materiaal_types', 'Asbestcement'),
      data: {
        asbestos_status: await item('asbest_statussen', 'Asbesthoudend'),
        risk_class: await item('smart_risicoklasses', 'Risicoklasse 2'),
        advice: await item('bron_adviezen', 'Verwijderen voor renovatie of sloop'),
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
      unitItemId: await item('eenheden', 'm²'),
      assessment: { binding: await item('bindingen', 'Hechtgebonden') },
    })
    .returning({ id: surveySourceLocations.id });
  const [sample] = await db
    .insert(surveySamples)
    .values({ surveyId, locationId: location!.id, number: 'M01' })
    .returning({ id: surveySamples.id });
  const [laboratory] = await db
    .select({ id: laboratories.id })
    .from(laboratories)
    .where(eq(laboratories.organisationId, organisationId));
  const [certificate] = await db
    .insert(labCertificates)
    .values({ surveyId, laboratoryId: laboratory!.id, number: 'CERT-2026-0042' })
    .returning({ id: labCertificates.id });
  const [analysis] = await db
    .insert(sampleAnalyses)
    .values({
      surveyId,
      sampleId: sample!.id,
      laboratoryId: laboratory!.id,
      certificateId: certificate!.id,
      analysisMethodItemId: await item('analyse_methodes', 'NEN 5896'),
      analysedOn: '2026-03-05',
      asbestosDetected: true,
    })
    .returning({ id: sampleAnalyses.id });
  const [chrysotile] = await db
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(organisations.id, organisationId),
        eq(variableItems.list, 'analyse_materialen'),
        eq(variableItems.value, 'Chrysotiel'),
      ),
    )
    .limit(1);
  await db
    .insert(sampleAnalysisResults)
    .values({ analysisId: analysis!.id, analysisMaterialItemId: chrysotile!.id, percentage: '5' });
  const [inventory] = await db
    .insert(surveyInventarisations)
    .values({
      surveyId,
      orderedOn: '2026-03-02',
      startsOn: '2026-03-03',
      endsOn: '2026-03-04',
      data: { calamity: false, remarks: '' },
    })
    .returning({ id: surveyInventarisations.id });
  const reportId = await insertSurveyReport(app, {
    organisationId,
    surveyId,
    profileId,
    status: 'final',
  });
  const [pdf] = await db
    .insert(files)
    .values({
      organisationId,
      sha256: 'f'.repeat(64),
      size: 1000,
      mimeType: 'application/pdf',
      name: 'rapport.pdf',
    })
    .returning({ id: files.id });
  await db
    .update(surveyReports)
    .set({ pdfFileId: pdf!.id, finalizedAt: new Date('2026-03-06T10:00:00Z') })
    .where(eq(surveyReports.id, reportId));
  return {
    surveyId,
    surveyNumber: survey!.number,
    inventarisationId: inventory!.id,
    sourceId: source!.id,
    locationId: location!.id,
    sampleId: sample!.id,
    reportId,
    item,
  };
}

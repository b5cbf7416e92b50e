import { lavsMessageIssues } from '@vezel/domain/lavs/message';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assets,
  branches,
  labOrders,
  labOrderSamples,
  laboratories,
  lavsSettings,
  sampleAnalyses,
  surveyInventarisations,
  surveyReports,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  userProfiles,
  variableItems,
} from '../../db/tables';
import { buildRichSurvey } from '../../testing/rich-survey';
import { insertLavsReadySurvey, type LavsReadySurvey } from '../../testing/lavs-fixtures';
import { organisationOfUser, profileOfUser } from '../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildLavsMessage } from './build-message';
import { problemLink, problemMessage, problemsForIssues, verifyLavsInventory } from './verify';

let app: TestApp;
let organisationId: number;
let otherOrganisationId: number;
let managerProfile: number;

beforeAll(async () => {
  app = await createTestApp();
  organisationId = await organisationOfUser(app, 'manager@vezel.test');
  otherOrganisationId = await organisationOfUser(app, 'other@vezel.test');
  managerProfile = await profileOfUser(app, 'manager@vezel.test');
});

afterAll(() => app?.close());

const verify = (survey: LavsReadySurvey) =>
  verifyLavsInventory(app.database.db, organisationId, survey.inventarisationId);

/** A manager who is not the survey's surveyor: every link is theirs to follow. */
const aManager = { userId: 0, manager: true };

/** The problems as the survey's screen shows them: text and link, in Dutch. */
const shown = async (survey: LavsReadySurvey, viewer = aManager) =>
  (await verify(survey)).problems.map((problem) => ({
    message: problemMessage(problem, 'nl'),
    link: problemLink(problem, 'nl', viewer),
  }));

describe('verifyLavsInventory', () => {
  it('finds nothing in a complete survey, whose message LAVS accepts', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const verification = await verify(survey);
    expect(verification.problems).toEqual([]);
    expect(lavsMessageIssues({ ...verification.message, requestId: 'vezel-lavs-1-1' })).toEqual([]);
    expect(verification.message).toMatchObject({
      requestId: '',
      environment: 'test',
      organisation: { kvkNumber: '30123456', branchNumber: '000012345678' },
      certification: { certificateNumber: 'SC540-2024-0187' },
      project: { reference: survey.surveyNumber, calamity: false },
      location: {
        postcode: '3511 AB',
        houseNumber: '12',
        houseNumberSuffix: 'niet van toepassing',
        street: 'Teststraat',
        city: 'Utrecht',
        constructionYear: '1965',
      },
      order: {
        type: 'A',
        orderedOn: '2026-03-02',
        startsOn: '2026-03-03',
        endsOn: '2026-03-04',
        lateReason: 'niet van toepassing',
      },
      surveyor: { certificateNumber: 'DIA-2023-01187' },
      buildingParts: [{ name: 'Berging' }],
      sources: [
        {
          number: 'B01',
          application: 'GOLFPL',
          materialType: 'AC',
          binding: 'HG',
          amount: '12.5',
          unit: 'M2',
          asbestosStatus: 'ASB',
          riskClass: '2',
          recommendedMeasure: 'VERW',
          repeating: false,
          sampleNumbers: ['M01'],
        },
      ],
      samples: [
        {
          number: 'M01',
          sourceNumber: 'B01',
          analysisMethod: 'NEN5896',
          certificateNumber: 'CERT-2026-0042',
          asbestosFound: true,
          asbestosTypes: 'chrysotile',
        },
      ],
      delivery: { reportTitle: 'Rapport', deliveredOn: '2026-03-06' },
    });
    expect(verification.attachment).toMatchObject({ fileName: expect.stringMatching(/\.pdf$/) });
    // The same data gives the same fingerprint; a change gives another.
    expect((await verify(survey)).fingerprint).toBe(verification.fingerprint);
    await app.database.db
      .update(surveyInventarisations)
      .set({ data: { calamity: true } })
      .where(eq(surveyInventarisations.id, survey.inventarisationId));
    const changed = await verify(survey);
    expect(changed.message.project.calamity).toBe(true);
    expect(changed.fingerprint).not.toBe(verification.fingerprint);
  });

  it('names a source without advice, with a link to its status', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const [source] = await app.database.db
      .select({ data: surveySources.data })
      .from(surveySources)
      .where(eq(surveySources.id, survey.sourceId));
    await app.database.db
      .update(surveySources)
      .set({ data: { ...source!.data, advice: null } })
      .where(eq(surveySources.id, survey.sourceId));
    expect(await shown(survey)).toEqual([
      {
        message: 'Bron B01: aanbevolen maatregel ontbreekt',
        link: `/onderzoeken/${survey.surveyId}/applications/sources/${survey.sourceId}/status`,
      },
    ]);
    const [problem] = (await verify(survey)).problems;
    expect(problem!.path).toBe('sources.0.recommendedMeasure');
    expect(problemMessage(problem!, 'en')).toBe('Source B01: recommended measure is missing');
    expect(problemMessage(problem!, 'fr')).toBe('Source B01 : mesure recommandée manque');
    expect(problemLink(problem!, 'en', aManager)).toBe(
      `/en/surveys/${survey.surveyId}/applications/sources/${survey.sourceId}/status`,
    );
  });

  it('names an item without a LAVS code, with a link to the mapping warnings', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    await app.database.db
      .update(surveySources)
      .set({ materialTypeItemId: await survey.item('materiaal_types', 'Bitumen') })
      .where(eq(surveySources.id, survey.sourceId));
    expect(await shown(survey)).toEqual([
      {
        message: 'Bron B01: materiaaltype "Bitumen" heeft geen LAVS-code',
        link: '/admin/lavs/mappingwarnings',
      },
    ]);
  });

  it('names missing settings, with a link to them', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const db = app.database.db;
    await db
      .update(lavsSettings)
      .set({ kvkNumber: '' })
      .where(eq(lavsSettings.organisationId, organisationId));
    try {
      expect(await shown(survey)).toEqual([
        { message: 'LAVS-instellingen: KvK-nummer ontbreekt', link: '/admin/lavs/settings' },
      ]);
    } finally {
      await db
        .update(lavsSettings)
        .set({ kvkNumber: '30123456' })
        .where(eq(lavsSettings.organisationId, organisationId));
    }
  });

  it('names a missing final report once, with a link to the reports', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    await app.database.db
      .update(surveyReports)
      .set({ status: 'draft' })
      .where(eq(surveyReports.id, survey.reportId));
    const verification = await verify(survey);
    expect(verification.attachment).toBeNull();
    expect(await shown(survey)).toEqual([
      {
        message: 'Er is geen definitief rapport met PDF: maak het rapport definitief',
        link: `/onderzoeken/${survey.surveyId}/reports`,
      },
    ]);
  });

  it('names a sample at the laboratory and one without result, once each', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const db = app.database.db;
    await db.delete(sampleAnalyses).where(eq(sampleAnalyses.sampleId, survey.sampleId));
    const [location] = await db
      .select({ locationId: surveySamples.locationId })
      .from(surveySamples)
      .where(eq(surveySamples.id, survey.sampleId));
    const [atLab] = await db
      .insert(surveySamples)
      .values({ surveyId: survey.surveyId, locationId: location!.locationId, number: 'M02' })
      .returning({ id: surveySamples.id });
    const [laboratory] = await db
      .select({ id: laboratories.id })
      .from(laboratories)
      .where(eq(laboratories.organisationId, organisationId));
    const [order] = await db
      .insert(labOrders)
      .values({
        surveyId: survey.surveyId,
        laboratoryId: laboratory!.id,
        number: 'L01',
        status: 'sent',
      })
      .returning({ id: labOrders.id });
    await db.insert(labOrderSamples).values({ labOrderId: order!.id, sampleId: atLab!.id });
    expect(await shown(survey)).toEqual([
      {
        message: 'Monster M01 heeft geen uitslag: voer de analyse in',
        link: `/onderzoeken/${survey.surveyId}/samples/${survey.sampleId}`,
      },
      {
        message: 'Monster M02 is nog bij het laboratorium: wacht op de uitslag',
        link: `/onderzoeken/${survey.surveyId}/samples/${atLab!.id}`,
      },
    ]);
  });

  it('says a late inventory needs its reason, and mixed units', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const db = app.database.db;
    await db
      .update(surveyInventarisations)
      .set({ orderedOn: '2026-01-05', lateReasonItemId: null })
      .where(eq(surveyInventarisations.id, survey.inventarisationId));
    const [location] = await db
      .select({ locationId: surveySamples.locationId })
      .from(surveySamples)
      .where(eq(surveySamples.id, survey.sampleId));
    const [first] = await db
      .select()
      .from(surveySourceLocations)
      .where(eq(surveySourceLocations.id, location!.locationId!));
    await db.insert(surveySourceLocations).values({
      surveyId: survey.surveyId,
      sourceId: survey.sourceId,
      spaceId: first!.spaceId,
      amount: '3',
      unitItemId: await survey.item('eenheden', 'stuks'),
      assessment: first!.assessment,
    });
    expect(await shown(survey)).toEqual([
      {
        message: 'Inventarisatie: reden van latere inventarisatie ontbreekt',
        link: `/onderzoeken/${survey.surveyId}/inventarisations/${survey.inventarisationId}/information`,
      },
      {
        message:
          'Bron B01: de locaties hebben verschillende eenheden (m², stuks); LAVS vraagt één eenheid per bron',
        link: `/onderzoeken/${survey.surveyId}/locations/${survey.locationId}`,
      },
    ]);
  });

  it('sends an adhesive sample apart and a source in two spaces as repeating', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const db = app.database.db;
    const [first] = await db
      .select()
      .from(surveySourceLocations)
      .where(eq(surveySourceLocations.id, survey.locationId));
    const [space] = await db
      .insert(surveySpaces)
      .values({ surveyId: survey.surveyId, name: 'Schuur' })
      .returning({ id: surveySpaces.id });
    const [second] = await db
      .insert(surveySourceLocations)
      .values({
        surveyId: survey.surveyId,
        sourceId: survey.sourceId,
        spaceId: space!.id,
        amount: '7.25',
        unitItemId: first!.unitItemId,
        assessment: first!.assessment,
      })
      .returning({ id: surveySourceLocations.id });
    // The seed marks its sample kind Kleefmonster `adhesive` in the kind's data.
    const [kind] = await db
      .select({ id: variableItems.id, data: variableItems.data })
      .from(variableItems)
      .where(
        and(
          eq(variableItems.list, 'monster_soorten'),
          eq(variableItems.value, 'Kleefmonster'),
          inArray(
            variableItems.parentItemId,
            db
              .select({ id: variableItems.id })
              .from(variableItems)
              .where(eq(variableItems.id, await survey.item('materiaal_types', 'Spuitasbest'))),
          ),
        ),
      );
    expect(kind!.data.adhesive).toBe(true);
    const [adhesive] = await db
      .insert(surveySamples)
      .values({
        surveyId: survey.surveyId,
        locationId: second!.id,
        number: 'K01',
        sampleKindItemId: kind!.id,
      })
      .returning({ id: surveySamples.id });
    const [analysis] = await db
      .select()
      .from(sampleAnalyses)
      .where(eq(sampleAnalyses.sampleId, survey.sampleId));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = analysis!;
    await db.insert(sampleAnalyses).values({ ...copy, sampleId: adhesive!.id });

    const verification = await verify(survey);
    expect(verification.problems).toEqual([]);
    expect(verification.message.sources[0]).toMatchObject({
      amount: '19.75',
      repeating: true,
      // Coded by the spaces' numbers in the survey (Berging 1, Schuur 2), not their ids.
      buildingParts: ['1', '2'],
      sampleNumbers: ['M01'],
    });
    expect(verification.message.buildingParts).toEqual([
      { code: '1', name: 'Berging' },
      { code: '2', name: 'Schuur' },
    ]);
    expect(verification.message.samples.map((sample) => sample.number)).toEqual(['M01']);
    expect(verification.message.adhesiveSamples).toEqual([
      {
        number: 'K01',
        buildingPart: '2',
        laboratory: expect.any(String),
        certificateNumber: 'CERT-2026-0042',
        asbestosFound: true,
      },
    ]);
  });

  it('asks a DIA and the process certificate valid at the start, of the firm itself', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const db = app.database.db;
    // In 2031 the demo manager's DIA (five years from two years ago) and the branch's
    // certificate have lapsed; other certificates of theirs do not count instead.
    await db
      .update(surveyInventarisations)
      .set({ orderedOn: '2031-03-03', startsOn: '2031-03-03', endsOn: '2031-03-04' })
      .where(eq(surveyInventarisations.id, survey.inventarisationId));
    const [manager] = await db
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.id, managerProfile));
    const [branch] = await db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.organisationId, organisationId));
    expect(await shown(survey)).toEqual([
      {
        message: `Vestiging ${branch!.name}: geen procescertificaat SC540-2024-0187 dat geldig is op 03-03-2031; voeg het certificaat toe`,
        link: `/admin/certificeringsinstelling/${branch!.id}/certificates`,
      },
      {
        message: expect.stringMatching(
          /^Inventariseerder .+: geen DIA-certificaat dat geldig is op 03-03-2031; voeg het DIA-certificaat toe$/,
        ),
        link: `/admin/gebruikers/${manager!.userId}/certificates`,
      },
    ]);
    // The surveyor fixes their own certificate on their account; the branch's certificate is
    // a manager's to add, so a surveyor gets no link to the admin screen they cannot open.
    expect(
      (await shown(survey, { userId: manager!.userId, manager: false })).map(({ link }) => link),
    ).toEqual([null, '/account/certificates']);
  });

  it("asks the analysis's lab certificate, every location's amount and the construction year", async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const db = app.database.db;
    await db
      .update(sampleAnalyses)
      .set({ certificateId: null })
      .where(eq(sampleAnalyses.sampleId, survey.sampleId));
    const [first] = await db
      .select()
      .from(surveySourceLocations)
      .where(eq(surveySourceLocations.id, survey.locationId));
    const [second] = await db
      .insert(surveySourceLocations)
      .values({
        surveyId: survey.surveyId,
        sourceId: survey.sourceId,
        spaceId: first!.spaceId,
        amount: null,
        unitItemId: first!.unitItemId,
        assessment: first!.assessment,
      })
      .returning({ id: surveySourceLocations.id });
    const [{ assetId }] = (await db
      .select({ assetId: surveys.assetId })
      .from(surveys)
      .where(eq(surveys.id, survey.surveyId))) as [{ assetId: number }];
    await db.update(assets).set({ constructionYear: null }).where(eq(assets.id, assetId));
    expect(await shown(survey)).toEqual([
      {
        message: 'Adres: bouwjaar ontbreekt',
        link: `/onderzoeken/${survey.surveyId}/object/information`,
      },
      {
        message:
          'Bron B01: een locatie heeft geen hoeveelheid; vul de hoeveelheid van elke locatie in',
        link: expect.stringMatching(new RegExp(`/onderzoeken/${survey.surveyId}/.*${second!.id}`)),
      },
      {
        message: 'Monster M01: certificaatnummer ontbreekt',
        link: expect.stringMatching(
          new RegExp(`/onderzoeken/${survey.surveyId}/.*${survey.sampleId}`),
        ),
      },
    ]);
  });

  it("says in the survey's words what LAVS refused on a send", async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    const built = await buildLavsMessage(app.database.db, organisationId, survey.inventarisationId);
    const problems = problemsForIssues(built, [
      { path: 'requestId', code: 'format' },
      { path: 'sources.0.unit', code: 'required' },
      { path: 'location.postcode', code: 'format' },
    ]);
    expect(problems.map((problem) => problemMessage(problem, 'nl'))).toEqual([
      'Bron B01: eenheid ontbreekt',
      'Adres: postcode "3511 AB" heeft niet de vorm die LAVS vraagt',
    ]);
    expect(problems.map((problem) => problem.path)).toEqual([
      'sources.0.unit',
      'location.postcode',
    ]);
  });

  it('refuses an inventory of another organisation or of a cancelled survey', async () => {
    const survey = await insertLavsReadySurvey(app, organisationId, managerProfile);
    await expect(
      verifyLavsInventory(app.database.db, otherOrganisationId, survey.inventarisationId),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    await app.database.db
      .update(surveys)
      .set({ status: 'cancelled' })
      .where(eq(surveys.id, survey.surveyId));
    await expect(verify(survey)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('verifies 100 sources and 150 samples well within a second', async () => {
    const { surveyId } = await buildRichSurvey(app.database.db, {
      organisationId,
      profileId: managerProfile,
      number: 'LAVS-BIG',
      size: { floors: 3, spaces: 40, sources: 100, samples: 150, photos: 3, files: 1 },
    });
    const [inventory] = await app.database.db
      .insert(surveyInventarisations)
      .values({ surveyId, orderedOn: '2026-03-02', startsOn: '2026-03-03' })
      .returning({ id: surveyInventarisations.id });
    // Through a transaction, as the send mutation calls it: its one connection takes one
    // statement at a time (node-postgres warns of, and its next version refuses, more).
    const inTransaction = () =>
      app.database.db.transaction((tx) => verifyLavsInventory(tx, organisationId, inventory!.id));
    const warnings: unknown[] = [];
    const onWarning = (warning: unknown) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      // Warm up (the first statement of a kind is planned once).
      await inTransaction();
      const started = performance.now();
      const verification = await inTransaction();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(verification.message.sources).toHaveLength(100);
      expect(verification.message.samples).toHaveLength(150);
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
    const verification = await verifyLavsInventory(app.database.db, organisationId, inventory!.id);
    expect(verification.message.sources).toHaveLength(100);
    expect(verification.message.samples).toHaveLength(150);
  });
});

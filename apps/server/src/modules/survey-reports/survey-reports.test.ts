import { Readable } from 'node:stream';
import { domainMessages, translate, type DomainMessageKey } from '@vezel/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  files,
  jobs,
  reportChapterElements,
  reportChapters,
  reportElements,
  reportTemplateChapters,
  reportTemplates,
  surveyReports,
  surveys,
  surveySources,
  surveySurveyors,
  userProfiles,
} from '../../db/tables';
import { fileStore } from '../../files/storage';
import {
  insertCompleteSurvey,
  insertReportTemplate,
  type ChapterSpec,
} from '../../testing/report-fixtures';
import { insertSurvey, organisationOfUser, profileOfUser } from '../../testing/survey-fixtures';
import { createTestApp, errorCode, type GraphqlResult, type TestApp } from '../../testing/test-app';

const reportFields = `id title version status editable can_finalize signer pdf_sha256
  chapters { id title appendix text elements { id title heading_level page_size orientation } }
  pdf_job { status progress { step done total } error }`;
const createReport = `mutation ($surveyId: ID!, $templateId: ID!) {
  createSurveyReport(surveyId: $surveyId, templateId: $templateId) { ${reportFields} } }`;
const reportQuery = `query ($id: ID!) { surveyReport(id: $id) { ${reportFields} checks { code target label } } }`;
const reportsQuery = 'query ($surveyId: ID!) { surveyReports(surveyId: $surveyId) { id version } }';
const printQuery = `query ($id: ID!) { surveyReportPrint(id: $id) {
  report { id title version status header }
  cover { title subtitle surveyNumber assetLines clientName firmLines date version draft }
  toc { anchor number title level }
  blocks { anchor kind level number title page { size orientation headerFooter } newPage html failed error }
  signature { name signedAt fileId certificates } } }`;
const updateChapter = `mutation ($id: ID!, $text: String!) {
  updateSurveyReportChapter(id: $id, text: $text) { id text } }`;
const updateTitle = `mutation ($id: ID!, $title: String!) { updateSurveyReport(id: $id, title: $title) { id title } }`;
const deleteReport = 'mutation ($id: ID!) { deleteSurveyReport(id: $id) }';
const newVersion = 'mutation ($id: ID!) { newSurveyReportVersion(id: $id) { id version status } }';
const finalize = 'mutation ($id: ID!) { finalizeSurveyReport(id: $id) { id status signer } }';
const makePdf = 'mutation ($id: ID!) { makeSurveyReportPdf(id: $id) { id pdf_job { status } } }';
const refresh = `mutation ($id: ID!) { refreshSurveyReport(id: $id) { ${reportFields} } }`;

interface Report {
  id: string;
  title: string;
  version: number;
  status: string;
  editable: boolean;
  can_finalize: boolean;
  signer: string | null;
  chapters: {
    id: string;
    title: string;
    appendix: boolean;
    text: string;
    elements: { id: string; title: string; heading_level: number; page_size: string }[];
  }[];
  pdf_job: {
    status: string;
    progress: { step: string | null; done: number; total: number } | null;
  } | null;
  checks?: { code: string; target: string | null; label: string | null }[];
}
interface Print {
  report: { title: string; status: string };
  cover: {
    surveyNumber: string;
    assetLines: string[];
    clientName: string | null;
    date: string;
    draft: boolean;
  };
  toc: { anchor: string; number: string; title: string; level: number }[];
  blocks: {
    anchor: string;
    kind: string;
    level: number;
    number: string;
    title: string;
    page: { size: string; orientation: string; headerFooter: boolean };
    newPage: boolean;
    html: string;
    failed: boolean;
    error: string | null;
  }[];
  signature: { name: string } | null;
}

let app: TestApp;
let surveyor: string;
let manager: string;
let other: string;
let organisationId: number;
let otherOrganisationId: number;

const messageKey = (result: GraphqlResult) => result.errors?.[0]?.extensions?.messageKey;
/** A message as a Dutch reader sees it (the test sessions' language). */
const nl = (key: DomainMessageKey) => translate(domainMessages, 'nl', key);

async function gqlOk<T>(query: string, variables: Record<string, unknown>, token = surveyor) {
  const result = await app.gql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** A template written straight into the tables (the templates module has its own tests). */
const insertTemplate = (organisation: number, chapters: ChapterSpec[], assetKind = 'property') =>
  insertReportTemplate(app, organisation, chapters, { assetKind });

async function newReport(surveyId: number, templateId: string, token = surveyor) {
  return (
    await gqlOk<{ createSurveyReport: Report }>(
      createReport,
      { surveyId: String(surveyId), templateId },
      token,
    )
  ).createSurveyReport;
}

const printOf = async (id: string, token = surveyor) =>
  (await gqlOk<{ surveyReportPrint: Print }>(printQuery, { id }, token)).surveyReportPrint;

/** A PDF of `pages` pages stored as a file of the organisation, as an upload would be. */
async function storePdf(organisation: number, pages: number, size: [number, number] = [595, 842]) {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    document.addPage(size).drawText(`Certificaat pagina ${page + 1}`, { x: 50, y: 780 });
  }
  const bytes = await document.save();
  const stored = await fileStore(app.config.dataDir).store(Readable.from(Buffer.from(bytes)), {
    maxBytes: 10_000_000,
    allowed: ['application/pdf'],
  });
  const [file] = await app.database.db
    .insert(files)
    .values({ organisationId: organisation, ...stored, name: 'certificaat.pdf' })
    .returning();
  return file!.id;
}

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'error' });
  [surveyor, manager, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  otherOrganisationId = await organisationOfUser(app, 'other@vezel.test');
});

afterAll(async () => {
  await app.close();
});

describe('a survey report', () => {
  it('copies the template in order, prints numbered, and is not rewritten by template edits', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId, elementIds } = await insertTemplate(organisationId, [
      {
        title: 'Samenvatting',
        text: '<p>Standaardtekst</p>',
        elements: [
          {
            title: 'Onderzoek',
            query: 'query ($survey: ID!) { onderzoek(id: $survey) { number } }',
            markup: '<p>Nummer {{ onderzoek.number }}</p>',
          },
          {
            title: 'Overzicht',
            markup: '<table><tr><td>x</td></tr></table>',
            pageSize: 'A3',
            orientation: 'landscape',
          },
        ],
      },
      { title: 'Certificaten', appendix: true, elements: [{ title: 'Lab', markup: '<p>lab</p>' }] },
      { title: 'Werkwijze', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    expect(report).toMatchObject({
      title: 'Asbestinventarisatierapport',
      version: 1,
      status: 'draft',
      editable: true,
    });
    expect(report.chapters.map((chapter) => chapter.title)).toEqual([
      'Samenvatting',
      'Certificaten',
      'Werkwijze',
    ]);
    expect(report.chapters[0]!.text).toBe('<p>Standaardtekst</p>');
    expect(report.chapters[0]!.elements.map((element) => element.title)).toEqual([
      'Onderzoek',
      'Overzicht',
    ]);
    expect((await newReport(survey, templateId)).version).toBe(2);

    await app.database.db
      .update(reportElements)
      .set({ markup: '<p>Gewijzigd</p>', title: 'Anders' })
      .where(inArray(reportElements.id, elementIds));
    await app.database.db.update(reportChapters).set({ text: '<p>Nieuw</p>' });

    const print = await printOf(report.id);
    const [number] = await app.database.db
      .select({ number: surveys.number })
      .from(surveys)
      .where(eq(surveys.id, survey));
    expect(print.blocks.map((block) => [block.number, block.title, block.newPage])).toEqual([
      ['1', 'Samenvatting', true],
      ['1.1', 'Onderzoek', false],
      ['1.2', 'Overzicht', true],
      ['2', 'Werkwijze', true],
      ['Bijlage A', 'Certificaten', true],
      ['A.1', 'Lab', false],
    ]);
    expect(print.blocks[0]!.html).toBe('<p>Standaardtekst</p>');
    expect(print.blocks[1]!.html).toBe(`<p>Nummer ${number!.number}</p>`);
    expect(print.blocks[2]!.page).toEqual({
      size: 'A3',
      orientation: 'landscape',
      headerFooter: true,
    });
    expect(print.toc.map((entry) => entry.number)).toEqual([
      '1',
      '1.1',
      '1.2',
      '2',
      'Bijlage A',
      'A.1',
    ]);
    expect(print.cover).toMatchObject({ surveyNumber: number!.number, draft: true });
    expect(print.cover.assetLines[0]).toBe('Teststraat');
    expect(print.signature).toBeNull();
  });

  it('keeps chapter texts sanitised and refuses another template kind', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Inleiding', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    const saved = await gqlOk<{ updateSurveyReportChapter: { text: string } }>(updateChapter, {
      id: report.chapters[0]!.id,
      text: '<h2>Kop</h2><p onclick="x()">Tekst<script>alert(1)</script></p>',
    });
    expect(saved.updateSurveyReportChapter.text).toBe('<h2>Kop</h2><p>Tekst</p>');
    const emptied = await gqlOk<{ updateSurveyReportChapter: { text: string } }>(updateChapter, {
      id: report.chapters[0]!.id,
      text: '<p></p>',
    });
    expect(emptied.updateSurveyReportChapter.text).toBe('');

    const vessel = await insertTemplate(organisationId, [{ title: 'IHM', elements: [] }], 'vessel');
    const refused = await app.gql(
      createReport,
      { surveyId: String(survey), templateId: vessel.templateId },
      { token: surveyor },
    );
    expect(messageKey(refused)).toBe('surveyReports.error.template');
  });

  it('prints no script from markup, and the pages of an attached PDF as images', async () => {
    const survey = await insertSurvey(app, organisationId);
    const pdf = await storePdf(organisationId, 2);
    const foreignPdf = await storePdf(otherOrganisationId, 1);
    const { templateId } = await insertTemplate(organisationId, [
      {
        title: 'Bevindingen',
        elements: [
          {
            title: 'Script',
            markup:
              '<p>Veilig</p><script>alert(1)</script><img src="https://evil.test/x.png" onerror="x()">',
          },
          { title: 'Kapot', markup: '{% if %}' },
        ],
      },
      {
        title: 'Certificaten',
        appendix: true,
        elements: [
          { title: 'Eigen', markup: `{% pdf_pages ${pdf} %}` },
          { title: 'Vreemd', markup: `{% pdf_pages ${foreignPdf} %}` },
        ],
      },
    ]);
    const report = await newReport(survey, templateId);
    const print = await printOf(report.id);
    const script = print.blocks.find((block) => block.title === 'Script')!;
    expect(script.html).toBe('<p>Veilig</p>');
    expect(print.blocks.find((block) => block.title === 'Kapot')).toMatchObject({
      failed: true,
      html: '',
    });
    // A failing appendix element is left out; the rest prints.
    expect(print.blocks.map((block) => block.title)).not.toContain('Vreemd');
    const pages = print.blocks.find((block) => block.title === 'Eigen')!.html;
    expect(
      pages.match(
        /<div class="pdf-page"><img src="\/files\/\d+" width="\d+" height="\d+" alt=""><\/div>/g,
      ),
    ).toHaveLength(2);
    // A4 at 144 dpi.
    expect(pages).toContain('width="1190" height="1684"');
    // Made once: a second print reuses the stored pages.
    const again = await printOf(report.id);
    expect(again.blocks.find((block) => block.title === 'Eigen')!.html).toBe(pages);
  });

  it('fails an element asking for a print and a PDF of over 50 pages; fits a page within A3', async () => {
    const survey = await insertSurvey(app, organisationId);
    const book = await storePdf(organisationId, 51);
    const drawing = await storePdf(organisationId, 1, [3370, 2384]);
    const { templateId } = await insertTemplate(organisationId, [
      {
        title: 'Bijlagen',
        elements: [
          {
            title: 'Zichzelf',
            query: 'query ($survey: ID!) { surveyReportPrint(id: $survey) { toc { title } } }',
            markup: '<p>{{ surveyReportPrint.toc.size }}</p>',
          },
          { title: 'Boek', markup: `{% pdf_pages ${book} %}` },
          { title: 'Tekening', markup: `{% pdf_pages ${drawing} %}` },
        ],
      },
    ]);
    const report = await newReport(survey, templateId);
    const print = await printOf(report.id);
    const block = (title: string) => print.blocks.find((row) => row.title === title)!;
    expect(block('Zichzelf')).toMatchObject({ failed: true, html: '' });
    expect(block('Zichzelf').error).toContain('surveyReportPrint');
    expect(block('Boek')).toMatchObject({
      failed: true,
      html: '',
      error: nl('surveyReports.blockError.pdf'),
    });
    // A0 landscape at 144 dpi would be 6740 px wide: scaled to A3's 2382.
    expect(block('Tekening')).toMatchObject({ failed: false });
    expect(block('Tekening').html).toMatch(/width="2382" height="168\d"/);
  });

  it('says why a block failed, and prints the same whoever prints it', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      {
        title: 'Gegevens',
        elements: [
          // A manager may ask this; a report's queries run with a surveyor's rights.
          { title: 'Volgnummer', query: '{ nextSurveyNumber }', markup: '{{ nextSurveyNumber }}' },
          { title: 'Opmaak', markup: '{% onbekend %}' },
          { title: 'Goed', markup: '<p>goed</p>' },
        ],
      },
    ]);
    const report = await newReport(survey, templateId);
    const byManager = await printOf(report.id, manager);
    const bySurveyor = await printOf(report.id, surveyor);
    expect(byManager.blocks).toEqual(bySurveyor.blocks);
    const block = (title: string) => byManager.blocks.find((row) => row.title === title)!;
    expect(block('Volgnummer')).toMatchObject({
      failed: true,
      html: '',
      error: nl('error.forbidden'),
    });
    expect(block('Opmaak').failed).toBe(true);
    expect(block('Opmaak').error).toMatch(/onbekend/);
    expect(block('Opmaak').error).not.toMatch(/\n|\bat /);
    expect(block('Goed')).toMatchObject({ failed: false, error: null, html: '<p>goed</p>' });
  });

  it("prints a chapter's heading on its first element's page", async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Inleiding', text: '<p>tekst</p>', elements: [] },
      {
        title: 'Tekeningen',
        appendix: true,
        text: '<p>De tekeningen volgen.</p>',
        elements: [
          { title: 'Plattegrond', markup: '<p>plan</p>', pageSize: 'A3', orientation: 'landscape' },
          {
            title: 'Doorsnede',
            markup: '<p>doorsnede</p>',
            pageSize: 'A3',
            orientation: 'landscape',
          },
        ],
      },
    ]);
    const report = await newReport(survey, templateId);
    const print = await printOf(report.id);
    const a3 = { size: 'A3', orientation: 'landscape', headerFooter: true };
    expect(print.blocks.map((block) => [block.title, block.page, block.newPage])).toEqual([
      ['Inleiding', { size: 'A4', orientation: 'portrait', headerFooter: true }, true],
      ['Tekeningen', a3, true],
      ['Plattegrond', a3, false],
      ['Doorsnede', a3, false],
    ]);
  });

  it('brings a draft up to date with its template, keeping the written chapter texts', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      {
        title: 'Samenvatting',
        text: '<p>standaard</p>',
        elements: [{ title: 'Oud', markup: '<p>oud</p>' }],
      },
      { title: 'Werkwijze', text: '<p>werkwijze</p>', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    await gqlOk(updateChapter, { id: report.chapters[0]!.id, text: '<p>Eigen tekst</p>' });

    // The template changes: a chapter renamed with another element, one dropped, one added.
    const [summary, method] = await app.database.db
      .select()
      .from(reportTemplateChapters)
      .where(eq(reportTemplateChapters.templateId, Number(templateId)))
      .orderBy(reportTemplateChapters.sortIndex);
    await app.database.db
      .update(reportChapters)
      .set({ title: 'Samenvatting en conclusie', text: '<p>nieuwe standaard</p>' })
      .where(eq(reportChapters.id, summary!.chapterId));
    await app.database.db
      .update(reportElements)
      .set({ title: 'Nieuw', pageSize: 'A3' })
      .where(
        inArray(
          reportElements.id,
          app.database.db
            .select({ id: reportChapterElements.elementId })
            .from(reportChapterElements)
            .where(eq(reportChapterElements.chapterId, summary!.chapterId)),
        ),
      );
    await app.database.db
      .delete(reportTemplateChapters)
      .where(eq(reportTemplateChapters.id, method!.id));
    const [added] = await app.database.db
      .insert(reportChapters)
      .values({ organisationId, title: 'Bijlagen', text: '<p>bijlagen</p>', appendix: true })
      .returning();
    await app.database.db
      .insert(reportTemplateChapters)
      .values({ templateId: Number(templateId), chapterId: added!.id, sortIndex: 5 });

    const refreshed = (await gqlOk<{ refreshSurveyReport: Report }>(refresh, { id: report.id }))
      .refreshSurveyReport;
    expect(
      refreshed.chapters.map((chapter) => [
        chapter.title,
        chapter.appendix,
        chapter.text,
        chapter.elements.map((element) => [element.title, element.page_size]),
      ]),
    ).toEqual([
      ['Samenvatting en conclusie', false, '<p>Eigen tekst</p>', [['Nieuw', 'A3']]],
      ['Bijlagen', true, '<p>bijlagen</p>', []],
    ]);

    // Only a draft of the organisation, and only while its template is of the survey's kind.
    expect(messageKey(await app.gql(refresh, { id: report.id }, { token: other }))).toBe(
      'error.recordNotFound',
    );
    await app.database.db
      .update(reportTemplates)
      .set({ assetKind: 'vessel' })
      .where(eq(reportTemplates.id, Number(templateId)));
    expect(messageKey(await app.gql(refresh, { id: report.id }, { token: surveyor }))).toBe(
      'surveyReports.error.templateGone',
    );
    await app.database.db
      .update(reportTemplates)
      .set({ assetKind: 'property' })
      .where(eq(reportTemplates.id, Number(templateId)));
    await app.database.db
      .update(surveyReports)
      .set({ status: 'final' })
      .where(eq(surveyReports.id, Number(report.id)));
    expect(messageKey(await app.gql(refresh, { id: report.id }, { token: surveyor }))).toBe(
      'surveyReports.frozen',
    );
    const kept = (await gqlOk<{ surveyReport: Report }>(reportQuery, { id: report.id }))
      .surveyReport;
    expect(kept.chapters.map((chapter) => chapter.title)).toEqual([
      'Samenvatting en conclusie',
      'Bijlagen',
    ]);

    // A new version remembers where its chapters came from: it refreshes the same way.
    const next = (
      await gqlOk<{ newSurveyReportVersion: { id: string } }>(newVersion, { id: report.id })
    ).newSurveyReportVersion;
    const again = (await gqlOk<{ refreshSurveyReport: Report }>(refresh, { id: next.id }))
      .refreshSurveyReport;
    expect(again.chapters.map((chapter) => chapter.text)).toEqual([
      '<p>Eigen tekst</p>',
      '<p>bijlagen</p>',
    ]);
  });

  it('refuses a title longer than 190 characters', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Inleiding', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    expect(
      messageKey(
        await app.gql(updateTitle, { id: report.id, title: 'x'.repeat(191) }, { token: surveyor }),
      ),
    ).toBe('validation.maxLength');
    await gqlOk(updateTitle, { id: report.id, title: 'x'.repeat(190) });
  });

  it('dates the cover by the calendar day in Amsterdam', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Inleiding', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    await app.database.db
      .update(surveyReports)
      .set({ finalizedAt: new Date('2026-03-28T23:30:00Z') })
      .where(eq(surveyReports.id, Number(report.id)));
    expect((await printOf(report.id)).cover).toMatchObject({ date: '2026-03-29' });
  });

  it("runs a template's query as the caller: another organisation's survey gives nothing", async () => {
    const survey = await insertSurvey(app, organisationId);
    const foreign = await insertSurvey(app, otherOrganisationId);
    const [foreignSurvey] = await app.database.db
      .select({ number: surveys.number })
      .from(surveys)
      .where(eq(surveys.id, foreign));
    const { templateId } = await insertTemplate(organisationId, [
      {
        title: 'Gegevens',
        elements: [
          {
            title: 'Vreemd onderzoek',
            query: `query { onderzoek(id: "${foreign}") { number } }`,
            markup: '<p>[{{ onderzoek.number }}]</p>',
          },
        ],
      },
    ]);
    const report = await newReport(survey, templateId);
    const block = (await printOf(report.id)).blocks.find(
      (row) => row.title === 'Vreemd onderzoek',
    )!;
    expect(block.failed).toBe(false);
    expect(block.html).toBe('<p>[]</p>');
    expect(block.html).not.toContain(foreignSurvey!.number);
  });

  it("is not another organisation's to read, print or change", async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Inleiding', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    const pdf = await storePdf(organisationId, 1);
    await app.database.db
      .update(surveyReports)
      .set({ pdfFileId: pdf })
      .where(eq(surveyReports.id, Number(report.id)));

    expect(
      (await gqlOk<{ surveyReport: null }>(reportQuery, { id: report.id }, other)).surveyReport,
    ).toBeNull();
    expect(
      (await gqlOk<{ surveyReports: unknown[] }>(reportsQuery, { surveyId: String(survey) }, other))
        .surveyReports,
    ).toEqual([]);
    expect(errorCode(await app.gql(printQuery, { id: report.id }, { token: other }))).toBe(
      'NOT_FOUND',
    );
    for (const [query, variables] of [
      [updateChapter, { id: report.chapters[0]!.id, text: '<p>x</p>' }],
      [updateTitle, { id: report.id, title: 'x' }],
      [deleteReport, { id: report.id }],
      [finalize, { id: report.id }],
      [makePdf, { id: report.id }],
      [newVersion, { id: report.id }],
    ] as const) {
      expect(errorCode(await app.gql(query, variables, { token: other }))).toBe('NOT_FOUND');
    }
    const foreignTemplate = await insertTemplate(otherOrganisationId, [
      { title: 'X', elements: [] },
    ]);
    expect(
      messageKey(
        await app.gql(
          createReport,
          { surveyId: String(survey), templateId: foreignTemplate.templateId },
          { token: surveyor },
        ),
      ),
    ).toBe('surveyReports.error.template');
    const download = await fetch(`${app.url}/files/${pdf}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(download.status).toBe(404);
    const own = await fetch(`${app.url}/files/${pdf}`, {
      headers: { authorization: `Bearer ${surveyor}` },
    });
    expect(own.status).toBe(200);
  });
});

describe('making a report final', () => {
  const profileOf = (email: string) => profileOfUser(app, email);
  const completeSurvey = async () =>
    insertCompleteSurvey(app, organisationId, await profileOf('surveyor@vezel.test'));

  async function giveSignature(email: string) {
    const file = await storePdf(organisationId, 1);
    await app.database.db
      .update(userProfiles)
      .set({ signatureFileId: file })
      .where(eq(userProfiles.id, await profileOf(email)));
  }

  it('is refused with open checks, naming them', async () => {
    const survey = await insertSurvey(app, organisationId);
    await app.database.db
      .insert(surveySources)
      .values({ surveyId: survey, number: 'B01', data: {} });
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Samenvatting', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    await gqlOk(updateChapter, { id: report.chapters[0]!.id, text: '<p>Bron B01 en B07</p>' });
    const read = (await gqlOk<{ surveyReport: Report }>(reportQuery, { id: report.id }, manager))
      .surveyReport;
    expect(read.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'sourceWithoutResult', label: 'B01' }),
        expect.objectContaining({ code: 'client' }),
        expect.objectContaining({
          code: 'unknownSourceNumber',
          label: 'B07',
          target: report.chapters[0]!.id,
        }),
      ]),
    );
    expect(read.checks).not.toContainEqual(
      expect.objectContaining({ code: 'unknownSourceNumber', label: 'B01' }),
    );
    await app.database.db
      .insert(surveySurveyors)
      .values({ surveyId: survey, profileId: await profileOf('surveyor@vezel.test') });
    const refused = await app.gql(finalize, { id: report.id }, { token: surveyor });
    expect(messageKey(refused)).toBe('surveyReports.error.checksOpen');
    const [row] = await app.database.db
      .select()
      .from(surveyReports)
      .where(eq(surveyReports.id, Number(report.id)));
    expect(row).toMatchObject({ status: 'draft', finalizedBy: null, pdfJobId: null });
  });

  it('needs a surveyor of the survey with a signature on their account, then freezes the report', async () => {
    const survey = await completeSurvey();
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Samenvatting', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    const read = (await gqlOk<{ surveyReport: Report }>(reportQuery, { id: report.id }))
      .surveyReport;
    expect(read.checks).toEqual([]);
    expect(read.can_finalize).toBe(true);
    // The report carries its surveyor's signature: a manager does not sign in their place.
    const asManager = (
      await gqlOk<{ surveyReport: Report }>(reportQuery, { id: report.id }, manager)
    ).surveyReport;
    expect(asManager.can_finalize).toBe(false);
    await giveSignature('manager@vezel.test');
    const byManager = await app.gql(finalize, { id: report.id }, { token: manager });
    expect(errorCode(byManager)).toBe('FORBIDDEN');
    expect(messageKey(byManager)).toBe('surveyReports.error.notSurveyor');

    await app.database.db
      .update(userProfiles)
      .set({ signatureFileId: null })
      .where(eq(userProfiles.id, await profileOf('surveyor@vezel.test')));
    expect(messageKey(await app.gql(finalize, { id: report.id }, { token: surveyor }))).toBe(
      'surveyReports.error.noSignature',
    );
    await giveSignature('surveyor@vezel.test');
    const finalized = await gqlOk<{ finalizeSurveyReport: { status: string; signer: string } }>(
      finalize,
      {
        id: report.id,
      },
    );
    expect(finalized.finalizeSurveyReport.status).toBe('finalizing');
    const during = (await gqlOk<{ surveyReport: Report }>(reportQuery, { id: report.id }))
      .surveyReport;
    expect(during.pdf_job?.status).toBe('queued');
    expect(during.editable).toBe(false);
    expect((await printOf(report.id)).signature?.name).toBe(finalized.finalizeSurveyReport.signer);
    expect(
      messageKey(
        await app.gql(
          updateChapter,
          { id: report.chapters[0]!.id, text: 'x' },
          { token: surveyor },
        ),
      ),
    ).toBe('surveyReports.finalizing');

    // The PDF job stores the signed PDF and makes it final (pdf/job.ts); here by hand.
    await app.database.db
      .update(surveyReports)
      .set({ status: 'final' })
      .where(eq(surveyReports.id, Number(report.id)));
    for (const [query, variables] of [
      [updateChapter, { id: report.chapters[0]!.id, text: '<p>x</p>' }],
      [updateTitle, { id: report.id, title: 'Nieuw' }],
      [deleteReport, { id: report.id }],
      [finalize, { id: report.id }],
      [makePdf, { id: report.id }],
    ] as const) {
      expect(messageKey(await app.gql(query, variables, { token: surveyor }))).toBe(
        'surveyReports.frozen',
      );
    }
    const next = await gqlOk<{ newSurveyReportVersion: { version: number; status: string } }>(
      newVersion,
      {
        id: report.id,
      },
    );
    expect(next.newSurveyReportVersion).toEqual({
      id: expect.any(String),
      version: 2,
      status: 'draft',
    });
  });

  it('is refused to a surveyor of another survey', async () => {
    const survey = await completeSurvey();
    await app.database.db.delete(surveySurveyors).where(eq(surveySurveyors.surveyId, survey));
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Samenvatting', elements: [] },
    ]);
    const report = await newReport(survey, templateId);
    const refused = await app.gql(finalize, { id: report.id }, { token: surveyor });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(messageKey(refused)).toBe('surveyReports.error.notSurveyor');
  });

  it('makes a report of a completed survey, and none of a cancelled one', async () => {
    const survey = await insertSurvey(app, organisationId);
    const { templateId } = await insertTemplate(organisationId, [
      { title: 'Samenvatting', elements: [] },
    ]);
    const setStatus = (status: string) =>
      app.database.db.update(surveys).set({ status }).where(eq(surveys.id, survey));
    await setStatus('completed');
    const report = await newReport(survey, templateId);
    await gqlOk(updateTitle, { id: report.id, title: 'Heruitgave' });
    const made = await gqlOk<{ makeSurveyReportPdf: { pdf_job: { status: string } } }>(makePdf, {
      id: report.id,
    });
    expect(made.makeSurveyReportPdf.pdf_job.status).toBe('queued');
    // While it runs, the job shows its step in the caller's language and how far it is.
    const [stored] = await app.database.db
      .select({ pdfJobId: surveyReports.pdfJobId })
      .from(surveyReports)
      .where(eq(surveyReports.id, Number(report.id)));
    await app.database.db
      .update(jobs)
      .set({ status: 'running', progress: { step: 'reportPdf.step.printing', done: 2, total: 4 } })
      .where(eq(jobs.id, stored!.pdfJobId!));
    const running = (await gqlOk<{ surveyReport: Report }>(reportQuery, { id: report.id }))
      .surveyReport;
    expect(running.pdf_job).toMatchObject({
      status: 'running',
      progress: { step: 'PDF maken', done: 2, total: 4 },
    });

    await setStatus('cancelled');
    expect(
      messageKey(
        await app.gql(updateTitle, { id: report.id, title: 'Nieuw' }, { token: surveyor }),
      ),
    ).toBe('surveyReports.surveyCancelled');
    expect(
      messageKey(
        await app.gql(createReport, { surveyId: String(survey), templateId }, { token: surveyor }),
      ),
    ).toBe('surveyReports.surveyCancelled');
    const print = await printOf(report.id);
    expect(print.blocks).toHaveLength(1);
    expect(print.report.title).toBe('Heruitgave');
  });
});

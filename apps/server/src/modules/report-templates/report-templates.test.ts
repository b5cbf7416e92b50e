import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const createElement = `mutation ($input: ReportElementCreateInput) {
  createReportElement(input: $input) { id title heading_level page_size orientation header_footer
    exclude_from_toc markup query } }`;
const updateElement = `mutation ($id: ID!, $input: ReportElementUpdateInput) {
  updateReportElement(id: $id, input: $input) { id title markup query } }`;
const deleteElement = 'mutation ($id: ID!) { deleteReportElement(id: $id) }';
const element = `query ($id: ID!) { reportElement(id: $id) { id title markup query chapter_count } }`;
const elements = '{ reportElements { id title } }';
const createChapter = `mutation ($input: ReportChapterCreateInput) {
  createReportChapter(input: $input) { id title appendix text } }`;
const updateChapter = `mutation ($id: ID!, $input: ReportChapterUpdateInput) {
  updateReportChapter(id: $id, input: $input) { id text } }`;
const chapter = `query ($id: ID!) { reportChapter(id: $id) { id title
  elements { id sort_index element { id title } } } }`;
const createTemplate = `mutation ($input: ReportTemplateCreateInput) {
  createReportTemplate(input: $input) { id name asset_kind active } }`;
const updateTemplate = `mutation ($id: ID!, $input: ReportTemplateUpdateInput) {
  updateReportTemplate(id: $id, input: $input) { id active } }`;
const template = `query ($id: ID!) { reportTemplate(id: $id) { id name
  chapters { id chapter { id title elements { element { title } } } } } }`;
const templates = `query ($assetType: String) { reportTemplates(assetType: $assetType) { id name } }`;
const placeElement = `mutation ($input: ReportChapterElementCreateInput, $connect: [ResourceConnection!]) {
  createReportChapterElement(input: $input, connect: $connect) { id element { id } } }`;
const placeChapter = `mutation ($input: ReportTemplateChapterCreateInput, $connect: [ResourceConnection!]) {
  createReportTemplateChapter(input: $input, connect: $connect) { id } }`;
const moveElement = `mutation ($id: ID!, $from: String!, $to: String!) {
  updateReportChapterElementSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const moveChapter = `mutation ($id: ID!, $from: String!, $to: String!) {
  updateReportTemplateChapterSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;

const sourcesQuery = `query ($survey: ID!) {
  onderzoek(id: $survey) { id number }
}`;

let app: TestApp;
let admin: string;
let manager: string;
let surveyor: string;
let other: string;

interface Created {
  id: string;
}

async function made<T = Created>(
  document: string,
  variables: Record<string, unknown>,
  field: string,
  token = admin,
): Promise<T> {
  const result = await app.gql<Record<string, T>>(document, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data![field]!;
}

const newElement = (input: Record<string, unknown>, token = admin) =>
  made(createElement, { input }, 'createReportElement', token);
const newChapter = (input: Record<string, unknown>, token = admin) =>
  made(createChapter, { input }, 'createReportChapter', token);
const place = (chapterId: string, elementId: string, token = admin) =>
  app.gql<{ createReportChapterElement: Created }>(
    placeElement,
    { input: { element: elementId }, connect: [{ type: 'reportChapter', id: chapterId }] },
    { token },
  );

interface ChapterView {
  id: string;
  title: string;
  elements: { id: string; sort_index: number; element: { id: string; title: string } }[];
}
const chapterOf = async (id: string, token = admin) =>
  (await app.gql<{ reportChapter: ChapterView | null }>(chapter, { id }, { token })).data!
    .reportChapter;

beforeAll(async () => {
  app = await createTestApp();
  [admin, manager, surveyor, other] = await Promise.all([
    app.login('admin@vezel.test'),
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
});
afterAll(() => app.close());

describe('report elements', () => {
  it('keeps page settings, markup and a query valid against the schema', async () => {
    const created = await newElement({
      title: 'Samenvatting',
      heading_level: '2',
      page_size: 'A3',
      orientation: 'landscape',
      header_footer: false,
      exclude_from_toc: true,
      markup: '<p>Onderzoek {{ onderzoek.number }}</p>',
      query: sourcesQuery,
    });
    expect(created).toMatchObject({
      title: 'Samenvatting',
      heading_level: '2',
      page_size: 'A3',
      orientation: 'landscape',
      header_footer: false,
      exclude_from_toc: true,
      query: sourcesQuery,
    });
    // The defaults of a new element: h2 (under its chapter's h1) on an A4 portrait page
    // with header and footer.
    const plain = await newElement({ title: 'Inleiding' });
    expect(plain).toMatchObject({
      heading_level: '2',
      page_size: 'A4',
      orientation: 'portrait',
      header_footer: true,
      markup: '',
      query: '',
    });
  });

  it('refuses an invalid query, a mutation and invalid markup, and changes nothing', async () => {
    const { id } = await newElement({ title: 'Bronnen', markup: '<p>x</p>', query: sourcesQuery });
    const refused = async (input: Record<string, unknown>, field: string) => {
      const result = await app.gql(updateElement, { id, input }, { token: admin });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.extensions!.fields).toHaveProperty(field);
      return result.errors![0]!.message;
    };
    expect(
      await refused(
        { query: 'query ($survey: ID!) { onderzoek(id: $survey) { nonsense } }' },
        'query',
      ),
    ).toBe('De query klopt niet: Cannot query field "nonsense" on type "Survey".');
    await refused({ query: 'query { onderzoek(id: 1 ' }, 'query');
    await refused({ query: 'mutation { logout }' }, 'query');
    await refused({ query: 'query ($other: ID!) { onderzoek(id: $other) { id } }' }, 'query');
    // A report's print runs every element: an element asking for one would print itself.
    expect(
      await refused(
        { query: 'query ($survey: ID!) { surveyReportPrint(id: $survey) { toc { title } } }' },
        'query',
      ),
    ).toBe(
      'De query klopt niet: Een rapport kan niet om de afdruk van een rapport vragen (surveyReportPrint, reportPrinting).',
    );
    const aliases = Array.from({ length: 500 }, (_, index) => `a${index}: me { id }`).join(' ');
    const tooMany = await app.gql(
      updateElement,
      { id, input: { query: `query { ${aliases} }` } },
      { token: admin, locale: 'en' },
    );
    expect(tooMany.errors![0]!.message).toBe(
      'The query is not valid: The query uses more than 20 aliases.',
    );
    expect(await refused({ markup: '{% if %}' }, 'markup')).toMatch(/^De opmaak klopt niet: /);
    // Our own refusal says so in the author's language, not in Liquid's English.
    expect(await refused({ markup: "<p>x</p>\n{% include 'secret' %}" }, 'markup')).toBe(
      'De opmaak klopt niet: de tag include (regel 2) kan niet in een rapport; zet de inhoud in het onderdeel zelf.',
    );
    const created = await app.gql(
      createElement,
      { input: { title: 'Kapot', query: '{ nonsense }' } },
      { token: admin },
    );
    expect(created.errors![0]!.extensions!.fields).toHaveProperty('query');

    const stored = await app.gql<{ reportElement: { markup: string; query: string } }>(
      element,
      { id },
      { token: admin },
    );
    expect(stored.data!.reportElement).toMatchObject({ markup: '<p>x</p>', query: sourcesQuery });
    const titles = (
      await app.gql<{ reportElements: { title: string }[] }>(elements, {}, { token: admin })
    ).data!.reportElements.map((row) => row.title);
    expect(titles).not.toContain('Kapot');
  });
});

describe('chapters and templates', () => {
  it('orders elements in a chapter and chapters in a template by drag', async () => {
    const chapterRow = await newChapter({ title: 'Resultaten', text: '<p>Standaard</p>' });
    const ids: string[] = [];
    for (const title of ['Eerste', 'Tweede', 'Derde']) {
      const { id } = await newElement({ title });
      expect((await place(chapterRow.id, id)).errors).toBeUndefined();
      ids.push(id);
    }
    const before = (await chapterOf(chapterRow.id))!.elements;
    expect(before.map((row) => row.element.title)).toEqual(['Eerste', 'Tweede', 'Derde']);
    const moved = await app.gql(
      moveElement,
      { id: before[2]!.id, from: '2', to: '0' },
      { token: admin },
    );
    expect(moved.errors).toBeUndefined();
    expect((await chapterOf(chapterRow.id))!.elements.map((row) => row.element.title)).toEqual([
      'Derde',
      'Eerste',
      'Tweede',
    ]);
    // An element stands once in a chapter.
    const twice = await place(chapterRow.id, ids[0]!);
    expect(twice.errors![0]!.message).toBe('Dit element staat al in dit hoofdstuk');

    const templateRow = await made(
      createTemplate,
      { input: { name: 'SC-540 kort', asset_kind: 'property' } },
      'createReportTemplate',
    );
    const appendix = await newChapter({ title: 'Bijlagen', appendix: true });
    for (const chapterId of [chapterRow.id, appendix.id]) {
      const placed = await app.gql(
        placeChapter,
        {
          input: { chapter: chapterId },
          connect: [{ type: 'reportTemplate', id: templateRow.id }],
        },
        { token: admin },
      );
      expect(placed.errors).toBeUndefined();
    }
    type TemplateView = {
      chapters: { id: string; chapter: { title: string; elements: unknown[] } }[];
    };
    const full = async () =>
      (
        await app.gql<{ reportTemplate: TemplateView }>(
          template,
          { id: templateRow.id },
          { token: surveyor },
        )
      ).data!.reportTemplate;
    expect((await full()).chapters.map((row) => row.chapter.title)).toEqual([
      'Resultaten',
      'Bijlagen',
    ]);
    const last = (await full()).chapters[1]!;
    expect(
      (await app.gql(moveChapter, { id: last.id, from: '1', to: '0' }, { token: admin })).errors,
    ).toBeUndefined();
    expect((await full()).chapters.map((row) => row.chapter.title)).toEqual([
      'Bijlagen',
      'Resultaten',
    ]);
    expect((await full()).chapters[1]!.chapter.elements).toHaveLength(3);

    // What a surveyor picks from: the active templates of the survey's asset kind.
    const pick = async (assetType: string) =>
      (
        await app.gql<{ reportTemplates: { id: string }[] }>(
          templates,
          { assetType },
          { token: surveyor },
        )
      ).data!.reportTemplates.map((row) => row.id);
    expect(await pick('panden')).toContain(templateRow.id);
    expect(await pick('schepen')).not.toContain(templateRow.id);
    await made(
      updateTemplate,
      { id: templateRow.id, input: { active: false } },
      'updateReportTemplate',
    );
    expect(await pick('panden')).not.toContain(templateRow.id);
  });

  it("sanitises a chapter's standard text", async () => {
    const { id } = await newChapter({ title: 'Inleiding' });
    const saved = await made<{ text: string }>(
      updateChapter,
      {
        id,
        input: { text: '<p>Tekst<script>alert(1)</script><img src="https://x.test/a.png"></p>' },
      },
      'updateReportChapter',
    );
    expect(saved.text).toBe('<p>Tekst</p>');
  });

  it('lets members read, administrators alone write; another organisation reaches nothing', async () => {
    const elementRow = await newElement({ title: 'Geheim', query: sourcesQuery });
    const chapterRow = await newChapter({ title: 'Eigen hoofdstuk' });
    expect((await place(chapterRow.id, elementRow.id)).errors).toBeUndefined();
    const templateRow = await made(
      createTemplate,
      { input: { name: 'Eigen sjabloon', asset_kind: 'vessel' } },
      'createReportTemplate',
    );

    expect((await chapterOf(chapterRow.id, surveyor))!.elements).toHaveLength(1);
    for (const token of [manager, surveyor]) {
      expect(errorCode(await app.gql(createElement, { input: { title: 'X' } }, { token }))).toBe(
        'FORBIDDEN',
      );
      expect(
        errorCode(
          await app.gql(updateElement, { id: elementRow.id, input: { title: 'X' } }, { token }),
        ),
      ).toBe('FORBIDDEN');
    }

    expect(await chapterOf(chapterRow.id, other)).toBeNull();
    const foreign = async (document: string, variables: Record<string, unknown>) =>
      errorCode(await app.gql(document, variables, { token: other }));
    expect(
      (await app.gql<{ reportElement: null }>(element, { id: elementRow.id }, { token: other }))
        .data!.reportElement,
    ).toBeNull();
    expect(
      (await app.gql<{ reportTemplate: null }>(template, { id: templateRow.id }, { token: other }))
        .data!.reportTemplate,
    ).toBeNull();
    const otherList = await app.gql<{ reportElements: { id: string }[] }>(
      elements,
      {},
      { token: other },
    );
    expect(otherList.data!.reportElements.map((row) => row.id)).not.toContain(elementRow.id);
    expect(await foreign(updateElement, { id: elementRow.id, input: { title: 'X' } })).toBe(
      'NOT_FOUND',
    );
    expect(await foreign(deleteElement, { id: elementRow.id })).toBe('NOT_FOUND');
    expect(await foreign(updateChapter, { id: chapterRow.id, input: { text: 'X' } })).toBe(
      'NOT_FOUND',
    );
    expect(await foreign(updateTemplate, { id: templateRow.id, input: { active: false } })).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await place(chapterRow.id, elementRow.id, other))).toBe('NOT_FOUND');
    const placeId = (await chapterOf(chapterRow.id))!.elements[0]!.id;
    expect(await foreign(moveElement, { id: placeId, from: '0', to: '0' })).toBe('NOT_FOUND');

    // Nor can its own chapter take our element.
    const theirs = await newChapter({ title: 'Hun hoofdstuk' }, other);
    const taken = await place(theirs.id, elementRow.id, other);
    expect(taken.errors![0]!.extensions!.fields).toHaveProperty('element');
    expect(
      (
        await app.gql<{ reportElement: { title: string } }>(
          element,
          { id: elementRow.id },
          { token: admin },
        )
      ).data!.reportElement.title,
    ).toBe('Geheim');
  });

  it('deletes an element from every chapter that held it', async () => {
    const elementRow = await newElement({ title: 'Weg' });
    const chapterRow = await newChapter({ title: 'Met element' });
    await place(chapterRow.id, elementRow.id);
    const used = await app.gql<{ reportElement: { chapter_count: number } }>(
      element,
      { id: elementRow.id },
      { token: admin },
    );
    expect(used.data!.reportElement.chapter_count).toBe(1);
    expect(
      (await app.gql(deleteElement, { id: elementRow.id }, { token: admin })).errors,
    ).toBeUndefined();
    expect((await chapterOf(chapterRow.id))!.elements).toEqual([]);
  });
});

import { symbolTypeFlags } from '@vezel/domain/surveys/plan-drawings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyRecords } from '../../db/tables';
import { fileStore } from '../../files/storage';
import {
  demoPlanId,
  insertReportTemplate,
  printedReportBlocks,
} from '../../testing/report-fixtures';
import { insertSurvey, organisationOfUser } from '../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { defaultPinSvg, type PlanDrawingModel, type PlanElementModel } from './load';
import { planDrawingHtml, planPrintTexts, printPlanDrawing } from './print-svg';

const element = (fields: Partial<PlanElementModel> & Pick<PlanElementModel, 'id' | 'kind'>) => ({
  symbol_type_id: null,
  record_id: null,
  x: 0,
  y: 0,
  rotation: 0,
  scale_x: 1,
  scale_y: 1,
  size: null,
  points: null,
  pattern_id: null,
  color: null,
  label: null,
  sort_index: fields.id,
  version: 1,
  ...fields,
});

const triangle = '<path d="M12 2 L22 22 L2 22 Z" fill="#1976D2"></path>';
const record = (kind: 'location' | 'sample', id: number, number: string, legendKey: string) => ({
  kind,
  id,
  number,
  description: '',
  svg: kind === 'location' ? defaultPinSvg : triangle,
  size: kind === 'location' ? 24 : 20,
  color: kind === 'location' ? '#aa0000' : null,
  legend_key: legendKey,
  legend: kind === 'location' ? 'Bronlocatie' : 'Materiaalmonster',
  placed_on: [7],
});

/** A plan of 1600 × 1000 with an area, a rotated arrow, pins and things that are gone. */
const model: PlanDrawingModel = {
  plan_id: 7,
  survey_id: 3,
  title: 'Kelder <b>oud</b> & nieuw',
  floor_name: 'Kelder',
  width: 1600,
  height: 1000,
  image_file_id: 42,
  survey_open: true,
  elements: [
    element({
      id: 1,
      kind: 'symbol',
      symbol_type_id: 10,
      x: 100,
      y: 50,
      points: [
        [0, 0],
        [200, 0],
        [200, 100],
      ],
      pattern_id: 20,
      color: '#00ff00',
    }),
    element({ id: 2, kind: 'symbol', symbol_type_id: 11, x: 300, y: 400, rotation: 45 }),
    element({ id: 3, kind: 'location', record_id: 30, x: 500, y: 500 }),
    // Two sample kinds that look and read the same: one line in the legend.
    element({ id: 4, kind: 'sample', record_id: 31, x: 540, y: 500 }),
    element({ id: 5, kind: 'sample', record_id: 32, x: 580, y: 500 }),
    // A symbol whose type was deleted and a pin of no record: nothing drawn.
    element({ id: 6, kind: 'symbol', symbol_type_id: null, x: 10, y: 10 }),
    element({ id: 7, kind: 'sample', record_id: 99, x: 20, y: 20 }),
  ],
  symbol_types: [
    {
      id: 10,
      value: 'Vlak',
      description: null,
      svg: '<polygon points="0,0 24,0 24,24"></polygon>',
      svg_active: null,
      active: true,
      flags: symbolTypeFlags({ is_poly: true, is_area: true }),
    },
    {
      id: 11,
      value: 'Pijl',
      description: null,
      svg: '<path d="M2 12 H18"></path>',
      svg_active: null,
      active: true,
      flags: symbolTypeFlags({ svg_rotate: true }),
    },
  ],
  patterns: [
    { id: 20, value: 'Arcering', svg: '<path d="M0 8 L8 0" stroke="currentColor"></path>' },
  ],
  records: [
    record('location', 30, 'B01', 'location'),
    record('sample', 31, 'M01', 'sample:40'),
    record('sample', 32, 'M02', 'sample:41'),
  ],
};

const texts = planPrintTexts('nl', model.title);

describe('a plan drawing as the report prints it', () => {
  it('draws the elements as the editor does, over the plan image', () => {
    const html = planDrawingHtml(model, { width: 400, height: 276 }, texts);
    expect(html).toContain(
      '<img src="/files/42" alt="" style="position: absolute; left: 0; top: 0; width: 100%; height: 100%; max-width: none">',
    );
    expect(html).toContain('viewBox="0 0 1600 1000"');
    expect(html).toContain(
      'aria-label="Tekening op de plattegrond Kelder &lt;b&gt;oud&lt;/b&gt; &amp; nieuw"',
    );
    // The area, filled with its pattern in its colour.
    expect(html).toContain(
      '<pattern id="plan7-pattern-20-00ff00" patternUnits="userSpaceOnUse" width="8" height="8" style="color: #00ff00"><path d="M0 8 L8 0" stroke="currentColor"></path></pattern>',
    );
    expect(html).toContain(
      '<g transform="translate(100 50)"><polygon points="0,0 200,0 200,100" fill="url(#plan7-pattern-20-00ff00)" fill-opacity="0.35" stroke="#00ff00"',
    );
    // The arrow turned; the pins in their colour with their numbers.
    expect(html).toContain(
      '<g transform="translate(300 400) rotate(45)"><use href="#plan7-type-11" x="-12" y="-12" width="24" height="24"/></g>',
    );
    expect(html).toMatch(
      /<g transform="translate\(500 500\)" color="#aa0000"><use href="#plan7-pin-0" x="-12" y="-12" width="24" height="24"\/><rect [^>]*\/><text [^>]*>B01<\/text><\/g>/,
    );
    expect(html).toMatch(
      /<g transform="translate\(540 500\)"><use href="#plan7-pin-1" x="-10" y="-10" width="20" height="20"\/>/,
    );
    expect(html).not.toContain('translate(10 10)');
    expect(html).not.toContain('translate(20 20)');
  });

  it('lists each symbol once in the legend, in the order first drawn', () => {
    const html = planDrawingHtml(model, { width: 400, height: 276 }, texts);
    const rows = [...html.matchAll(/<td style="vertical-align: middle">([^<]*)<\/td>/g)].map(
      (match) => match[1],
    );
    expect(rows).toEqual(['Vlak – Arcering', 'Pijl', 'Bronlocatie', 'Materiaalmonster']);
    expect(html).toContain(
      '<caption style="text-align: left; font-weight: bold; padding-bottom: 1mm">Legenda</caption>',
    );
    expect(planDrawingHtml(model, { width: 400, height: 276 }, planPrintTexts('fr', ''))).toContain(
      '>Légende</caption>',
    );
  });

  it('fills the page in the plan’s proportions: the legend beside it, or under it on portrait', () => {
    // Landscape: 400 − 60 − 5 mm wide at most, 276 mm high at most.
    const landscape = planDrawingHtml(model, { width: 400, height: 276 }, texts);
    expect(landscape).toContain(
      'class="plan-drawing" style="position: relative; flex: none; width: 335mm; height: 209.38mm"',
    );
    expect(landscape).toContain('flex: 0 0 60mm');
    const portrait = planDrawingHtml(model, { width: 190, height: 276 }, texts);
    expect(portrait).toContain('width: 190mm; height: 118.75mm');
    expect(portrait).toContain('flex-direction: column');
  });

  it('draws a plan without an image on white', () => {
    const html = planDrawingHtml(
      { ...model, image_file_id: null },
      { width: 400, height: 276 },
      texts,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('<svg');
  });
});

describe('printing a stored plan drawing', () => {
  let app: TestApp;
  let organisationId: number;
  let otherOrganisationId: number;
  let planId: number;

  beforeAll(async () => {
    app = await createTestApp();
    organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
    otherOrganisationId = await organisationOfUser(app, 'other@vezel.test');
    planId = await demoPlanId(app, organisationId);
  });
  afterAll(() => app.close());

  const page = { size: 'A3', orientation: 'landscape', headerFooter: false } as const;
  const print = (organisation: number, id: number) =>
    printPlanDrawing(
      { db: app.database.db, files: fileStore(app.config.dataDir) },
      organisation,
      id,
      'nl',
      page,
    );

  it("prints the organisation's plan, nothing for another organisation's or a record that is no plan", async () => {
    const own = await print(organisationId, planId);
    expect(own).toContain('>B01</text>');
    // A3 landscape without header and footer: 400 × 276 mm, less 30 mm above the sheet for
    // the chapter's heading and text; kept whole, so a second plan starts a page.
    expect(own).toContain(
      'style="break-inside: avoid; display: flex; gap: 5mm; align-items: flex-start; height: 246mm;',
    );
    expect(own).not.toContain('break-before');
    expect(await print(otherOrganisationId, planId)).toBe('');
    const [observation] = await app.database.db
      .select({ id: surveyRecords.id })
      .from(surveyRecords)
      .where(eq(surveyRecords.kind, 'observation'));
    expect(await print(organisationId, observation!.id)).toBe('');
  });

  it("prints nothing in another organisation's report that names the plan", async () => {
    const surveyId = await insertSurvey(app, otherOrganisationId);
    const { templateId } = await insertReportTemplate(app, otherOrganisationId, [
      {
        title: 'Bijlagen',
        elements: [
          { title: 'Vreemde plattegrond', markup: `<p>x</p>{% plan_drawing ${planId} %}` },
        ],
      },
    ]);
    const blocks = await printedReportBlocks(app, {
      surveyId,
      templateId,
      token: await app.login('other@vezel.test'),
    });
    const block = blocks.find((candidate) => candidate.title === 'Vreemde plattegrond');
    expect(block).toMatchObject({ html: '<p>x</p>', failed: false });
  });
});

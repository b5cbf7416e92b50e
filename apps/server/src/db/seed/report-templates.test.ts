import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema';
import { checkMarkup } from '../../reports/markup';
import { checkReportQuery } from '../../reports/query';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { organisations, reportTemplates, surveys } from '../tables';
import { demoOrganisations } from './demo';
import { demoReportTemplates } from './report-templates';

const elements = demoReportTemplates.flatMap((template) =>
  template.chapters.flatMap((chapter) =>
    chapter.elements.map((element) => ({ template: template.name, chapter, element })),
  ),
);

describe('the demo report templates', () => {
  it.each(elements.map((entry) => [`${entry.template} › ${entry.element.title}`, entry] as const))(
    '%s has markup that parses and a query the schema accepts',
    (_name, { element }) => {
      expect(checkMarkup(element.markup)).toEqual({ ok: true });
      const check = checkReportQuery(schema, element.query);
      expect(check.ok ? 'ok' : check.problem).toEqual('ok');
      expect(check.ok && check.document).toBeTruthy();
    },
  );

  it('has every part an SC-540 report and an IHM Part I need', () => {
    const [sc540, ihm] = demoReportTemplates;
    expect(
      sc540!.chapters.filter((chapter) => chapter.appendix).map((chapter) => chapter.title),
    ).toEqual(['Laboratoriumcertificaten', 'SMA-rt-uitdraaien', 'Plattegronden']);
    const pages = sc540!.chapters.flatMap((chapter) =>
      chapter.elements.map((element) => element.page),
    );
    expect(pages).toContainEqual({ size: 'A3', orientation: 'landscape' });
    expect(
      ihm!.chapters.flatMap((chapter) =>
        chapter.elements.map((element) => element.title.slice(0, 3)),
      ),
    ).toEqual(expect.arrayContaining(['I-1', 'I-2', 'I-3']));
  });
});

interface PrintBlock {
  kind: string;
  number: string;
  title: string;
  html: string;
  failed: boolean;
  page: { size: string; orientation: string };
}

describe('a report of the demo data', () => {
  let app: TestApp;
  let surveyor: string;

  beforeAll(async () => {
    app = await createTestApp();
    surveyor = await app.login('surveyor@vezel.test');
  });
  afterAll(() => app.close());

  const idOf = async (table: 'survey' | 'template', name: string) => {
    const db = app.database.db;
    const [row] =
      table === 'survey'
        ? await db
            .select({ id: surveys.id })
            .from(surveys)
            .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
            .where(and(eq(surveys.number, name), eq(organisations.name, demoOrganisations.main)))
        : await db
            .select({ id: reportTemplates.id })
            .from(reportTemplates)
            .innerJoin(organisations, eq(organisations.id, reportTemplates.organisationId))
            .where(
              and(eq(reportTemplates.name, name), eq(organisations.name, demoOrganisations.main)),
            );
    if (!row) throw new Error(`no ${table} ${name}`);
    return String(row.id);
  };

  /** A report made from the template by the surveyor, and its print. */
  async function printOf(surveyNumber: string, templateName: string) {
    const surveyId = await idOf('survey', surveyNumber);
    const created = await app.gql<{ createSurveyReport: { id: string } }>(
      'mutation ($surveyId: ID!, $templateId: ID!) { createSurveyReport(surveyId: $surveyId, templateId: $templateId) { id } }',
      { surveyId, templateId: await idOf('template', templateName) },
      { token: surveyor },
    );
    expect(created.errors).toBeUndefined();
    const reportId = created.data!.createSurveyReport.id;
    const print = await app.gql<{ surveyReportPrint: { blocks: PrintBlock[] } }>(
      `query ($id: ID!) { surveyReportPrint(id: $id) {
        blocks { kind number title html failed page { size orientation } } } }`,
      { id: reportId },
      { token: surveyor },
    );
    expect(print.errors).toBeUndefined();
    const checks = await app.gql<{ surveyReport: { checks: { code: string; label: string }[] } }>(
      'query ($id: ID!) { surveyReport(id: $id) { checks { code label } } }',
      { id: reportId },
      { token: surveyor },
    );
    expect(checks.errors).toBeUndefined();
    return {
      blocks: print.data!.surveyReportPrint.blocks,
      checks: checks.data!.surveyReport.checks,
    };
  }

  const htmlOf = (blocks: PrintBlock[], title: string) => {
    const block = blocks.find((candidate) => candidate.title === title);
    if (!block) throw new Error(`no block ${title}`);
    return block.html.replace(/\s+/g, ' ');
  };

  it('prints the SC-540 report of 2026-0001 with its results, classes and appendices', async () => {
    const { blocks, checks } = await printOf('2026-0001', 'Asbestinventarisatierapport SC-540');
    expect(blocks.filter((block) => block.failed).map((block) => block.title)).toEqual([]);
    // Nothing stands in the way of making it final: results, classes and printouts are in.
    expect(checks).toEqual([]);

    const summary = htmlOf(blocks, 'Samenvatting van de bronnen');
    expect(summary).toContain(
      'Er zijn 2 asbesthoudende of als asbesthoudend aangenomen bronnen aangetroffen; 1 onderzochte toepassing bleek asbestvrij',
    );
    expect(summary).toMatch(/B01.*Golfplaten.*Zolder.*24,0 m².*Asbesthoudend.*Risicoklasse 2/);
    expect(summary).toMatch(/B02.*Kit.*Woonkamer.*6,5 m¹.*Risicoklasse 1/);

    const overview = blocks.find((block) => block.title === 'Bronnenoverzicht')!;
    expect(overview.page).toEqual({ size: 'A3', orientation: 'landscape' });
    expect(overview.html).toMatch(/M01: chrysotiel 10 - 15 %/);
    expect(overview.html).toMatch(/M03: geen asbest aangetoond/);
    // A source's application with its material below it (B02: the demo's Kitvoeg of Kit).
    expect(overview.html.replace(/\s+/g, ' ')).toMatch(
      /<td>B02<\/td>.*?<td>Kitvoeg<br \/><small>Kit<\/small><\/td>/,
    );

    const results = htmlOf(blocks, 'Monsters en resultaten');
    expect(results).toMatch(
      /M01.*Materiaalmonster.*B01.*Zolder.*AML-2026-0188.*Chrysotiel 10 - 15 %.*Asbesthoudend/,
    );
    // Nothing found reads as the certificate says it, not as "Chrysotiel 0 %".
    expect(results).toMatch(/M03.*B03.*Keuken.*AML-2026-0188.*Niet aangetoond.*Niet asbesthoudend/);
    expect(results).not.toMatch(/Chrysotiel 0 %/);

    expect(htmlOf(blocks, 'Risicoklasse per bron')).toMatch(
      /B01.*Risicoklasse 2.*SMART-2026-118734.*Bijlage B/,
    );
    expect(htmlOf(blocks, 'Uitvoering en laboratorium')).toContain(
      'Asbestlab Midden-Nederland B.V.',
    );
    expect(htmlOf(blocks, 'Geschiktheid van het rapport')).toContain(
      'Renovatie of onderhoud zonder aantasting van de constructie',
    );
    expect(htmlOf(blocks, 'Beperkingen en uitsluitingen')).toContain('Kruipruimte');
    expect(htmlOf(blocks, 'Bronbladen')).toMatch(
      /Bron B02: Kit.*Woonkamer.*Gelijmd.*M02: chrysotiel 2 - 5 %/,
    );
    // The source sheets show the location photos' display copies.
    expect(htmlOf(blocks, 'Bronbladen')).toMatch(
      /<img src="\/files\/\d+" alt="Golfplaten aan de onderzijde van het dakvlak"/,
    );
    expect(htmlOf(blocks, 'Certificering')).toContain('SC540-2024-0187');
    expect(htmlOf(blocks, 'Overzicht certificaten')).toMatch(/AML-2026-0188.*M01 M02 M03/);

    // The appendices: the certificate and two printouts as pages of their PDFs, the plan
    // with what the surveyor drew on it.
    const appendices = blocks.filter(
      (block) => block.kind === 'chapter' && block.number.startsWith('Bijlage '),
    );
    expect(appendices.map((block) => block.title)).toEqual([
      'Laboratoriumcertificaten',
      'SMA-rt-uitdraaien',
      'Plattegronden',
    ]);
    const pageImages = (title: string) =>
      (htmlOf(blocks, title).match(/class="pdf-page"/g) ?? []).length;
    expect(pageImages('Certificaten')).toBe(1);
    expect(pageImages('Uitdraaien')).toBe(2);
    const plan = htmlOf(blocks, 'Tekeningen');
    expect(plan).toMatch(/<img src="\/files\/\d+" alt=""/);
    expect(plan).toContain(
      'aria-label="Tekening op de plattegrond Plattegrond begane grond en zolder"',
    );
    // A pin with its number for each source location, sample and the observation.
    for (const number of ['B01', 'B02', 'B03', 'M01', 'M02', 'M03', 'AR01']) {
      expect(plan).toContain(`>${number}</text>`);
    }
    const legend = [...plan.matchAll(/<td style="vertical-align: middle">([^<]*)<\/td>/g)].map(
      (match) => match[1],
    );
    expect(legend).toEqual([
      'Vlak – Diagonale arcering',
      'Bronlocatie – Asbesthoudend',
      'Materiaalmonster',
      'Asbestresten',
      'Bronlocatie – Niet asbesthoudend',
      'Pijl',
      'Noordpijl',
    ]);
  });

  it('prints the IHM Part I of 2026-0009 with tables I-1, I-2 and I-3 from its VSCP', async () => {
    const { blocks } = await printOf('2026-0009', 'Inventory of Hazardous Materials, Part I');
    expect(blocks.filter((block) => block.failed).map((block) => block.title)).toEqual([]);
    const table = (prefix: string) =>
      htmlOf(blocks, blocks.find((block) => block.title.startsWith(prefix))!.title);
    expect(table('I-1')).toMatch(
      /Anti-fouling \(Hull\).*organotin.*Table A.*V03: 3,100\.0 mg\/kg.*1,250\.0 m²/,
    );
    expect(table('I-2')).toMatch(
      /Pipe insulation \(Engine room\).*Asbestos \(Table A\).*V01: 5\.0 %.*42\.5 kg/,
    );
    expect(table('I-2')).toMatch(
      /Cables \(Electrical\).*185\.0 kg.*Cable type and year of make unknown/,
    );
    expect(table('I-2')).not.toContain('Gaskets');
    expect(table('I-3')).toMatch(
      /Ceiling panels \(Accommodation\).*V04: 12\.0 %.*36\.0 m².*Fire door.*11\.5 m²/,
    );
    expect(htmlOf(blocks, 'Ship particulars')).toMatch(/Vlieland Express.*9074729.*PDWV/);
    // The template is English: so are its dates, whoever prints it.
    expect(htmlOf(blocks, 'Ship particulars')).toMatch(
      /Survey.*2026-0009.*\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/,
    );
    expect(htmlOf(blocks, 'Samples and laboratory results')).toMatch(/V02.*Gaskets.*0\.0 %.*No/);
    expect(htmlOf(blocks, 'Certificates of analysis')).toContain('class="pdf-page"');
    // No plans: one line on A4, not a nearly empty A3 sheet.
    const plans = blocks.find((block) => block.title === 'Plans')!;
    expect(plans.page).toEqual({ size: 'A4', orientation: 'landscape' });
    expect(plans.html).toContain('No plans are attached to the survey.');
  });

  it('prints both templates for surveys with nothing recorded yet, saying so', async () => {
    const property = await printOf('2026-0003', 'Asbestinventarisatierapport SC-540');
    expect(property.blocks.filter((block) => block.failed)).toEqual([]);
    expect(htmlOf(property.blocks, 'Samenvatting van de bronnen')).toContain(
      'Er zijn geen bronnen vastgelegd.',
    );
    expect(htmlOf(property.blocks, 'Tekeningen')).toContain('Er zijn geen plattegronden');
    const vessel = await printOf('2026-0007', 'Inventory of Hazardous Materials, Part I');
    expect(vessel.blocks.filter((block) => block.failed)).toEqual([]);
    expect(htmlOf(vessel.blocks, 'Checks and findings')).toContain(
      'The check plan has no entries yet.',
    );
    expect(htmlOf(vessel.blocks, 'Samples and laboratory results')).toContain(
      'No samples were taken.',
    );
  });
});

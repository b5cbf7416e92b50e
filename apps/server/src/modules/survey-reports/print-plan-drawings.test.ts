import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyRecords } from '../../db/tables';
import {
  demoPlanId,
  insertReportTemplate,
  printedReportBlocks,
} from '../../testing/report-fixtures';
import { insertSurvey, organisationOfUser } from '../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let token: string;
let surveyId: number;
let ownPlanId: number;
/** A plan of the organisation's demo survey 2026-0001: not the report's survey. */
let otherSurveyPlanId: number;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.login('surveyor@vezel.test');
  const organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  surveyId = await insertSurvey(app, organisationId);
  const [own] = await app.database.db
    .insert(surveyRecords)
    .values({ surveyId, kind: 'plan', data: { title: 'Eigen plattegrond' } })
    .returning();
  ownPlanId = own!.id;
  otherSurveyPlanId = await demoPlanId(app, organisationId);
}, 120_000);
afterAll(() => app.close());

/** The printed blocks of a new report on the survey whose one element has this markup. */
async function printedBlocks(markup: string, chapterText = '') {
  const organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  const { templateId } = await insertReportTemplate(app, organisationId, [
    { title: 'Bijlagen', text: chapterText, elements: [{ title: 'Plattegrond', markup }] },
  ]);
  return printedReportBlocks(app, { surveyId, templateId, token });
}

describe("a report's plan drawings", () => {
  it("print a plan of the report's own survey only", async () => {
    const blocks = await printedBlocks(
      `{% plan_drawing ${ownPlanId} %}<p>x</p>{% plan_drawing ${otherSurveyPlanId} %}{% plan_drawing "99999999999" %}`,
    );
    const block = blocks.find((candidate) => candidate.title === 'Plattegrond')!;
    expect(block.failed).toBe(false);
    expect(block.html.match(/<svg/g)).toHaveLength(1);
    expect(block.html).toContain('Eigen plattegrond');
    expect(block.html).toContain('<p>x</p>');
  });

  it("are not printed from a chapter's text", async () => {
    const blocks = await printedBlocks(
      '<p>y</p>',
      `<p>Tekst</p><vezel-plan-drawing data-plan="${ownPlanId}"></vezel-plan-drawing>`,
    );
    const chapter = blocks.find((candidate) => candidate.title === 'Bijlagen')!;
    expect(chapter.html).toBe('<p>Tekst</p>');
  });
});

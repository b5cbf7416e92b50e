import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { surveyReportElements } from '../../db/tables';
import { insertReportTemplate } from '../../testing/report-fixtures';
import { insertSurvey, organisationOfUser } from '../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type * as reportQuery from '../../reports/query';

// The check refuses a report print in an element's query; with that rule lifted, the print
// itself must still refuse to run inside one of its elements.
vi.mock('../../reports/query', async (importOriginal) => {
  const original = await importOriginal<typeof reportQuery>();
  const { parse } = await import('graphql');
  return {
    ...original,
    checkReportQuery: (...args: Parameters<typeof original.checkReportQuery>) => {
      const check = original.checkReportQuery(...args);
      return !check.ok && check.problem.kind === 'printField'
        ? { ok: true, document: parse(args[1]) }
        : check;
    },
  };
});

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'error' });
});

afterAll(async () => {
  await app.close();
});

describe("a report element's query", () => {
  it('cannot print the report it is part of', async () => {
    const token = await app.login('surveyor@vezel.test');
    const organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
    const survey = await insertSurvey(app, organisationId);
    const db = app.database.db;
    const { templateId } = await insertReportTemplate(
      app,
      organisationId,
      [
        {
          title: 'Inleiding',
          elements: [{ title: 'Zichzelf', headingLevel: 2, query: '', markup: '<p>x</p>' }],
        },
      ],
      { name: 'Rapport' },
    );
    const created = await app.gql<{ createSurveyReport: { id: string } }>(
      'mutation ($s: ID!, $t: ID!) { createSurveyReport(surveyId: $s, templateId: $t) { id } }',
      { s: String(survey), t: templateId },
      { token },
    );
    const reportId = created.data!.createSurveyReport.id;
    // The report's copy of the element asks for the print of the very report it is in.
    await db
      .update(surveyReportElements)
      .set({ query: `query { surveyReportPrint(id: "${reportId}") { toc { title } } }` })
      .where(eq(surveyReportElements.title, 'Zichzelf'));
    const print = await app.gql<{
      surveyReportPrint: { blocks: { title: string; failed: boolean }[] };
    }>(
      'query ($id: ID!) { surveyReportPrint(id: $id) { blocks { title failed } } }',
      { id: reportId },
      { token },
    );
    expect(print.errors).toBeUndefined();
    expect(print.data!.surveyReportPrint.blocks).toContainEqual({
      title: 'Zichzelf',
      failed: true,
    });
  });
});

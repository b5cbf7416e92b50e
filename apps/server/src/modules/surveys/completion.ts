import {
  checklistAppliesTo,
  completionGapCodes,
  completionGapsOf,
  type CompletionGap,
  type SurveyDossierCheck,
} from '@vezel/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  dossierCheckParts,
  dossierCheckQuestions,
  dossierCheckTemplates,
  inventarisationDossierChecks,
  surveyInventarisations,
  surveys,
  surveySources,
  surveySurveyors,
  surveyVscpEntries,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { batchLoad } from '../../graphql/request-cache';

const CompletionGapCodeRef = builder.enumType('CompletionGapCode', { values: completionGapCodes });

type Template = Omit<SurveyDossierCheck, 'answers'> & {
  active: boolean;
  surveyTypeIds: number[];
};

/** The organisation's checklists with their questions, in the checklist's order. */
async function templatesOf(db: Executor, organisationId: number): Promise<Map<number, Template>> {
  const rows = await db
    .select({
      templateId: dossierCheckTemplates.id,
      name: dossierCheckTemplates.name,
      active: dossierCheckTemplates.active,
      surveyTypeIds: dossierCheckTemplates.surveyTypeIds,
      questionId: dossierCheckQuestions.id,
      questionType: dossierCheckQuestions.questionType,
      options: dossierCheckQuestions.options,
      required: dossierCheckQuestions.required,
    })
    .from(dossierCheckTemplates)
    .leftJoin(dossierCheckParts, eq(dossierCheckParts.templateId, dossierCheckTemplates.id))
    .leftJoin(dossierCheckQuestions, eq(dossierCheckQuestions.partId, dossierCheckParts.id))
    .where(eq(dossierCheckTemplates.organisationId, organisationId))
    .orderBy(
      asc(dossierCheckTemplates.name),
      asc(dossierCheckTemplates.id),
      asc(dossierCheckParts.sortIndex),
      asc(dossierCheckQuestions.sortIndex),
    );
  const templates = new Map<number, Template>();
  for (const row of rows) {
    let template = templates.get(row.templateId);
    if (!template) {
      template = {
        templateId: row.templateId,
        name: row.name,
        active: row.active,
        surveyTypeIds: row.surveyTypeIds,
        questions: [],
      };
      templates.set(row.templateId, template);
    }
    if (row.questionId !== null) {
      (template.questions as SurveyDossierCheck['questions'][number][]).push({
        id: row.questionId,
        questionType: row.questionType ?? '',
        options: row.options ?? [],
        required: row.required ?? false,
      });
    }
  }
  return templates;
}

/** Rows grouped by their survey. */
function bySurvey<Row extends { surveyId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.surveyId, [...(grouped.get(row.surveyId) ?? []), row]);
  return grouped;
}

/**
 * What each survey of the organisation still lacks to be completed (packages/domain
 * surveys/completion.ts), by survey id; a survey of another organisation, or none, is left
 * out. A fixed number of statements, however many surveys are asked for.
 */
export async function completionGaps(
  db: Executor,
  organisationId: number,
  surveyIds: readonly number[],
): Promise<Map<number, CompletionGap[]>> {
  const result = new Map<number, CompletionGap[]>();
  if (surveyIds.length === 0) return result;
  const found = await db
    .select({
      id: surveys.id,
      clientId: surveys.clientId,
      surveyTypeId: surveys.surveyTypeItemId,
    })
    .from(surveys)
    .where(and(eq(surveys.organisationId, organisationId), inArray(surveys.id, [...surveyIds])));
  if (found.length === 0) return result;
  const ids = found.map((survey) => survey.id);
  const [surveyors, sources, vscpEntries, inventarisations, templates] = await Promise.all([
    db
      .select({ surveyId: surveySurveyors.surveyId, count: count() })
      .from(surveySurveyors)
      .where(inArray(surveySurveyors.surveyId, ids))
      .groupBy(surveySurveyors.surveyId),
    db
      .select({
        surveyId: surveySources.surveyId,
        id: surveySources.id,
        number: surveySources.number,
        data: surveySources.data,
      })
      .from(surveySources)
      .where(inArray(surveySources.surveyId, ids))
      .orderBy(asc(surveySources.sortIndex), asc(surveySources.id)),
    db
      .select({
        surveyId: surveyVscpEntries.surveyId,
        id: surveyVscpEntries.id,
        finding: surveyVscpEntries.finding,
        data: surveyVscpEntries.data,
      })
      .from(surveyVscpEntries)
      .where(inArray(surveyVscpEntries.surveyId, ids))
      .orderBy(asc(surveyVscpEntries.sortIndex), asc(surveyVscpEntries.id)),
    db
      .select({ surveyId: surveyInventarisations.surveyId, id: surveyInventarisations.id })
      .from(surveyInventarisations)
      .where(inArray(surveyInventarisations.surveyId, ids))
      .orderBy(asc(surveyInventarisations.orderedOn), asc(surveyInventarisations.id)),
    templatesOf(db, organisationId),
  ]);
  const saved =
    inventarisations.length === 0
      ? []
      : await db
          .select()
          .from(inventarisationDossierChecks)
          .where(
            inArray(
              inventarisationDossierChecks.inventarisationId,
              inventarisations.map((row) => row.id),
            ),
          );
  const surveyorCounts = new Map(surveyors.map((row) => [row.surveyId, row.count]));
  const sourcesOf = bySurvey(sources);
  const entriesOf = bySurvey(vscpEntries);
  const inventarisationsOf = bySurvey(inventarisations);
  const answersOf = new Map(
    saved.map((row) => [`${row.inventarisationId}:${row.templateId}`, row.answers]),
  );
  const allTemplates = [...templates.values()];
  for (const survey of found) {
    const applying = allTemplates.filter((template) =>
      checklistAppliesTo(template, survey.surveyTypeId),
    );
    result.set(
      survey.id,
      completionGapsOf({
        hasClient: survey.clientId !== null,
        hasSurveyType: survey.surveyTypeId !== null,
        surveyorCount: surveyorCounts.get(survey.id) ?? 0,
        sources: (sourcesOf.get(survey.id) ?? []).map((source) => ({
          id: source.id,
          number: source.number,
          asbestosStatus: source.data.asbestos_status,
        })),
        vscpEntries: (entriesOf.get(survey.id) ?? []).map((entry) => ({
          id: entry.id,
          finding: entry.finding,
          material: String(entry.data.hazardous_material ?? ''),
        })),
        requiredChecks: survey.surveyTypeId === null ? [] : applying,
        // As the inventory's screen lists them: the checklists that apply and any answered.
        inventarisations: (inventarisationsOf.get(survey.id) ?? []).map(({ id }) => ({
          id,
          checks: allTemplates
            .filter(
              (template) =>
                answersOf.has(`${id}:${template.templateId}`) || applying.includes(template),
            )
            .map((template) => ({
              ...template,
              answers: answersOf.get(`${id}:${template.templateId}`) ?? null,
            })),
        })),
      }),
    );
  }
  return result;
}

export const CompletionGapRef = builder.objectRef<CompletionGap>('CompletionGap').implement({
  description: 'Something a survey lacks to be completed, and the record it is in',
  fields: (t) => ({
    code: t.field({ type: CompletionGapCodeRef, resolve: (gap) => gap.code }),
    target: t.id({
      nullable: true,
      description: 'The record to fix: a source, a VSCP entry or an inventory',
      resolve: (gap) => gap.target,
    }),
    label: t.string({
      nullable: true,
      description: 'What names the record: a source number, a material code, a checklist',
      resolve: (gap) => gap.label,
    }),
  }),
});

/** A survey's gaps, read with those of the other surveys the request asks for. */
export const completionGapsField = async (
  context: Context,
  survey: { id: number; organisationId: number },
): Promise<CompletionGap[]> =>
  (await batchLoad(context, `completionGaps:${survey.organisationId}`, survey.id, (ids) =>
    completionGaps(context.db, survey.organisationId, ids),
  )) ?? [];

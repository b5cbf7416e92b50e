import {
  checklistAppliesTo,
  inventoryNeedsLateReason,
  missingRequiredAnswers,
  surveyInventarisationResource,
} from '@vezel/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  dossierCheckParts,
  dossierCheckQuestions,
  dossierCheckTemplates,
  inventarisationDossierChecks,
  surveyInventarisations,
  surveys,
  variableItems,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { batchLoad, memoize } from '../../graphql/request-cache';
import { declaredObjectType } from '../../resources/object-type';
import { findOwnedChild } from '../../resources/owned';
import { DossierCheckTemplateRef, type DossierCheckTemplateRow } from '../dossier-checks/schema';

export type InventarisationRow = typeof surveyInventarisations.$inferSelect;
type DossierCheckRow = typeof inventarisationDossierChecks.$inferSelect;

/** A checklist of an inventory: the template, with the answers kept so far (none yet: null). */
export interface InventarisationDossierCheck {
  template: DossierCheckTemplateRow;
  saved: DossierCheckRow | null;
}

/**
 * The dossier checks an inventory is filled in with: the organisation's active templates
 * that name the survey's type (all active ones when the survey has none), and any template
 * already answered on it, by name.
 */
export async function dossierChecksOf(
  db: Executor,
  inventarisation: InventarisationRow,
): Promise<InventarisationDossierCheck[]> {
  const [survey] = await db
    .select({ organisationId: surveys.organisationId, typeId: surveys.surveyTypeItemId })
    .from(surveys)
    .where(eq(surveys.id, inventarisation.surveyId));
  if (!survey) return [];
  const saved = await db
    .select()
    .from(inventarisationDossierChecks)
    .where(eq(inventarisationDossierChecks.inventarisationId, inventarisation.id));
  const savedByTemplate = new Map(saved.map((row) => [row.templateId, row]));
  const templates = await db
    .select()
    .from(dossierCheckTemplates)
    .where(eq(dossierCheckTemplates.organisationId, survey.organisationId))
    .orderBy(asc(dossierCheckTemplates.name), asc(dossierCheckTemplates.id));
  return templates
    .filter(
      (template) => savedByTemplate.has(template.id) || checklistAppliesTo(template, survey.typeId),
    )
    .map((template) => ({ template, saved: savedByTemplate.get(template.id) ?? null }));
}

const questionColumns = {
  templateId: dossierCheckParts.templateId,
  id: dossierCheckQuestions.id,
  questionType: dossierCheckQuestions.questionType,
  options: dossierCheckQuestions.options,
  required: dossierCheckQuestions.required,
};

type ChecklistQuestion = Pick<
  typeof dossierCheckQuestions.$inferSelect,
  'id' | 'questionType' | 'options' | 'required'
>;

/** The questions of these checklists as the answer checks read them, in each checklist's order. */
async function questionsByTemplate(
  db: Executor,
  templateIds: readonly number[],
): Promise<Map<number, ChecklistQuestion[]>> {
  const rows = await db
    .select(questionColumns)
    .from(dossierCheckQuestions)
    .innerJoin(dossierCheckParts, eq(dossierCheckParts.id, dossierCheckQuestions.partId))
    .where(inArray(dossierCheckParts.templateId, [...templateIds]))
    .orderBy(asc(dossierCheckParts.sortIndex), asc(dossierCheckQuestions.sortIndex));
  const questions = new Map<number, ChecklistQuestion[]>();
  for (const { templateId, ...question } of rows) {
    const list = questions.get(templateId) ?? [];
    list.push(question);
    questions.set(templateId, list);
  }
  return questions;
}

/** A checklist's questions as the answer checks read them, in the checklist's order. */
export const questionsOf = async (db: Executor, templateId: number) =>
  (await questionsByTemplate(db, [templateId])).get(templateId) ?? [];

export const InventarisationDossierCheckRef = builder
  .objectRef<InventarisationDossierCheck>('InventarisationDossierCheck')
  .implement({
    description: 'A dossier-check template as filled in on an inventory',
    fields: (t) => ({
      template: t.field({ type: DossierCheckTemplateRef, resolve: (check) => check.template }),
      answers: t.string({
        description:
          'JSON: the answers by question id (a checkbox true/false, a date YYYY-MM-DD, a date and time YYYY-MM-DD HH:mm:ss, a radio its option, a multiple choice its options, text)',
        resolve: (check) => JSON.stringify(check.saved?.answers ?? {}),
      }),
      saved_at: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (check) => check.saved?.updatedAt ?? null,
      }),
      missing_required: t.idList({
        description:
          'The required questions still unanswered (a draft); completing the survey needs none',
        // One query for the checklists of every inventory the request reads: the inventories'
        // checklists may resolve in different turns, and then share the questions read first.
        resolve: async (check, _args, context) =>
          missingRequiredAnswers(
            (await memoize(context, `dossier-check-questions:${check.template.id}`, () =>
              batchLoad(context, 'dossier-check-questions', check.template.id, (ids) =>
                questionsByTemplate(context.db, ids),
              ),
            )) ?? [],
            check.saved?.answers ?? {},
          ).map((question) => question.id),
      }),
    }),
  });

const dataText = (row: InventarisationRow, key: string): string => {
  const value = row.data[key];
  return typeof value === 'string' ? value : '';
};

export const SurveyInventarisationRef = declaredObjectType(
  surveyInventarisationResource,
  surveyInventarisations,
  {
    description: 'The asbestos inventory of a property survey as LAVS tracks it',
    fields: (t) => ({
      late: t.boolean({
        description: 'Starts more than 5 working days after it was ordered: a reason is needed',
        resolve: (row) => inventoryNeedsLateReason(row.orderedOn, row.startsOn),
      }),
      late_reason_value: t.string({
        resolve: async (row, _args, context) => {
          if (row.lateReasonItemId === null) return '';
          const [item] = await context.db
            .select({ value: variableItems.value })
            .from(variableItems)
            .where(eq(variableItems.id, row.lateReasonItemId));
          return item?.value ?? '';
        },
      }),
      // Kept in the row's data, not in columns of their own.
      calamity: t.boolean({ resolve: (row) => row.data.calamity === true }),
      remarks: t.string({ resolve: (row) => dataText(row, 'remarks') }),
      dossier_checks: t.field({
        type: [InventarisationDossierCheckRef],
        description: 'The checklists of the survey’s type, by name',
        resolve: (row, _args, context) => dossierChecksOf(context.db, row),
      }),
    }),
  },
);

/** An inventory of a survey of the organisation; null for any other. */
export const findInventarisation = (db: Executor, organisationId: number, id: number) =>
  findOwnedChild(
    db,
    surveyInventarisations,
    surveyInventarisations.surveyId,
    surveys,
    organisationId,
    id,
  );

const idOf = (value: string | number): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

builder.queryField('surveyInventarisations', (t) =>
  t.field({
    type: [SurveyInventarisationRef],
    description: "A survey's inventories, first ordered first; empty for another organisation's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const surveyId = idOf(args.surveyId);
      if (surveyId === null) return [];
      const owned = await context.db
        .select({ id: surveys.id })
        .from(surveys)
        .where(and(eq(surveys.id, surveyId), eq(surveys.organisationId, organisationOf(context))));
      if (owned.length === 0) return [];
      return context.db
        .select()
        .from(surveyInventarisations)
        .where(eq(surveyInventarisations.surveyId, surveyId))
        .orderBy(asc(surveyInventarisations.orderedOn), asc(surveyInventarisations.id));
    },
  }),
);

builder.queryField('surveyInventarisation', (t) =>
  t.field({
    type: SurveyInventarisationRef,
    nullable: true,
    description: "An inventory of a survey of the caller's organisation; null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = idOf(args.id);
      return id === null ? null : findInventarisation(context.db, organisationOf(context), id);
    },
  }),
);

import { asc, count, eq } from 'drizzle-orm';
import { dossierCheckParts, dossierCheckQuestions, dossierCheckTemplates } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { ownedListQuery, ownedRecordQuery } from '../../resources/owned';
import { itemsByIds } from '../../resources/variable-items';
import { VariableItemRef } from '../variables/schema';

export type DossierCheckTemplateRow = typeof dossierCheckTemplates.$inferSelect;
export type DossierCheckPartRow = typeof dossierCheckParts.$inferSelect;
export type DossierCheckQuestionRow = typeof dossierCheckQuestions.$inferSelect;

export const DossierCheckQuestionRef = builder
  .objectRef<DossierCheckQuestionRow>('DossierCheckQuestion')
  .implement({
    description: 'A question of a dossier-check part, as the surveyor will answer it',
    fields: (t) => ({
      id: t.exposeID('id'),
      question: t.exposeString('question'),
      question_type: t.exposeString('questionType', {
        description: 'checkbox, date, datetime, radio, text, textarea or multiple_choice',
      }),
      options: t.exposeStringList('options', {
        description: 'The answer options of a radio or multiple-choice question',
      }),
      required: t.exposeBoolean('required'),
      help: t.exposeString('help'),
      created_at: t.expose('createdAt', { type: 'DateTime' }),
      updated_at: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

export const DossierCheckPartRef = builder
  .objectRef<DossierCheckPartRow>('DossierCheckPart')
  .implement({
    description: 'A part of a dossier-check template: a heading with its questions',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      created_at: t.expose('createdAt', { type: 'DateTime' }),
      updated_at: t.expose('updatedAt', { type: 'DateTime' }),
      questions: t.field({
        type: [DossierCheckQuestionRef],
        description: 'In their manual order',
        resolve: (part, _args, context) =>
          context.db
            .select()
            .from(dossierCheckQuestions)
            .where(eq(dossierCheckQuestions.partId, part.id))
            .orderBy(asc(dossierCheckQuestions.sortIndex), asc(dossierCheckQuestions.id)),
      }),
    }),
  });

export const DossierCheckTemplateRef = builder
  .objectRef<DossierCheckTemplateRow>('DossierCheckTemplate')
  .implement({
    description: 'A checklist that surveyors fill in on inventories of the survey types it names',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      active: t.exposeBoolean('active'),
      survey_types: t.field({
        type: [VariableItemRef],
        description: 'Items of the onderzoek_types list',
        resolve: (template, _args, context) => itemsByIds(context.db, template.surveyTypeIds),
      }),
      created_at: t.expose('createdAt', { type: 'DateTime' }),
      updated_at: t.expose('updatedAt', { type: 'DateTime' }),
      parts: t.field({
        type: [DossierCheckPartRef],
        description: 'In their manual order',
        resolve: (template, _args, context) =>
          context.db
            .select()
            .from(dossierCheckParts)
            .where(eq(dossierCheckParts.templateId, template.id))
            .orderBy(asc(dossierCheckParts.sortIndex), asc(dossierCheckParts.id)),
      }),
      question_count: t.int({
        resolve: async (template, _args, context) => {
          const [row] = await context.db
            .select({ questions: count() })
            .from(dossierCheckQuestions)
            .innerJoin(dossierCheckParts, eq(dossierCheckParts.id, dossierCheckQuestions.partId))
            .where(eq(dossierCheckParts.templateId, template.id));
          return row?.questions ?? 0;
        },
      }),
    }),
  });

ownedListQuery(
  'dossierCheckTemplates',
  DossierCheckTemplateRef,
  dossierCheckTemplates,
  "The organisation's dossier-check templates",
);

ownedRecordQuery(
  'dossierCheckTemplate',
  DossierCheckTemplateRef,
  dossierCheckTemplates,
  "A dossier-check template of the caller's organisation; null for any other",
);

import {
  dossierCheckPartResource,
  dossierCheckQuestionResource,
  dossierCheckTemplateResource,
} from '@vezel/domain';
import { asc, count, eq } from 'drizzle-orm';
import { dossierCheckParts, dossierCheckQuestions, dossierCheckTemplates } from '../../db/tables';
import { declaredObjectType } from '../../resources/object-type';
import { ownedListQuery, ownedRecordQuery } from '../../resources/owned';

export type DossierCheckTemplateRow = typeof dossierCheckTemplates.$inferSelect;
export type DossierCheckPartRow = typeof dossierCheckParts.$inferSelect;
export type DossierCheckQuestionRow = typeof dossierCheckQuestions.$inferSelect;

export const DossierCheckQuestionRef = declaredObjectType(
  dossierCheckQuestionResource,
  dossierCheckQuestions,
  {
    description: 'A question of a dossier-check part, as the surveyor will answer it',
    fields: (t) => ({
      // Typed one per line in the form, kept as a list.
      options: t.exposeStringList('options', {
        description: 'The answer options of a radio or multiple-choice question',
      }),
    }),
  },
);

export const DossierCheckPartRef = declaredObjectType(dossierCheckPartResource, dossierCheckParts, {
  description: 'A part of a dossier-check template: a heading with its questions',
  fields: (t) => ({
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

export const DossierCheckTemplateRef = declaredObjectType(
  dossierCheckTemplateResource,
  dossierCheckTemplates,
  {
    description: 'A checklist that surveyors fill in on inventories of the survey types it names',
    fields: (t) => ({
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
  },
);

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

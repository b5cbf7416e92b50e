import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  dossierCheckParts,
  dossierCheckQuestions,
  dossierCheckTemplates,
  inventarisationDossierChecks,
  organisations,
  surveyInventarisations,
  surveys,
  surveySources,
  variableItems,
} from '../tables';

/** A kept answer to each question of the demo's checklist, as a surveyor would give it. */
const answerTo = (questionType: string, options: readonly string[], start: string) => {
  switch (questionType) {
    case 'checkbox':
      return true;
    case 'date':
      return start;
    case 'datetime':
      return `${start} 09:00:00`;
    case 'radio':
      return options[0] ?? '';
    case 'multiple_choice':
      return options.slice(0, 1);
    default:
      return 'Zie het dossier';
  }
};

/**
 * Gives the demo's active survey 2026-0002 (Zandstraat 7, type A) what completing needs
 * (packages/domain surveys/completion.ts): an assessed source, and an inventory with its
 * dossier check answered, so a manager can walk the flow to "completed" in the demo.
 */
export async function seedCompletableSurvey(tx: Transaction, organisationId: number) {
  const [survey] = await tx
    .select({ id: surveys.id, start: surveys.plannedStart, setId: organisations.variableSetId })
    .from(surveys)
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .where(and(eq(surveys.organisationId, organisationId), eq(surveys.number, '2026-0002')));
  if (!survey?.start) throw new Error('demo survey 2026-0002 is missing');
  const itemOf = async (list: string, value: string) => {
    const [item] = await tx
      .select({ id: variableItems.id })
      .from(variableItems)
      .where(
        and(
          eq(variableItems.variableSetId, survey.setId ?? -1),
          eq(variableItems.list, list),
          eq(variableItems.value, value),
        ),
      );
    if (!item) throw new Error(`demo item ${list} "${value}" is missing`);
    return item.id;
  };
  await tx.insert(surveySources).values({
    surveyId: survey.id,
    number: 'B01',
    applicationItemId: await itemOf('toepassingen', 'Golfplaten'),
    materialTypeItemId: await itemOf('materiaal_types', 'Asbestcement'),
    description: 'Golfplaten van de schuur in de achtertuin',
    data: { asbestos_status: await itemOf('asbest_statussen', 'Aangenomen asbesthoudend') },
  });
  await seedAnsweredInventory(tx, organisationId, survey.id, survey.start);
}

/**
 * An inventory of a survey with the organisation's dossier check answered in full, as the
 * surveyor keeps it: what completing a survey and making its report final need.
 */
export async function seedAnsweredInventory(
  tx: Transaction,
  organisationId: number,
  surveyId: number,
  start: string,
  end: string | null = null,
) {
  const [inventory] = await tx
    .insert(surveyInventarisations)
    .values({
      surveyId,
      orderedOn: start,
      startsOn: start,
      endsOn: end,
      data: { calamity: false, remarks: '' },
    })
    .returning({ id: surveyInventarisations.id });
  const questions = await tx
    .select({
      templateId: dossierCheckTemplates.id,
      id: dossierCheckQuestions.id,
      questionType: dossierCheckQuestions.questionType,
      options: dossierCheckQuestions.options,
    })
    .from(dossierCheckQuestions)
    .innerJoin(dossierCheckParts, eq(dossierCheckParts.id, dossierCheckQuestions.partId))
    .innerJoin(dossierCheckTemplates, eq(dossierCheckTemplates.id, dossierCheckParts.templateId))
    .where(eq(dossierCheckTemplates.organisationId, organisationId))
    .orderBy(asc(dossierCheckParts.sortIndex), asc(dossierCheckQuestions.sortIndex));
  const templateId = questions[0]?.templateId;
  if (!inventory || templateId === undefined) throw new Error('demo dossier check is missing');
  await tx.insert(inventarisationDossierChecks).values({
    inventarisationId: inventory.id,
    templateId,
    answers: Object.fromEntries(
      questions.map((question) => [
        String(question.id),
        answerTo(question.questionType, question.options, start),
      ]),
    ),
  });
}

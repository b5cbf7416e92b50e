import {
  checkDossierCheckAnswers,
  checklistAppliesTo,
  fromStoredDate,
  lateReasonNeeded,
  surveyInventarisationResource,
  toStoredDate,
} from '@vezel/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  dossierCheckTemplates,
  inventarisationDossierChecks,
  surveyInventarisations,
  type SurveyFormValues,
} from '../../db/tables';
import { AppError, badInput } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  type Access,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { declaredColumns } from '../../resources/declared-columns';
import { findOwned } from '../../resources/owned';
import { itemId } from '../../resources/variable-items';
import { insertRow, updateRow } from '../../resources/rows';
import { openSurvey, removeSurveyRow, surveyParent, type SurveyRow } from '../surveys/access';
import {
  findInventarisation,
  questionsOf,
  SurveyInventarisationRef,
  type InventarisationDossierCheck,
  type InventarisationRow,
} from './schema';
import { assertNotSentToLavs } from '../lavs/kept';

/** Inventories are registered for properties only (LAVS tracks asbestos in buildings). */
async function openPropertySurvey(tx: Executor, surveyId: number): Promise<SurveyRow> {
  const survey = await openSurvey(tx, surveyId);
  if (survey.assetType !== 'property') {
    throw new AppError('BAD_USER_INPUT', 'error.inventarisationPropertyOnly');
  }
  return survey;
}

/** The stored row as the input gives values ('DD-MM-YYYY'), to judge an update as a whole. */
function inputOf(row: InventarisationRow): ResourceValues {
  const date = (value: string | null) => (value === null ? '' : fromStoredDate(value));
  return {
    ordered_on: date(row.orderedOn),
    starts_on: date(row.startsOn),
    ends_on: date(row.endsOn),
    late_reason: row.lateReasonItemId === null ? '' : String(row.lateReasonItemId),
  };
}

/**
 * The columns of the input, judged with the stored values it leaves alone: an end before
 * the start is refused, and the late reason is required while the start lies more than 5
 * working days after the order, else cleared (the form hides it then).
 */
async function inventarisationColumns(
  tx: Executor,
  access: Access,
  values: ResourceValues,
  stored: ResourceValues,
) {
  const merged = { ...stored, ...values };
  const starts = inputText(merged.starts_on);
  const ends = inputText(merged.ends_on);
  if (starts && ends && toStoredDate(ends) < toStoredDate(starts)) {
    throw badInput({ ends_on: { key: 'validation.dateBeforeStart' } })!;
  }
  let lateReasonItemId: number | null = null;
  if (lateReasonNeeded(merged)) {
    lateReasonItemId =
      (await itemId(
        tx,
        access.organisationId,
        merged.late_reason ?? null,
        'asbest_regisseur_reden_inv_later',
        'late_reason',
      )) ?? null;
    if (lateReasonItemId === null) {
      throw badInput({ late_reason: { key: 'validation.required' } })!;
    }
  }
  return {
    ...declaredColumns(surveyInventarisationResource, surveyInventarisations, values, {
      calamity: null,
      remarks: null,
    }),
    lateReasonItemId,
  };
}

/** calamity and remarks, kept in the row's data beside what it holds already. */
function dataOf(values: ResourceValues, data: SurveyFormValues = {}): SurveyFormValues {
  return {
    ...data,
    ...(values.calamity !== undefined && { calamity: values.calamity === true }),
    ...(values.remarks !== undefined && { remarks: inputText(values.remarks) }),
  };
}

export const surveyInventarisationBinding: ResourceBinding<InventarisationRow> = {
  declaration: surveyInventarisationResource,
  ref: SurveyInventarisationRef,
  find: (tx, { organisationId }, id) => findInventarisation(tx, organisationId, id),
  findConnection: connectionTo('survey', surveyParent),
  async insert(tx, access, values, connections) {
    const surveyId = connections.get('survey');
    if (surveyId === undefined) throw new Error('inventory without survey');
    await openPropertySurvey(tx, surveyId);
    return insertRow(tx, surveyInventarisations, {
      ...(await inventarisationColumns(tx, access, values, {})),
      surveyId,
      data: dataOf(values, { calamity: false, remarks: '' }),
    });
  },
  async update(tx, access, row, values) {
    await openPropertySurvey(tx, row.surveyId);
    return updateRow(tx, surveyInventarisations, row.id, {
      ...(await inventarisationColumns(tx, access, values, inputOf(row))),
      data: dataOf(values, row.data),
    });
  },
  async remove(tx, row) {
    await assertNotSentToLavs(tx, { inventarisationId: row.id });
    await removeSurveyRow(surveyInventarisations)(tx, row);
  },
};

/** The answers' JSON text as an object; anything else is refused. */
function parseAnswers(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Refused below, as any other value that is not an object.
  }
  throw new AppError('BAD_USER_INPUT', 'error.badInput', undefined, {
    answers: { key: 'error.badInput' },
  });
}

/**
 * Saves the answers to one checklist of an inventory of an open survey, as a draft: the
 * template must be one the inventory is filled in with, every answer given is checked by
 * its question (type, options), and the answers replace those kept before. Required
 * questions left open are allowed (a surveyor answers in parts); completing the survey
 * asks for them.
 */
export async function saveInventarisationDossierCheck(
  tx: Executor,
  organisationId: number,
  inventarisationId: number,
  templateId: number,
  answersText: string,
): Promise<InventarisationDossierCheck> {
  const inventarisation = await findInventarisation(tx, organisationId, inventarisationId);
  const template = await findOwned(tx, dossierCheckTemplates, organisationId, templateId);
  if (!inventarisation || !template) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  const survey = await openSurvey(tx, inventarisation.surveyId);
  const [kept] = await tx
    .select({ id: inventarisationDossierChecks.id })
    .from(inventarisationDossierChecks)
    .where(
      and(
        eq(inventarisationDossierChecks.inventarisationId, inventarisation.id),
        eq(inventarisationDossierChecks.templateId, template.id),
      ),
    );
  if (!kept && !checklistAppliesTo(template, survey.surveyTypeItemId)) {
    throw new AppError('BAD_USER_INPUT', 'error.dossierCheckTemplate');
  }
  const questions = await questionsOf(tx, template.id);
  const checked = checkDossierCheckAnswers(questions, parseAnswers(answersText), { draft: true });
  if (checked.failures) {
    throw new AppError('BAD_USER_INPUT', 'error.dossierCheckAnswers', undefined, checked.failures);
  }
  const now = new Date();
  const [saved] = await tx
    .insert(inventarisationDossierChecks)
    .values({
      inventarisationId: inventarisation.id,
      templateId: template.id,
      answers: checked.answers,
    })
    .onConflictDoUpdate({
      target: [
        inventarisationDossierChecks.inventarisationId,
        inventarisationDossierChecks.templateId,
      ],
      set: { answers: checked.answers, updatedAt: now },
    })
    .returning();
  if (!saved) throw new Error('dossier check save returned nothing');
  return { template, saved };
}

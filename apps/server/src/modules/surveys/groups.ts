import {
  isLookupListKey,
  toStoredDate,
  type FieldDeclaration,
  type surveyGroupResources,
} from '@vezel/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { surveys, type SurveyFormValues } from '../../db/tables';
import { inputText, type Access, type ResourceValues } from '../../resources/binding';
import { itemId } from '../../resources/variable-items';
import { openOwnedSurvey, type SurveyRow } from './access';
import { groupColumns } from './schema';

type GroupDeclaration = (typeof surveyGroupResources)[number];

/**
 * A checked input value as a jsonb group of fields keeps it (a survey's group, a record's
 * `data`): texts trimmed, dates 'YYYY-MM-DD', items their id.
 */
export async function storedValue(
  tx: Executor,
  organisationId: number,
  field: FieldDeclaration,
  value: ResourceValues[string],
): Promise<SurveyFormValues[string]> {
  switch (field.type) {
    case 'item': {
      const list = field.itemsOf ?? '';
      if (!isLookupListKey(list)) throw new Error(`${field.name}: no lookup list ${list}`);
      return (await itemId(tx, organisationId, value, list, field.name)) ?? null;
    }
    case 'boolean':
      return value === true;
    case 'integer':
      return typeof value === 'number' ? value : null;
    case 'date': {
      const text = inputText(value);
      return text === '' ? null : toStoredDate(text);
    }
    default:
      return inputText(value);
  }
}

/**
 * Saves the given fields of one information group of an open survey of the organisation
 * (the input was checked with the group's rules); the other fields keep their values.
 * `out_of_scope` has a column of its own, which the copy-survey component names.
 */
export async function updateSurveyGroup(
  tx: Executor,
  access: Access,
  declaration: GroupDeclaration,
  surveyId: number,
  values: ResourceValues,
): Promise<SurveyRow> {
  const survey = await openOwnedSurvey(tx, access.organisationId, surveyId);
  const column = groupColumns[declaration.type];
  const group: SurveyFormValues = { ...survey[column] };
  let outOfScope: string | undefined;
  for (const field of declaration.fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.name === 'out_of_scope') {
      outOfScope = inputText(value);
      continue;
    }
    group[field.name] = await storedValue(tx, access.organisationId, field, value);
  }
  const [updated] = await tx
    .update(surveys)
    .set({
      [column]: group,
      ...(outOfScope !== undefined && { outOfScope }),
      updatedAt: new Date(),
    })
    .where(eq(surveys.id, survey.id))
    .returning();
  if (!updated) throw new Error('survey group update returned nothing');
  return updated;
}

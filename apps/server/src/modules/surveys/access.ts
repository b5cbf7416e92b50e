import { isSurveyOpen, isSurveyStatus } from '@vezel/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { surveys } from '../../db/schema';
import { AppError } from '../../graphql/errors';
import type { Access } from '../../resources/binding';
import { findOwned } from '../../resources/owned';

export type SurveyRow = typeof surveys.$inferSelect;

/** The survey with this id when it belongs to the organisation; null otherwise. */
export const findSurvey = (tx: Executor, organisationId: number, id: number) =>
  findOwned(tx, surveys, organisationId, id);

/**
 * The parent a survey's records connect to (`connectionTo('survey', surveyParent)`): a
 * survey of the caller's organisation.
 */
export const surveyParent = {
  find: (tx: Executor, access: Access, id: number) => findSurvey(tx, access.organisationId, id),
};

/** Refuses a change to a completed or cancelled survey (a manager reopens it first). */
export function assertSurveyOpen(survey: Pick<SurveyRow, 'status'>): void {
  if (!isSurveyStatus(survey.status) || !isSurveyOpen(survey.status)) {
    throw new AppError('BAD_USER_INPUT', 'error.surveyClosed');
  }
}

/**
 * The survey a record belongs to, checked to be open for changes: every insert, update and
 * delete of a survey's records goes through it, in the mutation's transaction. It locks the
 * survey row so a status change cannot slip in between.
 */
export async function openSurvey(tx: Executor, surveyId: number): Promise<SurveyRow> {
  const [survey] = await tx.select().from(surveys).where(eq(surveys.id, surveyId)).for('update');
  if (!survey) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  assertSurveyOpen(survey);
  return survey;
}

/** The organisation's survey with this id, open for changes; not found for another's. */
export async function openOwnedSurvey(
  tx: Executor,
  organisationId: number,
  surveyId: number,
): Promise<SurveyRow> {
  const [survey] = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.organisationId, organisationId)))
    .for('update');
  if (!survey) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  assertSurveyOpen(survey);
  return survey;
}

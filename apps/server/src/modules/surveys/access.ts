import { isSurveyOpen, isSurveyStatus, type DomainMessageKey } from '@vezel/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { surveys } from '../../db/tables';
import { AppError } from '../../graphql/errors';
import type { Access, ResourceValues } from '../../resources/binding';
import { referenceColumn } from '../../resources/input-fields';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
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

/** A table of a survey's records: each row names its survey. */
type SurveyRowTable = PgTable & { id: PgColumn; surveyId: PgColumn };

/**
 * A field naming a row of the same survey (a space, a source location): `{ [column]: id }`,
 * null when emptied, nothing when not given; any other value is refused on the field.
 */
export const sameSurveyColumn = <Column extends string>(
  tx: Executor,
  surveyId: number,
  values: ResourceValues,
  field: { name: string; table: SurveyRowTable; column: Column; error: DomainMessageKey },
) =>
  referenceColumn(
    values,
    field.name,
    field.column,
    async (id) => {
      const [row] = await tx
        .select({ id: field.table.id })
        .from(field.table as PgTable)
        .where(and(eq(field.table.id, id), eq(field.table.surveyId, surveyId)));
      return row as { id: number } | undefined;
    },
    field.error,
  );

/**
 * The manual order of a survey's records within a group (a survey's sources, a source's
 * locations...): `next` gives a new row's sort index, `binding` a sortable binding's
 * `siblings` and `setOrder`. The sort mutation reads the siblings first in its transaction,
 * so that is where the survey is checked to be open (and locked) before the order is stored.
 */
export function surveyOrder<Group extends { surveyId: number }>(
  table: SurveyRowTable & { sortIndex: PgColumn },
  groupOf: (group: Group) => SQL | undefined,
) {
  const order = manualOrder<Group>(table, groupOf);
  return {
    next: (tx: Executor, group: Group) => nextSortIndex(tx, table, groupOf(group)),
    binding: {
      async siblings(tx: Executor, row: Group) {
        await openSurvey(tx, row.surveyId);
        return order.siblings(tx, row);
      },
      setOrder: order.setOrder,
    },
  };
}

/** A binding's `remove` of a survey's record: refused while the survey is not open. */
export const removeSurveyRow =
  (table: SurveyRowTable) =>
  async (tx: Executor, row: { id: number; surveyId: number }): Promise<void> => {
    await openSurvey(tx, row.surveyId);
    await tx.delete(table).where(eq(table.id, row.id));
  };

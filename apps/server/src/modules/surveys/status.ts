import {
  completionGapMessage,
  isSurveyStatus,
  transitionBetween,
  validateValue,
  type RuleFailure,
  type SurveyStatus,
} from '@vezel/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { surveys } from '../../db/tables';
import { AppError, badInput, forbidden } from '../../graphql/errors';
import type { Access } from '../../resources/binding';
import type { SurveyRow } from './access';
import { recordStatusChange } from './bindings';
import { completionGaps } from './completion';

/** The longest reason kept in the history. */
const reasonRules = [{ rule: 'maxLength', max: 2000 }] as const;

/**
 * Moves a survey of the organisation to another status by one of the transitions of
 * packages/domain surveys/statuses.ts, with the reason where it needs one, and keeps the
 * change in its history. Only managers take manager-only transitions (complete, cancel,
 * reopen), and a survey is completed only with nothing missing (its completion gaps, each
 * a failure of the refusal). Activating asks nothing: the surveyor who starts on site
 * cannot change the planning, and completing checks it all.
 */
export async function changeSurveyStatus(
  tx: Executor,
  access: Access,
  surveyId: number,
  to: SurveyStatus,
  reasonInput: string | null | undefined,
): Promise<SurveyRow> {
  const [survey] = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.organisationId, access.organisationId)))
    .for('update');
  if (!survey) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  const from = survey.status;
  const transition = isSurveyStatus(from) ? transitionBetween(from, to) : undefined;
  if (!transition) throw new AppError('BAD_USER_INPUT', 'error.surveyTransition');
  if (transition.managerOnly && !access.manager) throw forbidden();
  const reason = (reasonInput ?? '').trim();
  const invalid = badInput({
    reason:
      transition.reasonRequired && reason === ''
        ? { key: 'validation.required' }
        : validateValue(reason, reasonRules, { values: {} }),
  });
  if (invalid) throw invalid;
  if (transition.action === 'complete') await refuseIncomplete(tx, access, survey.id);
  const now = new Date();
  const [updated] = await tx
    .update(surveys)
    .set({ status: to, statusChangedAt: now, updatedAt: now })
    .where(eq(surveys.id, survey.id))
    .returning();
  if (!updated) throw new Error('survey status update returned nothing');
  await recordStatusChange(tx, survey.id, access.profileId, from, to, reason);
  return updated;
}

async function refuseIncomplete(tx: Executor, access: Access, surveyId: number) {
  const gaps = (await completionGaps(tx, access.organisationId, [surveyId])).get(surveyId) ?? [];
  if (gaps.length === 0) return;
  const failures: Record<string, RuleFailure> = {};
  for (const gap of gaps) {
    // Gaps share a code, and a record: missing checklists have none, the checklists of one
    // inventory share it. Each gap is named, so each needs a key of its own.
    const named = [gap.code, gap.target, gap.label].filter((part) => part !== null).join(':');
    const key = named in failures ? `${named}:${Object.keys(failures).length}` : named;
    failures[key] = { key: completionGapMessage(gap.code), values: { label: gap.label ?? '' } };
  }
  throw new AppError('BAD_USER_INPUT', 'error.surveyIncomplete', { count: gaps.length }, failures);
}

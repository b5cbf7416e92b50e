/**
 * A survey's life (spec section 4 names the four lists; the transitions are ours):
 * proposed (planned) → active → completed; proposed or active → cancelled, with a reason;
 * a manager may reopen a completed survey (back to active). A surveyor starts the work
 * (activates); completing, cancelling and reopening are a manager's decision.
 */
export const surveyStatuses = ['active', 'proposed', 'completed', 'cancelled'] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

export interface SurveyTransition {
  from: SurveyStatus;
  to: SurveyStatus;
  /** The action's name in the UI and the API: activate, complete, cancel, reopen. */
  action: 'activate' | 'complete' | 'cancel' | 'reopen';
  /** Whether the change needs a reason (kept in the survey's history). */
  reasonRequired: boolean;
  /** Only managers (and administrators) may take it. */
  managerOnly: boolean;
}

export const surveyTransitions: readonly SurveyTransition[] = [
  { from: 'proposed', to: 'active', action: 'activate', reasonRequired: false, managerOnly: false },
  { from: 'active', to: 'completed', action: 'complete', reasonRequired: false, managerOnly: true },
  { from: 'proposed', to: 'cancelled', action: 'cancel', reasonRequired: true, managerOnly: true },
  { from: 'active', to: 'cancelled', action: 'cancel', reasonRequired: true, managerOnly: true },
  { from: 'completed', to: 'active', action: 'reopen', reasonRequired: true, managerOnly: true },
];

export const isSurveyStatus = (value: string): value is SurveyStatus =>
  (surveyStatuses as readonly string[]).includes(value);

/** The transitions open from a status, to whoever may take them. */
export function transitionsFrom(
  status: SurveyStatus,
  manager: boolean,
): readonly SurveyTransition[] {
  return surveyTransitions.filter(
    (transition) => transition.from === status && (manager || !transition.managerOnly),
  );
}

/** The transition from one status to another, or undefined when there is none. */
export const transitionBetween = (
  from: SurveyStatus,
  to: SurveyStatus,
): SurveyTransition | undefined =>
  surveyTransitions.find((transition) => transition.from === from && transition.to === to);

/**
 * Whether a survey's records may be changed: a completed or cancelled survey is a closed
 * record (a manager reopens a completed one to change it).
 */
export const isSurveyOpen = (status: SurveyStatus): boolean =>
  status === 'proposed' || status === 'active';

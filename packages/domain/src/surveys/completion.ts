import { missingRequiredAnswers, type AnswerableQuestion } from './dossier-check-answers';
import type { VscpFinding } from './sources';

/**
 * What stands between a survey and "completed", each with what it points at so a screen can
 * link to the place where it is fixed:
 * - client, surveyType, surveyor: the survey's planning (target null);
 * - noSources: neither an asbestos source nor (on a vessel) a VSCP entry was recorded;
 * - sourceUnassessed: a source without an asbestos status (target the source, label B01...);
 * - vscpUnassessed: a VSCP entry still "unknown" (target the entry, label its material code);
 * - dossierCheckMissing: a checklist the survey's type asks for, without an inventory to
 *   answer it on (target null, label the checklist);
 * - dossierCheckIncomplete: a checklist of an inventory with required questions unanswered
 *   (target the inventory, label the checklist).
 */
export const completionGapCodes = [
  'client',
  'surveyType',
  'surveyor',
  'noSources',
  'sourceUnassessed',
  'vscpUnassessed',
  'dossierCheckMissing',
  'dossierCheckIncomplete',
] as const;
export type CompletionGapCode = (typeof completionGapCodes)[number];

export interface CompletionGap {
  code: CompletionGapCode;
  /** The id of the record to fix, when the gap is in one. */
  target: string | null;
  /** What names that record to the user (a source number, a checklist's name). */
  label: string | null;
}

/** A checklist as a survey holds it: its questions, and the answers kept (none: null). */
export interface SurveyDossierCheck {
  templateId: number;
  name: string;
  questions: readonly AnswerableQuestion[];
  answers: Readonly<Record<string, unknown>> | null;
}

/** What the completion rule reads of a survey. */
export interface CompletionFacts {
  hasClient: boolean;
  hasSurveyType: boolean;
  surveyorCount: number;
  /** Asbestos sources: assessed once their asbestos status is chosen. */
  sources: readonly { id: number; number: string; asbestosStatus: unknown }[];
  /** A vessel's VSCP entries: assessed once their finding is no longer "unknown". */
  vscpEntries: readonly { id: number; finding: VscpFinding | string; material: string }[];
  /** The checklists the survey's type asks for (active templates naming it). */
  requiredChecks: readonly { templateId: number; name: string }[];
  /** The survey's inventories, each with the checklists it is filled in with. */
  inventarisations: readonly { id: number; checks: readonly SurveyDossierCheck[] }[];
}

const gap = (code: CompletionGapCode, target: number | null = null, label: string | null = null) =>
  ({ code, target: target === null ? null : String(target), label }) satisfies CompletionGap;

/**
 * Whether a source was assessed: its asbestos status (contains, does not, assumed, suspect)
 * is the verdict the report, the risk class and LAVS follow from. A VSCP entry is assessed
 * when the check found whether it contains the material; "potentially containing" (PCHM,
 * with its reason) is an assessment too, as the IMO guidelines allow.
 */
const sourceAssessed = (status: unknown) =>
  status !== null && status !== undefined && status !== '';
const vscpAssessed = (finding: string) => finding !== 'unknown';

/** A checklist is complete when every required question has an answer. */
export const isDossierCheckComplete = (check: SurveyDossierCheck): boolean =>
  check.answers !== null && missingRequiredAnswers(check.questions, check.answers).length === 0;

/**
 * What a survey still lacks to be completed (empty: it may be). Later issues add lab
 * results and the report.
 */
export function completionGapsOf(facts: CompletionFacts): CompletionGap[] {
  const gaps: CompletionGap[] = [];
  if (!facts.hasClient) gaps.push(gap('client'));
  if (!facts.hasSurveyType) gaps.push(gap('surveyType'));
  if (facts.surveyorCount === 0) gaps.push(gap('surveyor'));
  if (facts.sources.length === 0 && facts.vscpEntries.length === 0) gaps.push(gap('noSources'));
  for (const source of facts.sources) {
    if (!sourceAssessed(source.asbestosStatus)) {
      gaps.push(gap('sourceUnassessed', source.id, source.number));
    }
  }
  for (const entry of facts.vscpEntries) {
    if (!vscpAssessed(entry.finding)) gaps.push(gap('vscpUnassessed', entry.id, entry.material));
  }
  if (facts.inventarisations.length === 0) {
    for (const check of facts.requiredChecks) {
      gaps.push(gap('dossierCheckMissing', null, check.name));
    }
  }
  for (const inventarisation of facts.inventarisations) {
    for (const check of inventarisation.checks) {
      if (!isDossierCheckComplete(check)) {
        gaps.push(gap('dossierCheckIncomplete', inventarisation.id, check.name));
      }
    }
  }
  return gaps;
}

/** The message that names a gap (with {label} where it is in a record). */
export const completionGapMessage = (code: CompletionGapCode) => `completion.${code}` as const;

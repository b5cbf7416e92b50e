import { labCompletenessCodes } from '../lab/completeness';
import { completionGapCodes } from '../surveys/completion';

/**
 * Where a report's numbers disagree, so that reviewers would reject it (DOMAIN.md: source
 * numbers, results and classes must agree across summary, source sheets and appendices):
 * - sourceStatusDisagrees: the source's entered asbestos status says "no asbestos" while an
 *   analysis of its samples found it, or "asbestos" while every sample was analysed and
 *   none found it (target the source);
 * - sourceClassDisagrees: the class on the source sheet (`risk_class`) is not the class of
 *   its SMA-rt classification (target the source);
 * - sampleWithoutCertificate: an analysed sample whose analysis names no laboratory
 *   certificate, so the appendix would lack it (target the sample);
 * - unknownSourceNumber: a chapter's text names a source number (B07) the survey does not
 *   have (target the chapter, label the number).
 */
export const reportAgreementCodes = [
  'sourceStatusDisagrees',
  'sourceClassDisagrees',
  'sampleWithoutCertificate',
  'unknownSourceNumber',
] as const;
export type ReportAgreementCode = (typeof reportAgreementCodes)[number];

/** Everything that keeps a report from being made final: lab, completion and agreement. */
export const reportCheckCodes = [
  ...labCompletenessCodes,
  ...completionGapCodes,
  ...reportAgreementCodes,
] as const;
export type ReportCheckCode = (typeof reportCheckCodes)[number];

export interface ReportCheck {
  code: ReportCheckCode;
  /** The record to fix (a source, sample, VSCP entry, inventory or report chapter), if any. */
  target: string | null;
  /** What names it: a source or sample number, a checklist's name. */
  label: string | null;
}

/** Source numbers as a text names them: B01, B12... (not inside a longer word). */
const sourceNumberPattern = /(?<![\p{L}\p{N}])B\d{2,}(?![\p{L}\p{N}])/gu;

/** The source numbers a chapter's text (HTML) names, each once, in order of appearance. */
export function sourceNumbersIn(html: string): string[] {
  const text = html.replace(/<[^>]*>/g, ' ');
  return [...new Set(text.match(sourceNumberPattern) ?? [])];
}

/** The report's statuses: draft → finalizing (the job prints the signed PDF) → final. */
export const surveyReportStatuses = ['draft', 'finalizing', 'final'] as const;
export type SurveyReportStatus = (typeof surveyReportStatuses)[number];

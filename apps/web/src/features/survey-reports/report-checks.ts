import { labCompletenessCodes } from '@vezel/domain/lab/completeness';
import type { ReportCheckCode } from '@vezel/domain/reports/checks';
import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';
import { completionGapCodes } from '@vezel/domain/surveys/completion';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type SurveyReportCheck } from './survey-report-operations';

/** Where a check is fixed: a source, sample, VSCP entry, inventory, the planning, a chapter. */
export function checkRoute(
  check: SurveyReportCheck,
  surveyId: string,
  reportId: string,
  assetKind: 'property' | 'vessel',
): [RouteId, RouteParams, string] {
  const survey = { survey: surveyId };
  const target = check.target ?? '';
  const code: ReportCheckCode = check.code;
  switch (code) {
    case 'sourceWithoutResult':
      return ['surveySourceApplication', { ...survey, source: target }, ''];
    case 'sampleAtLab':
    case 'sampleWithoutCertificate':
      return ['surveySample', { ...survey, sample: target }, ''];
    case 'sourceWithoutClass':
    case 'sourceWithoutPrintout':
    case 'sourceClassDisagrees':
      return ['surveyCertificateSmart', survey, `?source=${target}`];
    case 'sourceUnassessed':
    case 'sourceStatusDisagrees':
      return ['surveySourceApplicationStatus', { ...survey, source: target }, ''];
    case 'client':
    case 'surveyType':
    case 'surveyor':
      return ['surveyInformationClient', survey, ''];
    case 'noSources':
      return [
        assetKind === 'vessel' ? 'surveyVscpApplications' : 'surveySourceApplications',
        survey,
        '',
      ];
    case 'vscpUnassessed':
      return ['surveyVscpApplication', { ...survey, vscp: target }, ''];
    case 'dossierCheckMissing':
      return ['surveyInventarisations', survey, ''];
    case 'dossierCheckIncomplete':
      return ['surveyInventarisationDossierChecks', { ...survey, inventarisation: target }, ''];
    case 'unknownSourceNumber':
      return ['surveyReport', { ...survey, report: reportId }, `#chapter-${target}`];
  }
}

const labCodes: readonly string[] = labCompletenessCodes;
const completionCodes: readonly string[] = completionGapCodes;

/** A check's text: the lab list's and the completion list's own, or the report's. */
export function useCheckText() {
  const { t } = useTranslation();
  return useCallback(
    (check: SurveyReportCheck) => {
      const values = { label: check.label ?? '' };
      if (labCodes.includes(check.code)) {
        return t(`labCompleteness.${check.code as (typeof labCompletenessCodes)[number]}`, values);
      }
      if (completionCodes.includes(check.code)) {
        return t(`completion.${check.code as (typeof completionGapCodes)[number]}`, values);
      }
      return t(`surveyReports.check.${check.code as 'sourceStatusDisagrees'}`, values);
    },
    [t],
  );
}

import { useParams } from 'react-router';
import type { SurveySectionProps } from '../surveys/section-types';
import { ReportList } from './ReportList';
import { ReportPage } from './ReportPage';

/**
 * The survey's reports (/onderzoeken/{survey}/reports): the list with "Nieuw rapport", and a
 * report's own page (reports/{report}) with its chapters, its PDF and making it final.
 */
export function SurveyReportsSection({ surveyId, assetKind, cancelled }: SurveySectionProps) {
  const reportId = useParams().report;
  return reportId ? (
    <ReportPage key={reportId} surveyId={surveyId} reportId={reportId} assetKind={assetKind} />
  ) : (
    <ReportList surveyId={surveyId} assetKind={assetKind} canMake={!cancelled} />
  );
}

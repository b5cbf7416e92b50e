import type { SurveySectionProps } from '../surveys/section-types';
import { SurveyRecordsPanel } from './SurveyRecordsPanel';

/** information/reportphotos/{reportphoto}: the report's photos in their manual order. */
export function SurveyReportPhotos({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="reportPhoto"
      editable={editable}
      routes={{
        list: 'surveyInformationReportPhotos',
        item: 'surveyInformationReportPhoto',
        param: 'reportphoto',
      }}
    />
  );
}

/** information/other/{remark}: other remarks of the survey. */
export function SurveyRemarks({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="remark"
      editable={editable}
      routes={{ list: 'surveyInformationOther', item: 'surveyInformationRemark', param: 'remark' }}
    />
  );
}

/** information/suitabilities/{suitability}: what the report is suitable for. */
export function SurveySuitabilities({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="suitability"
      editable={editable}
      routes={{
        list: 'surveyInformationSuitabilities',
        item: 'surveyInformationSuitability',
        param: 'suitability',
      }}
    />
  );
}

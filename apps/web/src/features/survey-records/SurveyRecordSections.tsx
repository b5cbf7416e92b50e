import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import type { SurveySectionProps } from '../surveys/section-types';
import { SurveyRecordsPanel } from './SurveyRecordsPanel';

const PlanDrawingEditor = lazy(() =>
  import('../survey-plan-drawings/PlanDrawingEditor').then((module) => ({
    default: module.PlanDrawingEditor,
  })),
);

/** Limitations (/limitations/{limitation}): what could not be surveyed, and why. */
export function SurveyLimitations({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="limitation"
      editable={editable}
      routes={{ list: 'surveyLimitations', item: 'surveyLimitation', param: 'limitation' }}
    />
  );
}

/** Exclusions (/exclusions/{exclusion}): spaces or parts left out of scope. */
export function SurveyExclusions({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="exclusion"
      editable={editable}
      routes={{ list: 'surveyExclusions', item: 'surveyExclusion', param: 'exclusion' }}
    />
  );
}

/** Interviews (/interviews/{interview}) with the owner, occupant or manager. */
export function SurveyInterviews({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="interview"
      editable={editable}
      routes={{ list: 'surveyInterviews', item: 'surveyInterview', param: 'interview' }}
    />
  );
}

/** Observations (/observations/{observation}), numbered by their type's prefix. */
export function SurveyObservations({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="observation"
      editable={editable}
      routes={{ list: 'surveyObservations', item: 'surveyObservation', param: 'observation' }}
    />
  );
}

/** Earlier reports of the asset (/oldreports/{oldreport}), each with its PDF. */
export function SurveyOldReports({ surveyId, editable }: SurveySectionProps) {
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="oldReport"
      editable={editable}
      routes={{ list: 'surveyOldReports', item: 'surveyOldReport', param: 'oldreport' }}
    />
  );
}

/**
 * The survey's floor plans (/plans): the spec gives a plan no route of its own, so its card
 * (with the plan in the PDF viewer) opens in place, and so does its drawing (?plan={id}),
 * which each plan's "Draw" button opens.
 */
export function SurveyPlans({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const planId = search.get('plan');
  if (planId) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PlanDrawingEditor key={planId} planId={planId} backTo={pathname} />
      </Suspense>
    );
  }
  return (
    <SurveyRecordsPanel
      surveyId={surveyId}
      kind="plan"
      editable={editable}
      actions={[
        {
          field: 'draw',
          type: 'button',
          // A closed survey's drawing can only be looked at.
          label: t(editable ? 'surveyPlanDrawings.draw' : 'surveyPlanDrawings.view'),
          onAction: (row) => void navigate(`${pathname}?plan=${row.id}`),
        },
      ]}
    />
  );
}

/**
 * Desk research (/deskresearch): the documents studied, each with its findings
 * ({document}/entries/{entry}), and the photos made of them (onderzoekfoto/{id}).
 */
export function SurveyDeskResearch({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  return (
    <Box data-testid="survey-desk-research">
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('surveyRecords.kinds.deskResearchDocument.title')}
      </Typography>
      <SurveyRecordsPanel
        surveyId={surveyId}
        kind="deskResearchDocument"
        editable={editable}
        routes={{
          list: 'surveyDeskResearch',
          item: 'surveyDeskResearchDocument',
          param: 'document',
        }}
        extra={(document) => (
          <Box sx={{ mt: 2 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {t('surveyRecords.kinds.deskResearchEntry.title')}
            </Typography>
            <SurveyRecordsPanel
              surveyId={surveyId}
              kind="deskResearchEntry"
              editable={editable}
              parentId={document.id}
              routes={{
                list: 'surveyDeskResearchDocument',
                item: 'surveyDeskResearchEntry',
                param: 'entry',
                params: { document: document.id },
              }}
            />
          </Box>
        )}
      />
      <Typography variant="h3" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('surveyRecords.kinds.deskResearchPhoto.title')}
      </Typography>
      <SurveyRecordsPanel
        surveyId={surveyId}
        kind="deskResearchPhoto"
        editable={editable}
        routes={{ list: 'surveyDeskResearch', item: 'surveyDeskResearchPhoto', param: 'id' }}
      />
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import { surveyFloorResource, surveySpaceResource } from '@vezel/domain/surveys/spaces';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { FloorsAndSpacesPanel } from '../assets/FloorsAndSpacesPanel';
import {
  applySpaceTemplateToSurveyMutation,
  surveyFloorsAndSpacesQuery,
  surveySpaceTypenames,
} from './survey-object-operations';

const declarations = { floor: surveyFloorResource, space: surveySpaceResource };

interface SurveySpacesProps {
  surveyId: string;
  assetKind: 'property' | 'vessel';
  editable: boolean;
}

/**
 * The survey's own floors (decks) and spaces, recorded on site: copied from the asset when
 * the survey was planned, changed here without touching the asset. The spec gives them no
 * routes of their own, so a floor's or space's card opens by a query parameter.
 */
export function SurveySpaces({ surveyId, assetKind, editable }: SurveySpacesProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [search] = useSearchParams();
  const [result] = useQuery({
    query: surveyFloorsAndSpacesQuery,
    variables: { surveyId },
    context: surveySpaceTypenames,
  });
  const [, applyTemplate] = useMutation(applySpaceTemplateToSurveyMutation);

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-spaces-error" />;
  if (!result.data) return <PageLoader />;
  const spacesPath = path('surveyObjectSpaces', { survey: surveyId });

  return (
    <FloorsAndSpacesPanel
      kind={assetKind}
      declarations={declarations}
      ownerId={surveyId}
      floors={result.data.surveyFloors}
      spaces={result.data.surveySpaces}
      typenames={surveySpaceTypenames}
      onApplyTemplate={async (templateId) =>
        (await applyTemplate({ surveyId, templateId }, surveySpaceTypenames)).error
      }
      spacesPath={spacesPath}
      spacePath={(id) => `${spacesPath}?space=${id}`}
      selectedSpaceId={search.get('space') ?? undefined}
      readOnlyNotice={
        editable ? undefined : (
          <Alert severity="info" data-testid="survey-spaces-closed">
            {t('surveyObject.closed')}
          </Alert>
        )
      }
      testPrefix="survey"
    />
  );
}

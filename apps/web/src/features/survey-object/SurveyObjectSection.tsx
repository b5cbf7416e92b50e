import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { RouteId } from '@vezel/domain/routes/route-table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { assetTypeNames } from '@vezel/domain/assets/asset-types';
import { AssetPhotos } from '../assets/AssetPhotos';
import { AssetPlans } from '../assets/AssetPlans';
import type { SurveySectionProps } from '../surveys/section-types';
import { surveyObjectQuery } from './survey-object-operations';
import { SurveyObjectInformation } from './SurveyObjectInformation';
import { SurveySpaces } from './SurveySpaces';

type ObjectTab = 'information' | 'spaces' | 'plans' | 'photos';

const tabRoutes: Record<ObjectTab, RouteId> = {
  information: 'surveyObjectInformation',
  spaces: 'surveyObjectSpaces',
  plans: 'surveyObjectPlans',
  photos: 'surveyObjectPhotos',
};

const tabOf = (routeId: RouteId | undefined): ObjectTab =>
  routeId === 'surveyObjectSpaces'
    ? 'spaces'
    : routeId === 'surveyObjectPlans'
      ? 'plans'
      : routeId === 'surveyObjectPhotos'
        ? 'photos'
        : 'information';

/**
 * The survey's object (/onderzoeken/{survey}/object): the surveyed asset's information,
 * the survey's own floors and spaces, and the asset's plans and photos.
 */
export function SurveyObjectSection({ surveyId, assetKind, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const tab = tabOf(useRouteHandle().routeId);
  const [result] = useQuery({ query: surveyObjectQuery, variables: { id: surveyId } });
  const survey = result.data?.onderzoek;

  return (
    <Box data-testid="survey-object">
      <Tabs value={tab} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {(Object.keys(tabRoutes) as ObjectTab[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`surveyObject.tab.${key}`)}
            component={RouterLink}
            to={path(tabRoutes[key], { survey: surveyId })}
            data-testid={`survey-object-tab-${key}`}
          />
        ))}
      </Tabs>
      {result.error ? (
        <ServerErrorAlert error={result.error} testId="survey-object-error" />
      ) : !result.data ? (
        <PageLoader />
      ) : !survey ? (
        <Alert severity="warning" data-testid="survey-object-missing">
          {t('error.recordNotFound')}
        </Alert>
      ) : tab === 'spaces' ? (
        <SurveySpaces surveyId={surveyId} assetKind={assetKind} editable={editable} />
      ) : tab === 'plans' ? (
        <AssetPlans asset={survey.asset} assetTypeName={assetTypeNames[assetKind]} />
      ) : tab === 'photos' ? (
        <AssetPhotos asset={survey.asset} assetTypeName={assetTypeNames[assetKind]} />
      ) : (
        <SurveyObjectInformation
          assetId={survey.asset.id}
          assetKind={assetKind}
          editable={editable}
        />
      )}
    </Box>
  );
}

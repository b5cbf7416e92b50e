import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { RouteId } from '@vezel/domain/routes/route-table';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { useClient, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { NotFoundScreen } from '../errors/ErrorScreen';
import type { SurveySectionProps } from './section-types';
import { surveySections } from './sections';
import { surveyQuery, surveyTypenames } from './survey-operations';
import { assetKindOfSurvey, sectionOfRoute, sectionsFor } from './survey-routes';
import { SurveyStatusChip } from './SurveyStatusChip';
import { SurveyTransitions } from './SurveyTransitions';

/** One lazy component per section, made once, so a section keeps its state across renders. */
const sectionScreens: ReadonlyMap<
  string,
  LazyExoticComponent<ComponentType<SurveySectionProps>>
> = new Map(
  surveySections.map((section) => [
    section.key,
    lazy(() => section.load().then((component) => ({ default: component }))),
  ]),
);

interface SurveyFilePageProps {
  surveyId: string;
  routeId: RouteId;
}

/**
 * One survey's file (/onderzoeken/{survey}/...): its number, asset and status, the status
 * changes the viewer may make, and a tab per section of the file. The section that serves
 * the route is shown; a route no section serves yet, and a survey that does not exist or
 * is another organisation's, show the not-found page.
 */
export function SurveyFilePage({ surveyId, routeId }: SurveyFilePageProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [result] = useQuery({
    query: surveyQuery,
    variables: { id: surveyId },
    context: surveyTypenames,
  });
  const survey = result.data?.onderzoek;
  const client = useClient();
  const [search] = useSearchParams();
  // The section's code, and what it will ask for, load while the survey is asked for.
  useEffect(() => {
    for (const section of surveySections) {
      if (!section.routes.includes(routeId)) continue;
      void section.load();
      section.prefetch?.(client, search);
    }
  }, [client, routeId, search]);

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-error" />;
  if (!result.data) return <PageLoader />;
  if (!survey) return <NotFoundScreen />;

  const assetKind = assetKindOfSurvey(survey.asset_type);
  const sections = sectionsFor(surveySections, assetKind);
  const first = sections[0];
  if (routeId === 'survey' && first) {
    return <Navigate replace to={path(first.route, { survey: surveyId })} />;
  }
  const section = sectionOfRoute(surveySections, assetKind, routeId);
  if (!section) return <NotFoundScreen />;
  const Section = sectionScreens.get(section.key);
  if (!Section) return <NotFoundScreen />;

  return (
    <Box data-testid="survey-file">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h1" data-testid="survey-number">
              {survey.number}
            </Typography>
            <SurveyStatusChip status={survey.status} size="medium" />
          </Box>
          <Typography color="text.secondary" data-testid="survey-asset">
            {survey.asset.title}
          </Typography>
        </Box>
        <SurveyTransitions survey={survey} />
      </Box>
      {!survey.editable && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1 }}
          data-testid="survey-closed"
        >
          {t('surveys.closedNote')}
        </Typography>
      )}
      <Tabs
        value={section.key}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((entry) => (
          <Tab
            key={entry.key}
            value={entry.key}
            label={t(entry.labelKey)}
            component={RouterLink}
            to={path(entry.route, { survey: surveyId })}
            data-testid={`survey-tab-${entry.key}`}
          />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        {/* The section's component comes from the module-level map, made once per section. */}
        {createElement(Section, {
          surveyId,
          assetKind,
          editable: survey.editable,
          cancelled: survey.status === 'cancelled',
        })}
      </Suspense>
    </Box>
  );
}

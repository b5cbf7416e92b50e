import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  surveyAsbestosResearchResource,
  surveyExecutionResource,
  surveyInfoResource,
  surveyResource,
} from '@vezel/domain/resources/surveys';
import type { ResourceDeclaration } from '@vezel/domain/resources/types';
import type { RouteId } from '@vezel/domain/routes/route-table';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery, type CombinedError } from 'urql';
import { managers } from '../../app/access';
import { useCurrentUser } from '../../app/current-user';
import { useDateFormat } from '../../app/dates';
import { useRoutePath } from '../../app/locale';
import { toInput, type FormValues } from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { NotFoundScreen } from '../errors/ErrorScreen';
import type { SurveySectionProps } from './section-types';
import { SurveyHistory } from './SurveyHistory';
import { surveyQuery, surveyTypenames, type Survey } from './survey-operations';
import { surveyPageOf } from './survey-routes';
import { useGroupFields, useSurveyFields } from './use-survey-fields';

/** The information page's tabs, each a route, with the routes of its cards. */
const informationTabs = [
  {
    key: 'surveyinfo',
    route: 'surveyInformationSurveyInfo',
    routes: ['surveyInformation', 'surveyInformationSurveyInfo'],
  },
  {
    key: 'asbestosuitability',
    route: 'surveyInformationAsbestosSuitability',
    routes: ['surveyInformationAsbestosSuitability'],
  },
  { key: 'execution', route: 'surveyInformationExecution', routes: ['surveyInformationExecution'] },
  { key: 'client', route: 'surveyInformationClient', routes: ['surveyInformationClient'] },
  {
    key: 'reportphotos',
    route: 'surveyInformationReportPhotos',
    routes: ['surveyInformationReportPhotos', 'surveyInformationReportPhoto'],
  },
  {
    key: 'other',
    route: 'surveyInformationOther',
    routes: ['surveyInformationOther', 'surveyInformationRemark'],
  },
  {
    key: 'suitabilities',
    route: 'surveyInformationSuitabilities',
    routes: ['surveyInformationSuitabilities', 'surveyInformationSuitability'],
  },
] as const satisfies readonly { key: string; route: RouteId; routes: readonly RouteId[] }[];

type InformationTab = (typeof informationTabs)[number]['key'];

function tabOf(routeId: RouteId): InformationTab | null {
  return (
    informationTabs.find((tab) => (tab.routes as readonly RouteId[]).includes(routeId))?.key ?? null
  );
}

// The survey's record lists on the last three tabs (features/survey-records), one chunk.
const recordTabs = () => import('../survey-records/information-tabs');
const SurveyReportPhotos = lazy(() =>
  recordTabs().then((module) => ({ default: module.SurveyReportPhotos })),
);
const SurveyRemarks = lazy(() =>
  recordTabs().then((module) => ({ default: module.SurveyRemarks })),
);
const SurveySuitabilities = lazy(() =>
  recordTabs().then((module) => ({ default: module.SurveySuitabilities })),
);

/**
 * The survey file's information section: what the survey is for (survey info), the asbestos
 * research, how it was carried out (execution), and its planning with client, surveyors and
 * the history of its status, each a form, read-only until Edit and without Edit once the
 * survey is closed; and the report photos, other remarks and suitabilities.
 */
export function SurveyInformation(props: SurveySectionProps) {
  const { surveyId, assetKind, editable } = props;
  const { t } = useTranslation();
  const path = useRoutePath();
  const location = useLocation();
  const routeId = surveyPageOf(location.pathname)?.routeId;
  const tab = routeId ? tabOf(routeId) : null;
  const [result] = useQuery({
    query: surveyQuery,
    variables: { id: surveyId },
    context: surveyTypenames,
  });
  const survey = result.data?.onderzoek;

  if (result.error)
    return <ServerErrorAlert error={result.error} testId="survey-information-error" />;
  if (!survey) return <PageLoader />;
  if (!tab) return <NotFoundScreen />;

  return (
    <Card sx={{ px: { xs: 2, sm: 3 }, pb: 3 }} data-testid="survey-information">
      <Tabs
        value={tab}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {informationTabs.map((entry) => (
          <Tab
            key={entry.key}
            value={entry.key}
            label={t(`surveys.information.${entry.key}`)}
            component={RouterLink}
            to={path(entry.route, { survey: surveyId })}
            data-testid={`survey-information-tab-${entry.key}`}
          />
        ))}
      </Tabs>
      {tab === 'surveyinfo' ? (
        <GroupForm
          key="info"
          declaration={surveyInfoResource}
          record={survey.survey_info}
          surveyId={surveyId}
          editable={editable}
        />
      ) : tab === 'asbestosuitability' ? (
        <GroupForm
          key="research"
          declaration={surveyAsbestosResearchResource}
          record={survey.asbestos_research}
          surveyId={surveyId}
          editable={editable}
        />
      ) : tab === 'execution' ? (
        <GroupForm
          key="execution"
          declaration={surveyExecutionResource}
          record={survey.execution}
          surveyId={surveyId}
          editable={editable}
        />
      ) : tab === 'client' ? (
        <ClientTab survey={survey} assetKind={assetKind} editable={editable} />
      ) : (
        <Suspense fallback={<PageLoader />}>
          {tab === 'reportphotos' ? (
            <SurveyReportPhotos {...props} />
          ) : tab === 'other' ? (
            <SurveyRemarks {...props} />
          ) : (
            <SurveySuitabilities {...props} />
          )}
        </Suspense>
      )}
    </Card>
  );
}

/** The ids of the lookup items a record holds, so that an inactive one still shows its name. */
function itemIdsOf(record: object): Set<string | null> {
  return new Set(
    Object.values(record).filter((value): value is string => typeof value === 'string'),
  );
}

interface GroupFormProps {
  declaration: ResourceDeclaration;
  record: object;
  surveyId: string;
  editable: boolean;
}

/** One information group's form; its update takes the survey's id. */
function GroupForm({ declaration, record, surveyId, editable }: GroupFormProps) {
  const inUse = useMemo(() => itemIdsOf(record), [record]);
  const { fields, ready } = useGroupFields(declaration, inUse);
  const mutations = useResourceMutations(declaration, {
    refetches: surveyTypenames.additionalTypenames,
  });

  async function save(values: FormValues): Promise<CombinedError | undefined> {
    return (await mutations.update(surveyId, toInput(fields, values))).error;
  }

  if (!ready) return <PageLoader />;
  return (
    <ResourceForm
      fields={fields}
      record={record}
      onSave={save}
      editable={editable}
      testId={`survey-${declaration.type}-form`}
    />
  );
}

interface ClientTabProps {
  survey: Survey;
  assetKind: SurveySectionProps['assetKind'];
  editable: boolean;
}

/**
 * The survey's planning: client, type and kind, branch, dates, surveyors and project number
 * (the managers' to change), and the history of its status below.
 */
function ClientTab({ survey, assetKind, editable }: ClientTabProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const manager = managers(useCurrentUser().permissions);
  const inUse = useMemo(
    () => ({
      itemIds: new Set([survey.survey_type, survey.survey_kind]),
      client: survey.onderzoek_klant && {
        id: survey.onderzoek_klant.id,
        name: survey.onderzoek_klant.naam,
      },
      branch:
        survey.branch && survey.branch_name
          ? { id: survey.branch, name: survey.branch_name }
          : null,
      surveyors: survey.surveyor_people,
    }),
    [survey],
  );
  const { fields, ready } = useSurveyFields(assetKind, inUse);
  const mutations = useResourceMutations(surveyResource, {
    refetches: surveyTypenames.additionalTypenames,
  });

  async function save(values: FormValues): Promise<CombinedError | undefined> {
    return (await mutations.update(survey.id, toInput(fields, values))).error;
  }

  if (!ready) return <PageLoader />;
  return (
    <Box>
      <ResourceForm
        fields={fields}
        record={survey}
        onSave={save}
        editable={editable && manager}
        testId="survey-form"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('resource.createdUpdated', {
          created: dateTime(survey.created_at),
          updated: dateTime(survey.updated_at),
        })}
      </Typography>
      <SurveyHistory changes={survey.status_changes} />
    </Box>
  );
}

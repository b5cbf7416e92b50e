import { DetailsForm } from '../../components/resource/DetailsForm';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { surveySourceResource } from '@vezel/domain/surveys/sources';
import type { RouteId } from '@vezel/domain/routes/route-table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import type { ResourceColumn } from '../../components/resource/cells';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { toInput, type FormField, type FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import { SurveyRecordsPanel } from '../survey-records/SurveyRecordsPanel';
import { SourceLocations, type LocationTab } from './SourceLocations';
import {
  surveySourceLocationQuery,
  surveySourcesQuery,
  surveySourceTypenames,
  type SurveySource,
} from './survey-source-operations';
import { RecordLabStatus } from '../survey-lab-results/LabStatusChip';
import { useItemFields, useItemSets, type ItemSets } from './use-item-fields';

const searchFields = ['number', ...searchFieldsOf(surveySourceResource)];

type SourceTab = '' | 'sanitationstrategies' | 'status';

const sourceTabs: Partial<Record<RouteId, SourceTab>> = {
  surveySourceApplicationSanitationStrategies: 'sanitationstrategies',
  surveySourceApplicationStatus: 'status',
};

const locationTabs: Partial<Record<RouteId, LocationTab>> = {
  surveyLocation: 'details',
  surveyLocationDetails: 'details',
  surveyLocationControlMeasures: 'controlmeasures',
  surveyLocationObservations: 'observations',
  surveyLocationPhotos: 'photos',
  surveyLocationSamples: 'samples',
};

/** A source as its table row shows it: the values of its items. */
interface SourceRow {
  id: string;
  number: string;
  application: string;
  material_type: string;
  description: string;
  asbestos_status: string;
  risk_class: string;
  location_count: number;
}

const toRow = (source: SurveySource): SourceRow => ({
  id: source.id,
  number: source.number,
  application: source.application_item?.value ?? '',
  material_type: source.material_type_item?.value ?? '',
  description: source.description,
  asbestos_status: source.asbestos_status_item?.value ?? '',
  risk_class: source.risk_class_item?.value ?? '',
  location_count: source.location_count,
});

/**
 * The survey's sources (/applications/sources): the table of sources, the card of the
 * source in the URL with its status and removal strategies, its locations, and the card of
 * the location in the URL (/locations/{location}) with its assessment, control measures,
 * observations, photos and samples.
 */
export function SurveySourcesSection({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const { routeId } = useRouteHandle();
  const params = useParams();
  const locationId = params.location;
  const [result] = useQuery({
    query: surveySourcesQuery,
    variables: { surveyId },
    context: surveySourceTypenames,
  });
  const [located] = useQuery({
    query: surveySourceLocationQuery,
    variables: { id: locationId ?? '' },
    pause: !locationId,
    context: surveySourceTypenames,
  });
  const mutations = useResourceMutations(surveySourceResource, {
    refetches: surveySourceTypenames.additionalTypenames,
  });
  const sets = useItemSets();
  const sources = result.data?.surveySources;
  const inUse = useMemo(
    () =>
      new Set(
        (sources ?? []).flatMap((source) => [
          source.application,
          source.material_type,
          source.asbestos_status,
          source.treatment_status,
          source.advice,
          source.treatment_moment,
          source.risk_class,
        ]),
      ),
    [sources],
  );
  const fields = useItemFields(surveySourceResource, sets, inUse);
  const mainFields = useMemo(() => fields.filter((field) => !field.tab), [fields]);
  const columns = useMemo<ResourceColumn<SourceRow>[]>(
    () => [
      { field: 'number', type: 'text', label: t('surveySources.number') },
      ...declaredColumns<SourceRow>(
        surveySourceResource,
        (name) => fields.find((field) => field.name === name)?.label ?? name,
      ),
      { field: 'location_count', type: 'text', label: t('surveySources.locationCount') },
    ],
    [fields, t],
  );
  const rows = useMemo(() => sources?.map(toRow), [sources]);
  const onCreate = useCallback(
    async (values: FormValues) => {
      const created = await mutations.create(toInput(mainFields, values), { survey: surveyId });
      if (created.id) {
        await navigate(path('surveySourceApplication', { survey: surveyId, source: created.id }));
      }
      return created.error;
    },
    [mutations, mainFields, navigate, path, surveyId],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-sources-error" />;
  const sourceId = params.source ?? located.data?.surveySourceLocation?.source_id;
  const source = sourceId ? sources?.find((candidate) => candidate.id === sourceId) : undefined;
  const locationMissing = Boolean(locationId && located.data && !located.data.surveySourceLocation);

  return (
    <Box data-testid="survey-sources">
      {locationMissing && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="survey-location-missing">
          {t('error.recordNotFound')}
        </Alert>
      )}
      <ListWithCard
        cardWidth={720}
        title={t('surveySources.title')}
        typeLabel={t('surveySources.plural')}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={sourceId}
        rowHref={(row) => path('surveySourceApplication', { survey: surveyId, source: row.id })}
        card={
          source && (
            <SourceCard
              key={source.id}
              surveyId={surveyId}
              source={source}
              spaces={result.data?.surveySpaces ?? []}
              sets={sets}
              fields={fields}
              editable={editable}
              tab={(routeId && sourceTabs[routeId]) ?? ''}
              locationId={locationId}
              locationTab={(routeId && locationTabs[routeId]) ?? 'details'}
            />
          )
        }
        addTitle={t('surveySources.add')}
        canAdd={editable}
        createFields={mainFields}
        onCreate={onCreate}
        testId="survey-sources-table"
        createTestId="survey-source-create"
        missingTestId="survey-source-missing"
      />
    </Box>
  );
}

interface SourceCardProps {
  surveyId: string;
  source: SurveySource;
  spaces: readonly { id: string; display_name: string }[];
  sets: ItemSets | undefined;
  fields: readonly FormField[];
  editable: boolean;
  tab: SourceTab;
  locationId: string | undefined;
  locationTab: LocationTab;
}

function SourceCard({
  surveyId,
  source,
  spaces,
  sets,
  fields,
  editable,
  tab,
  locationId,
  locationTab,
}: SourceCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const mutations = useResourceMutations(surveySourceResource, {
    refetches: surveySourceTypenames.additionalTypenames,
  });
  const base = { survey: surveyId, source: source.id };
  const listPath = path('surveySourceApplications', { survey: surveyId });
  const tabFields = fields.filter((field) => (field.tab ?? '') === tab);

  async function save(values: FormValues) {
    return (await mutations.update(source.id, toInput(tabFields, values))).error;
  }

  async function remove() {
    const result = await mutations.remove(source.id);
    if (!result.error) await navigate(listPath);
    return result.error;
  }

  return (
    <SideCard
      title={source.number}
      subtitle={source.material_type_item?.value}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        {
          key: '',
          label: t('surveySources.tab.source'),
          to: path('surveySourceApplication', base),
        },
        {
          key: 'status',
          label: t('surveySources.tab.status'),
          to: path('surveySourceApplicationStatus', base),
        },
        {
          key: 'sanitationstrategies',
          label: t('surveySources.tab.sanitationStrategies'),
          to: path('surveySourceApplicationSanitationStrategies', base),
        },
      ]}
      testId="survey-source-card"
    >
      {tab === '' && <RecordLabStatus kind="source" id={source.id} />}
      {tab === 'sanitationstrategies' ? (
        <SurveyRecordsPanel
          surveyId={surveyId}
          kind="sanitationStrategy"
          sourceId={source.id}
          editable={editable}
        />
      ) : (
        <DetailsForm
          key={tab}
          fields={tabFields}
          record={source}
          name={source.number}
          deleteMessage={t('surveySources.deleteMessage')}
          editable={editable}
          onSave={save}
          onDelete={tab === '' ? remove : undefined}
          formTestId={tab === '' ? 'survey-source-form' : 'survey-source-status-form'}
          deleteTestId={tab === '' ? 'survey-source-delete' : 'survey-source-status-delete'}
        />
      )}
      {tab === '' && (
        <>
          <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('surveySources.locations.title')}
          </Typography>
          <SourceLocations
            surveyId={surveyId}
            source={source}
            spaces={spaces}
            sets={sets}
            editable={editable}
            locationId={locationId}
            tab={locationTab}
          />
        </>
      )}
    </SideCard>
  );
}

import { DetailsForm } from '../../components/resource/DetailsForm';
import Box from '@mui/material/Box';
import { surveySourceLocationResource } from '@vezel/domain/surveys/sources';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import type { ResourceColumn } from '../../components/resource/cells';
import { CreateModal } from '../../components/resource/CreateModal';
import { toInput, type FormField, type FormValues } from '../../components/resource/form-logic';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { SideCard } from '../../components/resource/SideCard';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { SurveyRecordsPanel } from '../survey-records/SurveyRecordsPanel';
import { LocationSamples } from './LocationSamples';
import {
  surveySourceLocationsQuery,
  surveySourceTypenames,
  type SurveySource,
  type SurveySourceLocation,
} from './survey-source-operations';
import { RecordLabStatus } from '../survey-lab-results/LabStatusChip';
import { useItemFields, type ItemSets } from './use-item-fields';

export type LocationTab = 'details' | 'controlmeasures' | 'observations' | 'photos' | 'samples';

/** What a new location is made with; the assessment follows on its details tab. */
const createFieldNames = new Set(['space', 'description', 'amount', 'unit']);

const assessmentFields = surveySourceLocationResource.fields
  .filter((field) => field.type === 'item' && field.name !== 'unit')
  .map((field) => field.name);

/** A location as its table row shows it. */
interface LocationRow {
  id: string;
  space: string;
  description: string;
  amount: string;
  sample_count: number;
}

interface SourceLocationsProps {
  surveyId: string;
  source: SurveySource;
  spaces: readonly { id: string; display_name: string }[];
  sets: ItemSets | undefined;
  editable: boolean;
  locationId: string | undefined;
  tab: LocationTab;
}

/** A source's locations: a table in their manual order, and the card of the one in the URL. */
export function SourceLocations({
  surveyId,
  source,
  spaces,
  sets,
  editable,
  locationId,
  tab,
}: SourceLocationsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const [adding, setAdding] = useState(false);
  const [result] = useQuery({
    query: surveySourceLocationsQuery,
    variables: { sourceId: source.id },
    context: surveySourceTypenames,
  });
  const mutations = useResourceMutations(surveySourceLocationResource, {
    refetches: surveySourceTypenames.additionalTypenames,
  });
  const { reorder, errorAlert } = useReorder(mutations.sort, 'survey-locations-sort-error');
  const locations = result.data?.surveySourceLocations;
  const inUse = useMemo(
    () =>
      new Set(
        (locations ?? []).flatMap((location) => [
          location.unit,
          ...assessmentFields.map(
            (field) => location[field as keyof SurveySourceLocation] as string | null,
          ),
        ]),
      ),
    [locations],
  );
  const itemFields = useItemFields(surveySourceLocationResource, sets, inUse);
  const fields = useMemo<FormField[]>(
    () =>
      itemFields.map((field) =>
        field.name === 'space'
          ? {
              ...field,
              options: [
                { value: '', label: t('surveySources.none') },
                ...spaces.map((space) => ({ value: space.id, label: space.display_name })),
              ],
            }
          : field,
      ),
    [itemFields, spaces, t],
  );
  const createFields = useMemo(
    () => fields.filter((field) => createFieldNames.has(field.name)),
    [fields],
  );
  const label = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  const columns: ResourceColumn<LocationRow>[] = [
    { field: 'space', type: 'text', label: label('space') },
    { field: 'description', type: 'text', label: label('description') },
    { field: 'amount', type: 'text', label: label('amount') },
    { field: 'sample_count', type: 'text', label: t('surveySources.sampleCount') },
  ];
  const noSpace = t('surveySources.locations.noSpace');
  const rows = useMemo(
    () =>
      locations?.map((location) => ({
        id: location.id,
        space: location.space_name ?? noSpace,
        description: location.description,
        amount: [location.amount, location.unit_item?.value].filter(Boolean).join(' '),
        sample_count: location.sample_count,
      })),
    [locations, noSpace],
  );

  async function create(values: FormValues) {
    const created = await mutations.create(toInput(createFields, values), {
      surveySource: source.id,
    });
    if (created.id) {
      await navigate(path('surveyLocationDetails', { survey: surveyId, location: created.id }));
    }
    return created.error;
  }

  if (result.error)
    return <ServerErrorAlert error={result.error} testId="survey-locations-error" />;
  const location = locationId ? locations?.find((row) => row.id === locationId) : undefined;

  return (
    <Box data-testid="survey-locations">
      {errorAlert}
      <ResourceTable
        typeLabel={t('surveySources.locations.plural')}
        rows={rows}
        columns={columns}
        searchFields={['space', 'description']}
        selectedId={locationId}
        rowHref={(row) => path('surveyLocationDetails', { survey: surveyId, location: row.id })}
        onAdd={editable ? () => setAdding(true) : undefined}
        onReorder={editable ? reorder : undefined}
        testId="survey-locations-table"
      />
      {location && (
        <Box sx={{ mt: 2 }}>
          <LocationCard
            key={location.id}
            surveyId={surveyId}
            source={source}
            location={location}
            fields={fields}
            editable={editable}
            tab={tab}
          />
        </Box>
      )}
      <CreateModal
        open={adding}
        title={t('surveySources.locations.add')}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={create}
        testId="survey-location-create"
      />
    </Box>
  );
}

interface LocationCardProps {
  surveyId: string;
  source: SurveySource;
  location: SurveySourceLocation;
  fields: readonly FormField[];
  editable: boolean;
  tab: LocationTab;
}

function LocationCard({ surveyId, source, location, fields, editable, tab }: LocationCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const mutations = useResourceMutations(surveySourceLocationResource, {
    refetches: surveySourceTypenames.additionalTypenames,
  });
  const base = { survey: surveyId, location: location.id };
  const sourcePath = path('surveySourceApplication', { survey: surveyId, source: source.id });
  const title = location.space_name ?? t('surveySources.locations.noSpace');
  const tabRoutes = {
    details: 'surveyLocationDetails',
    controlmeasures: 'surveyLocationControlMeasures',
    observations: 'surveyLocationObservations',
    photos: 'surveyLocationPhotos',
    samples: 'surveyLocationSamples',
  } as const;

  async function save(values: FormValues) {
    return (await mutations.update(location.id, toInput(fields, values))).error;
  }

  async function remove() {
    const result = await mutations.remove(location.id);
    if (!result.error) await navigate(sourcePath);
    return result.error;
  }

  return (
    <SideCard
      title={title}
      subtitle={t('surveySources.locations.of', { number: source.number })}
      closeTo={sourcePath}
      activeTab={tab}
      tabs={(Object.keys(tabRoutes) as LocationTab[]).map((key) => ({
        key,
        label: t(`surveySources.locations.tab.${key}`),
        to: path(tabRoutes[key], base),
      }))}
      testId="survey-location-card"
    >
      <RecordLabStatus kind="location" id={location.id} />
      {tab === 'details' && (
        <DetailsForm
          fields={fields}
          record={location}
          name={title}
          deleteMessage={t('surveySources.locations.deleteMessage')}
          editable={editable}
          onSave={save}
          onDelete={remove}
          formTestId="survey-location-form"
          deleteTestId="survey-location-delete"
        />
      )}
      {tab === 'controlmeasures' && (
        <SurveyRecordsPanel
          surveyId={surveyId}
          kind="controlMeasure"
          locationId={location.id}
          editable={editable}
        />
      )}
      {tab === 'observations' && (
        <SurveyRecordsPanel
          surveyId={surveyId}
          kind="observation"
          locationId={location.id}
          editable={editable}
        />
      )}
      {tab === 'photos' && (
        <SurveyRecordsPanel
          surveyId={surveyId}
          kind="locationPhoto"
          locationId={location.id}
          editable={editable}
        />
      )}
      {tab === 'samples' && (
        <LocationSamples
          surveyId={surveyId}
          source={source}
          location={location}
          editable={editable}
        />
      )}
    </SideCard>
  );
}

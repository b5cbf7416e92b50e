import { DetailsForm } from '../../components/resource/DetailsForm';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { surveySampleResource } from '@vezel/domain/surveys/sources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { searchFieldsOf } from '../../components/resource/declaration';
import { toInput, type FormField, type FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import { LabResultsImportButton } from '../survey-lab-results/LabResultsImport';
import { SampleAnalysesPanel } from '../survey-lab-results/SampleAnalysesPanel';
import {
  sampleRowOf,
  useAtLabText,
  useSampleColumns,
  useSampleFields,
  useSampleLock,
} from './sample-fields';
import {
  surveySamplesQuery,
  surveySourceTypenames,
  type SurveySample,
} from './survey-source-operations';

const searchFields = ['number', 'source', 'location', ...searchFieldsOf(surveySampleResource)];

/**
 * The survey's samples (/samples) by number, with the card of the sample in the URL. A
 * sample is taken at a source location, so it is added on that location's samples tab.
 */
export function SurveySamplesSection({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const sampleId = useParams().sample;
  const [result] = useQuery({
    query: surveySamplesQuery,
    variables: { surveyId },
    context: surveySourceTypenames,
  });
  const fields = useSampleFields();
  const cardFields = useMemo(() => fields.filter((field) => !field.createOnly), [fields]);
  const columns = useSampleColumns(true);
  const noSpace = t('surveySources.locations.noSpace');
  const atLab = useAtLabText();
  const samples = result.data?.surveySamples;
  const rows = useMemo(
    () => samples?.map((sample) => sampleRowOf(sample, noSpace, atLab)),
    [samples, noSpace, atLab],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-samples-error" />;
  const sample = sampleId ? samples?.find((candidate) => candidate.id === sampleId) : undefined;

  return (
    <Box data-testid="survey-samples">
      <ListWithCard
        title={t('surveySources.samples.title')}
        typeLabel={t('surveySources.samples.plural')}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={sampleId}
        rowHref={(row) => path('surveySample', { survey: surveyId, sample: row.id })}
        card={
          sample && (
            <SampleCard
              key={sample.id}
              surveyId={surveyId}
              sample={sample}
              fields={cardFields}
              editable={editable}
            />
          )
        }
        addTitle={t('surveySources.samples.add')}
        canAdd={false}
        actions={editable && <LabResultsImportButton surveyId={surveyId} />}
        createFields={[]}
        onCreate={() => Promise.resolve(undefined)}
        testId="survey-samples-table"
        createTestId="survey-sample-create"
        missingTestId="survey-sample-missing"
      />
    </Box>
  );
}

interface SampleCardProps {
  surveyId: string;
  sample: SurveySample;
  fields: readonly FormField[];
  editable: boolean;
}

function SampleCard({ surveyId, sample, fields, editable }: SampleCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const mutations = useResourceMutations(surveySampleResource, {
    refetches: surveySourceTypenames.additionalTypenames,
  });
  const lockOf = useSampleLock();
  const listPath = path('surveySamples', { survey: surveyId });
  const location = sample.location;

  async function save(values: FormValues) {
    return (await mutations.update(sample.id, toInput(fields, values))).error;
  }

  async function remove() {
    const result = await mutations.remove(sample.id);
    if (!result.error) await navigate(listPath);
    return result.error;
  }

  return (
    <SideCard
      title={sample.number}
      subtitle={sample.sample_kind_item?.value}
      closeTo={listPath}
      testId="survey-sample-card"
    >
      {location && (
        <Link
          component={RouterLink}
          to={path('surveyLocationSamples', { survey: surveyId, location: location.id })}
          data-testid="survey-sample-location"
        >
          {t('surveySources.samples.takenAt', {
            source: location.source.number,
            location: location.space_name ?? t('surveySources.locations.noSpace'),
          })}
        </Link>
      )}
      <DetailsForm
        fields={fields}
        record={sample}
        name={sample.number}
        deleteMessage={t('surveySources.samples.deleteMessage')}
        editable={editable}
        onSave={save}
        onDelete={remove}
        formTestId="survey-sample-form"
        deleteTestId="survey-sample-delete"
        lockedReason={lockOf(sample)}
      />
      <SampleAnalysesPanel surveyId={surveyId} sampleId={sample.id} editable={editable} />
    </SideCard>
  );
}

import Box from '@mui/material/Box';
import { surveySampleResource } from '@vezel/domain/surveys/sources';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import type { ResourceColumn } from '../../components/resource/cells';
import { searchFieldsOf } from '../../components/resource/declaration';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { toInput } from '../../components/resource/form-logic';
import { activeItemOptions } from '../../components/resource/item-options';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  surveySamplesQuery,
  surveySourceTypenames,
  type SurveySample,
  type SurveySource,
  type SurveySourceLocation,
} from './survey-source-operations';
import {
  sampleRowOf,
  useAtLabText,
  useSampleColumns,
  useSampleFields,
  useSampleLock,
  type SampleRow,
} from './sample-fields';

const searchFields = ['number', ...searchFieldsOf(surveySampleResource)];

interface LocationSamplesProps {
  surveyId: string;
  source: SurveySource;
  location: SurveySourceLocation;
  editable: boolean;
}

/**
 * The samples taken at a location, in their manual order. A new sample's kind is one of
 * the source's material type; the server gives it its number (M01, K01...). A sample's
 * card opens in place (`?sample=`): the spec gives it a route only in the survey's list.
 */
export function LocationSamples({ surveyId, source, location, editable }: LocationSamplesProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [search] = useSearchParams();
  const [result] = useQuery({
    query: surveySamplesQuery,
    variables: { surveyId, locationId: location.id },
    context: surveySourceTypenames,
  });
  const mutations = useResourceMutations(surveySampleResource, {
    refetches: surveySourceTypenames.additionalTypenames,
  });
  const { reorder, errorAlert } = useReorder(mutations.sort, 'survey-location-samples-sort-error');
  const samples = useMemo(() => result.data?.surveySamples ?? [], [result.data]);
  const fields = useSampleFields();
  const createFields = useMemo(() => {
    const used = new Set(samples.map((sample) => sample.sample_kind));
    return fields.map((field) =>
      field.name === 'sample_kind'
        ? { ...field, options: activeItemOptions(source.sample_kinds, used) }
        : field,
    );
  }, [fields, samples, source.sample_kinds]);
  const cardFields = useMemo(() => fields.filter((field) => !field.createOnly), [fields]);
  const columns: ResourceColumn<SampleRow>[] = useSampleColumns(false);
  const atLab = useAtLabText();
  const lockOf = useSampleLock();
  const toRow = useCallback((sample: SurveySample) => sampleRowOf(sample, '', atLab), [atLab]);

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-samples-error" />;
  if (!result.data) return <PageLoader />;
  const listPath = path('surveyLocationSamples', { survey: surveyId, location: location.id });

  return (
    <Box sx={{ pt: 1 }}>
      {errorAlert}
      <RecordPanel
        readOnly={!editable}
        records={samples}
        toRow={toRow}
        columns={columns}
        searchFields={searchFields}
        typeLabel={t('surveySources.samples.plural')}
        addTitle={t('surveySources.samples.add')}
        selectedId={search.get('sample') ?? undefined}
        listPath={listPath}
        itemPath={(id) => `${listPath}?sample=${id}`}
        fields={cardFields}
        createFields={createFields}
        onCreate={async (values) =>
          (
            await mutations.create(toInput(createFields, values), {
              surveySourceLocation: location.id,
            })
          ).error
        }
        onUpdate={async (id, values) =>
          (await mutations.update(id, toInput(cardFields, values))).error
        }
        onDelete={async (id) => (await mutations.remove(id)).error}
        onReorder={reorder}
        card={{
          title: (sample) => sample.number,
          subtitle: (sample) => sample.sample_kind_item?.value,
          deleteMessage: t('surveySources.samples.deleteMessage'),
          lockedReason: lockOf,
        }}
        testId="survey-location-samples"
      />
    </Box>
  );
}

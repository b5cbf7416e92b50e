import { surveySampleResource } from '@vezel/domain/surveys/sources';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../components/resource/cells';
import { formFieldsOf, type FormField } from '../../components/resource/form-logic';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import type { SurveySample } from './survey-source-operations';

/** A sample as a table row shows it: its number, kind and where it was taken. */
export interface SampleRow {
  id: string;
  number: string;
  sample_kind: string;
  source: string;
  location: string;
  description: string;
  taken_at: string;
  /** The status its lab results give it (survey-lab-results); empty without results. */
  lab_status: string;
}

export const sampleRowOf = (sample: SurveySample, noSpace = ''): SampleRow => ({
  id: sample.id,
  number: sample.number,
  sample_kind: sample.sample_kind_item?.value ?? '',
  source: sample.location?.source.number ?? '',
  location: sample.location ? (sample.location.space_name ?? noSpace) : '',
  description: sample.description,
  taken_at: sample.taken_at ?? '',
  lab_status: sample.lab_status?.value ?? '',
});

/** The sample form's fields; the sample kind's options are the source's (set by the caller). */
export function useSampleFields(): FormField[] {
  const labels = useResourceLabels(surveySampleResource.type);
  return useMemo(
    () => formFieldsOf(surveySampleResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
}

/** The columns of a sample table; the survey's list also names the source and location. */
export function useSampleColumns(withPlace: boolean): ResourceColumn<SampleRow>[] {
  const { t } = useTranslation();
  const labels = useResourceLabels(surveySampleResource.type);
  return useMemo(
    () => [
      { field: 'number', type: 'text', label: t('surveySources.samples.number') },
      { field: 'sample_kind', type: 'text', label: labels.label('sample_kind') },
      ...(withPlace
        ? ([
            { field: 'source', type: 'text', label: t('surveySources.samples.source') },
            { field: 'location', type: 'text', label: t('surveySources.samples.location') },
          ] as const)
        : []),
      { field: 'description', type: 'text', label: labels.label('description') },
      { field: 'taken_at', type: 'date', label: labels.label('taken_at') },
      { field: 'lab_status', type: 'text', label: t('surveyLabResults.status.label') },
    ],
    [labels, t, withPlace],
  );
}

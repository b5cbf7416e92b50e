import { ordersAwaitingResults } from '@vezel/domain/lab/orders';
import { surveySampleResource } from '@vezel/domain/surveys/sources';
import { useCallback, useMemo } from 'react';
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
  /**
   * The status its lab results give it (survey-lab-results); without results, "at the
   * laboratory" with the order while one awaits them; else empty.
   */
  lab_status: string;
}

/** What a sample's lab state needs: its status from results and the order it is on. */
interface SampleLabState {
  lab_status: { value: string } | null;
  at_lab_order: { number: string; status: string } | null;
}

/**
 * The number of the order a sample is at the laboratory on while its results are awaited
 * (sent, received, partly analysed) and it has none with a status yet; null otherwise.
 */
export function awaitedLabOrder(sample: SampleLabState): string | null {
  const order = sample.at_lab_order;
  if (sample.lab_status || !order || !ordersAwaitingResults.includes(order.status)) return null;
  return order.number;
}

/** The text of a sample's lab state in a table: its status, or where it is awaited. */
export function sampleLabText(sample: SampleLabState, atLab: (order: string) => string): string {
  const order = awaitedLabOrder(sample);
  return sample.lab_status?.value ?? (order === null ? '' : atLab(order));
}

export const sampleRowOf = (
  sample: SurveySample,
  noSpace = '',
  atLab: (order: string) => string = (order) => order,
): SampleRow => ({
  id: sample.id,
  number: sample.number,
  sample_kind: sample.sample_kind_item?.value ?? '',
  source: sample.location?.source.number ?? '',
  location: sample.location ? (sample.location.space_name ?? noSpace) : '',
  description: sample.description,
  taken_at: sample.taken_at ?? '',
  lab_status: sampleLabText(sample, atLab),
});

/**
 * Why a sample cannot be changed or deleted: it is on an order the laboratory has (the
 * server refuses it too); undefined when it can.
 */
export function useSampleLock(): (sample: {
  number: string;
  at_lab_order: { number: string } | null;
}) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (sample) =>
      sample.at_lab_order
        ? t('labOrder.error.sampleSent', {
            sample: sample.number,
            order: sample.at_lab_order.number,
          })
        : undefined,
    [t],
  );
}

/** "At the laboratory (order 2026-0002-L01)", for a table's lab status. */
export function useAtLabText(): (order: string) => string {
  const { t } = useTranslation();
  return useCallback((order) => t('surveyLabResults.status.atLabOrder', { number: order }), [t]);
}

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
